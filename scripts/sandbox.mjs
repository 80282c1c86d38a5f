#!/usr/bin/env node
// `npm start`: the whole thing on this machine, as partners and users would meet it.
// Builds the embed and the portal, starts the reference API (seeded on first run, or with
// --reset) and serves the built portal (5173) and the partner demo (5174). Ctrl-C stops all.
//   npm start                 reuse .data/api if it exists
//   npm start -- --reset      wipe and re-seed the API data
//   npm start -- --no-build   serve the existing dist/
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sandboxEnv } from './build-settings.mjs';

const repo = resolve(fileURLToPath(import.meta.url), '../..');
const args = process.argv.slice(2);
const apiUrl = process.env.ACCOUNTS_API_URL ?? 'http://127.0.0.1:8787';
const api = new URL(apiUrl);
const dataDir = resolve(repo, process.env.DATA_DIR ?? '.data/api');
const host = process.env.HOST ?? '127.0.0.1';
const port = process.env.PORT ?? '5173';
const demoPort = process.env.DEMO_PORT ?? '5174';
const bin = (name) => join(repo, 'node_modules', '.bin', name);
// A sandbox build: its product sites, help centre and external services are the reference API's
// stand-ins (scripts/build-settings.mjs), unless the shell names others.
const env = { ...sandboxEnv(apiUrl, `http://${host}:${port}`), ...process.env, ACCOUNTS_BUILD: 'sandbox', ACCOUNTS_API_URL: apiUrl };
const children = new Set();
let stopping = false;

function step(text) {
  console.log(`\n▸ ${text}`);
}

function runToEnd(command, commandArgs, extraEnv = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, commandArgs, { cwd: repo, stdio: 'inherit', env: { ...env, ...extraEnv } });
    children.add(child);
    child.on('error', (error) => {
      console.error(`cannot start ${command}: ${error.message}`);
      resolvePromise(127);
    });
    child.on('exit', (code) => {
      children.delete(child);
      resolvePromise(code ?? 1);
    });
  });
}

function must(code, what) {
  if (code !== 0) {
    console.error(`\nsandbox: ${what} failed (exit ${code}); nothing was started.`);
    process.exit(code || 1);
  }
}

/** Start a long-running child; resolves once `ready` matches its output (or rejects on exit). */
function startService(name, command, commandArgs, ready, extraEnv = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, commandArgs, { cwd: repo, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let started = false;
    const forward = (stream, sink) =>
      stream.on('data', (chunk) => {
        for (const line of chunk.toString().split('\n')) if (line.trim()) sink.write(`[${name}] ${line}\n`);
        if (!started && ready.test(chunk.toString())) {
          started = true;
          resolvePromise(child);
        }
      });
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (!started) reject(new Error(`${name} exited before it was ready (${signal ?? `exit ${code}`})`));
      else if (!stopping) {
        console.error(`\nsandbox: ${name} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
        shutdown(1);
      }
    });
  });
}

function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    process.exit(code);
  }, 3000);
  force.unref();
  const wait = () => (children.size === 0 ? process.exit(code) : setTimeout(wait, 50));
  wait();
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

// ── 1. dependencies ──────────────────────────────────────────────────────────────────────────
/** Why node_modules does not match package-lock.json, or null (same check as test-all). */
function dependencyProblem() {
  const lock = join(repo, 'package-lock.json');
  const hidden = join(repo, 'node_modules', '.package-lock.json');
  if (!existsSync(hidden)) return 'node_modules is missing or was not installed by npm';
  if (statSync(lock).mtimeMs <= statSync(hidden).mtimeMs) return null;
  const wanted = JSON.parse(readFileSync(lock, 'utf8')).packages ?? {};
  const installed = JSON.parse(readFileSync(hidden, 'utf8')).packages ?? {};
  const missing = Object.entries(wanted).find(
    ([path, meta]) => path && !meta.link && installed[path]?.version !== meta.version && !(meta.optional && !installed[path]),
  );
  return missing ? `package-lock.json wants ${missing[0]}@${missing[1].version}` : null;
}

const problem = dependencyProblem();
if (problem) {
  step(`Installing dependencies (npm ci): ${problem}`);
  must(await runToEnd('npm', ['ci', '--no-audit', '--no-fund']), 'npm ci');
}

// ── 2. build ─────────────────────────────────────────────────────────────────────────────────
if (args.includes('--no-build')) step('Skipping the build (--no-build): serving the existing dist/');
else {
  step(`Building the embed, the portal and the partner demos (ACCOUNTS_API_URL=${apiUrl})`);
  must(await runToEnd('npm', ['run', '--silent', 'build:embed']), 'npm run build:embed');
  must(await runToEnd(bin('vite'), ['build', '--mode', 'hosted']), 'vite build --mode hosted');
  must(await runToEnd('npm', ['run', '--silent', 'build:demos']), 'npm run build:demos');
}

// ── 3. services ──────────────────────────────────────────────────────────────────────────────
const firstRun = !existsSync(dataDir);
const reset = firstRun || args.includes('--reset');
step(`Starting the reference API on ${api.origin}${reset ? ` (reset and seed ${dataDir})` : ` (data ${dataDir})`}`);
try {
  await startService(
    'api',
    bin('tsx'),
    ['demo/api/main.ts', ...(reset ? ['--reset', '--serve'] : [])],
    /Accounts API on/,
    // SANDBOX=1: without it the API starts in production mode (docs/api.md).
    { SANDBOX: '1', DATA_DIR: dataDir, HOST: api.hostname, PORT: api.port || '80', PORTAL_URL: `http://${host}:${port}/` },
  );
  step('Serving the built portal and the partner demo');
  await startService('serve', process.execPath, ['scripts/serve-hosted.mjs'], /partner demo/, {
    HOST: host,
    PORT: port,
    DEMO_PORT: demoPort,
  });
} catch (error) {
  console.error(`\nsandbox: ${error.message}. Is something else listening on ${api.port || 80}, ${port} or ${demoPort}?`);
  shutdown(1);
}

if (!stopping) {
  console.log(`
┌──────────────────────────────────────────────────────────────────────────────┐
  Accounts sandbox is running. Ctrl-C stops everything.

  Portal         http://${host}:${port}/signin/
  Partner demo   http://${host}:${demoPort}/   (also /react/, /vue/, /strict.html, /multi.html)
  Cross-site     http://localhost:${demoPort}/   (another site: the element hands off to the portal)
  API            ${api.origin}/
  Outbox         ${api.origin}/__dev/outbox.html   (e-mails and SMS codes land here)

  Seeded accounts:
    ana@example.com    / senha123   active, e-mail verified, Talks badge
    bruno@example.com  / senha123   e-mail not verified
    carla@example.com               not activated (no password yet)
    diego@example.com  / Temp1234   must choose a new password
    elena@example.com  / senha123   complete profile, Talks platform

  Data: ${dataDir}   (npm start -- --reset to wipe and re-seed)
└──────────────────────────────────────────────────────────────────────────────┘`);
}
