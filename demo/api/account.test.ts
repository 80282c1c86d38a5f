// @vitest-environment node
// Contract tests for the extensions beyond spec §7 other than passkeys, over real HTTP:
// capability discovery, "where you're signed in", the data export and the account's deletion —
// and an API started without the extensions, which answers 404 to all of them.
import { describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { AccountExport, SessionList, capabilitiesOf } from '../../src/core/api/extension-schemas.ts';
import { startTestApi, testApiForFile, type Loose } from './test-helpers.ts';
import { assertPasskey, createPasskey } from './test-authenticator.ts';
import { RECENT_AUTH_MS, TOUCH_EVERY_MS } from './session-meta.ts';

const ORIGIN = 'http://localhost:5173';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:153.0) Gecko/20100101 Firefox/153.0';

const api = testApiForFile();

const freshEmail = (prefix: string) => api.freshAccount(prefix, 'Data User');

async function signInAs(email: string, agent: string) {
  const r = await api.call('POST', '/auth/sign-in/', { json: { email, password: 'senha123' }, headers: { 'user-agent': agent } });
  expect(r.status).toBe(200);
  return r.body.session as { access_token: string; refresh_token: string };
}

describe('GET /capabilities/', () => {
  it('offers every extension (passkeys: the sandbox takes the page host as relying party)', async () => {
    const r = await api.call('GET', '/capabilities/');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ passkeys: true, sessions: true, data_export: true, account_deletion: true });
    expect(capabilitiesOf(r.body)).toEqual(r.body);
  });
});

describe('sessions', () => {
  it('lists one session per sign-in with its user agent, the current one first', async () => {
    const email = await freshEmail('sessions-list');
    const laptop = await signInAs(email, CHROME);
    api.advance(120);
    const other = await signInAs(email, FIREFOX);
    const r = await api.call('GET', '/users/me/sessions/', { token: laptop.access_token });
    expect(r.status).toBe(200);
    assert(r.body, SessionList);
    expect(r.body.map((x: Loose) => [x.user_agent, x.current])).toEqual([[CHROME, true], [FIREFOX, false]]);
    expect(JSON.stringify(r.body)).not.toContain(other.refresh_token);
  });

  it('last active moves with the session’s calls, at most once a minute', async () => {
    const email = await freshEmail('sessions-active');
    const s = await signInAs(email, CHROME);
    const before = (await api.call('GET', '/users/me/sessions/', { token: s.access_token })).body[0].last_active_at;
    api.advance(TOUCH_EVERY_MS / 1000 + 5);
    await api.call('GET', '/users/me/', { token: s.access_token });
    const after = (await api.call('GET', '/users/me/sessions/', { token: s.access_token })).body[0].last_active_at;
    expect(Date.parse(after) - Date.parse(before)).toBeGreaterThanOrEqual(TOUCH_EVERY_MS);
  });

  it('signing one session out ends its family: its access and refresh tokens stop at once', async () => {
    const email = await freshEmail('sessions-revoke');
    const mine = await signInAs(email, CHROME);
    const theirs = await signInAs(email, FIREFOX);
    const list = (await api.call('GET', '/users/me/sessions/', { token: mine.access_token })).body;
    const target = list.find((x: Loose) => !x.current).id;
    expect((await api.call('DELETE', `/users/me/sessions/${target}/`, { token: mine.access_token })).status).toBe(204);
    expect((await api.call('GET', '/users/me/', { token: theirs.access_token })).status).toBe(401);
    expect((await api.call('POST', '/auth/refresh/', { json: { refresh_token: theirs.refresh_token } })).status).toBe(401);
    expect((await api.call('GET', '/users/me/', { token: mine.access_token })).status).toBe(200);
    expect((await api.call('GET', '/users/me/sessions/', { token: mine.access_token })).body).toHaveLength(1);
  });

  it('another user’s session is not found', async () => {
    const a = await signInAs(await freshEmail('sessions-a'), CHROME);
    const b = await signInAs(await freshEmail('sessions-b'), CHROME);
    const theirs = (await api.call('GET', '/users/me/sessions/', { token: b.access_token })).body[0].id;
    expect((await api.call('DELETE', `/users/me/sessions/${theirs}/`, { token: a.access_token })).status).toBe(404);
    expect((await api.call('GET', '/users/me/', { token: b.access_token })).status).toBe(200);
  });

  it('signing every other session out keeps this one', async () => {
    const email = await freshEmail('sessions-others');
    const mine = await signInAs(email, CHROME);
    const others = [await signInAs(email, FIREFOX), await signInAs(email, FIREFOX)];
    expect((await api.call('DELETE', '/users/me/sessions/others/', { token: mine.access_token })).status).toBe(204);
    for (const o of others) expect((await api.call('GET', '/users/me/', { token: o.access_token })).status).toBe(401);
    const list = (await api.call('GET', '/users/me/sessions/', { token: mine.access_token })).body;
    expect(list.map((x: Loose) => x.current)).toEqual([true]);
  });
});

