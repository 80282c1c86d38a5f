// @vitest-environment node
// Persistence: a DATA_DIR survives a restart (accounts, token secret, migrations), --reset re-seeds.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from './app.ts';
import { migrations } from './db/migrations.ts';
import { migrate, wipe } from './db/index.ts';
import { seed } from './seed.ts';
import { testTemplate } from './test-helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'accounts-api-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const opts = { dataDir: dir, sandbox: true, log: false as const, scrypt: { N: 1024, r: 8, p: 1 } };
const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('storage', () => {
  it('keeps data and the token secret across restarts; reset wipes and re-seeds', async () => {
    // start the on-disk cluster from the cached template (skips initdb); the restart below is a real reopen
    const first = await createApp({ ...opts, template: await testTemplate() });
    const created = await first.app.request('/users/create-account/', json({ name: 'Persist', email: 'persist@example.com', confirm_email: 'persist@example.com', password: 'abc123' }));
    expect(created.status).toBe(201);
    const signIn = await first.app.request('/auth/sign-in/', json({ email: 'persist@example.com', password: 'abc123' }));
    const token = ((await signIn.json()) as { session: { access_token: string } }).session.access_token;
    await first.close();
    expect(statSync(join(dir, 'token-secret')).mode & 0o077).toBe(0);

    const second = await createApp(opts);
    const me = await second.app.request('/users/me/', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe('persist@example.com');
    const versions = (await second.db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')).rows.map((r) => r.version);
    expect(versions).toEqual(migrations.map((m) => m.version));
    // what --reset does on open (wipe, migrate, seed), without a third 4 s open
    await wipe(second.db);
    await migrate(second.db);
    await seed(second.db, Date.now(), opts.scrypt);
    const users = (await second.db.query<{ email: string }>('SELECT email FROM users ORDER BY id')).rows.map((r) => r.email);
    expect(users).toEqual(['ana@example.com', 'bruno@example.com', 'carla@example.com', 'diego@example.com', 'elena@example.com']);
    await second.close();
  }, 90_000);
});
