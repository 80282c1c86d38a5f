// @vitest-environment happy-dom
// @vitest-environment-options {"url":"https://app.lingora.example/profile"}
// The calls against answers another spec-following API could give (tests/fixtures/other-api/):
// 200 vs 201, no body vs a JSON one, fields the portal doesn't use, nulls left out, error lists.
// Where spec §7 shows no answer, any 2xx is success; elsewhere only what the portal reads counts.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import Cookies from 'js-cookie';
import * as signInCalls from './calls.ts';
import * as accountCalls from './account-calls.ts';
import { configureClient, resetClient, type ApiError } from './client.ts';
import { $config, configure } from '../config.ts';
import { readTokens } from '../session.ts';
import { storeSession } from '../session-store.ts';
import '../session-refresh.ts';

/** Every call of spec §7: what sign-in needs and the account's others. */
const calls = { ...signInCalls, ...accountCalls };

interface Fixture {
  note: string;
  request: { method: string; path: string };
  status: number;
  body?: unknown;
  /** A body that is not JSON. */
  text?: string;
  contentType?: string;
}

const FIXTURES = import.meta.glob<Fixture>('../../../tests/fixtures/other-api/**/*.json', { eager: true, import: 'default' });
const fixture = (name: string): Fixture => {
  const fx = FIXTURES[`../../../tests/fixtures/other-api/${name}.json`];
  if (!fx) throw new Error(`no fixture ${name}`);
  return fx;
};

const API = 'https://api.lingora.example';
const JSON_TYPE = { 'content-type': 'application/json' };
const user = {
  id: 'u-42', name: 'Ana Lima', email: 'ana@example.com', avatar: null, birthdate: '1990-01-31', gender: 'FEMALE',
  native_language: 'pt', phone_number: '+55 (11) 91234-5678', address: null, active: true,
};

function respond(fx: Fixture): Response {
  const body = fx.text ?? (fx.body === undefined ? null : JSON.stringify(fx.body));
  return new Response(fx.status === 204 ? null : body, { status: fx.status, headers: { 'content-type': fx.contentType ?? 'application/json' } });
}

let sent: { method: string; path: string }[];
const answerJson = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: JSON_TYPE });

/** The fake API: `answer` gets each call (recorded in `sent`) with its bearer. */
function fakeApi(answer: (call: { method: string; path: string; auth: string | null }) => Response): void {
  configureClient({
    sleep: async () => undefined,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = { method: init?.method ?? 'GET', path: new URL(String(input)).pathname };
      sent.push(call);
      return answer({ ...call, auth: new Headers(init?.headers).get('authorization') });
    }) as typeof globalThis.fetch,
  });
}

const answers = (fx: Fixture, call: { method: string; path: string }) => fx.request.method === call.method && fx.request.path === call.path;

/** The API answers `fx` for its call, the reference API's GET /users/me/ for that, and 500 otherwise. */
function serve(...fixtures: Fixture[]): void {
  fakeApi((call) => {
    const fx = fixtures.find((f) => answers(f, call));
    if (fx) return respond(fx);
    return call.method === 'GET' && call.path === '/users/me/' ? answerJson(200, user) : answerJson(500, {});
  });
}

const before = $config.get();
beforeEach(() => {
  configure({ apiBase: API });
  resetClient();
  sent = [];
});
afterEach(() => {
  $config.set(before);
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/', domain: 'lingora.example' });
});

describe('where spec §7 shows no answer, any 2xx is success, whatever its body', () => {
  const account = { name: 'Fábio', email: 'fabio@example.com', confirm_email: 'fabio@example.com', password: 'abc123', source: 'ACCOUNT' };
  test.each([
    ['create-account/201-no-body', () => calls.createAccount(account)],
    ['create-account/200-empty-object', () => calls.createAccount(account)],
    ['create-account/201-uuid-and-links', () => calls.createAccount(account)],
    ['sign-out-global/200-detail', () => calls.signOutGlobal('r', 'a')],
    ['sign-out-global/202-no-body', () => calls.signOutGlobal('r', 'a')],
    ['verify-code-email/204-no-body', () => calls.sendEmailCode('ana@example.com')],
    ['verify-code-email/200-message', () => calls.sendEmailCode('ana@example.com')],
    ['verify-code-phone/settings-200-detail', () => calls.sendPhoneCode({ delivery_by: 'SMS' })],
    ['verify-code-phone/settings-202-no-body', () => calls.sendPhoneCode({ delivery_by: 'SMS' })],
    ['verify-code-phone/signup-201-created-false', () => calls.sendPhoneCode({ phone_number: '+5511912345678' })],
    ['password-forgot/202-no-body', () => calls.forgotPassword('ana@example.com')],
    ['users-verify/200-sent', () => calls.requestPhoneChange('+5511912345678')],
    ['users-verify/204-no-body', () => calls.requestPhoneChange('+5511912345678')],
  ])('%s', async (name, call) => {
    serve(fixture(name));
    await expect(call()).resolves.toBeUndefined();
    expect(sent).toHaveLength(1);
  });

  test.each(['activate-verify/200-html', 'activate-verify/200-no-body'])('%s: the activation check reads the status only', async (name) => {
    serve(fixture(name));
    await expect(calls.activateVerify('carla@example.com')).resolves.toBe('activate');
  });
});

