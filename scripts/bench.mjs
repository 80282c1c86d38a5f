#!/usr/bin/env node
// Front-end benchmark (issue #8): `npm run bench`. Reports, never fails (exit 0).
//   - <accounts-signin> on a plain bench page (partner origin), 5 cold loads each in a new
//     context with the cache disabled, under CDP throttling (150 ms RTT, 1.6 Mbps down,
//     750 kbps up, CPU ×4): bytes transferred, time to `accounts-ready`, time to the first
//     visible email input. The API is unreachable for these loads (closed port, or refused
//     by interception when something else already listens there). Alternating with them, the
//     floor: the same page whose script draws one bare input (what the machine costs before us).
//   - the hosted portal's LCP for /signin/ (API up), throttled and unthrottled.
//   - the static entry size (gzip -9) from scripts/size-budget.mjs for reference.
// Uses dist/ as built (runs `npm run build` only when dist/ is missing). Loopback only.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { start as startHosted } from './serve-hosted.mjs';
import { embedReport } from './size-budget.mjs';

const repo = resolve(fileURLToPath(import.meta.url), '../..');
const HOST = '127.0.0.1';
const RUNS = 5;
const LOAD_TIMEOUT = 30_000;
const TARGETS = { entryKb: 25, firstInputMs: 600, lcpMs: 1000 };
const THROTTLE = {
  network: { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 },
  cpu: 4,
};
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

const median = (xs) => {
  const v = xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};

function portFree(port) {
  return new Promise((res) => {
    const s = createServer();
    s.once('error', () => res(false));
    s.listen(port, HOST, () => s.close(() => res(true)));
  });
}

function freePort() {
  return new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, HOST, () => {
      const { port } = s.address();
      s.close(() => res(port));
    });
  });
}

const dist = resolve(repo, process.env.DIST_DIR ?? 'dist');

function ensureBuilt() {
  if (existsSync(join(dist, 'embed/accounts.js')) && existsSync(join(dist, 'hosted/index.html'))) return;
  console.log(`bench: ${dist} is missing a build; running npm run build`);
  const r = spawnSync('npm', ['run', 'build'], { cwd: repo, stdio: 'inherit', timeout: 300_000 });
  if (r.status !== 0) throw new Error('build failed');
}

/** The API origin baked into the build: config.ts's help-centre default is `${api}/__dev/help/`. */
function bakedApiOrigin() {
  const dir = join(dist, 'embed/chunks');
  for (const name of existsSync(dir) ? readdirSync(dir) : []) {
    if (!name.endsWith('.js')) continue;
    const m = /(http:\/\/127\.0\.0\.1:\d{2,5})\/__dev\/help\//.exec(readFileSync(join(dir, name), 'utf8'));
    if (m) return m[1];
  }
  return 'http://127.0.0.1:8787';
}


async function startApi(port, portalUrl, partnerUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'accounts-bench-api-'));
  const child = spawn('npx', ['tsx', 'demo/api/main.ts', '--reset', '--serve'], {
    cwd: repo,
    env: { ...process.env, SANDBOX: '1', DATA_DIR: dataDir, HOST, PORT: String(port), API_LOG: '0', PORTAL_URL: portalUrl, ALLOWED_ORIGINS: `${portalUrl},${partnerUrl}` },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited: ${stderr.slice(-500)}`);
    try {
      const r = await fetch(`http://${HOST}:${port}/languages/`, { signal: AbortSignal.timeout(2000) });
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  if (Date.now() >= deadline) throw new Error('API did not start in 90 s');
  return {
    stop: async () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      await new Promise((r) => setTimeout(r, 500));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const FLOOR_SCRIPT = `for (const host of document.getElementsByTagName('accounts-signin')) {
  const input = document.createElement('input');
  input.type = 'email';
  input.name = 'email';
  host.attachShadow({ mode: 'open' }).append(input);
}
`;

// Runs in the page before any of its scripts: records the milestones with performance.now().
const PAGE_PROBE = () => {
  const w = window;
  w.__bench = { ready: null, defined: null, input: null, lcp: null, lcpWhat: null };
  document.addEventListener('accounts-ready', () => (w.__bench.ready ??= performance.now()), true);
  customElements.whenDefined('accounts-signin').then(() => (w.__bench.defined = performance.now()));
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
          w.__bench.lcp = e.startTime;
          w.__bench.lcpWhat = `${e.element?.tagName?.toLowerCase() ?? '(shadow)'}${e.url ? ` ${e.url}` : ''} ${e.size}px²`;
        }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    /* no LCP support */
  }
  const started = performance.now();
  const visible = (el) => {
    if (!el) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && (!el.checkVisibility || el.checkVisibility({ opacityProperty: true, visibilityProperty: true }));
  };
  const find = () => {
    for (const host of document.querySelectorAll('accounts-signin, accounts-portal')) {
      const input = host.shadowRoot?.querySelector('input[name="email"], input[type="email"]');
      if (input) return input;
    }
    return null;
  };
  const check = () => {
    if (w.__bench.input !== null) return;
    if (visible(find())) {
      w.__bench.input = performance.now();
      return;
    }
    if (performance.now() - started < 30_000) requestAnimationFrame(check);
  };
  // rAF runs on every frame; the observer catches insertions between frames.
  requestAnimationFrame(check);
  const observe = () => new MutationObserver(check).observe(document.documentElement, { childList: true, subtree: true });
  if (document.documentElement) observe();
};

async function coldLoad(browser, url, { throttle, blockOrigin, ready = false }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR' });
  try {
    const page = await context.newPage();
    if (blockOrigin) await page.route(`${blockOrigin}/**`, (route) => route.abort('connectionrefused'));
    await page.addInitScript(PAGE_PROBE);
    const cdp = await context.newCDPSession(page);
    let bytes = 0;
    const urls = new Map();
    const files = [];
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
    cdp.on('Network.loadingFinished', (e) => {
      bytes += e.encodedDataLength;
      files.push([urls.get(e.requestId) ?? '?', e.encodedDataLength]);
    });
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (throttle) {
      await cdp.send('Network.emulateNetworkConditions', THROTTLE.network);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpu });
    }
    await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT });
    await page.waitForFunction(() => window.__bench?.input !== null, null, { timeout: LOAD_TIMEOUT, polling: 100 }).catch(() => {});
    // The elements' chunk can take longer than networkidle's quiet half-second to evaluate on a
    // slow load: wait for the element to say it is ready.
    if (ready) await page.waitForFunction(() => window.__bench?.ready !== null, null, { timeout: LOAD_TIMEOUT, polling: 100 }).catch(() => {});
    // Let late requests (lazy chunks, locale areas) finish so the byte count is the whole load.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
    await page.waitForTimeout(300);
    const marks = await page.evaluate(() => ({
      ...window.__bench,
      paints: performance.getEntriesByType('paint').map((e) => `${e.name} ${Math.round(e.startTime)} ms`).join(', '),
    }));
    // When each request started and ended (ms from navigation start): the waterfall of the load.
    const timing = await page.evaluate(() => [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
      .map((e) => [e.name, Math.round(e.startTime), Math.round(e.responseEnd)]));
    return { bytes, files, timing, ...marks };
  } finally {
    await context.close();
  }
}

