#!/usr/bin/env node
// `npm test`: the single gate. Types, lint, layers, custom-elements.json and browser tests (Chromium,
// Firefox ESR, WebKitGTK) side by side, then unit, build, size, e2e, the engine smoke and the nginx
// deployment smoke, failing fast with each step's own output and the command to re-run it alone.
//   --keep-going         run every step even after a failure (the exit code still reflects it)
//   --skip=e2e,browser   skip steps by name (names as printed in the headers)
//   --no-install         never run `npm ci` (report stale dependencies instead)
//   --steps=FILE         run the `steps` FILE exports instead of these (the gate's own test uses it)
// Ends with `tests: N passed, M failed` (vitest + web-test-runner + playwright) and per-layer counts.
// `steps` below is the one list of what the gate runs. Consecutive steps with the same `parallel`
// label run side by side (their output is shown as each ends). scripts/run-steps.mjs runs them and
// leaves no process behind, however the gate ends (its test: scripts/run-steps.test.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { paint, run, runSteps, signalExitCode } from './run-steps.mjs';
import { sandboxEnv } from './build-settings.mjs';
import { CHROMIUM_PATH as CHROMIUM } from './chromium-flags.mjs';

const repo = resolve(fileURLToPath(import.meta.url), '../..');
const args = process.argv.slice(2);
const stepsFile = args.find((a) => a.startsWith('--steps='))?.slice(8);
const chosenSteps = stepsFile ? resolve(stepsFile) : null;
process.chdir(repo);
const keepGoing = args.includes('--keep-going');
const noInstall = args.includes('--no-install') || process.env.TEST_ALL_NO_INSTALL === '1';
const skip = new Set(args.filter((a) => a.startsWith('--skip=')).flatMap((a) => a.slice(7).split(',')));
// E2E_SLOT=N (see scripts/e2e-slot.sh): the build must point at that slot's API and portal.
if (process.env.E2E_SLOT) {
  const slot = Number(process.env.E2E_SLOT);
  process.env.ACCOUNTS_API_URL ??= `http://127.0.0.1:${8787 + slot * 10}`;
  process.env.ACCOUNTS_PORTAL_URL ??= `http://127.0.0.1:${5173 + slot * 10}`;
}
// The e2e suite tests a sandbox build: the reference API's stand-ins (scripts/build-settings.mjs).
for (const [name, value] of Object.entries(sandboxEnv(process.env.ACCOUNTS_API_URL, process.env.ACCOUNTS_PORTAL_URL))) process.env[name] ??= value;
process.env.ACCOUNTS_BUILD = 'sandbox';
const results = mkdtempSync(join(tmpdir(), 'accounts-test-all-'));
const bin = (name) => join(repo, 'node_modules', '.bin', name);

/** Per-layer counts, filled by the steps that run tests. */
const counts = {};

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// ── (0) dependencies and browser ────────────────────────────────────────────────────────────

function dependencyProblem() {
  const modules = join(repo, 'node_modules');
  const lock = join(repo, 'package-lock.json');
  if (!existsSync(modules)) return 'node_modules is missing';
  const hidden = join(modules, '.package-lock.json');
  if (!existsSync(hidden)) return 'node_modules was not installed by npm (no node_modules/.package-lock.json)';
  if (statSync(lock).mtimeMs <= statSync(hidden).mtimeMs) return null;
  // A newer lockfile only matters if it differs (a git checkout also touches mtimes).
  const wanted = readJson(lock)?.packages;
  const installed = readJson(hidden)?.packages;
  if (!wanted || !installed) return 'package-lock.json is newer than node_modules';
  for (const [path, meta] of Object.entries(wanted)) {
    if (!path || meta.link || installed[path]?.version === meta.version) continue;
    if (meta.optional && !installed[path]) continue; // other platforms' optional packages
    return `package-lock.json wants ${path.replace(/^.*node_modules\//, '')}@${meta.version}, node_modules has ${installed[path]?.version ?? 'none'}`;
  }
  return null;
}

async function ensureDependencies() {
  const problem = dependencyProblem();
  if (!problem) {
    console.log('dependencies: node_modules matches package-lock.json');
    return 0;
  }
  if (noInstall) {
    console.error(`dependencies: ${problem}; --no-install given, so run \`npm ci\` yourself`);
    return 1;
  }
  console.log(`dependencies: ${problem} → npm ci`);
  return run('npm', ['ci', '--no-audit', '--no-fund']);
}

