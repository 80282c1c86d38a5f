// @vitest-environment node
// Contract tests for the /auth/* calls over real HTTP.
import { beforeEach, describe, expect, it } from 'vitest';
import { assert, is } from 'superstruct';
import { AuthStateResult, Detail, ErrorBody, RefreshResponse, SignInResponse } from '../../src/core/api/schemas.ts';
import { User } from '../../src/core/api/account-schemas.ts';
import { testApiForFile } from './test-helpers.ts';

const api = testApiForFile();
beforeEach(() => {
  api.server.services.resetLimits();
});

const expectError = (r: { status: number; body: unknown }, status: number, field?: string) => {
  expect(r.status).toBe(status);
  assert(r.body, ErrorBody);
  if (field) expect((r.body as { field?: string }).field).toBe(field);
};

// PATCH /auth/activate/password/ and its code: activation.test.ts. Throttling: throttle.test.ts.
describe('activation', () => {
  it('GET /auth/activate/verify/ answers 200 / 303 / 404 / 400', async () => {
    const pending = await api.call('GET', '/auth/activate/verify/?email=carla@example.com');
    expect(pending.status).toBe(200);
    assert(pending.body, Detail);
    const active = await api.call('GET', '/auth/activate/verify/?email=ana@example.com');
    expect(active.status).toBe(303);
    assert(active.body, Detail);
    expect(active.headers.get('location')).toBeNull();
    expectError(await api.call('GET', '/auth/activate/verify/?email=nobody@example.com'), 404);
    expectError(await api.call('GET', '/auth/activate/verify/?email=bad'), 400, 'email');
    // without the trailing slash too
    expect((await api.call('GET', '/auth/activate/verify?email=carla@example.com')).status).toBe(200);
  });
});

describe('sign-in', () => {
  it('authenticates with a session and JWTs', async () => {
    const r = await api.call('POST', '/auth/sign-in/', { json: { email: 'Ana@Example.com', password: 'senha123' } });
    expect(r.status).toBe(200);
    assert(r.body, SignInResponse);
    expect(r.body.auth_state).toBe('AUTHENTICATED');
    expect(r.body.session_token).toBeNull();
    expect(r.body.user_attributes.email).toBe('ana@example.com');
    expect(r.body.session!.expires_in).toBe(3600);
    const [head, payload] = (r.body.session!.id_token as string).split('.');
    expect(JSON.parse(Buffer.from(head!, 'base64url').toString()).alg).toBe('HS256');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims.email).toBe('ana@example.com');
    expect(claims.exp - claims.iat).toBe(3600);
  });

  it('answers 404 in the caller language, 401 wrong password, 403 not activated, 400 missing', async () => {
    const pt = await api.call('POST', '/auth/sign-in/', { json: { email: 'x@example.com', password: 'abc123' } });
    expectError(pt, 404, 'email');
    expect(pt.body.detail).toBe('Nenhuma conta encontrada com este email. Você já se cadastrou?');
    const en = await api.call('POST', '/auth/sign-in/', { json: { email: 'x@example.com', password: 'abc123' }, lang: 'en-US,en;q=0.9' });
    expect(en.body.detail).toBe('No account found with this email. Are you already registered?');
    const es = await api.call('POST', '/auth/sign-in/', { json: { email: 'x@example.com', password: 'abc123' }, lang: 'es' });
    expect(es.body.detail).toMatch(/^No se encontró/);
    const wrong = await api.call('POST', '/auth/sign-in/', { json: { email: 'bruno@example.com', password: 'wrong123' } });
    expectError(wrong, 401);
    expect(wrong.body.detail).toBe('Usuário ou senha incorretos.');
    const wrongEn = await api.call('POST', '/auth/sign-in/', { json: { email: 'bruno@example.com', password: 'wrong123' }, lang: 'en' });
    expect(wrongEn.body.detail).toBe('Incorrect username or password.');
    expectError(await api.call('POST', '/auth/sign-in/', { json: { email: 'bruno@example.com' } }), 400, 'password');
    expectError(await api.call('POST', '/auth/sign-in/', { raw: '{not json', headers: { 'content-type': 'application/json' } }), 400);
  });
});

