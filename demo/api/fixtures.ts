// Regenerates tests/fixtures/<call>/<scenario>.json from a real in-process server:
//   npx tsx demo/api/fixtures.ts
// Each file is {"request": {method, path}, "status": n, "body": ...} exactly as answered.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { startTestApi, type CallOptions } from './test-helpers.ts';
import { assertPasskey, createPasskey } from './test-authenticator.ts';
import { RECENT_AUTH_MS } from './session-meta.ts';
import type { Fixture } from './fixtures-map.ts';

const OUT = fileURLToPath(new URL('../../tests/fixtures/', import.meta.url));
const api = await startTestApi({ publicUrl: 'http://127.0.0.1:8787' });
const written: string[] = [];

async function capture(call: string, scenario: string, method: string, path: string, opts: CallOptions = {}) {
  const r = await api.call(method, path, opts);
  const fixture: Fixture = { request: { method, path }, status: r.status, body: r.status === 204 ? null : r.body };
  mkdirSync(join(OUT, call), { recursive: true });
  writeFileSync(join(OUT, call, `${scenario}.json`), `${JSON.stringify(fixture, null, 2)}\n`);
  written.push(`${call}/${scenario} ${r.status}`);
  return r;
}
const resetThrottle = () => api.server.services.resetLimits();
/** The extensions beyond spec §7 (docs/api.md "Extensions"): passkeys, sessions, the account's data. */
const EXTENSION_CALLS = ['passkeys-list', 'passkey-options', 'passkey-register', 'passkey-rename', 'passkey-remove', 'reauth-options', 'reauthenticate',
  'sessions-list', 'session-revoke', 'sessions-revoke-others', 'account-export', 'account-delete'];
/** The page a passkey is made on (the sandbox's relying party is its host). */
const PAGE = 'http://localhost:5173';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

