// The three engines the tests run in, all from Debian packages (scripts/ensure-browsers.sh):
//   chromium  chromium-headless-shell  puppeteer-core / Playwright over CDP (scripts/chromium-flags.mjs)
//   firefox   /usr/bin/firefox-esr   puppeteer-core over WebDriver BiDi
//   webkit    WebKitGTK              WebKitWebDriver (WebDriver classic) + webdriverio, showing
//                                    scripts/webkit-browser.py on an Xvfb display started here
// Used by web-test-runner.config.mjs and the engine smoke (tests/engines/). Every process started
// here dies with the Node process that started it, however that one ends.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH } from './chromium-flags.mjs';

export { CHROMIUM_PATH };

export const ENGINES = /** @type {const} */ (['chromium', 'firefox', 'webkit']);
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
/** Debian's own Python: it has python3-gi (a pyenv or venv python on PATH may not). */
const PYTHON = '/usr/bin/python3';
const here = fileURLToPath(new URL('.', import.meta.url));
const WEBKIT_BROWSER = join(here, 'webkit-browser.py');
/** FIREFOX_PATH through a wrapper that makes it die with us (puppeteer starts it detached). */
const FIREFOX_OWNED = join(here, 'firefox-owned.sh');

/** The engines named by ENGINES=chromium,firefox (all three when unset). */
export function selectedEngines(value = process.env.ENGINES) {
  if (!value) return [...ENGINES];
  const names = value.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  const unknown = names.filter((n) => !ENGINES.includes(n));
  if (unknown.length) throw new Error(`ENGINES: unknown ${unknown.join(', ')} (known: ${ENGINES.join(', ')})`);
  return names;
}

/** "Mozilla Firefox 140.12.0esr" → "140.12.0esr"; null when the binary does not answer. */
export function engineVersion(engine) {
  if (engine === 'webkit') {
    const out = spawnSync('dpkg-query', ['-W', '-f=${Version}', 'libwebkit2gtk-4.1-0'], { encoding: 'utf8' });
    return out.status === 0 ? out.stdout.replace(/-.*$/, '') : null;
  }
  const out = spawnSync(engine === 'firefox' ? FIREFOX_PATH : CHROMIUM_PATH, ['--version'], { encoding: 'utf8' });
  return out.status === 0 ? (out.stdout.match(/\d[\w.]*/)?.[0] ?? null) : null;
}

/** puppeteer-core launch options for Debian's Firefox ESR over WebDriver BiDi. */
export function firefoxLaunchOptions() {
  return {
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: FIREFOX_OWNED,
    headless: true,
    extraPrefsFirefox: {
      // A closed network: no update, telemetry or remote-settings traffic.
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'network.captive-portal-service.enabled': false,
      'services.settings.server': 'http://127.0.0.1:9/',
    },
  };
}

/**
 * page.setViewport for Firefox ESR 140: puppeteer 24.29+ also sends BiDi's
 * emulation.setScreenOrientationOverride, which Firefox only knows from 141 on. The viewport
 * command itself goes alongside and succeeds; wait for it to show.
 */
export async function setFirefoxViewport(page, setViewport, viewport) {
  try {
    await setViewport(viewport);
  } catch (error) {
    if (!/unknown command emulation\.setScreenOrientationOverride/.test(String(error?.message))) throw error;
    if (!viewport) return;
    const deadline = Date.now() + 5000;
    // Polled from here, not waitForFunction: a navigation meanwhile would end that with an error.
    for (;;) {
      const [w, h] = await page.evaluate(() => [innerWidth, innerHeight]).catch(() => [0, 0]);
      if (w === viewport.width && h === viewport.height) return;
      if (Date.now() > deadline) throw new Error(`Firefox viewport is ${w}×${h}, not ${viewport.width}×${viewport.height}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** WebDriver's code points for the key names the tests use (W3C WebDriver, "Keyboard actions"). */
const WEBDRIVER_KEYS = {
  Backspace: '\uE003',
  Tab: '\uE004',
  Enter: '\uE007',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Escape: '\uE00C',
  Space: '\uE00D',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Delete: '\uE017',
};

export function webdriverKey(name) {
  if ([...name].length === 1) return name;
  const key = WEBDRIVER_KEYS[name];
  if (!key) throw new Error(`no WebDriver code point for "${name}"`);
  return key;
}

// ── processes that die with us ───────────────────────────────────────────────────────────────

const owned = new Set();
process.on('exit', () => {
  for (const child of owned) child.kill('SIGKILL');
});
const hasSetpriv = existsSync('/usr/bin/setpriv');

/**
 * spawn() whose child is killed when this process dies, even by SIGKILL (PR_SET_PDEATHSIG through
 * util-linux's setpriv), and by the exit handler above otherwise.
 */
export function spawnOwned(command, args, options) {
  const child = hasSetpriv
    ? spawn('/usr/bin/setpriv', ['--pdeathsig', 'KILL', '--', command, ...args], options)
    : spawn(command, args, options);
  owned.add(child);
  child.once('exit', () => owned.delete(child));
  return child;
}

export async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
  await exited;
  clearTimeout(timer);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** The last lines a child wrote, for an error message. */
function tail(child) {
  const lines = [];
  child.stderr?.on('data', (chunk) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 20));
  });
  return () => lines.join('\n');
}

/** An X display of our own: Xvfb picks a free number and writes it to fd 3 (-displayfd). */
async function startXvfb() {
  const xvfb = spawnOwned('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const log = tail(xvfb);
  const display = await new Promise((resolve, reject) => {
    let text = '';
    const fail = (why) => reject(new Error(`Xvfb ${why}\n${log()}`));
    xvfb.once('error', (e) => fail(`cannot start: ${e.message}`));
    xvfb.once('exit', (code) => fail(`exited (${code}) before it had a display`));
    xvfb.stdio[3].on('data', (chunk) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
  });
  xvfb.removeAllListeners('exit');
  return { display, stop: () => stopChild(xvfb) };
}

async function waitForDriver(port, driver, log) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})\n${log()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/status`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port} within 15 s\n${log()}`);
}

/**
 * Xvfb and WebKitWebDriver on a free display and port. Returns webdriverio `remote()` options for
 * a session showing scripts/webkit-browser.py, and stop(), which ends both (and so the browser).
 */
export async function startWebKitDriver() {
  const xvfb = await startXvfb();
  try {
    const port = await freePort();
    const driver = spawnOwned(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, DISPLAY: xvfb.display },
    });
    const log = tail(driver);
    await waitForDriver(port, driver, log);
    return {
      remoteOptions: {
        hostname: '127.0.0.1',
        port,
        logLevel: /** @type {const} */ ('error'),
        capabilities: {
          'webkitgtk:browserOptions': { binary: PYTHON, args: [WEBKIT_BROWSER] },
          'wdio:enforceWebDriverClassic': true,
        },
      },
      async stop() {
        await stopChild(driver);
        await xvfb.stop();
      },
    };
  } catch (error) {
    await xvfb.stop();
    throw error;
  }
}