describe('GET /users/me/export/', () => {
  it('holds the profile, address, verifications, sessions, passkeys (public parts) and platforms', async () => {
    const email = await freshEmail('export');
    const s = await signInAs(email, CHROME);
    await api.call('PUT', '/users/me/address/', { token: s.access_token, json: { country: 'Brazil', postal_code: '01001-000', address: 'Praça da Sé', neighborhood: 'Sé', city: 'São Paulo', state: 'SP', complement: '' } });
    const opts = await api.call('POST', '/users/me/passkeys/options/', { token: s.access_token, headers: { origin: ORIGIN } });
    const { response } = createPasskey(opts.body.options, ORIGIN);
    expect((await api.call('POST', '/users/me/passkeys/', { token: s.access_token, headers: { origin: ORIGIN }, json: { challenge_id: opts.body.challenge_id, credential: response, name: 'Laptop' } })).status).toBe(201);
    const r = await api.call('GET', '/users/me/export/', { token: s.access_token });
    expect(r.status).toBe(200);
    assert(r.body as unknown, AccountExport);
    expect(r.body.profile).toMatchObject({ email, name: 'Data User', source: 'ACCOUNT', email_verified: false });
    expect(r.body.address).toMatchObject({ city: 'São Paulo', postal_code: '01001000' });
    expect(r.body.verifications).toEqual([{ type_validation: 'EMAIL', active: false }]);
    expect(r.body.platforms).toEqual([]);
    expect(r.body.sessions).toEqual([expect.objectContaining({ user_agent: CHROME, current: true, active: true, signed_in_with: 'password' })]);
    expect(r.body.passkeys).toEqual([expect.objectContaining({ name: 'Laptop', public_key_cose: expect.any(String), sign_count: 0 })]);
    const text = JSON.stringify(r.body);
    for (const secret of [s.access_token, s.refresh_token, 'scrypt$', 'password_hash']) expect(text).not.toContain(secret);
  });
});

