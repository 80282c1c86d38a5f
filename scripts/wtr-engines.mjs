// web-test-runner's launchers for the three engines (scripts/engines.mjs) and the `keys` command
// the browser tests type with (tests/browser/support/keys.ts).
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { chromeLauncher } from '@web/test-runner-chrome';
import { WebdriverLauncher } from '@web/test-runner-webdriver';
import { CHROMIUM_FLAGS } from './chromium-flags.mjs';
import { CHROMIUM_PATH, firefoxLaunchOptions, setFirefoxViewport, startWebKitDriver, webdriverKey } from './engines.mjs';

/** WebKitGTK through WebKitWebDriver; Xvfb and the driver start with the run and stop with it. */
class WebKitLauncher extends WebdriverLauncher {
  constructor() {
    super({ capabilities: {} });
    /** @type {Awaited<ReturnType<typeof startWebKitDriver>> | undefined} */
    this.webkit = undefined;
  }

  async initialize(config, testFiles) {
    this.webkit = await startWebKitDriver();
    Object.assign(this.options, this.webkit.remoteOptions);
    this.options.capabilities = { ...this.options.capabilities, acceptInsecureCerts: true }; // the https twin (cookiesPlugin)
    await super.initialize(config, testFiles);
    this.name = 'WebKit';
  }

  async stop() {
    await super.stop();
    await this.webkit?.stop();
    this.webkit = undefined;
  }
}

/** A Firefox page whose setViewport works on Firefox ESR 140 (see setFirefoxViewport). */
async function firefoxPage({ context }) {
  const page = await context.newPage();
  const setViewport = page.setViewport.bind(page);
  page.setViewport = (viewport) => setFirefoxViewport(page, setViewport, viewport);
  return page;
}

const LAUNCHERS = {
  chromium: () =>
    chromeLauncher({
      launchOptions: { executablePath: CHROMIUM_PATH, headless: 'shell', acceptInsecureCerts: true, args: CHROMIUM_FLAGS },
    }),
  firefox: () => chromeLauncher({ puppeteer, launchOptions: { ...firefoxLaunchOptions(), acceptInsecureCerts: true }, createPage: firefoxPage }),
  webkit: () => new WebKitLauncher(),
};

export function engineLaunchers(engines) {
  return engines.map((engine) => LAUNCHERS[engine]());
}

// ── keys ────────────────────────────────────────────────────────────────────────────────────
// wtr's own send-keys has no down/up for WebDriver and passes key names ("Tab") where WebDriver
// wants its code points; this one speaks each protocol's own way.

/** Keys held down by `{ down }`, per test session: WebKit forgets them between two action lists. */
const held = new Map();

function webdriverActions(sessionId, payload) {
  const keys = held.get(sessionId) ?? new Set();
  held.set(sessionId, keys);
  const hold = [...keys].map((value) => ({ type: 'keyDown', value }));
  if ('type' in payload) return [...hold, ...[...payload.type].flatMap((c) => [{ type: 'keyDown', value: c }, { type: 'keyUp', value: c }])];
  if ('press' in payload) {
    const value = webdriverKey(payload.press);
    return [...hold, { type: 'keyDown', value }, { type: 'keyUp', value }];
  }
  const value = webdriverKey('down' in payload ? payload.down : payload.up);
  if ('down' in payload) {
    keys.add(value);
    return [{ type: 'keyDown', value }];
  }
  keys.delete(value);
  return [{ type: 'keyUp', value }];
}

/** The `keys` command: payload `{ type }`, `{ press }`, `{ down }` or `{ up }` with DOM key names. */
export function keysPlugin() {
  return {
    name: 'engine-keys',
    async executeCommand({ command, payload, session }) {
      if (command !== 'keys') return undefined;
      const kinds = ['type', 'press', 'down', 'up'].filter((k) => typeof payload?.[k] === 'string');
      if (kinds.length !== 1) throw new Error('keys: give exactly one of type, press, down, up');
      const browser = session.browser;
      if (browser.type === 'puppeteer') {
        const keyboard = browser.getPage(session.id).keyboard;
        const [kind] = kinds;
        await keyboard[kind](payload[kind]);
        return true;
      }
      if (browser.type === 'webdriver') {
        await browser.driverManager.performActions(session.id, [{ type: 'key', id: 'keyboard', actions: webdriverActions(session.id, payload) }]);
        return true;
      }
      throw new Error(`keys: unsupported launcher ${browser.type}`);
    },
  };
}

