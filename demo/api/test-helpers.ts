// Test harness: one in-process server per test file over real HTTP on 127.0.0.1,
// in-memory PGlite, cheap scrypt, silent log, controllable clock.
import { afterAll, beforeAll } from 'vitest';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, startServer, type AppOptions, type RunningServer } from './app.ts';
import { migrations } from './db/migrations.ts';
import { SEED_PASSWORD, seedProducts, seedUsers } from './seed.ts';

// Test bodies are checked with superstruct schemas; a loose type keeps assertions short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

export interface Api {
  server: RunningServer;
  url: string;
  call(method: string, path: string, opts?: CallOptions): Promise<{ status: number; body: Loose; headers: Headers }>;
  signIn(email: string, password?: string): Promise<{ access_token: string; refresh_token: string; id_token: string; expires_in: number }>;
  /** A new account (created as a student does, password `SEED_PASSWORD`), for a test that changes
   * or uses up its account: the seeded ones are shared by every test of the file. Its email. */
  freshAccount(prefix: string, name?: string): Promise<string>;
  lastCode(to: string): Promise<string>;
  advance(seconds: number): void;
}

export interface CallOptions {
  json?: unknown;
  form?: FormData;
  token?: string;
  lang?: string;
  headers?: Record<string, string>;
  raw?: string;
}

export const TEST_START = Date.UTC(2026, 0, 15, 12, 0, 0);

const TEST_SCRYPT = { N: 1024, r: 8, p: 1 };

/**
 * A migrated, seeded database as a PGlite tarball, cached in the OS temp dir and keyed by the
 * schema and seeds: later test files load it in about a second instead of running initdb.
 */
export async function testTemplate(): Promise<Blob> {
  const sources = ['seed.ts', 'db/index.ts', 'db/migrations.ts'].map((f) => readFileSync(new URL(f, import.meta.url), 'utf8'));
  const key = createHash('sha256')
    .update(JSON.stringify([sources, migrations, seedUsers, seedProducts, TEST_SCRYPT, TEST_START, 'pglite-0.5.16']))
    .digest('hex').slice(0, 16);
  const file = join(tmpdir(), `accounts-api-template-${key}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const h = await createApp({ dataDir: 'memory://', sandbox: true, log: false, scrypt: TEST_SCRYPT, now: () => TEST_START });
  const blob = await h.db.dumpDataDir('none');
  await h.close();
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, new Uint8Array(await blob.arrayBuffer()));
  renameSync(tmp, file);
  return blob;
}

/**
 * A sandbox server on a free port. A throttled attempt's hold moves the test clock instead of
 * waiting (`sleep`); pass `trustProxy: true` to play several client addresses with X-Forwarded-For.
 */
export async function startTestApi(extra: Partial<AppOptions> = {}): Promise<Api> {
  let advance: (ms: number) => void = () => {};
  const server = await startServer({
    dataDir: 'memory://', port: 0, log: false, sandbox: true, scrypt: TEST_SCRYPT, now: () => TEST_START, template: await testTemplate(),
    sleep: async (ms) => advance(ms), ...extra,
  });
  advance = (ms) => server.clock.advance(ms);
  const url = server.url;
  const call: Api['call'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    let body: BodyInit | undefined;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    } else if (opts.form) body = opts.form;
    else if (opts.raw !== undefined) body = opts.raw;
    if (opts.token) headers['authorization'] = `Bearer ${opts.token}`;
    if (opts.lang) headers['accept-language'] = opts.lang;
    const res = await fetch(url + path, { method, headers, ...(body !== undefined ? { body } : {}), redirect: 'manual' });
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: res.status, body: parsed, headers: res.headers };
  };
  return {
    server, url, call,
    async signIn(email, password = SEED_PASSWORD) {
      const r = await call('POST', '/auth/sign-in/', { json: { email, password } });
      if (r.status !== 200 || !r.body.session) throw new Error(`sign-in ${email} failed: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body.session;
    },
    async freshAccount(prefix, name = 'Fresh User') {
      const email = `${prefix}-${Math.random().toString(36).slice(2)}@example.com`;
      const r = await call('POST', '/users/create-account/', { json: { name, email, confirm_email: email, password: SEED_PASSWORD } });
      if (r.status !== 201) throw new Error(`create-account ${email} failed: ${r.status} ${JSON.stringify(r.body)}`);
      return email;
    },
    async lastCode(to) {
      const r = await call('GET', `/__dev/outbox?to=${encodeURIComponent(to)}`);
      const code = r.body[0]?.code;
      if (!code) throw new Error(`no code for ${to}`);
      return code;
    },
    advance(seconds) {
      server.clock.advance(seconds * 1000);
    },
  };
}

/** One sandbox server for the calling test file: started before its tests, stopped after them. */
export function testApiForFile(extra: Partial<AppOptions> = {}): Api {
  let started: Api | undefined;
  beforeAll(async () => {
    started = await startTestApi(extra);
  }, 60_000);
  afterAll(async () => {
    await started?.server.stop();
  });
  const api = () => {
    if (!started) throw new Error('the test API starts in beforeAll');
    return started;
  };
  return {
    get server() { return api().server; },
    get url() { return api().url; },
    call: (method, path, opts) => api().call(method, path, opts),
    signIn: (email, password) => api().signIn(email, password),
    freshAccount: (prefix, name) => api().freshAccount(prefix, name),
    lastCode: (to) => api().lastCode(to),
    advance: (seconds) => api().advance(seconds),
  };
}