async function series(browser, url, options) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await coldLoad(browser, url, options));
  return runs;
}

const fmtMs = (v) => (v === null ? 'n/a' : `${Math.round(v)} ms`);
const fmtKb = (v) => (v === null ? 'n/a' : `${(v / 1024).toFixed(1)} kB`);
const verdict = (value, target) => (value === null ? 'NOT MEASURED' : value <= target ? 'ok' : 'OVER');

async function main() {
  ensureBuilt();
  const apiOrigin = bakedApiOrigin();
  const apiPort = Number(new URL(apiOrigin).port);
  const benchDir = mkdtempSync(join(tmpdir(), 'accounts-bench-page-'));
  const servers = await startHosted({
    ...process.env,
    HOST,
    PORT: String(await freePort()),
    DEMO_PORT: String(await freePort()),
    ACCOUNTS_API_URL: apiOrigin,
    DIST_DIR: dist,
    PARTNER_DIR: benchDir,
  });
  // A plain partner page: nothing but the element and its script (CSP allows the portal origin).
  writeFileSync(
    join(benchDir, 'index.html'),
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>bench</title>` +
      `<link rel="icon" href="data:,"><script type="module" src="${servers.portalUrl}/embed/accounts.js"></script></head>` +
      `<body><main><accounts-signin></accounts-signin></main></body></html>`,
  );
  // The floor: the same page and throttling with a script that draws one bare <input> into the
  // element's shadow root — what the machine, the navigation, one script round trip and one frame
  // cost before any of our code. The element's figure minus this is the element's own time.
  writeFileSync(join(benchDir, 'floor.js'), FLOOR_SCRIPT);
  writeFileSync(
    join(benchDir, 'floor.html'),
    readFileSync(join(benchDir, 'index.html'), 'utf8').replace(`${servers.portalUrl}/embed/accounts.js`, '/floor.js'),
  );
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  let api = null;
  const notes = [];
  try {
    // 1. The element with the API unreachable: its port is closed, or refused by interception.
    const closed = await portFree(apiPort);
    if (!closed) notes.push(`${apiOrigin} was busy: API requests were refused by interception instead of a closed port`);
    // Element and floor loads alternate, so a busy neighbour weighs on both alike.
    const embed = [];
    const floor = [];
    for (let i = 0; i < RUNS; i++) {
      embed.push(await coldLoad(browser, `${servers.partnerUrl}/`, { throttle: true, blockOrigin: closed ? null : apiOrigin, ready: true }));
      floor.push(await coldLoad(browser, `${servers.partnerUrl}/floor.html`, { throttle: true }));
    }

    // 2. The hosted portal with the API up (branding image, languages).
    let lcpThrottled = [];
    let lcpFast = [];
    if (await portFree(apiPort)) {
      api = await startApi(apiPort, servers.portalUrl, servers.partnerUrl);
      lcpThrottled = await series(browser, `${servers.portalUrl}/signin/`, { throttle: true });
      lcpFast = await series(browser, `${servers.portalUrl}/signin/`, { throttle: false });
    } else {
      notes.push(`hosted LCP not measured: ${apiOrigin} (the build's API) is in use by another process`);
    }

    const sizes = embedReport(dist);
    const staticEntry = sizes?.total ?? null;
    const fig = {
      staticEntry,
      bytes: median(embed.map((r) => r.bytes)),
      ready: median(embed.map((r) => r.ready)),
      defined: median(embed.map((r) => r.defined)),
      input: median(embed.map((r) => r.input)),
      floor: median(floor.map((r) => r.input)),
      over: median(embed.map((r, i) => (r.input !== null && floor[i]?.input != null ? r.input - floor[i].input : null))),
      lcp: median(lcpThrottled.map((r) => r.lcp)),
      lcpFast: median(lcpFast.map((r) => r.lcp)),
      hostedBytes: median(lcpThrottled.map((r) => r.bytes)),
    };
    const rows = [
      ['entry = first paint (static closure, gzip -9)', fmtKb(fig.staticEntry), `≤ ${TARGETS.entryKb} kB`, verdict(fig.staticEntry, TARGETS.entryKb * 1024)],
      ['first render (entry + elements chunk, gzip -9)', fmtKb(sizes?.firstRender ?? null), '', ''],
      ['<accounts-signin> bytes transferred (median)', fmtKb(fig.bytes), '', ''],
      ['<accounts-signin> script evaluated: elements defined (median)', fmtMs(fig.defined), '', ''],
      ['<accounts-signin> accounts-ready (median)', fmtMs(fig.ready), '', ''],
      ['<accounts-signin> first visible input, API down (median)', fmtMs(fig.input), `≤ ${TARGETS.firstInputMs} ms`, verdict(fig.input, TARGETS.firstInputMs)],
      ['  floor: one bare <input> from a script, same page (median)', fmtMs(fig.floor), '', ''],
      ['  the element over the floor, load by load (median)', fmtMs(fig.over), '', ''],
      ['hosted /signin/ LCP, throttled (median)', fmtMs(fig.lcp), `≤ ${TARGETS.lcpMs} ms`, verdict(fig.lcp, TARGETS.lcpMs)],
      ['hosted /signin/ LCP, unthrottled (median)', fmtMs(fig.lcpFast), `≤ ${TARGETS.lcpMs} ms`, verdict(fig.lcpFast, TARGETS.lcpMs)],
      ['hosted /signin/ bytes transferred, throttled (median)', fmtKb(fig.hostedBytes), '', ''],
    ];
    const width = Math.max(...rows.map((r) => r[0].length));
    console.log(`\nbench: ${RUNS} cold loads each; throttling 150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU ×4`);
    for (const [name, value, target, ok] of rows) console.log(`  ${name.padEnd(width)}  ${value.padStart(9)}  ${target.padEnd(10)} ${ok}`);
    console.log('\nper run (embed; bytes/accounts-ready/first input): ' + embed.map((r) => `${fmtKb(r.bytes)}/${fmtMs(r.ready)}/${fmtMs(r.input)}`).join('  '));
    console.log('per run (floor; first input): ' + floor.map((r) => fmtMs(r.input)).join('  '));
    const short = (url) => url.replace(/^http:\/\/127\.0\.0\.1:\d+/, '');
    const waterfall = (run) => {
      const when = new Map((run?.timing ?? []).map(([url, start, end]) => [url, `${start}→${end} ms`]));
      for (const [url, size] of run?.files ?? []) console.log(`  ${fmtKb(size).padStart(9)}  ${(when.get(url) ?? '').padEnd(14)} ${short(url)}`);
    };
    console.log('requests (embed, run 1; bytes, start→end from navigation start):');
    waterfall(embed[0]);
    console.log(`  defined ${fmtMs(embed[0]?.defined ?? null)}, first input ${fmtMs(embed[0]?.input ?? null)}`);
    if (lcpThrottled[0]) {
      console.log('requests (hosted throttled, run 1):');
      waterfall(lcpThrottled[0]);
      console.log(`  LCP ${fmtMs(lcpThrottled[0].lcp)} (${lcpThrottled[0].lcpWhat}), ${lcpThrottled[0].paints}, first input ${fmtMs(lcpThrottled[0].input)}`);
    }
    if (lcpThrottled.length) console.log('per run (hosted LCP throttled): ' + lcpThrottled.map((r) => fmtMs(r.lcp)).join('  '));
    for (const n of notes) console.log(`note: ${n}`);
  } finally {
    await browser.close().catch(() => {});
    if (api) await api.stop();
    servers.portal.closeAllConnections?.();
    servers.partner.closeAllConnections?.();
    await servers.close();
    rmSync(benchDir, { recursive: true, force: true });
  }
}

main()
  .catch((error) => console.error(`bench: ${error?.stack ?? error}`))
  .finally(() => process.exit(0));