describe('where the portal reads an answer, only what it reads is checked', () => {
  test('sign-in with fields of its own', async () => {
    serve(fixture('sign-in/extra-fields'));
    await expect(calls.signIn('ana@example.com', 'abc123')).resolves.toMatchObject({ auth_state: 'AUTHENTICATED', session: { access_token: 'a' } });
  });

  test('a user whose empty fields are left out reads them as null', async () => {
    serve(fixture('users-me/nulls-left-out'));
    await expect(calls.getMe()).resolves.toMatchObject({ id: 'u-42', name: 'Ana Lima', avatar: null, phone_number: null, address: null, active: true });
  });

  test('a product record without its empty fields', async () => {
    serve(fixture('product/nulls-left-out'));
    await expect(calls.getProduct('talks')).resolves.toMatchObject({ name: 'Lingora Talks', logo: null, background_image: null, callback_url: null, brand_color: '#c2410c' });
  });

  test('201 instead of 200, with fields of its own, for the email check', async () => {
    serve(fixture('verify-email/201-active-extra'));
    await expect(calls.verifyEmail('abc123')).resolves.toMatchObject({ active: true });
  });

  test("PATCH /users/me/ answering only spec §7's id, gender and birthdate: the user is read back", async () => {
    serve(fixture('users-me-patch/spec-fields-only'));
    await expect(calls.updateProfile({ gender: 'FEMALE' })).resolves.toEqual(user);
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['PATCH /users/me/', 'GET /users/me/']);
  });
});

describe('the refresh path is a setting, and the session may come wrapped or not', () => {
  function signedIn(): void {
    storeSession({ access_token: 'old', refresh_token: 'r1', id_token: 'e30.e30.sig', expires_in: 3600 });
  }
  /** A 401 for the old token, then the recorded refresh, then the call repeated with the new token. */
  function expiring(refresh: Fixture): void {
    fakeApi((call) => {
      if (answers(refresh, call)) return respond(refresh);
      return call.auth === 'Bearer new-access' ? answerJson(200, user) : answerJson(401, { detail: 'Invalid token.' });
    });
  }

  test('at ACCOUNTS_REFRESH_PATH, the session at the top of the answer', async () => {
    configure({ refreshPath: '/auth/token/refresh/' });
    signedIn();
    expiring(fixture('refresh/bare-session-other-path'));
    await expect(calls.getMe()).resolves.toMatchObject({ id: 'u-42' });
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['GET /users/me/', 'POST /auth/token/refresh/', 'GET /users/me/']);
    expect(readTokens()).toMatchObject({ access: 'new-access', refresh: 'r1' });
  });

  test('at the default path, wrapped in {session}, 201, with fields of its own', async () => {
    signedIn();
    expiring(fixture('refresh/wrapped-extra-fields'));
    await expect(calls.getMe()).resolves.toMatchObject({ id: 'u-42' });
    expect(sent[1]).toEqual({ method: 'POST', path: '/auth/refresh/' });
    expect(readTokens().access).toBe('new-access');
  });
});

describe("error bodies as spec §8's readers take them", () => {
  async function failure(name: string, call: () => Promise<unknown>): Promise<ApiError> {
    serve(fixture(name));
    return call().then(() => { throw new Error('resolved'); }, (e: ApiError) => e);
  }

  test('an errors list of strings, joined by line breaks', async () => {
    const e = await failure('sign-in/400-errors-list', () => calls.signIn('ana@example.com', 'wrong1'));
    expect(e).toMatchObject({ kind: 'validation', status: 400, message: 'Usuário ou senha incorretos.\nTentativas restantes: 4' });
  });

  test('a JSON:API errors list: its detail, and the field its pointer names', async () => {
    const e = await failure('create-account/409-errors-json-api', () => calls.createAccount({ name: 'F', email: 'f@example.com', confirm_email: 'f@example.com', password: 'abc123', source: 'ACCOUNT' }));
    expect(e).toMatchObject({ kind: 'http', status: 409, message: 'Este email já está cadastrado.', field: 'email' });
  });

  test('an errors list whose items name their field', async () => {
    const e = await failure('address/422-errors-field', () => calls.saveAddress({ country: 'Brazil', postal_code: '00000-000', address: 'R', neighborhood: 'N', city: 'C', state: 'SP', complement: '' }));
    expect(e).toMatchObject({ kind: 'validation', status: 422, message: 'CEP inválido.', field: 'postal_code' });
  });

  test('errors.details', async () => {
    const e = await failure('password-reset/400-errors-details', () => calls.changePassword('old1', 'new1'));
    expect(e).toMatchObject({ kind: 'validation', message: 'Senha atual incorreta.' });
  });
});
