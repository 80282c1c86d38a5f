// @vitest-environment node
// Contract tests for passkeys (extension beyond spec §7) over real HTTP, with a software
// authenticator: registration after a recent sign-in, sign-in, single-use short-lived challenges,
// sign counters, removal, rename, and the relying party a page may use.
import { describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { AuthenticationOptions, Passkey, PasskeyList, RegistrationOptions } from '../../src/core/api/extension-schemas.ts';
import { ErrorBody, SignInResponse } from '../../src/core/api/schemas.ts';
import { User } from '../../src/core/api/account-schemas.ts';
import { testApiForFile, type Loose } from './test-helpers.ts';
import { assertPasskey, createPasskey, type SoftPasskey } from './test-authenticator.ts';
import { RECENT_AUTH_MS } from './session-meta.ts';
import { WEBAUTHN_CHALLENGE_TTL_MS } from './lib/webauthn.ts';

const ORIGIN = 'http://localhost:5173';
const page = { origin: ORIGIN };

const api = testApiForFile();

async function freshUser(prefix: string): Promise<{ email: string; token: string }> {
  const email = await api.freshAccount(prefix, 'Passkey User');
  const session = await api.signIn(email);
  return { email, token: session.access_token };
}

async function register(token: string, name = 'My laptop'): Promise<{ passkey: SoftPasskey; body: Loose }> {
  const opts = await api.call('POST', '/users/me/passkeys/options/', { token, headers: page });
  expect(opts.status).toBe(200);
  assert(opts.body, RegistrationOptions);
  const { passkey, response } = createPasskey(opts.body.options, ORIGIN);
  const done = await api.call('POST', '/users/me/passkeys/', { token, headers: page, json: { challenge_id: opts.body.challenge_id, credential: response, name } });
  expect(done.status).toBe(201);
  assert(done.body, Passkey);
  return { passkey, body: done.body };
}

async function signInWith(passkey: SoftPasskey, counter?: number) {
  const opts = await api.call('POST', '/auth/passkeys/options/', { headers: page });
  expect(opts.status).toBe(200);
  assert(opts.body as unknown, AuthenticationOptions);
  const credential = assertPasskey(passkey, opts.body.options, ORIGIN, counter);
  return { body: { challenge_id: opts.body.challenge_id, credential }, answer: await api.call('POST', '/auth/passkeys/sign-in/', { headers: page, json: { challenge_id: opts.body.challenge_id, credential } }) };
}

describe('registration', () => {
  it('registers a passkey and lists it with its name, dates and no public key', async () => {
    const { token } = await freshUser('pk-register');
    const { passkey, body } = await register(token);
    expect(body).toMatchObject({ id: passkey.id, name: 'My laptop', last_used_at: null });
    const list = await api.call('GET', '/users/me/passkeys/', { token });
    assert(list.body, PasskeyList);
    expect(list.body).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toMatch(/public/);
  });

  it('the options name the relying party (the page host in the sandbox) and exclude passkeys already there', async () => {
    const { token } = await freshUser('pk-options');
    const { passkey } = await register(token);
    const opts = await api.call('POST', '/users/me/passkeys/options/', { token, headers: page });
    expect(opts.body.options.rp.id).toBe('localhost');
    expect(opts.body.options.authenticatorSelection.residentKey).toBe('required');
    expect(opts.body.options.excludeCredentials.map((c: Loose) => c.id)).toEqual([passkey.id]);
    expect(opts.body.options.user.id).not.toContain('@');
  });

  it('requires a recent sign-in: 403 reauth_required after 5 minutes, until the password confirms it again', async () => {
    const { token } = await freshUser('pk-recent');
    api.advance(RECENT_AUTH_MS / 1000 + 1);
    const refused = await api.call('POST', '/users/me/passkeys/options/', { token, headers: page });
    expect(refused.status).toBe(403);
    expect(refused.body.reauth_required).toBe(true);
    assert(refused.body, ErrorBody);
    const wrong = await api.call('POST', '/auth/reauthenticate/', { token, json: { password: 'nope1234' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.field).toBe('password');
    const ok = await api.call('POST', '/auth/reauthenticate/', { token, json: { password: 'senha123' } });
    expect(ok.status).toBe(200);
    expect((await api.call('POST', '/users/me/passkeys/options/', { token, headers: page })).status).toBe(200);
  });

  it('a refresh does not make a sign-in recent', async () => {
    const email = `pk-refresh-${Math.random().toString(36).slice(2)}@example.com`;
    await api.call('POST', '/users/create-account/', { json: { name: 'R', email, confirm_email: email, password: 'senha123' } });
    const session = await api.signIn(email);
    api.advance(RECENT_AUTH_MS / 1000 + 1);
    const refreshed = await api.call('POST', '/auth/refresh/', { json: { refresh_token: session.refresh_token } });
    expect(refreshed.status).toBe(200);
    expect((await api.call('POST', '/users/me/passkeys/options/', { token: refreshed.body.session.access_token, headers: page })).status).toBe(403);
  });

  it('refuses a page whose origin is not allowed, or an IP address (no relying party there)', async () => {
    const { token } = await freshUser('pk-origin');
    for (const origin of ['https://evil.example', 'http://127.0.0.1:5173']) {
      const r = await api.call('POST', '/users/me/passkeys/options/', { token, headers: { origin } });
      expect(r.status).toBe(400);
    }
    expect((await api.call('POST', '/auth/passkeys/options/', {})).status).toBe(400);
  });

  it('refuses a response signed for another origin, and a registration challenge used twice', async () => {
    const { token } = await freshUser('pk-bad-reg');
    const opts = await api.call('POST', '/users/me/passkeys/options/', { token, headers: page });
    const { response } = createPasskey(opts.body.options, 'http://localhost:9999');
    const bad = await api.call('POST', '/users/me/passkeys/', { token, headers: page, json: { challenge_id: opts.body.challenge_id, credential: response, name: 'x' } });
    expect(bad.status).toBe(400);
    // The failed attempt used the challenge up.
    const { response: good } = createPasskey(opts.body.options, ORIGIN);
    const again = await api.call('POST', '/users/me/passkeys/', { token, headers: page, json: { challenge_id: opts.body.challenge_id, credential: good, name: 'x' } });
    expect(again.status).toBe(400);
    expect(again.body.field).toBe('challenge_id');
  });

  it('checks the name: 1 to 64 characters', async () => {
    const { token } = await freshUser('pk-name');
    const opts = await api.call('POST', '/users/me/passkeys/options/', { token, headers: page });
    const { response } = createPasskey(opts.body.options, ORIGIN);
    const r = await api.call('POST', '/users/me/passkeys/', { token, headers: page, json: { challenge_id: opts.body.challenge_id, credential: response, name: 'x'.repeat(65) } });
    expect(r.status).toBe(400);
    expect(r.body.field).toBe('name');
  });
});

describe('sign-in with a passkey', () => {
  it('answers as the password sign-in does, and records when the passkey was last used', async () => {
    const { email, token } = await freshUser('pk-signin');
    const { passkey } = await register(token);
    const { answer } = await signInWith(passkey);
    expect(answer.status).toBe(200);
    assert(answer.body as unknown, SignInResponse);
    expect(answer.body.auth_state).toBe('AUTHENTICATED');
    expect(answer.body.user_attributes.email).toBe(email);
    const me = await api.call('GET', '/users/me/', { token: answer.body.session.access_token });
    assert(me.body, User);
    const [listed] = (await api.call('GET', '/users/me/passkeys/', { token })).body;
    expect(listed.last_used_at).not.toBeNull();
  });

  it('refuses a replayed challenge: the same answer sent twice signs in once', async () => {
    const { token } = await freshUser('pk-replay');
    const { passkey } = await register(token);
    const { body, answer } = await signInWith(passkey);
    expect(answer.status).toBe(200);
    const replay = await api.call('POST', '/auth/passkeys/sign-in/', { headers: page, json: body });
    expect(replay.status).toBe(400);
    expect(replay.body.field).toBe('challenge_id');
    assert(replay.body, ErrorBody);
  });

  it('refuses a challenge older than 5 minutes', async () => {
    const { token } = await freshUser('pk-expired');
    const { passkey } = await register(token);
    const opts = await api.call('POST', '/auth/passkeys/options/', { headers: page });
    api.advance(WEBAUTHN_CHALLENGE_TTL_MS / 1000 + 1);
    const credential = assertPasskey(passkey, opts.body.options, ORIGIN);
    const r = await api.call('POST', '/auth/passkeys/sign-in/', { headers: page, json: { challenge_id: opts.body.challenge_id, credential } });
    expect(r.status).toBe(400);
  });

  it('refuses a sign counter that did not grow (a cloned authenticator)', async () => {
    const { token } = await freshUser('pk-counter');
    const { passkey } = await register(token);
    expect((await signInWith(passkey, 5)).answer.status).toBe(200);
    const cloned = await signInWith(passkey, 5);
    expect(cloned.answer.status).toBe(401);
    expect(cloned.answer.body.field).toBe('credential');
    expect((await signInWith(passkey, 6)).answer.status).toBe(200);
  });

  it('refuses a signature that does not verify, and an answer for another page', async () => {
    const { token } = await freshUser('pk-forged');
    const { passkey } = await register(token);
    const opts = await api.call('POST', '/auth/passkeys/options/', { headers: page });
    const credential: Loose = assertPasskey(passkey, opts.body.options, 'http://localhost:9999');
    const r = await api.call('POST', '/auth/passkeys/sign-in/', { headers: page, json: { challenge_id: opts.body.challenge_id, credential } });
    expect(r.status).toBe(401);
  });

  it('a removed passkey is refused as unknown (401); rename and remove are the owner’s only', async () => {
    const { token } = await freshUser('pk-remove');
    const other = await freshUser('pk-other');
    const { passkey } = await register(token);
    expect((await api.call('PATCH', `/users/me/passkeys/${passkey.id}/`, { token: other.token, json: { name: 'mine' } })).status).toBe(404);
    expect((await api.call('DELETE', `/users/me/passkeys/${passkey.id}/`, { token: other.token })).status).toBe(404);
    const renamed = await api.call('PATCH', `/users/me/passkeys/${passkey.id}/`, { token, json: { name: 'Work phone' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Work phone');
    expect((await api.call('DELETE', `/users/me/passkeys/${passkey.id}/`, { token })).status).toBe(204);
    const { answer } = await signInWith(passkey);
    expect(answer.status).toBe(401);
    expect(answer.body.field).toBe('credential');
    expect((await api.call('GET', '/users/me/passkeys/', { token })).body).toEqual([]);
  });

  it('re-confirms with one of the user’s own passkeys', async () => {
    const { token } = await freshUser('pk-reauth');
    const { passkey } = await register(token);
    api.advance(RECENT_AUTH_MS / 1000 + 1);
    expect((await api.call('DELETE', '/users/me/', { token })).status).toBe(403);
    const opts = await api.call('POST', '/auth/reauthenticate/options/', { token, headers: page });
    assert(opts.body as unknown, AuthenticationOptions);
    expect(opts.body.options.allowCredentials.map((c: Loose) => c.id)).toEqual([passkey.id]);
    const credential = assertPasskey(passkey, opts.body.options, ORIGIN);
    const ok = await api.call('POST', '/auth/reauthenticate/', { token, headers: page, json: { challenge_id: opts.body.challenge_id, credential } });
    expect(ok.status).toBe(200);
    // A sign-in challenge is not a re-confirmation one.
    const signInOpts = await api.call('POST', '/auth/passkeys/options/', { headers: page });
    const wrongKind = await api.call('POST', '/auth/reauthenticate/', { token, headers: page, json: { challenge_id: signInOpts.body.challenge_id, credential: assertPasskey(passkey, signInOpts.body.options, ORIGIN) } });
    expect(wrongKind.status).toBe(400);
  });
});