describe('provisional password', () => {
  it('NEW_PASSWORD_REQUIRED, then complete with the session token', async () => {
    const r = await api.call('POST', '/auth/sign-in/', { json: { email: 'diego@example.com', password: 'Temp1234' } });
    expect(r.status).toBe(200);
    assert(r.body, SignInResponse);
    expect(r.body.auth_state).toBe('NEW_PASSWORD_REQUIRED');
    expect(r.body.session).toBeNull();
    expect(typeof r.body.session_token).toBe('string');
    const token = r.body.session_token as string;
    const row = await api.server.db.query<{ token_hash: string }>('SELECT token_hash FROM challenge_sessions');
    expect(row.rows.map((x) => x.token_hash)).not.toContain(token);

    expectError(await api.call('POST', '/auth/password/complete/', { json: { email: 'diego@example.com', session_token: token, new_password: 'short' } }), 400, 'new_password');
    expectError(await api.call('POST', '/auth/password/complete/', { json: { email: 'diego@example.com', session_token: 'nope', new_password: 'Novo1234' } }), 400, 'session_token');
    const done = await api.call('POST', '/auth/password/complete/', { json: { email: 'diego@example.com', session_token: token, new_password: 'Novo1234' } });
    expect(done.status).toBe(200);
    assert(done.body, AuthStateResult);
    expect(done.body.auth_state).toBe('AUTHENTICATED');
    expect((await api.call('POST', '/auth/sign-in/', { json: { email: 'diego@example.com', password: 'Temp1234' } })).status).toBe(401);
    await api.signIn('diego@example.com', 'Novo1234');
  });

  it('session_token expires after 10 minutes', async () => {
    const email = `provisional-expiry-${Date.now()}@example.com`; // diego is the test above's
    expect((await api.call('POST', '/__dev/users', { json: { email, kind: 'provisional' } })).status).toBe(201);
    const r = await api.call('POST', '/auth/sign-in/', { json: { email, password: 'Temp1234' } });
    expect(r.body.auth_state).toBe('NEW_PASSWORD_REQUIRED');
    api.advance(10 * 60 + 1);
    expectError(await api.call('POST', '/auth/password/complete/', { json: { email, session_token: r.body.session_token, new_password: 'Outra123' } }), 400, 'session_token');
  });
});

describe('provisional password: no oracle', () => {
  it("the issue's two requests answer alike: the temporary password is never compared without a live session_token", async () => {
    const email = `oracle-${Date.now()}@example.com`;
    expect((await api.call('POST', '/__dev/users', { json: { email, kind: 'provisional' } })).status).toBe(201);
    const right = await api.call('POST', '/auth/password/complete/', { json: { email, session_token: 'x', new_password: 'Temp1234' } });
    const wrong = await api.call('POST', '/auth/password/complete/', { json: { email, session_token: 'x', new_password: 'Other123' } });
    expectError(right, 400, 'session_token');
    expect(wrong.status).toBe(right.status);
    expect(wrong.body).toEqual(right.body);
  });

  it('guessing at password/complete is throttled like sign-in', async () => {
    const email = `oracle-guess-${Date.now()}@example.com`;
    expect((await api.call('POST', '/__dev/users', { json: { email, kind: 'provisional' } })).status).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await api.call('POST', '/auth/password/complete/', { json: { email, session_token: `guess-${i}`, new_password: `Guess${i}a` } })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5).every((st) => st === 429)).toBe(true);
    // the real challenge still works once the wait is over
    api.advance(2);
    const r = await api.call('POST', '/auth/sign-in/', { json: { email, password: 'Temp1234' } });
    expect(r.body.auth_state).toBe('NEW_PASSWORD_REQUIRED');
    const done = await api.call('POST', '/auth/password/complete/', { json: { email, session_token: r.body.session_token, new_password: 'Novo1234' } });
    expect(done.status).toBe(200);
  });

  it('a valid session_token with the same password keeps the token for another try', async () => {
    const email = `oracle-same-${Date.now()}@example.com`;
    expect((await api.call('POST', '/__dev/users', { json: { email, kind: 'provisional' } })).status).toBe(201);
    const r = await api.call('POST', '/auth/sign-in/', { json: { email, password: 'Temp1234' } });
    const same = await api.call('POST', '/auth/password/complete/', { json: { email, session_token: r.body.session_token, new_password: 'Temp1234' }, lang: 'en' });
    expectError(same, 400, 'new_password');
    expect(same.body.detail).toBe('Password should be different from the old one');
    expect((await api.call('POST', '/auth/password/complete/', { json: { email, session_token: r.body.session_token, new_password: 'Novo1234' } })).status).toBe(200);
    expectError(await api.call('POST', '/auth/password/complete/', { json: { email, session_token: r.body.session_token, new_password: 'Novo5678' } }), 400, 'session_token');
  });
});

