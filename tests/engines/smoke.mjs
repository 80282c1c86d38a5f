#!/usr/bin/env node
// End-to-end smoke in Firefox ESR and WebKitGTK at 375 and 1280 px (Chromium has the whole
// Playwright suite): the scenarios of scenarios.mjs against the BUILT portal, the partner demo and
// the reference API in sandbox mode on a fresh data dir. Each browser starts once.
//   node tests/engines/smoke.mjs [--engines=firefox,webkit] [--widths=375,1280]
// Addresses as the e2e suite's (E2E_SLOT=N shifts them by 10·N; ACCOUNTS_API_URL and
// ACCOUNTS_PORTAL_URL override), since the build bakes them in: the build in DIST_DIR (dist) is
// reused when it points at this API, else one is made in a temporary folder.
// SMOKE_RESULTS_FILE=path writes {passed, failed, engines: {name: {passed, failed, seconds}}}.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { engineVersion, spawnOwned, stopChild } from '../../scripts/engines.mjs';
import { start as startHosted } from '../../scripts/serve-hosted.mjs';
import { OPEN } from './drivers.mjs';
import { SCENARIOS } from './scenarios.mjs';

const repo = resolve(fileURLToPath(import.meta.url), '../../..');
const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const engines = arg('engines', 'firefox,webkit').split(',').filter(Boolean);
const widths = arg('widths', '375,1280').split(',').map(Number);
const HEIGHT = { 375: 740 };
/** SMOKE_SCREENSHOTS=dir keeps a screenshot of each failure there. */
const shots = process.env.SMOKE_SCREENSHOTS;

const slot = Number(process.env.E2E_SLOT ?? 0);
const apiUrl = process.env.ACCOUNTS_API_URL ?? `http://127.0.0.1:${8787 + slot * 10}`;
const portalUrl = process.env.ACCOUNTS_PORTAL_URL ?? `http://127.0.0.1:${5173 + slot * 10}`;
const demoPort = Number(process.env.DEMO_PORT ?? Number(new URL(portalUrl).port) + 1);
const urls = { api: apiUrl, portal: portalUrl, demo: `http://127.0.0.1:${demoPort}` };

const cleanups = [];
async function cleanup() {
  for (const fn of cleanups.splice(0).reverse()) await fn().catch((e) => console.error(`cleanup: ${e.message}`));
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    console.error(`\nsmoke: ${signal}, stopping`);
    void cleanup().finally(() => process.exit(128 + ({ SIGINT: 2, SIGTERM: 15, SIGHUP: 1 })[signal]));
  });
}

function run(command, args, env) {
  return new Promise((resolvePromise) => {
    const child = spawnOwned(command, args, { cwd: repo, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => resolvePromise(code ?? 1));
  });
}

/** The build to serve: DIST_DIR when it was made for this API, else a fresh one of our own. */
async function distFor() {
  const dist = resolve(repo, process.env.DIST_DIR ?? 'dist');
  // The build bakes its API's address into its scripts (scripts/build-settings.mjs).
  const assets = join(dist, 'hosted/assets');
  const madeForThisApi = () => readdirSync(assets).some((f) => f.endsWith('.js') && readFileSync(join(assets, f), 'utf8').includes(apiUrl));
  if (existsSync(join(dist, 'embed/accounts.js')) && existsSync(assets) && madeForThisApi()) {
    console.log(`smoke: serving the build in ${dist}`);
    return dist;
  }
  const own = mkdtempSync(join(tmpdir(), 'accounts-engines-dist-'));
  cleanups.push(async () => rmSync(own, { recursive: true, force: true }));
  console.log(`smoke: no build for ${apiUrl} in ${dist}; building into ${own}`);
  const env = { ACCOUNTS_API_URL: apiUrl, ACCOUNTS_PORTAL_URL: portalUrl };
  const vite = join(repo, 'node_modules/.bin/vite');
  for (const mode of ['embed', 'hosted']) {
    if ((await run(vite, ['build', '--mode', mode, '--outDir', join(own, mode), '--logLevel', 'error'], env)) !== 0) throw new Error(`vite build --mode ${mode} failed`);
  }
  return own;
}

function assertFree(port) {
  return new Promise((resolvePromise, reject) => {
    const probe = createServer().once('error', () => reject(new Error(`port ${port} is in use: stop the sandbox or e2e run using it (or pick another E2E_SLOT)`)));
    probe.listen(port, '127.0.0.1', () => probe.close(resolvePromise));
  });
}

async function startApi() {
  const api = new URL(apiUrl);
  // Named by the port, not random: a run killed outright leaves it for the next to wipe (--reset).
  const dataDir = join(tmpdir(), `accounts-engines-api-${api.port}`);
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  // One process (tsx as a loader, not its CLI), so it dies with us (scripts/engines.mjs).
  const child = spawnOwned(process.execPath, ['--import', 'tsx', 'demo/api/main.ts', '--reset', '--serve'], {
    cwd: repo,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env, SANDBOX: '1', API_LOG: '0', DATA_DIR: dataDir, HOST: api.hostname, PORT: api.port,
      PUBLIC_URL: apiUrl, PORTAL_URL: portalUrl, ALLOWED_ORIGINS: `${portalUrl},${urls.demo}`,
    },
  });
  cleanups.push(() => stopChild(child));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}) before it answered`);
    const ok = await fetch(`${apiUrl}/languages/`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the API did not answer on ${apiUrl} within 60 s`);
}

