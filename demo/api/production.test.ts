// @vitest-environment node
// Safe unless told otherwise (issue 25 item 5, contract A): `demo/api/main.ts` started as a
// deployment would start it, without SANDBOX=1, and checked point by point; then the sandbox's
// start-up lines. Real processes on free ports, temporary data directories.
import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { createApp } from './app.ts';
import { testTemplate } from './test-helpers.ts';
import { startupLines } from './startup-lines.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const PRODUCTION = { TOKEN_SECRET: 'a-long-random-production-secret', ALLOWED_ORIGINS: 'https://portal.lingora.example', PUBLIC_URL: 'https://api.lingora.example' };

/** Runs main.ts with exactly `env` (plus PATH); resolves on exit or on its first start-up line. */
function start(env: Record<string, string>, args: string[] = []) {
  const dataDir = mkdtempSync(join(tmpdir(), 'accounts-api-prod-'));
  dirs.push(dataDir);
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['demo/api/main.ts', ...args], {
    cwd: root, env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, API_LOG: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const ready = new Promise<{ code: number | null; url?: string; stdout: string; stderr: string }>((resolve) => {
    child.stdout!.on('data', (d) => {
      stdout += d;
      const url = /Accounts API on (http:\/\/\S+)/.exec(stdout)?.[1];
      if (url && stdout.split('\n').length > 2) resolve({ code: null, url, stdout, stderr });
    });
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
  const stop = () => new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  return { ready, stop, dataDir };
}

/** A raw request with a chosen Host header (fetch would not send it). */
function request(url: string, method: string, path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, method, path, headers, setHost: !('Host' in headers) }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
const json = (body: unknown) => ({ 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(JSON.stringify(body))) });

describe('production mode (no SANDBOX=1)', () => {
  it('refuses to start with one message naming every missing variable', async () => {
    const [none, one, reset] = await Promise.all([
      start({}).ready,
      start({ TOKEN_SECRET: 'x'.repeat(32), ALLOWED_ORIGINS: 'https://portal.lingora.example' }).ready,
      start(PRODUCTION, ['--reset']).ready,
    ]);
    expect(none.code).toBe(1);
    const lines = none.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Accounts API not started: .*production needs TOKEN_SECRET, ALLOWED_ORIGINS, PUBLIC_URL\. /);
    expect(lines[0]).toMatch(/SANDBOX=1/);
    expect(one.code).toBe(1);
    expect(one.stderr).toMatch(/production needs PUBLIC_URL\. /);
    expect(one.stderr).not.toMatch(/needs[^.]*TOKEN_SECRET/);
    expect(reset.code).toBe(1);
    expect(reset.stderr).toMatch(/--reset .* only in the sandbox \(SANDBOX=1\)/);
  }, 60_000);

  it('no dev routes, no seeded accounts or products, no dev origins, no Host echo, no plain-text codes', async () => {
    const server = start(PRODUCTION);
    const { url, stdout } = await server.ready;
    expect(url, stdout).toBeTruthy();
    expect(stdout).toMatch(/sandbox off/);
    expect(stdout).toMatch(/Production: CORS allows https:\/\/portal\.lingora\.example/);
    const api = url!;
    for (const [method, path] of [['GET', '/__dev/outbox'], ['DELETE', '/__dev/throttle'], ['POST', '/__dev/clock'], ['GET', '/__dev/sites/talks/callback'], ['GET', '/__ext/ibge/api/v1/localidades/estados']]) {
      expect((await request(api, method!, path!, {})).status, path).toBe(404);
    }
    const ana = { email: 'ana@example.com', password: 'senha123' };
    expect((await request(api, 'POST', '/auth/sign-in/', json(ana), JSON.stringify(ana))).status).toBe(404);
    expect((await request(api, 'GET', '/auth/activate/verify/?email=carla@example.com', {})).status).toBe(404);
    expect((await request(api, 'GET', '/products/lingora/', {})).status).toBe(404);
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://127.0.0.1:5174', 'http://127.0.0.1:8787']) {
      const pre = await request(api, 'OPTIONS', '/auth/sign-in/', { Origin: origin, 'Access-Control-Request-Method': 'POST' });
      expect(pre.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
    const listed = await request(api, 'OPTIONS', '/auth/sign-in/', { Origin: 'https://portal.lingora.example', 'Access-Control-Request-Method': 'POST' });
    expect(listed.headers['access-control-allow-origin']).toBe('https://portal.lingora.example');

    // Host header: an avatar URL is built on PUBLIC_URL whatever Host the request names.
    const account = { name: 'Prod', email: 'prod@example.com', confirm_email: 'prod@example.com', password: 'abc123' };
    expect((await request(api, 'POST', '/users/create-account/', json(account), JSON.stringify(account))).status).toBe(201);
    const creds = { email: account.email, password: account.password };
    const signIn = await request(api, 'POST', '/auth/sign-in/', json(creds), JSON.stringify(creds));
    const token = (JSON.parse(signIn.text) as { session: { access_token: string } }).session.access_token;
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const form = new FormData();
    form.set('avatar', new Blob([png], { type: 'image/png' }), 'a.png');
    const upload = new Response(form);
    const multipart = Buffer.from(await upload.arrayBuffer());
    const patched = await request(api, 'PATCH', '/users/me/', {
      Host: 'evil.example', authorization: `Bearer ${token}`, 'content-type': upload.headers.get('content-type')!, 'content-length': String(multipart.length),
    }, multipart as unknown as string);
    expect(patched.status).toBe(200);
    expect((JSON.parse(patched.text) as { avatar: string }).avatar).toMatch(/^https:\/\/api\.lingora\.example\/media\/avatars\/[0-9a-f-]{36}\.png$/);
    const forgot = { email: account.email };
    expect((await request(api, 'POST', '/auth/password/forgot/', { ...json(forgot), Host: 'evil.example' }, JSON.stringify(forgot))).status).toBe(200);

    await server.stop();
    // Two codes were sent (sign-up, reset); the outbox kept neither in plain text.
    const db = await PGlite.create(join(server.dataDir, 'pg'));
    const rows = (await db.query<{ purpose: string; code: string | null }>('SELECT purpose, code FROM outbox ORDER BY id')).rows;
    await db.close();
    expect(rows.map((r) => r.purpose)).toEqual(['VERIFY_EMAIL', 'RESET_PASSWORD']);
    expect(rows.every((r) => r.code === null)).toBe(true);
  }, 90_000);

  it('a code reaches the configured provider (deliver) and nowhere in the database', async () => {
    const sent: { to: string; code: string }[] = [];
    const h = await createApp({
      dataDir: 'memory://', log: false, template: await testTemplate(), scrypt: { N: 1024, r: 8, p: 1 },
      tokenSecret: 'secret-of-production', allowedOrigins: ['https://portal.lingora.example'], publicUrl: 'https://api.lingora.example',
      deliver: async (m) => { sent.push(m); },
    });
    const r = await h.app.request('/auth/password/forgot/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'elena@example.com' }) });
    expect(r.status).toBe(200);
    expect(sent).toHaveLength(1);
    const code = sent[0]!.code;
    const dump = JSON.stringify((await h.db.query('SELECT * FROM outbox')).rows) + JSON.stringify((await h.db.query('SELECT * FROM codes')).rows);
    await h.close();
    expect(dump).not.toContain(code);
  }, 60_000);
});

describe('sandbox mode (SANDBOX=1)', () => {
  // The lines main.ts prints once it serves (the production test above reads them from a real start).
  it('says at start-up that it accepts any loopback origin', () => {
    const [where, cors] = startupLines('http://127.0.0.1:8787', { sandbox: true, dataDir: '/tmp/x', allowedOrigins: ['https://partner.example'] });
    expect(where).toBe('Accounts API on http://127.0.0.1:8787 (sandbox on, data /tmp/x)');
    expect(cors).toBe('Sandbox: CORS accepts any loopback origin (http://127.0.0.1:*, http://localhost:*, http://[::1]:*) and https://partner.example; codes land in http://127.0.0.1:8787/__dev/outbox.html');
  });
});