// ── cookies as the browser keeps them, on http and on https ─────────────────────────────────
// document.cookie hides the attributes; the driver shows them (Secure, SameSite, path, expiry).
// The test server is http, so an https twin of it (a TLS proxy with a throwaway self-signed
// certificate, accepted through acceptInsecureCerts) serves the same modules on https.

/** One shape for the cookies of every driver; `expires` in seconds since the epoch, -1 for a session cookie. */
function cookieOf(c) {
  return {
    name: c.name,
    value: c.value,
    domain: c.domain,
    path: c.path,
    secure: !!c.secure,
    sameSite: c.sameSite ?? null,
    expires: c.expires ?? c.expiry ?? -1,
  };
}

async function startHttpsTwin(target) {
  const dir = await mkdtemp(join(tmpdir(), 'wtr-tls-'));
  try {
    const made = spawnSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
    ], { encoding: 'utf8' });
    if (made.status !== 0) throw new Error(`openssl could not make a test certificate: ${made.stderr}`);
    const server = createHttpsServer({ key: await readFile(join(dir, 'key.pem')), cert: await readFile(join(dir, 'cert.pem')) }, (req, res) => {
      if (req.url?.startsWith(TWIN_PAGE)) {
        // A bare page running one module of the test tree (?module=/src/…); it sets its title when done.
        const module = new URL(req.url, 'https://localhost').searchParams.get('module') ?? '';
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(`<!doctype html><title>loading</title><script type="module" src="${encodeURI(module)}"></script>`);
        return;
      }
      const upstream = httpRequest({ ...target, path: req.url, method: req.method, headers: { ...req.headers, host: `${target.hostname}:${target.port}` } }, (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      });
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    });
    await new Promise((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
    return { origin: `https://localhost:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const TWIN_PAGE = '/__https-twin__';

/**
 * Commands `cookies` (the jar as the test page's browser keeps it) and `https-cookies`
 * `{ module }` (opens the https twin of the test server in a new tab running that module, waits
 * for its title to be "done", returns the cookies it wrote with their attributes, deletes them).
 */
export function cookiesPlugin() {
  let twin;
  return {
    name: 'engine-cookies',
    async serverStart({ config }) {
      twin = await startHttpsTwin({ hostname: config.hostname ?? 'localhost', port: config.port });
    },
    async serverStop() {
      await twin?.close();
    },
    async executeCommand({ command, payload, session }) {
      if (command !== 'cookies' && command !== 'https-cookies') return undefined;
      const browser = session.browser;
      const url = command === 'https-cookies' ? `${twin.origin}${TWIN_PAGE}?module=${encodeURIComponent(payload.module)}` : null;
      if (browser.type === 'puppeteer') {
        const context = browser.getPage(session.id).browserContext();
        if (!url) return (await context.cookies()).map(cookieOf);
        const page = await context.newPage();
        try {
          await page.goto(url);
          await page.waitForFunction(() => document.title === 'done' || document.title.startsWith('error'), { timeout: 10_000 });
          const title = await page.title();
          if (title !== 'done') throw new Error(`https page: ${title}`);
          const cookies = await context.cookies();
          await context.deleteCookie(...cookies);
          return cookies.map(cookieOf);
        } finally {
          await page.close();
        }
      }
      if (browser.type === 'webdriver') {
        const driver = browser.driver;
        if (!url) return (await driver.getAllCookies()).map(cookieOf);
        const testWindow = await driver.getWindowHandle();
        // Not newWindow(): without BiDi it opens the tab by window.open and stays in the test's window.
        await driver.switchToWindow((await driver.createWindow('tab')).handle);
        await driver.navigateTo(url);
        try {
          await driver.waitUntil(async () => /^(done|error)/.test(await driver.getTitle()), { timeout: 10_000 });
          const title = await driver.getTitle();
          if (title !== 'done') throw new Error(`https page: ${title}`);
          const cookies = await driver.getAllCookies();
          await driver.deleteAllCookies();
          return cookies.map(cookieOf);
        } finally {
          await driver.closeWindow();
          await driver.switchToWindow(testWindow);
        }
      }
      throw new Error(`cookies: unsupported launcher ${browser.type}`);
    },
  };
}