async function ensureChromium() {
  if (existsSync(CHROMIUM)) {
    const version = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout?.trim();
    console.log(`chromium: ${CHROMIUM} (${version || 'version unknown'})`);
    return 0;
  }
  console.log(`chromium: ${CHROMIUM} is missing → scripts/ensure-chromium.sh`);
  return run('bash', [join(repo, 'scripts/ensure-chromium.sh')]);
}

// ── test runners with counts ────────────────────────────────────────────────────────────────

async function vitest() {
  const out = join(results, 'vitest.json');
  const code = await run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${out}`]);
  const report = readJson(out);
  if (report) {
    counts.unit = { label: 'unit (vitest)', passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
    const broken = (report.testResults ?? []).filter((f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0);
    // A file that fails to load has no test results: count it as a failure so it is not lost.
    counts.unit.failed += broken.length;
  } else counts.unit = { label: 'unit (vitest)', passed: 0, failed: code === 0 ? 0 : 1, note: 'no JSON report' };
  return code;
}

async function webTestRunner() {
  const out = join(results, 'wtr.json');
  const code = await run(bin('web-test-runner'), [], { env: { WTR_RESULTS_FILE: out } });
  const report = readJson(out);
  counts.browser = report
    ? { label: 'browser (web-test-runner)', passed: report.passed, failed: report.failed + report.erroredFiles, note: report.engines && Object.entries(report.engines).map(([e, r]) => `${e} ${r.passed}/${r.passed + r.failed}`).join(', ') }
    : { label: 'browser (web-test-runner)', passed: 0, failed: code === 0 ? 0 : 1, note: 'no results file' };
  return code;
}

/** The Firefox/WebKit smoke (tests/engines/smoke.mjs), on the build the e2e step used. */
async function enginesSmoke() {
  const out = join(results, 'engines-smoke.json');
  const code = await run(process.execPath, ['tests/engines/smoke.mjs'], { env: { SMOKE_RESULTS_FILE: out }, timeoutMs: 5 * 60_000 });
  const report = readJson(out);
  counts.smoke = report
    ? { label: 'engine smoke (Firefox, WebKit)', passed: report.passed, failed: report.failed, note: Object.entries(report.engines).map(([e, r]) => `${e} ${r.seconds.toFixed(0)}s`).join(', ') }
    : { label: 'engine smoke (Firefox, WebKit)', passed: 0, failed: code === 0 ? 0 : 1, note: 'no results file' };
  return code;
}

async function playwright() {
  const out = join(results, 'playwright.json');
  const code = await run(bin('playwright'), ['test', '--reporter=list,json'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out, PLAYWRIGHT_FORCE_TTY: '0' },
    timeoutMs: 25 * 60_000, // a hard cap: playwright.config.ts's globalTimeout (24 min) ends the run first, with a report
  });
  const stats = readJson(out)?.stats;
  counts.e2e = stats
    ? { label: 'e2e (playwright)', passed: stats.expected + stats.flaky, failed: stats.unexpected }
    : { label: 'e2e (playwright)', passed: 0, failed: code === 0 ? 0 : 1, note: 'no JSON report' };
  if (stats?.flaky) counts.e2e.note = `${stats.flaky} flaky`;
  return code;
}

// ── the gate ────────────────────────────────────────────────────────────────────────────────

const steps = [
  { name: 'deps', title: 'dependencies installed (npm ci when stale)', rerun: 'npm ci', fn: ensureDependencies },
  { name: 'chromium', title: `Chromium at ${CHROMIUM}`, rerun: 'bash scripts/ensure-chromium.sh', fn: ensureChromium },
  { name: 'engines', title: 'Firefox ESR and WebKitGTK (+ Xvfb) from Debian', rerun: 'bash scripts/ensure-browsers.sh firefox webkit', fn: () => run('bash', [join(repo, 'scripts/ensure-browsers.sh'), 'firefox', 'webkit']) },
  { name: 'typecheck', parallel: 'checks', title: 'tsc --noEmit', rerun: 'npm run typecheck', fn: () => run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']) },
  { name: 'lint', parallel: 'checks', title: 'eslint', rerun: 'npm run lint', fn: () => run(bin('eslint'), ['.']) },
  { name: 'layers', parallel: 'checks', title: 'imports only go downward', rerun: 'npm run layers', fn: () => run(process.execPath, ['scripts/check-layers.mjs']) },
  {
    name: 'embed-api',
    parallel: 'checks',
    title: 'what the element contract generates is current (manifest, typings, guide tables); typings type-check',
    rerun: 'npm run check:embed-api',
    fn: async () =>
      (await run(process.execPath, ['scripts/gen-custom-elements.mjs', '--check'])) || run(bin('tsc'), ['-p', 'embed/tsconfig.types.json']),
  },
  // One page at a time in one Chromium (focus), so about one core: beside the checks, it fills the other.
  { name: 'browser', parallel: 'checks', title: 'web-test-runner (Chromium, Firefox ESR, WebKitGTK)', rerun: 'npm run test:browser', fn: webTestRunner },
  { name: 'unit', title: 'vitest run', rerun: 'npm run test:unit', fn: vitest },
  {
    name: 'build',
    title: 'vite build (embed + typings + SRI, hosted, partner demos)',
    rerun: 'npm run build && npm run build:demos',
    fn: async () =>
      (await run('npm', ['run', '--silent', 'build:embed'])) ||
      (await run(bin('vite'), ['build', '--mode', 'hosted'])) ||
      run('npm', ['run', '--silent', 'build:demos']),
  },
  {
    name: 'production',
    title: 'production build: required settings, no sandbox value in dist',
    rerun: 'node scripts/check-production-build.mjs',
    fn: () => run(process.execPath, ['scripts/check-production-build.mjs']),
  },
  { name: 'size', title: 'size budget', rerun: 'npm run size', fn: () => run(process.execPath, ['scripts/size-budget.mjs']) },
  { name: 'e2e', title: 'playwright (built portal + reference API)', rerun: 'npm run build && npm run test:e2e', fn: playwright },
  { name: 'engines-smoke', title: 'Firefox ESR and WebKitGTK smoke (tests/engines, the e2e build)', rerun: 'npm run test:engines', fn: enginesSmoke },
  {
    name: 'nginx',
    title: 'deployment smoke: a production build behind nginx (scripts/nginx-conf.mjs)',
    rerun: 'bash scripts/ensure-nginx.sh && node scripts/nginx-smoke.mjs',
    fn: async () => (await run('bash', [join(repo, 'scripts/ensure-nginx.sh')])) || run(process.execPath, ['scripts/nginx-smoke.mjs'], { timeoutMs: 5 * 60_000 }),
  },
];

const chosen = chosenSteps ? (await import(pathToFileURL(chosenSteps).href)).steps : steps;

const started = Date.now();
const { timings, stoppedAt, interrupted } = await runSteps(chosen, { skip, keepGoing });

rmSync(results, { recursive: true, force: true });

console.log(`\n${paint('1', 'Summary'.padEnd(78, '─'))}`);
for (const t of timings) console.log(`  ${t.name.padEnd(10)} ${t.status.padEnd(18)} ${t.seconds === null ? '' : `${t.seconds.toFixed(1)}s`}`);
if (stoppedAt) console.log(`  (stopped at ${stoppedAt}; later steps did not run${interrupted ? '' : ' — use --keep-going to run them all'})`);
for (const c of Object.values(counts)) {
  console.log(`  ${c.label}: ${c.passed} passed, ${c.failed} failed${c.note ? ` (${c.note})` : ''}`);
}
const passed = Object.values(counts).reduce((n, c) => n + c.passed, 0);
const failed = Object.values(counts).reduce((n, c) => n + c.failed, 0);
console.log(`  total time ${((Date.now() - started) / 1000).toFixed(1)}s`);
const failedSteps = timings.filter((t) => t.status !== 'ok' && t.status !== 'skipped').map((t) => t.name);
console.log(failedSteps.length ? paint('1;31', `gate: FAILED (${failedSteps.join(', ')})`) : paint('1;32', 'gate: passed'));
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(interrupted ? signalExitCode(interrupted) : failedSteps.length > 0 || failed > 0 ? 1 : 0);