describe('tokens', () => {
  it('access token expires with expires_in (401 Invalid token.)', async () => {
    const s = await api.signIn('ana@example.com');
    expect((await api.call('GET', '/users/me/', { token: s.access_token })).status).toBe(200);
    api.advance(3599);
    expect((await api.call('GET', '/users/me/', { token: s.access_token })).status).toBe(200);
    api.advance(2);
    const r = await api.call('GET', '/users/me/', { token: s.access_token });
    expectError(r, 401);
    expect(r.body).toEqual({ detail: 'Invalid token.' });
  });

  it('rejects missing, malformed, forged and id tokens', async () => {
    const s = await api.signIn('ana@example.com');
    expect((await api.call('GET', '/users/me/')).body).toEqual({ detail: 'Invalid token.' });
    expect((await api.call('GET', '/users/me/', { token: 'abc' })).status).toBe(401);
    const [h, p] = s.access_token.split('.');
    expect((await api.call('GET', '/users/me/', { token: `${h}.${p}.AAAA` })).status).toBe(401);
    expect((await api.call('GET', '/users/me/', { token: s.id_token })).status).toBe(401);
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
    expect((await api.call('GET', '/users/me/', { token: none })).status).toBe(401);
  });

  it('refresh rotates; reusing a rotated token revokes the whole family', async () => {
    const s = await api.signIn('ana@example.com');
    const r1 = await api.call('POST', '/auth/refresh/', { json: { refresh_token: s.refresh_token, email: 'ana@example.com' } });
    expect(r1.status).toBe(200);
    assert(r1.body, RefreshResponse);
    const t1 = r1.body.session.refresh_token as string;
    expect(t1).not.toBe(s.refresh_token);
    expect((await api.call('GET', '/users/me/', { token: r1.body.session.access_token })).status).toBe(200);
    const r2 = await api.call('POST', '/auth/refresh/', { json: { refresh_token: t1, email: 'ana@example.com' } });
    expect(r2.status).toBe(200);
    const t2 = r2.body.session.refresh_token as string;
    // reuse of the first (already rotated) token
    expectError(await api.call('POST', '/auth/refresh/', { json: { refresh_token: s.refresh_token, email: 'ana@example.com' } }), 401);
    // the whole family is gone, including the newest token and its access tokens
    expectError(await api.call('POST', '/auth/refresh/', { json: { refresh_token: t2, email: 'ana@example.com' } }), 401);
    expect((await api.call('GET', '/users/me/', { token: r2.body.session.access_token })).status).toBe(401);
    // other sessions are untouched
    const other = await api.signIn('ana@example.com');
    expect((await api.call('GET', '/users/me/', { token: other.access_token })).status).toBe(200);
  });

  it('a lost refresh answer: the rotated token again within 30 s, its successor unused, gets a new session and keeps the family', async () => {
    const s = await api.signIn('ana@example.com');
    const lost = await api.call('POST', '/auth/refresh/', { json: { refresh_token: s.refresh_token, email: 'ana@example.com' } });
    expect(lost.status).toBe(200); // the page navigated away: this answer never reached it
    api.advance(20);
    const again = await api.call('POST', '/auth/refresh/', { json: { refresh_token: s.refresh_token, email: 'ana@example.com' } });
    expect(again.status).toBe(200);
    assert(again.body, RefreshResponse);
    const t = again.body.session.refresh_token as string;
    expect(t).not.toBe(lost.body.session.refresh_token);
    expect((await api.call('GET', '/users/me/', { token: again.body.session.access_token })).status).toBe(200);
    expect((await api.call('POST', '/auth/refresh/', { json: { refresh_token: t, email: 'ana@example.com' } })).status).toBe(200);
    // Its successor has now been used: the old token again is theft, and the family goes.
    expectError(await api.call('POST', '/auth/refresh/', { json: { refresh_token: s.refresh_token, email: 'ana@example.com' } }), 401);
    expect((await api.call('GET', '/users/me/', { token: again.body.session.access_token })).status).toBe(401);
  });

  it('a replay within the grace revokes the unused successor it replaces: the family never forks', async () => {
    const s = await api.signIn('ana@example.com');
    const refresh = (token: string) => api.call('POST', '/auth/refresh/', { json: { refresh_token: token, email: 'ana@example.com' } });
    const lost = await refresh(s.refresh_token);
    expect(lost.status).toBe(200);
    const again = await refresh(s.refresh_token);
    expect(again.status).toBe(200);
    // The successor of the lost answer no longer rotates, and presenting it is theft: the family goes.
    expectError(await refresh(lost.body.session.refresh_token), 401);
    expect((await api.call('GET', '/users/me/', { token: again.body.session.access_token })).status).toBe(401);
    expectError(await refresh(again.body.session.refresh_token), 401);
  });

  it('a second replay is a fork attempt: 401 and the family is revoked', async () => {
    const s = await api.signIn('ana@example.com');
    const refresh = (token: string) => api.call('POST', '/auth/refresh/', { json: { refresh_token: token, email: 'ana@example.com' } });
    expect((await refresh(s.refresh_token)).status).toBe(200);
    const replay = await refresh(s.refresh_token);
    expect(replay.status).toBe(200);
    expectError(await refresh(s.refresh_token), 401);
    expectError(await refresh(replay.body.session.refresh_token), 401);
    expect((await api.call('GET', '/users/me/', { token: replay.body.session.access_token })).status).toBe(401);
  });

  it('concurrent replays of one token: at most one extra successor, and no two that both rotate', async () => {
    const s = await api.signIn('ana@example.com');
    const refresh = (token: string) => api.call('POST', '/auth/refresh/', { json: { refresh_token: token, email: 'ana@example.com' } });
    const answers = await Promise.all(Array.from({ length: 6 }, () => refresh(s.refresh_token)));
    const ok = answers.filter((r) => r.status === 200);
    expect(ok.length).toBeLessThanOrEqual(2);
    const rotations = await Promise.all(ok.map((r) => refresh(r.body.session.refresh_token)));
    expect(rotations.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
  });

  it('sessions end 90 days after sign-in however often they refresh', async () => {
    const first = await api.signIn('elena@example.com');
    let token = first.refresh_token;
    for (let day = 29; day < 90; day += 29) {
      api.advance(29 * 24 * 3600);
      const r = await api.call('POST', '/auth/refresh/', { json: { refresh_token: token, email: 'elena@example.com' } });
      expect(r.status, `day ${day}`).toBe(200);
      token = r.body.session.refresh_token;
    }
    api.advance(3 * 24 * 3600); // day 90
    expectError(await api.call('POST', '/auth/refresh/', { json: { refresh_token: token, email: 'elena@example.com' } }), 401);
    const [row] = (await api.server.db.query<{ session_expires_at: string; expires_at: string; created_at: string }>(
      'SELECT session_expires_at, expires_at, created_at FROM refresh_tokens WHERE parent_id IS NOT NULL ORDER BY id DESC LIMIT 1',
    )).rows;
    expect(Number(row!.expires_at)).toBeLessThanOrEqual(Number(row!.session_expires_at));
  });

  it('a rotated token presented again after the 30 s grace revokes the family', async () => {
    const s = await api.signIn('ana@example.com');
    const r1 = await api.call('POST', '/auth/refresh/', { json: { refresh_token: s.refresh_token, email: 'ana@example.com' } });
    expect(r1.status).toBe(200);
    api.advance(31);
    expectError(await api.call('POST', '/auth/refresh/', { json: { refresh_token: s.refresh_token, email: 'ana@example.com' } }), 401);
    expectError(await api.call('POST', '/auth/refresh/', { json: { refresh_token: r1.body.session.refresh_token as string, email: 'ana@example.com' } }), 401);
  });

  it('refresh: 401 for unknown, other user email, expired', async () => {
    expectError(await api.call('POST', '/auth/refresh/', { json: { refresh_token: 'nope', email: 'ana@example.com' } }), 401);
    const s = await api.signIn('ana@example.com');
    expectError(await api.call('POST', '/auth/refresh/', { json: { refresh_token: s.refresh_token, email: 'bruno@example.com' } }), 401);
    const s2 = await api.signIn('ana@example.com');
    api.advance(31 * 24 * 3600);
    expectError(await api.call('POST', '/auth/refresh/', { json: { refresh_token: s2.refresh_token, email: 'ana@example.com' } }), 401);
    const rows = await api.server.db.query<{ token_hash: string }>('SELECT token_hash FROM refresh_tokens');
    expect(rows.rows.every((x) => /^[0-9a-f]{64}$/.test(x.token_hash))).toBe(true);
    expect(rows.rows.map((x) => x.token_hash)).not.toContain(s2.refresh_token);
  });

  it('sign-out global: 204, revokes the token family and, with a bearer, all sessions', async () => {
    const a = await api.signIn('ana@example.com');
    const b = await api.signIn('ana@example.com');
    const out = await api.call('POST', `/auth/sign-out/global/?token=${encodeURIComponent(a.refresh_token)}`);
    expect(out.status).toBe(204);
    expectError(await api.call('POST', '/auth/refresh/', { json: { refresh_token: a.refresh_token, email: 'ana@example.com' } }), 401);
    expect((await api.call('GET', '/users/me/', { token: a.access_token })).status).toBe(401);
    expect((await api.call('GET', '/users/me/', { token: b.access_token })).status).toBe(200);
    expect((await api.call('POST', '/auth/sign-out/global/', { token: b.access_token })).status).toBe(204);
    expect((await api.call('GET', '/users/me/', { token: b.access_token })).status).toBe(401);
    expectError(await api.call('POST', '/auth/refresh/', { json: { refresh_token: b.refresh_token } }), 401);
    expect((await api.call('POST', '/auth/sign-out/global/?token=garbage')).status).toBe(204);
  });

  it('sign-out global with its refresh token and its bearer together (what the portal sends) ends every session', async () => {
    const mine = await api.signIn('elena@example.com');
    const other = await api.signIn('elena@example.com');
    const out = await api.call('POST', `/auth/sign-out/global/?token=${encodeURIComponent(mine.refresh_token)}`, { token: mine.access_token });
    expect(out.status).toBe(204);
    expect((await api.call('GET', '/users/me/', { token: other.access_token })).status).toBe(401);
    expectError(await api.call('POST', '/auth/refresh/', { json: { refresh_token: other.refresh_token, email: 'elena@example.com' } }), 401);
  });
});

describe('password recovery and change', () => {
  it('forgot: identical answers for known and unknown; code only for known', async () => {
    api.advance(31); // past the 30 s resend rule of other tests' codes for bruno (not reset with the limits)
    await api.call('DELETE', '/__dev/outbox');
    const known = await api.call('POST', '/auth/password/forgot/', { json: { email: 'bruno@example.com' } });
    const unknown = await api.call('POST', '/auth/password/forgot/', { json: { email: 'zed@example.com' } });
    expect(known.status).toBe(200);
    assert(known.body, Detail);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    const box = (await api.call('GET', '/__dev/outbox')).body;
    expect(box).toHaveLength(1);
    expect(box[0]).toMatchObject({ to: 'bruno@example.com', channel: 'EMAIL', purpose: 'RESET_PASSWORD' });
    expect(box[0].code).toMatch(/^[A-Z0-9]{6}$/);
    // the 30 s rule applies identically too
    const k2 = await api.call('POST', '/auth/password/forgot/', { json: { email: 'bruno@example.com' } });
    const u2 = await api.call('POST', '/auth/password/forgot/', { json: { email: 'zed@example.com' } });
    expect(k2.status).toBe(429);
    expect(u2.status).toBe(429);
    expect(k2.headers.get('retry-after')).toBe(u2.headers.get('retry-after'));
    expectError(await api.call('POST', '/auth/password/forgot/', { json: { email: 'not-an-email' } }), 400, 'email');
  });

  it('forgot/reset: code works once, lowercase accepted, bad code 400', async () => {
    api.advance(31);
    await api.call('POST', '/auth/password/forgot/', { json: { email: 'bruno@example.com' } });
    const code = await api.lastCode('bruno@example.com');
    const bad = await api.call('POST', '/auth/password/forgot/reset/', { json: { email: 'bruno@example.com', password: 'Nova1234', confirmation_code: 'ZZZZZZ' } });
    expectError(bad, 400, 'confirmation_code');
    expect(bad.body.detail).toBe('O código de verificação expirou ou não foi encontrado. Peça um novo código!');
    const badEn = await api.call('POST', '/auth/password/forgot/reset/', { json: { email: 'bruno@example.com', password: 'Nova1234', confirmation_code: 'ZZZZZZ' }, lang: 'en' });
    expect(badEn.body.detail).toBe('Verification code is expired or cannot be found. Request a new code!');
    expectError(await api.call('POST', '/auth/password/forgot/reset/', { json: { email: 'bruno@example.com', password: 'nodigits', confirmation_code: code } }), 400, 'password');
    const ok = await api.call('POST', '/auth/password/forgot/reset/', { json: { email: 'bruno@example.com', password: 'Nova1234', confirmation_code: code.toLowerCase() } });
    expect(ok.status).toBe(200);
    assert(ok.body, Detail);
    expectError(await api.call('POST', '/auth/password/forgot/reset/', { json: { email: 'bruno@example.com', password: 'Nova1234', confirmation_code: code } }), 400);
    const bruno = await api.signIn('bruno@example.com', 'Nova1234');
    // The emailed code proved the mailbox: bruno's email is verified now (issue 20).
    expect((await api.call('GET', '/users/verify/active/?email=bruno@example.com', { token: bruno.access_token })).body)
      .toContainEqual({ type_validation: 'EMAIL', active: true });
    expectError(await api.call('POST', '/auth/password/forgot/reset/', { json: { email: 'zed@example.com', password: 'Nova1234', confirmation_code: code } }), 400, 'confirmation_code');
  });

  it('codes expire after 10 minutes', async () => {
    api.advance(31);
    await api.call('POST', '/auth/password/forgot/', { json: { email: 'bruno@example.com' } });
    const code = await api.lastCode('bruno@example.com');
    api.advance(10 * 60 + 1);
    expectError(await api.call('POST', '/auth/password/forgot/reset/', { json: { email: 'bruno@example.com', password: 'Nova4321', confirmation_code: code } }), 400);
  });

  it('5 wrong attempts kill the code; a new code invalidates the previous one', async () => {
    api.advance(31);
    await api.call('POST', '/auth/password/forgot/', { json: { email: 'bruno@example.com' } });
    const code = await api.lastCode('bruno@example.com');
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    for (let i = 0; i < 5; i++) {
      expect((await api.call('POST', '/auth/password/forgot/reset/', { json: { email: 'bruno@example.com', password: 'Nova4321', confirmation_code: wrong } })).status).toBe(400);
    }
    expectError(await api.call('POST', '/auth/password/forgot/reset/', { json: { email: 'bruno@example.com', password: 'Nova4321', confirmation_code: code } }), 400);

    api.advance(31);
    await api.call('POST', '/auth/password/forgot/', { json: { email: 'bruno@example.com' } });
    const first = await api.lastCode('bruno@example.com');
    api.advance(31);
    await api.call('POST', '/auth/password/forgot/', { json: { email: 'bruno@example.com' } });
    const second = await api.lastCode('bruno@example.com');
    if (first !== second) {
      expectError(await api.call('POST', '/auth/password/forgot/reset/', { json: { email: 'bruno@example.com', password: 'Nova4321', confirmation_code: first } }), 400);
    }
    expect((await api.call('POST', '/auth/password/forgot/reset/', { json: { email: 'bruno@example.com', password: 'Nova4321', confirmation_code: second } })).status).toBe(200);
  });

  it('concurrent wrong guesses take one attempt each: the right code after 60 of them is dead', async () => {
    const services = api.server.services;
    const user = (await services.userByEmail('ana@example.com'))!;
    await services.codes.issue(user.id, 'RESET_PASSWORD', user.email, 'EMAIL');
    const code = await api.lastCode('ana@example.com');
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    // Started in this order; each check's first query reaches the database in this order too.
    const guesses = [...Array.from({ length: 60 }, () => wrong), code].map((g) =>
      services.codes.consume(user.id, 'RESET_PASSWORD', g).then(() => 'ok', () => 'refused'));
    const results = await Promise.all(guesses);
    expect(results.at(-1)).toBe('refused');
    const [row] = (await api.server.db.query<{ attempts: number }>("SELECT attempts FROM codes WHERE purpose = 'RESET_PASSWORD' ORDER BY id DESC LIMIT 1")).rows;
    expect(row!.attempts).toBe(5);
  });

  it('POST /auth/password/reset/ changes the password with the bearer', async () => {
    const email = await api.freshAccount('password-change'); // not elena: other tests sign her in
    const s = await api.signIn(email);
    expectError(await api.call('POST', '/auth/password/reset/', { json: { previous_password: 'senha123', new_password: 'Nova1234' } }), 401);
    expectError(await api.call('POST', '/auth/password/reset/', { token: s.access_token, json: { previous_password: 'wrong123', new_password: 'Nova1234' } }), 400, 'previous_password');
    const same = await api.call('POST', '/auth/password/reset/', { token: s.access_token, json: { previous_password: 'senha123', new_password: 'senha123' }, lang: 'en' });
    expectError(same, 400, 'new_password');
    expect(same.body.detail).toBe('Password should be different from the old one');
    expectError(await api.call('POST', '/auth/password/reset/', { token: s.access_token, json: { previous_password: 'senha123', new_password: '123456' } }), 400, 'new_password');
    const ok = await api.call('POST', '/auth/password/reset/', { token: s.access_token, json: { previous_password: 'senha123', new_password: 'Nova1234' } });
    expect(ok.status).toBe(200);
    assert(ok.body, Detail);
    expect((await api.call('GET', '/users/me/', { token: s.access_token })).status).toBe(200);
    expect((await api.call('POST', '/auth/sign-in/', { json: { email, password: 'senha123' } })).status).toBe(401);
    const again = await api.signIn(email, 'Nova1234');
    const me = await api.call('GET', '/users/me/', { token: again.access_token });
    expect(is(me.body, User)).toBe(true);
  });

  it('stores passwords as salted scrypt hashes', async () => {
    const rows = (await api.server.db.query<{ email: string; password_hash: string | null }>('SELECT email, password_hash FROM users ORDER BY id')).rows;
    for (const r of rows) {
      if (r.password_hash === null) continue;
      expect(r.password_hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
      expect(r.password_hash).not.toContain('senha123');
    }
    const hashes = rows.map((r) => r.password_hash).filter(Boolean);
    expect(new Set(hashes).size).toBe(hashes.length);
  });
});