describe('DELETE /users/me/', () => {
  it('needs a recent sign-in, then deletes every row of the user and lets the email register again', async () => {
    const email = await freshEmail('delete');
    const s = await signInAs(email, CHROME);
    const other = await signInAs(email, FIREFOX);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4a90000000049454e44ae426082', 'hex');
    const form = new FormData();
    form.append('avatar', new File([png], 'pp.png', { type: 'image/png' }));
    const withAvatar = await api.call('PATCH', '/users/me/', { token: s.access_token, form });
    expect(withAvatar.status).toBe(200);
    const avatarUrl: string = withAvatar.body.avatar;
    const opts = await api.call('POST', '/users/me/passkeys/options/', { token: s.access_token, headers: { origin: ORIGIN } });
    const { response, passkey } = createPasskey(opts.body.options, ORIGIN);
    await api.call('POST', '/users/me/passkeys/', { token: s.access_token, headers: { origin: ORIGIN }, json: { challenge_id: opts.body.challenge_id, credential: response, name: 'Laptop' } });

    api.advance(RECENT_AUTH_MS / 1000 + 1);
    const refused = await api.call('DELETE', '/users/me/', { token: s.access_token });
    expect(refused.status).toBe(403);
    expect(refused.body.reauth_required).toBe(true);
    expect((await api.call('POST', '/auth/reauthenticate/', { token: s.access_token, json: { password: 'senha123' } })).status).toBe(200);
    const id = Number(JSON.parse(Buffer.from(s.access_token.split('.')[1]!, 'base64url').toString()).sub);
    expect((await api.call('DELETE', '/users/me/', { token: s.access_token })).status).toBe(204);

    // Every table with a user_id column, and the user row, hold nothing of it; nor the outbox, nor the avatar file.
    const db = api.server.db;
    const tables = (await db.query<{ table_name: string }>("SELECT table_name FROM information_schema.columns WHERE column_name = 'user_id' AND table_schema = 'public'")).rows;
    expect(tables.length).toBeGreaterThanOrEqual(8);
    for (const { table_name } of tables) {
      const n = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table_name} WHERE user_id = $1`, [id])).rows[0]!.n;
      expect(n, table_name).toBe(0);
    }
    expect((await db.query('SELECT 1 FROM users WHERE id = $1 OR email = $2', [id, email])).rows).toEqual([]);
    expect((await db.query('SELECT 1 FROM outbox WHERE to_addr = $1', [email])).rows).toEqual([]);
    expect((await api.call('GET', new URL(avatarUrl).pathname)).status).toBe(404);

    // Every session ended; the passkey signs nobody in; the email is free again.
    for (const t of [s.access_token, other.access_token]) expect((await api.call('GET', '/users/me/', { token: t })).status).toBe(401);
    expect((await api.call('POST', '/auth/refresh/', { json: { refresh_token: other.refresh_token } })).status).toBe(401);
    const signInOpts = await api.call('POST', '/auth/passkeys/options/', { headers: { origin: ORIGIN } });
    const viaPasskey = await api.call('POST', '/auth/passkeys/sign-in/', { headers: { origin: ORIGIN }, json: { challenge_id: signInOpts.body.challenge_id, credential: assertPasskey(passkey, signInOpts.body.options, ORIGIN) } });
    expect(viaPasskey.status).toBe(401);
    expect((await api.call('POST', '/auth/sign-in/', { json: { email, password: 'senha123' } })).status).toBe(404);
    const again = await api.call('POST', '/users/create-account/', { json: { name: 'Again', email, confirm_email: email, password: 'senha123' } });
    expect(again.status).toBe(201);
  });

  it('lets the email register again at once: the 30 s rule of its last code goes with the account', async () => {
    const email = await freshEmail('delete-now'); // its verification code went out just now
    const s = await signInAs(email, CHROME); // a sign-in this moment is recent
    expect((await api.call('DELETE', '/users/me/', { token: s.access_token })).status).toBe(204);
    const again = await api.call('POST', '/users/create-account/', { json: { name: 'Again', email, confirm_email: email, password: 'senha123' } });
    expect(again.status).toBe(201);
  });
});

describe('an API without the extensions (spec §7 only)', () => {
  it('answers 404 to the discovery and to every extension call', async () => {
    const plain = await startTestApi({ extensions: false });
    try {
      const session = await plain.signIn('ana@example.com');
      expect((await plain.call('GET', '/capabilities/')).status).toBe(404);
      const calls: [string, string][] = [
        ['POST', '/auth/passkeys/options/'], ['POST', '/auth/passkeys/sign-in/'], ['GET', '/users/me/passkeys/'], ['POST', '/users/me/passkeys/options/'],
        ['GET', '/users/me/sessions/'], ['DELETE', '/users/me/sessions/others/'], ['GET', '/users/me/export/'], ['POST', '/auth/reauthenticate/'],
      ];
      for (const [method, path] of calls) expect((await plain.call(method, path, { token: session.access_token, ...(method === 'GET' ? {} : { json: {} }) })).status, path).toBe(404);
      // DELETE /users/me/ is no route there: the user stays.
      expect((await plain.call('DELETE', '/users/me/', { token: session.access_token })).status).toBe(404);
      expect((await plain.call('GET', '/users/me/', { token: session.access_token })).status).toBe(200);
    } finally {
      await plain.server.stop();
    }
  }, 60_000);
});