/** Every scenario at every width in one browser; failures are recorded and the run goes on. */
async function smokeEngine(engine) {
  const t0 = Date.now();
  const results = [];
  let startSeconds = 0;
  try {
    const page = await OPEN[engine]();
    cleanups.push(() => page.close());
    startSeconds = (Date.now() - t0) / 1000;
    for (const width of widths) {
      await page.resize(width, HEIGHT[width] ?? 800);
      for (const scenario of SCENARIOS) {
        if (!scenario.engines || scenario.engines.includes(engine)) results.push(await runScenario(engine, page, scenario, width));
      }
    }
  } catch (e) {
    // The browser itself failed (start, resize): what did not run counts as failed.
    results.push({ scenario: 'browser', width: null, seconds: 0, error: e instanceof Error ? e.message : String(e) });
    console.log(`  ✗ ${engine.padEnd(7)} ${results.at(-1).error}`);
  }
  return { engine, version: engineVersion(engine), startSeconds, seconds: (Date.now() - t0) / 1000, results };
}

async function runScenario(engine, page, scenario, width) {
  const s0 = Date.now();
  let error = null;
  try {
    await scenario.run({ page, urls, width });
    const errors = page.takeErrors();
    if (errors.length > 0) throw new Error(`uncaught errors in the page: ${errors.join(' | ')}`);
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
    if (shots) {
      const file = join(shots, `${engine}-${width}-${SCENARIOS.indexOf(scenario) + 1}.png`);
      await page.screenshot(file).then(() => { error += `\n      screenshot: ${file}`; }, () => undefined);
    }
    page.takeErrors();
    await page.clearCookies().catch(() => undefined);
  }
  const seconds = (Date.now() - s0) / 1000;
  console.log(`  ${error ? '✗' : '✓'} ${engine.padEnd(7)} ${String(width).padStart(4)} px  ${scenario.name} (${seconds.toFixed(1)}s)${error ? `\n      ${error}` : ''}`);
  return { scenario: scenario.name, width, seconds, error };
}

async function main() {
  for (const engine of engines) if (!OPEN[engine]) throw new Error(`--engines: unknown ${engine} (firefox, webkit)`);
  const dist = await distFor();
  await Promise.all([apiUrl, portalUrl, urls.demo].map((u) => assertFree(Number(new URL(u).port))));
  await startApi();
  const hosted = await startHosted({ HOST: '127.0.0.1', PORT: new URL(portalUrl).port, DEMO_PORT: String(demoPort), DIST_DIR: dist, ACCOUNTS_API_URL: apiUrl });
  cleanups.push(async () => {
    hosted.portal.closeAllConnections?.();
    hosted.partner.closeAllConnections?.();
    await hosted.close();
  });
  console.log(`smoke: ${engines.join(' and ')} at ${widths.join(' and ')} px against ${portalUrl} (API ${apiUrl}, demo ${urls.demo})`);
  // The engines side by side: each has its own browser and its own fresh accounts.
  const outcomes = await Promise.all(engines.map(smokeEngine));
  let passed = 0;
  let failed = 0;
  const summary = {};
  for (const o of outcomes) {
    const bad = o.results.filter((r) => r.error).length;
    passed += o.results.length - bad;
    failed += bad;
    summary[o.engine] = { version: o.version, passed: o.results.length - bad, failed: bad, seconds: o.seconds, startSeconds: o.startSeconds };
    console.log(`smoke: ${o.engine} ${o.version ?? ''}: ${o.results.length - bad} passed, ${bad} failed in ${o.seconds.toFixed(1)}s (browser start ${o.startSeconds.toFixed(1)}s)`);
  }
  if (process.env.SMOKE_RESULTS_FILE) writeFileSync(process.env.SMOKE_RESULTS_FILE, JSON.stringify({ passed, failed, engines: summary }));
  return failed === 0 ? 0 : 1;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`smoke: ${error instanceof Error ? error.message : error}`);
} finally {
  await cleanup();
}
process.exit(code);