try {
  // Clear previous runs of our own calls only (the directory is ours).
  for (const dir of ['activate-verify', 'activate-password', 'activate-code', 'sign-in', 'password-complete', 'refresh', 'sign-out-global', 'verify-active', 'product',
    'create-account', 'password-forgot', 'password-forgot-reset', 'password-reset', 'verify-code-email', 'verify-email', 'verify-code-phone',
    'verify-phone', 'users-verify', 'users-me', 'users-me-patch', 'languages', 'address', 'platforms', 'ext-countries', 'ext-ibge-states', 'ext-viacep',
    ...EXTENSION_CALLS]) rmSync(join(OUT, dir), { recursive: true, force: true });

  await capture('activate-verify', 'not-activated', 'GET', '/auth/activate/verify/?email=carla@example.com');
  await capture('activate-verify', 'already-active', 'GET', '/auth/activate/verify/?email=ana@example.com');
  await capture('activate-verify', 'unknown', 'GET', '/auth/activate/verify/?email=nobody@example.com');

  await capture('sign-in', 'not-activated', 'POST', '/auth/sign-in/', { json: { email: 'carla@example.com', password: 'senha123' } });
  await capture('activate-password', 'weak-password', 'PATCH', '/auth/activate/password/', { json: { email: 'carla@example.com', password: 'abcdef' }, lang: 'en' });
  // Extension beyond spec §7 (docs/api.md): the first password needs the code sent to the mailbox.
  await capture('activate-password', 'code-required', 'PATCH', '/auth/activate/password/', { json: { email: 'carla@example.com', password: 'senha123' }, lang: 'en' });
  await capture('activate-password', 'code-required-too-soon', 'PATCH', '/auth/activate/password/', { json: { email: 'carla@example.com', password: 'senha123' }, lang: 'en' });
  await capture('activate-code', 'resend-too-soon', 'POST', '/auth/activate/code/', { json: { email: 'carla@example.com' }, lang: 'en' });
  await capture('activate-code', 'unknown-email-same-answer', 'POST', '/auth/activate/code/', { json: { email: 'nobody@example.com' }, lang: 'en' });
  api.advance(31);
  await capture('activate-code', 'sent', 'POST', '/auth/activate/code/', { json: { email: 'carla@example.com' }, lang: 'en' });
  await capture('activate-password', 'bad-code', 'PATCH', '/auth/activate/password/', { json: { email: 'carla@example.com', password: 'senha123', confirmation_code: 'ZZZZZ9' }, lang: 'en' });
  const activationCode = await api.lastCode('carla@example.com');
  await capture('activate-password', 'success', 'PATCH', '/auth/activate/password/', { json: { email: 'carla@example.com', password: 'senha123', confirmation_code: activationCode } });
  await capture('activate-password', 'already-active', 'PATCH', '/auth/activate/password/', { json: { email: 'carla@example.com', password: 'senha123' } });

  await capture('sign-in', 'authenticated', 'POST', '/auth/sign-in/', { json: { email: 'ana@example.com', password: 'senha123' } });
  const prov = await capture('sign-in', 'new-password-required', 'POST', '/auth/sign-in/', { json: { email: 'diego@example.com', password: 'Temp1234' } });
  await capture('sign-in', 'unknown-email', 'POST', '/auth/sign-in/', { json: { email: 'nobody@example.com', password: 'senha123' }, lang: 'en' });
  await capture('sign-in', 'unknown-email-pt', 'POST', '/auth/sign-in/', { json: { email: 'nobody@example.com', password: 'senha123' } });
  await capture('sign-in', 'wrong-password', 'POST', '/auth/sign-in/', { json: { email: 'ana@example.com', password: 'errada123' } });
  await capture('sign-in', 'wrong-password-en', 'POST', '/auth/sign-in/', { json: { email: 'ana@example.com', password: 'errada123' }, lang: 'en' });
  await capture('sign-in', 'missing-password', 'POST', '/auth/sign-in/', { json: { email: 'ana@example.com' }, lang: 'en' });
  resetThrottle();
  for (let i = 0; i < 5; i++) await api.call('POST', '/auth/sign-in/', { json: { email: 'elena@example.com', password: 'errada123' } });
  await capture('sign-in', 'throttled', 'POST', '/auth/sign-in/', { json: { email: 'elena@example.com', password: 'senha123' }, lang: 'en' });
  resetThrottle();

  await capture('password-complete', 'invalid-session', 'POST', '/auth/password/complete/', { json: { email: 'diego@example.com', session_token: 'expired', new_password: 'Novo1234' }, lang: 'en' });
  await capture('password-complete', 'success', 'POST', '/auth/password/complete/', { json: { email: 'diego@example.com', session_token: prov.body.session_token, new_password: 'Novo1234' } });

  const ana = await api.signIn('ana@example.com');
  const r1 = await capture('refresh', 'success', 'POST', '/auth/refresh/', { json: { refresh_token: ana.refresh_token, email: 'ana@example.com' } });
  await capture('refresh', 'lost-answer-replay', 'POST', '/auth/refresh/', { json: { refresh_token: ana.refresh_token, email: 'ana@example.com' } });
  await capture('refresh', 'reused-token', 'POST', '/auth/refresh/', { json: { refresh_token: ana.refresh_token, email: 'ana@example.com' }, lang: 'en' });
  await capture('refresh', 'revoked-family', 'POST', '/auth/refresh/', { json: { refresh_token: r1.body.session.refresh_token, email: 'ana@example.com' }, lang: 'en' });
  const out = await api.signIn('ana@example.com');
  await capture('sign-out-global', 'success', 'POST', `/auth/sign-out/global/?token=${encodeURIComponent(out.refresh_token)}`, { token: out.access_token });

  const a = await api.signIn('ana@example.com');
  const bruno = await api.signIn('bruno@example.com');
  const elena = await api.signIn('elena@example.com');
  await capture('verify-active', 'verified', 'GET', '/users/verify/active/?email=ana@example.com', { token: a.access_token });
  await capture('verify-active', 'email-unverified', 'GET', '/users/verify/active/?email=bruno@example.com', { token: bruno.access_token });
  await capture('verify-active', 'no-token', 'GET', '/users/verify/active/?email=bruno@example.com');

  await capture('product', 'lingora', 'GET', '/products/lingora/');
  await capture('product', 'talks', 'GET', '/products/talks/');
  await capture('product', 'yowza', 'GET', '/products/yowza/');
  await capture('product', 'unknown', 'GET', '/products/nope/', { lang: 'en' });

  const base = { name: 'Fábio Nunes', email: 'fabio@example.com', confirm_email: 'fabio@example.com', password: 'abc123', source: 'TALKS' };
  await capture('create-account', 'emails-differ', 'POST', '/users/create-account/', { json: { ...base, confirm_email: 'fabio@example.org' }, lang: 'en' });
  await capture('create-account', 'weak-password', 'POST', '/users/create-account/', { json: { ...base, password: 'abcdef' }, lang: 'en' });
  await capture('create-account', 'success', 'POST', '/users/create-account/', { json: base });
  await capture('create-account', 'email-taken', 'POST', '/users/create-account/', { json: base, lang: 'en' });

  await capture('password-forgot', 'success', 'POST', '/auth/password/forgot/', { json: { email: 'elena@example.com' } });
  await capture('password-forgot', 'unknown-email-same-answer', 'POST', '/auth/password/forgot/', { json: { email: 'nobody@example.com' } });
  await capture('password-forgot', 'resend-too-soon', 'POST', '/auth/password/forgot/', { json: { email: 'elena@example.com' }, lang: 'en' });
  const resetCode = await api.lastCode('elena@example.com');
  await capture('password-forgot-reset', 'bad-code', 'POST', '/auth/password/forgot/reset/', { json: { email: 'elena@example.com', password: 'Nova1234', confirmation_code: 'ZZZZZ9' }, lang: 'en' });
  await capture('password-forgot-reset', 'success', 'POST', '/auth/password/forgot/reset/', { json: { email: 'elena@example.com', password: 'senha123', confirmation_code: resetCode } });

  const e2 = await api.signIn('elena@example.com');
  await capture('password-reset', 'wrong-previous', 'POST', '/auth/password/reset/', { token: e2.access_token, json: { previous_password: 'errada123', new_password: 'Nova1234' }, lang: 'en' });
  await capture('password-reset', 'same-password', 'POST', '/auth/password/reset/', { token: e2.access_token, json: { previous_password: 'senha123', new_password: 'senha123' }, lang: 'en' });
  await capture('password-reset', 'success', 'POST', '/auth/password/reset/', { token: e2.access_token, json: { previous_password: 'senha123', new_password: 'Nova1234' } });
  await capture('password-reset', 'no-token', 'POST', '/auth/password/reset/', { json: { previous_password: 'senha123', new_password: 'Nova1234' } });

  await capture('verify-code-email', 'success', 'POST', '/users/me/verify-code/email/', { token: bruno.access_token, json: { email: 'bruno@example.com' } });
  await capture('verify-code-email', 'resend-too-soon', 'POST', '/users/me/verify-code/email/', { token: bruno.access_token, json: { email: 'bruno@example.com' }, lang: 'en' });
  const emailCode = await api.lastCode('bruno@example.com');
  await capture('verify-email', 'bad-code', 'PUT', '/users/me/verify/email/', { token: bruno.access_token, json: { code: 'ZZZZZ9' }, lang: 'en' });
  await capture('verify-email', 'success', 'PUT', '/users/me/verify/email/', { token: bruno.access_token, json: { code: emailCode } });

  await capture('verify-code-phone', 'invalid-number', 'POST', '/users/me/verify-code/phone-number/', { token: bruno.access_token, json: { phone_number: '123' }, lang: 'en' });
  await capture('verify-code-phone', 'signup-number', 'POST', '/users/me/verify-code/phone-number/', { token: bruno.access_token, json: { phone_number: '+55 21 99876 5432' } });
  api.advance(31);
  await capture('verify-code-phone', 'settings-delivery', 'POST', '/users/me/verify-code/phone-number/', { token: bruno.access_token, json: { delivery_by: 'WHATSAPP' } });
  const phoneCode = await api.lastCode('+55 21 99876 5432');
  await capture('verify-phone', 'success', 'PUT', '/users/me/verify/phone-number/', { token: bruno.access_token, json: { code: phoneCode } });

  await capture('users-verify', 'success', 'POST', '/users/verify', { token: a.access_token, json: { delivery_by: 'SMS', phone_number: '+55 11 91234 5678' } });

  await capture('users-me', 'basic', 'GET', '/users/me/', { token: a.access_token });
  const e3 = await api.signIn('elena@example.com', 'Nova1234');
  await capture('users-me', 'complete', 'GET', '/users/me/', { token: e3.access_token });
  await capture('users-me', 'invalid-token', 'GET', '/users/me/', { token: 'expired.or.forged' });

  const fabio = await api.signIn('fabio@example.com', 'abc123');
  await capture('users-me-patch', 'phone-json', 'PATCH', '/users/me/', { token: fabio.access_token, json: { phone_number: '+55 (11) 91111-2222' } });
  const form = new FormData();
  form.set('name', 'Fábio Nunes');
  form.set('gender', 'CUSTOM text up to 32 chars');
  form.set('native_language', 'pt');
  form.set('birthdate', '1995-02-28');
  await capture('users-me-patch', 'profile-multipart', 'PATCH', '/users/me/', { token: fabio.access_token, form });
  const bad = new FormData();
  bad.set('birthdate', '1995-02-30');
  await capture('users-me-patch', 'bad-birthdate', 'PATCH', '/users/me/', { token: fabio.access_token, form: bad, lang: 'en' });
  const av = new FormData();
  av.set('avatar', new Blob([PNG], { type: 'image/png' }), 'pp.png');
  await capture('users-me-patch', 'avatar', 'PATCH', '/users/me/', { token: fabio.access_token, form: av });
  const fake = new FormData();
  fake.set('avatar', new Blob(['GIF89a'], { type: 'image/png' }), 'pp.png');
  await capture('users-me-patch', 'avatar-not-image', 'PATCH', '/users/me/', { token: fabio.access_token, form: fake, lang: 'en' });

  await capture('languages', 'pt', 'GET', '/languages/');
  await capture('languages', 'en', 'GET', '/languages/', { lang: 'en' });

  const addr = { country: 'Brazil', postal_code: '01001-000', address: 'Praça da Sé, 1', neighborhood: 'Sé', city: 'São Paulo', state: 'SP', complement: 'Sala 2' };
  await capture('address', 'success', 'PUT', '/users/me/address/', { token: fabio.access_token, json: addr });
  await capture('address', 'bad-postal-code', 'PUT', '/users/me/address/', { token: fabio.access_token, json: { ...addr, postal_code: '0100-10' } });

  await capture('platforms', 'academy', 'GET', '/platforms', { token: a.access_token });
  await capture('platforms', 'academy-and-talks', 'GET', '/platforms', { token: e3.access_token });
  await capture('platforms', 'none', 'GET', '/platforms', { token: fabio.access_token });
  void elena;

  await capture('ext-countries', 'name-independent', 'GET', '/__ext/countries/v3.1/all?fields=name,independent');
  await capture('ext-ibge-states', 'all', 'GET', '/__ext/ibge/api/v1/localidades/estados');
  await capture('ext-viacep', 'known-01001000', 'GET', '/__ext/viacep/ws/01001000/json/');
  await capture('ext-viacep', 'unknown-99999999', 'GET', '/__ext/viacep/ws/99999999/json/');
  await capture('ext-viacep', 'malformed', 'GET', '/__ext/viacep/ws/0100/json/');

  // The extensions, as their flows call them (src/flows/passkeys-flow, sessions-flow, account-data-flow, reauth-flow).
  const gil = { name: 'Gil Prado', email: 'gil@example.com', confirm_email: 'gil@example.com', password: 'senha123' };
  await api.call('POST', '/users/create-account/', { json: gil });
  const g = await api.signIn('gil@example.com');
  const page = { token: g.access_token, headers: { origin: PAGE } };
  /** A passkey made in the software authenticator and registered under `name` (captured as `scenario` when given). */
  const addPasskey = async (name: string, scenario?: string) => {
    const opts = scenario ? await capture('passkey-options', scenario, 'POST', '/users/me/passkeys/options/', page) : await api.call('POST', '/users/me/passkeys/options/', page);
    const made = createPasskey(opts.body.options, PAGE);
    const body = { challenge_id: opts.body.challenge_id, credential: made.response, name };
    const added = scenario ? await capture('passkey-register', scenario, 'POST', '/users/me/passkeys/', { ...page, json: body }) : await api.call('POST', '/users/me/passkeys/', { ...page, json: body });
    return { id: added.body.id as string, passkey: made.passkey };
  };
  const laptop = await addPasskey('Laptop');
  await capture('passkeys-list', 'one', 'GET', '/users/me/passkeys/', page);
  const chrome = await addPasskey('Chrome on Linux', 'success');
  await capture('passkey-rename', 'success', 'PATCH', `/users/me/passkeys/${laptop.id}/`, { ...page, json: { name: 'Work phone' } });
  await capture('passkey-rename', 'too-long', 'PATCH', `/users/me/passkeys/${laptop.id}/`, { ...page, json: { name: 'x'.repeat(65) }, lang: 'en' });
  const g2 = await api.signIn('gil@example.com');
  await api.signIn('gil@example.com');
  await capture('sessions-list', 'three', 'GET', '/users/me/sessions/', page);
  const sessions = (await api.call('GET', '/users/me/sessions/', page)).body as { id: string; current: boolean }[];
  const other = sessions.find((x) => !x.current);
  await capture('session-revoke', 'success', 'DELETE', `/users/me/sessions/${other?.id}/`, page);
  await capture('sessions-revoke-others', 'success', 'DELETE', '/users/me/sessions/others/', page);
  await capture('account-export', 'success', 'GET', '/users/me/export/', page);
  api.advance(RECENT_AUTH_MS / 1000 + 1); // the sign-in is no longer recent
  await capture('passkey-options', 'not-recent', 'POST', '/users/me/passkeys/options/', { ...page, lang: 'en' });
  await capture('account-delete', 'not-recent', 'DELETE', '/users/me/', { ...page, lang: 'en' });
  await capture('reauthenticate', 'wrong-password', 'POST', '/auth/reauthenticate/', { ...page, json: { password: 'errada123' }, lang: 'en' });
  await capture('reauthenticate', 'password', 'POST', '/auth/reauthenticate/', { ...page, json: { password: 'senha123' } });
  const ro = await capture('reauth-options', 'success', 'POST', '/auth/reauthenticate/options/', page);
  await capture('reauthenticate', 'passkey', 'POST', '/auth/reauthenticate/', { ...page, json: { challenge_id: ro.body.challenge_id, credential: assertPasskey(chrome.passkey, ro.body.options, PAGE) } });
  await capture('passkey-remove', 'success', 'DELETE', `/users/me/passkeys/${laptop.id}/`, page);
  await capture('account-delete', 'success', 'DELETE', '/users/me/', page);
  void g2;
} finally {
  await api.server.stop();
}
console.log(`${written.length} fixtures written to tests/fixtures/:\n${written.join('\n')}`);
