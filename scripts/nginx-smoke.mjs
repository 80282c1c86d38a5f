#!/usr/bin/env node
// The deployment smoke (`npm test`): a PRODUCTION build served by nginx with the config
// scripts/nginx-conf.mjs writes, over TLS, on made-up hosts Chromium maps to this machine:
//   https://accounts.lingora.test:PORT   dist/hosted + /embed/ (the generated server block)
//   https://api.lingora.test:PORT        the reference API (SANDBOX=1, seeded) behind nginx
//   https://partner.lingora.test:PORT    a partner page with <accounts-signin>, under a host CSP
// then Playwright (playwright.nginx.config.ts): sign-in → hub → a settings save → sign-out, the
// 404 page, and the partner page, with zero CSP violations. Everything it starts is stopped and
// its temp dir removed however it ends; a watchdog does it if this process is killed outright.
//   NGINX_SMOKE_PORT=9201 node scripts/nginx-smoke.mjs     (default: a free port)
//   --keep   leave the temp dir (the build, nginx.conf, logs) for a look
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveSettings } from './build-settings.mjs';
import { nginxServer, nginxStandalone } from './nginx-conf.mjs';
import { partnerCsp, securityHeaders, siteOrigins } from './site-headers.mjs';

const repo = resolve(fileURLToPath(import.meta.url), '../..');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const keep = process.argv.includes('--keep');
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
const say = (text) => console.log(`nginx-smoke [${seconds()}s] ${text}`);

/** A port nobody listens on now. */
function freePort() {
  return new Promise((done, fail) => {
    const server = createServer().once('error', fail).listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

const children = new Set();
const dir = mkdtempSync(join(tmpdir(), 'accounts-nginx-smoke-'));
chmodSync(dir, 0o755); // nginx's workers (nobody, when run as root) read the build in it
let watchdog = null;
let finished = false;

/** Signal a child's whole process group (nginx's workers, tsx's node, Playwright's own). */
function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Stop every child (TERM, then KILL), the watchdog, and remove the temp dir. */
async function cleanup() {
  if (finished) return;
  finished = true;
  await Promise.all([...children].map((child) => new Promise((done) => {
    const force = setTimeout(() => signalGroup(child, 'SIGKILL'), 3000);
    const end = () => {
      clearTimeout(force);
      signalGroup(child, 'SIGKILL'); // what the leader left behind
      done();
    };
    if (child.exitCode !== null || child.signalCode !== null) return end();
    child.once('exit', end);
    signalGroup(child, 'SIGTERM');
  })));
  watchdog?.kill('SIGKILL');
  if (!keep) rmSync(dir, { recursive: true, force: true });
  else say(`kept ${dir}`);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    say(`${signal}: stopping`);
    void cleanup().then(() => process.exit(130));
  });
}

/**
 * A detached process that outlives a SIGKILL of this one: when our pid is gone it kills the
 * children's process groups it was told about and removes the temp dir.
 */
function startWatchdog() {
  const code = `
    const [parent, dir, keep] = [Number(process.argv[1]), process.argv[2], process.argv[3] === '1'];
    const fs = require('node:fs');
    const pids = () => { try { return fs.readFileSync(dir + '/.pids', 'utf8').split('\\n').filter(Boolean).map(Number); } catch { return []; } };
    setInterval(() => {
      try { process.kill(parent, 0); return; } catch {}
      for (const pid of pids()) { try { process.kill(-pid, 'SIGKILL'); } catch {} }
      if (!keep) fs.rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    }, 500);`;
  watchdog = spawn(process.execPath, ['-e', code, String(process.pid), dir, keep ? '1' : '0'], { detached: true, stdio: 'ignore' });
  watchdog.unref();
}

/** Each child leads its own process group (spawned detached), so a group signal reaches all of it. */
function track(child, label) {
  const note = () => { if (!finished) writeFileSync(join(dir, '.pids'), [...children].map((c) => c.pid).join('\n')); };
  children.add(child);
  note();
  child.on('exit', (code, signal) => {
    children.delete(child);
    note();
    if (!finished && label) console.error(`nginx-smoke: ${label} stopped early (${signal ?? `exit ${code}`})`);
  });
  return child;
}

/** Run to the end, output kept for a failure. */
function run(command, args, env, label) {
  return new Promise((done) => {
    const child = track(spawn(command, args, { cwd: repo, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true }));
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => {
      if (code !== 0) console.error(`nginx-smoke: ${label} failed (exit ${code}):\n${output}`);
      done(code ?? 1);
    });
  });
}

