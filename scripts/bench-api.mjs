#!/usr/bin/env node
// Loopback load test of the reference Accounts API.
//   node scripts/bench-api.mjs [--seconds 5] [--concurrency 10]
// Spawns `tsx demo/api/main.ts` on a free 127.0.0.1 port with a temporary DATA_DIR,
// SIGNIN_THROTTLE=0 (the sign-in throttle only counts failures, but the flag keeps a
// bench from ever hitting it) and API_LOG=0, then drives keep-alive HTTP/1.1 requests
// (node:http Agent) against GET /users/me/ and POST /auth/sign-in/ and prints
// requests/s and latency percentiles. Everything stays on loopback; the server and
// the temp dir are removed at the end.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer } from 'node:net';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? Number(process.argv[i + 1]) : dflt;
};
const SECONDS = arg('seconds', 5);
const CONCURRENCY = arg('concurrency', 10);
const HOST = '127.0.0.1';

const freePort = () =>
  new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, HOST, () => {
      const { port } = s.address();
      s.close(() => res(port));
    });
  });

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function request(port, method, path, { body, token } = {}) {
  return new Promise((res, rej) => {
    const data = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const headers = {};
    if (data) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(data.length);
    }
    if (token) headers.authorization = `Bearer ${token}`;
    const req = http.request({ host: HOST, port, method, path, headers, agent }, (r) => {
      const chunks = [];
      r.on('data', (c) => chunks.push(c));
      r.on('end', () => res({ status: r.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', rej);
    if (data) req.write(data);
    req.end();
  });
}

async function waitHealthy(port, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const r = await request(port, 'GET', '/health');
      if (r.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy in 60 s');
}

async function run(label, port, make) {
  const latencies = [];
  let errors = 0;
  const end = performance.now() + SECONDS * 1000;
  const start = performance.now();
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        const r = await make();
        if (r.status >= 400) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  const line = `${label.padEnd(22)} ${String(latencies.length).padStart(6)} req  ${(latencies.length / elapsed).toFixed(1).padStart(8)} req/s  p50 ${pct(50).toFixed(1)} ms  p99 ${pct(99).toFixed(1)} ms  errors ${errors}`;
  console.log(line);
  return { rps: latencies.length / elapsed, p99: pct(99), errors };
}

const dataDir = mkdtempSync(join(tmpdir(), 'accounts-bench-'));
const port = await freePort();
const child = spawn(join(root, 'node_modules/.bin/tsx'), ['demo/api/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST, DATA_DIR: dataDir, SIGNIN_THROTTLE: '0', API_LOG: '0', SANDBOX: '1' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let failed;
try {
  await waitHealthy(port, child);
  const signIn = await request(port, 'POST', '/auth/sign-in/', { body: { email: 'ana@example.com', password: 'senha123' } });
  const token = JSON.parse(signIn.text).session.access_token;
  console.log(`Accounts API bench: ${CONCURRENCY} concurrent, ${SECONDS} s per endpoint, http://${HOST}:${port} (keep-alive)`);
  // short warm-up so JIT and the PGlite caches are hot
  await Promise.all(Array.from({ length: 20 }, () => request(port, 'GET', '/users/me/', { token })));
  const me = await run('GET /users/me/', port, () => request(port, 'GET', '/users/me/', { token }));
  const si = await run('POST /auth/sign-in/', port, () => request(port, 'POST', '/auth/sign-in/', { body: { email: 'ana@example.com', password: 'senha123' } }));
  failed = me.errors > 0 || si.errors > 0;
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
  agent.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