/** GET over TLS to 127.0.0.1 as `host` (self-signed certificate): status and headers. */
function probe(port, host, path) {
  return new Promise((done) => {
    const req = httpsRequest({ host: '127.0.0.1', port, path, servername: host, headers: { host: `${host}:${port}` }, rejectUnauthorized: false, timeout: 2000 }, (res) => {
      res.resume();
      res.on('end', () => done({ status: res.statusCode, headers: res.headers }));
    });
    req.on('error', () => done(null));
    req.on('timeout', () => req.destroy());
    req.end();
  });
}

async function waitFor(check, what, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (finished) throw new Error('stopped');
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${what} did not come up in ${timeoutMs / 1000}s`);
}

function partnerPage(portal) {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Partner</title>
  <link rel="icon" href="data:," />
  <script type="module" src="${portal}/embed/accounts.js" crossorigin="anonymous"></script>
  <script type="module" src="/partner.js"></script>
</head>
<body>
  <main><h1>A partner page</h1><accounts-signin></accounts-signin></main>
</body>
</html>
`;
}

const PARTNER_JS = `document.addEventListener('accounts-signed-in', (e) => { document.body.dataset.signedIn = e.detail.email; });\n`;

async function main() {
  startWatchdog();
  const port = Number(process.env.NGINX_SMOKE_PORT) || (await freePort());
  const apiPort = Number(process.env.NGINX_SMOKE_API_PORT) || (await freePort());
  const host = (name) => `${name}.lingora.test`;
  const url = (name) => `https://${host(name)}:${port}`;
  const site = (path) => `https://${host('www')}${path}`;
  const env = {
    ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('ACCOUNTS_'))),
    ACCOUNTS_BUILD: 'production',
    ACCOUNTS_API_URL: url('api'),
    ACCOUNTS_PORTAL_URL: url('accounts'),
    ACCOUNTS_HELP_URL: site('/help/'),
    ACCOUNTS_ACADEMY_URL: site('/academy/'),
    ACCOUNTS_ACADEMY_WAITLIST_URL: site('/academy/waitlist/'),
    ACCOUNTS_MEMORIZATION_URL: site('/memhack/'),
    ACCOUNTS_TALKS_URL: site('/talks/'),
    ACCOUNTS_TALKS_TEACHER_URL: site('/talks/teacher/'),
    ACCOUNTS_ALLOWED_ORIGINS: url('partner'),
  };
  const { settings } = resolveSettings(env);
  say(`production build for ${url('accounts')} (API ${url('api')}, port ${port})`);

  // 1. The production build (both halves at once: two cores), a certificate, the API.
  const dist = join(dir, 'dist');
  const vite = join(repo, 'node_modules', '.bin', 'vite');
  const data = join(dir, 'api-data');
  const api = track(spawn(join(repo, 'node_modules', '.bin', 'tsx'), ['demo/api/main.ts', '--reset', '--serve'], {
    cwd: repo,
    env: {
      ...env, SANDBOX: '1', DATA_DIR: data, HOST: '127.0.0.1', PORT: String(apiPort), PUBLIC_URL: url('api'),
      PORTAL_URL: url('accounts'), ALLOWED_ORIGINS: `${url('accounts')},${url('partner')}`, API_LOG: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  }), 'the API');
  let apiOutput = '';
  api.stdout.on('data', (d) => (apiOutput += d));
  api.stderr.on('data', (d) => (apiOutput += d));
  const builds = await Promise.all(['embed', 'hosted'].map((mode) => run(vite, ['build', '--mode', mode, '--outDir', join(dist, mode), '--logLevel', 'warn'], env, `vite build --mode ${mode}`)));
  if (builds.some((code) => code !== 0)) return 1;
  say('built');
  const cert = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=lingora.test',
    '-addext', 'subjectAltName=DNS:*.lingora.test', '-keyout', join(dir, 'tls.key'), '-out', join(dir, 'tls.pem')], { encoding: 'utf8' });
  if (cert.status !== 0) throw new Error(`openssl: ${cert.stderr}`);

  // 2. nginx: the generated portal server, the API behind it, the partner page.
  const tls = { cert: join(dir, 'tls.pem'), key: join(dir, 'tls.key') };
  const partnerDir = join(dir, 'partner');
  mkdirSync(partnerDir);
  writeFileSync(join(partnerDir, 'index.html'), partnerPage(url('accounts')));
  writeFileSync(join(partnerDir, 'partner.js'), PARTNER_JS);
  const partnerHeaders = securityHeaders(`${partnerCsp(siteOrigins(settings), url('accounts'))}; require-trusted-types-for 'script'`, { trustedTypes: 'off' });
  const prefix = join(dir, 'nginx');
  for (const sub of ['tmp/body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi']) {
    mkdirSync(join(prefix, sub), { recursive: true });
    chmodSync(join(prefix, sub), 0o777); // the workers buffer proxied answers there
  }
  const listen = `127.0.0.1:${port}`;
  const conf = nginxStandalone({
    prefix,
    servers: [
      nginxServer({ dist, settings, serverName: host('accounts'), listen, tls }),
      `server {
    listen ${listen} ssl http2;
    server_name ${host('api')};
    ssl_certificate ${tls.cert};
    ssl_certificate_key ${tls.key};
    location / {
        proxy_pass http://127.0.0.1:${apiPort};
        proxy_set_header Host $host:$server_port;
        proxy_set_header X-Forwarded-Proto https;
        proxy_set_header X-Forwarded-For $remote_addr;
    }
}`,
      `server {
    listen ${listen} ssl http2;
    server_name ${host('partner')};
    ssl_certificate ${tls.cert};
    ssl_certificate_key ${tls.key};
    root ${partnerDir};
${Object.entries(partnerHeaders).map(([k, v]) => `    add_header ${k} "${v}" always;`).join('\n')}
    add_header Cache-Control "no-cache" always;
}`,
    ],
  });
  writeFileSync(join(prefix, 'nginx.conf'), conf);
  const nginxArgs = ['-p', prefix, '-e', join(prefix, 'error.log'), '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'];
  const test = spawnSync(NGINX, ['-t', '-q', ...nginxArgs], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`the generated config does not load:\n${test.stderr}`);
  track(spawn(NGINX, nginxArgs, { stdio: ['ignore', 'inherit', 'inherit'], detached: true }), 'nginx');
  await waitFor(async () => (await probe(port, host('accounts'), '/signin/'))?.status === 200, 'nginx');
  await waitFor(async () => /Accounts API on/.test(apiOutput) || api.exitCode !== null, 'the API', 60_000);
  if (api.exitCode !== null) throw new Error(`the API stopped:\n${apiOutput}`);
  await waitFor(async () => (await probe(port, host('api'), '/languages/'))?.status === 200, 'the API behind nginx');
  say('nginx and the API are up');

  // 3. The browser.
  const code = await new Promise((done) => {
    const child = track(spawn(join(repo, 'node_modules', '.bin', 'playwright'), ['test', '-c', 'playwright.nginx.config.ts', ...process.argv.slice(2).filter((a) => a !== '--keep')], {
      cwd: repo,
      env: { ...env, NGINX_SMOKE_PORTAL: url('accounts'), NGINX_SMOKE_API: url('api'), NGINX_SMOKE_PARTNER: url('partner') },
      stdio: 'inherit',
      detached: true,
    }));
    child.on('exit', (c) => done(c ?? 1));
  });
  say(code === 0 ? 'passed' : `failed (exit ${code}); nginx error log:\n${existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8') : ''}`);
  return code;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`nginx-smoke: ${error.message}`);
} finally {
  await cleanup();
}
say(`done in ${seconds()}s`);
process.exit(exitCode);
