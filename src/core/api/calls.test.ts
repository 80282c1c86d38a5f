import { beforeEach, describe, expect, test } from 'vitest';
import * as signInCalls from './calls.ts';
import * as accountCalls from './account-calls.ts';
import { configureClient, onApiError } from './client.ts';
import { fakeNetwork, json, type Sent } from '../../../tests/unit/fake-network.ts';

/** Every call of spec §7: what sign-in needs and the account's others. */
const calls = { ...signInCalls, ...accountCalls };

const API = 'https://api.lingora.example';
const user = {
  id: 7, name: 'Ana', email: 'ana@lingora.example', avatar: null, birthdate: '1990-01-31', gender: 'FEMALE',
  native_language: 'pt', phone_number: null, address: null, active: true,
};
const address = {
  country: 'Brazil', postal_code: '01001-000', address: 'Praça da Sé', neighborhood: 'Sé', city: 'São Paulo',
  state: 'SP', complement: '',
};

let sent: Sent[];
let answer: (req: Sent) => Response;

beforeEach(() => {
  sent = [];
  answer = () => json(200, {});
  fakeNetwork(API, (req) => {
    sent.push(req);
    return answer(req);
  });
});

function formEntries(body: unknown): Record<string, unknown> {
  expect(body).toBeInstanceOf(FormData);
  return Object.fromEntries((body as FormData).entries());
}

describe('activateVerify', () => {
  test('200 means activation is needed', async () => {
    answer = () => json(200, {});
    await expect(calls.activateVerify('a@b.c')).resolves.toBe('activate');
    expect(sent[0]).toMatchObject({ method: 'GET', url: `${API}/auth/activate/verify/?email=a@b.c` });
    await calls.activateVerify('a+tag@b.c');
    expect(new URL(sent[1]?.url ?? '').searchParams.get('email')).toBe('a+tag@b.c');
  });

  test.each([303, 404, 400, 500, 503])('%i continues to password sign-in, at once (asked once)', async (status) => {
    answer = () => json(status, {});
    await expect(calls.activateVerify('a@b.c')).resolves.toBe('signin');
    expect(sent).toHaveLength(1);
  });

  test('a redirect is the answer, not followed: it continues to sign-in', async () => {
    let redirect: RequestRedirect | undefined;
    configureClient({
      fetch: (async (_input: RequestInfo | URL, init?: RequestInit) => {
        redirect = init?.redirect;
        const res = new Response(null, { status: 200 });
        Object.defineProperty(res, 'type', { value: 'opaqueredirect' }); // what a browser gives for 'manual'
        Object.defineProperty(res, 'status', { value: 0 });
        return res;
      }) as typeof globalThis.fetch,
    });
    await expect(calls.activateVerify('a@b.c')).resolves.toBe('signin');
    expect(redirect).toBe('manual');
  });

  test('its answers are not failures: no accounts-error for a 303 or a 404', async () => {
    const failures: unknown[] = [];
    const off = onApiError((e) => failures.push(e));
    try {
      for (const status of [303, 404, 200]) {
        answer = () => json(status, {});
        await calls.activateVerify('a@b.c');
      }
      expect(failures).toEqual([]);
    } finally {
      off();
    }
  });

  test('a network failure is not a status: it is rethrown', async () => {
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(calls.activateVerify('a@b.c')).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('activateStatus (the activate page: only 303 or 404 go to sign-in)', () => {
  test.each([200, 303, 404, 400])('answers %i as it came', async (status) => {
    answer = () => json(status, {});
    await expect(calls.activateStatus('a@b.c')).resolves.toBe(status);
  });

  test('a 5xx still there after the retries is a failure, not an answer', async () => {
    answer = () => json(500, {});
    await expect(calls.activateStatus('a@b.c')).rejects.toMatchObject({ kind: 'http', status: 500 });
    expect(sent.length).toBeGreaterThan(1); // retried first
  });
});

describe('a session without expires_in (spec §9: the access cookie then lives 1 day)', () => {
  test.each([{}, { expires_in: null }])('sign-in and refresh answers %j are accepted', async (extra) => {
    const session = { access_token: 'a', refresh_token: 'r', id_token: 'i', ...extra };
    answer = (req) => (req.url.endsWith('/auth/refresh/')
      ? json(200, { session: { access_token: 'n', ...extra } })
      : json(200, { auth_state: 'AUTHENTICATED', session, user_attributes: { email: 'a@b.c' }, session_token: null }));
    await expect(calls.signIn('a@b.c', 'abc123')).resolves.toMatchObject({ session: { access_token: 'a' } });
    await expect(calls.refresh('r', 'a@b.c')).resolves.toMatchObject({ access_token: 'n' });
  });
});

describe('paths and payloads follow the spec table', () => {
  test('auth calls', async () => {
    answer = (req) =>
      req.url.endsWith('/auth/sign-in/')
        ? json(200, { auth_state: 'AUTHENTICATED', session: null, user_attributes: { email: 'a@b.c' }, session_token: null })
        : req.url.endsWith('/auth/password/complete/')
          ? json(200, { auth_state: 'AUTHENTICATED' })
          : req.url.endsWith('/auth/refresh/')
            ? json(200, { session: { access_token: 'n', expires_in: 60 } })
            : json(200, {});
    await calls.activatePassword('a@b.c', 'abc123');
    await calls.activatePassword('a@b.c', 'abc123', 'ab12cd');
    await calls.resendActivationCode('a@b.c');
    await calls.signIn('a@b.c', 'abc123');
    await calls.signIn('a@b.c', 'abc123', 'https://talks.example/cb');
    await calls.signOutGlobal('ref');
    await calls.signOutGlobal();
    await calls.completeNewPassword('a@b.c', 'new123', 'sess');
    await calls.refresh('ref', 'a@b.c');
    await calls.forgotPassword('a@b.c');
    await calls.forgotPasswordReset('a@b.c', 'abc123', 'ab12cd');
    await calls.changePassword('old123', 'new123');
    expect(sent).toEqual([
      { method: 'PATCH', url: `${API}/auth/activate/password/`, body: { email: 'a@b.c', password: 'abc123' } },
      { method: 'PATCH', url: `${API}/auth/activate/password/`, body: { email: 'a@b.c', password: 'abc123', confirmation_code: 'AB12CD' } },
      { method: 'POST', url: `${API}/auth/activate/code/`, body: { email: 'a@b.c' } },
      { method: 'POST', url: `${API}/auth/sign-in/`, body: { email: 'a@b.c', password: 'abc123' } },
      { method: 'POST', url: `${API}/auth/sign-in/`, body: { email: 'a@b.c', password: 'abc123', callback_url: 'https://talks.example/cb' } },
      { method: 'POST', url: `${API}/auth/sign-out/global/?token=ref`, body: undefined },
      { method: 'POST', url: `${API}/auth/sign-out/global/`, body: undefined },
      { method: 'POST', url: `${API}/auth/password/complete/`, body: { new_password: 'new123', email: 'a@b.c', session_token: 'sess' } },
      { method: 'POST', url: `${API}/auth/refresh/`, body: { refresh_token: 'ref', email: 'a@b.c' } },
      { method: 'POST', url: `${API}/auth/password/forgot/`, body: { email: 'a@b.c' } },
      { method: 'POST', url: `${API}/auth/password/forgot/reset/`, body: { email: 'a@b.c', password: 'abc123', confirmation_code: 'AB12CD' } },
      { method: 'POST', url: `${API}/auth/password/reset/`, body: { previous_password: 'old123', new_password: 'new123' } },
    ]);
  });

  test('verification calls', async () => {
    answer = (req) =>
      req.url.includes('/users/verify/active/')
        ? json(200, [{ type_validation: 'EMAIL', active: false }])
        : req.url.includes('/verify/') && req.method === 'PUT'
          ? json(200, { active: true })
          : req.url.includes('/verify-code/phone-number/') && (req.body as Record<string, unknown>).delivery_by
            ? json(201, { created: true })
            : json(200, {});
    await expect(calls.verificationsActive('a@b.c')).resolves.toEqual([{ type_validation: 'EMAIL', active: false }]);
    await calls.sendEmailCode('a@b.c');
    await expect(calls.verifyEmail('ab12cd')).resolves.toEqual({ active: true });
    await calls.sendPhoneCode({ phone_number: '+5511999998888' });
    await calls.sendPhoneCode({ delivery_by: 'WHATSAPP' });
    await calls.verifyPhone('zz9999');
    await calls.requestPhoneChange('+5511999998888');
    expect(sent).toEqual([
      { method: 'GET', url: `${API}/users/verify/active/?email=a@b.c`, body: undefined },
      { method: 'POST', url: `${API}/users/me/verify-code/email/`, body: { email: 'a@b.c' } },
      { method: 'PUT', url: `${API}/users/me/verify/email/`, body: { code: 'AB12CD' } },
      { method: 'POST', url: `${API}/users/me/verify-code/phone-number/`, body: { phone_number: '+5511999998888' } },
      { method: 'POST', url: `${API}/users/me/verify-code/phone-number/`, body: { delivery_by: 'WHATSAPP' } },
      { method: 'PUT', url: `${API}/users/me/verify/phone-number/`, body: { code: 'ZZ9999' } },
      { method: 'POST', url: `${API}/users/verify`, body: { delivery_by: 'SMS', phone_number: '+5511999998888' } },
    ]);
  });

  test('user and data calls', async () => {
    answer = (req) => {
      if (req.url.endsWith('/languages/')) return json(200, { results: [{ code: 'pt', name: 'Português' }] });
      if (req.url.endsWith('/platforms')) return json(200, ['LMS', 'ACADEMY']);
      if (req.url.endsWith('/address/')) return json(200, { ...address, postal_code: '01001000' });
      if (req.url.includes('/products/')) return json(200, { id: 1, name: 'talks', logo: null, background_image: null, callback_url: null, brand_color: null });
      if (req.url.endsWith('/create-account/')) return json(201, { id: 9, name: 'Ana', email: 'a@b.c' });
      return json(200, user);
    };
    await expect(calls.getMe()).resolves.toEqual(user);
    await expect(calls.getLanguages()).resolves.toEqual([{ code: 'pt', name: 'Português' }]);
    await expect(calls.getPlatforms()).resolves.toEqual(['LMS', 'ACADEMY']);
    await calls.getProduct('talks');
    await calls.createAccount({ name: 'Ana', email: 'a@b.c', confirm_email: 'a@b.c', password: 'abc123', source: 'TALKS' });
    await calls.saveAddress(address);
    await calls.updatePhone('+5511999998888');
    expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET ${API}/users/me/`,
      `GET ${API}/languages/`,
      `GET ${API}/platforms`,
      `GET ${API}/products/talks/`,
      `POST ${API}/users/create-account/`,
      `PUT ${API}/users/me/address/`,
      `PATCH ${API}/users/me/`,
    ]);
    expect(sent[4]?.body).toEqual({ name: 'Ana', email: 'a@b.c', confirm_email: 'a@b.c', password: 'abc123', source: 'TALKS' });
    expect(sent[5]?.body).toEqual({ ...address, postal_code: '01001000' });
    expect(sent[6]?.body).toEqual({ phone_number: '+5511999998888' });
  });

  test('profile and avatar go as multipart forms', async () => {
    answer = () => json(200, user);
    await calls.updateProfile({ name: 'Ana', gender: 'FEMALE', native_language: 'pt', birthdate: '1990-01-31' });
    await calls.updateProfile({ name: 'Ana' });
    await calls.uploadAvatar(new Blob(['png'], { type: 'image/png' }));
    expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual(Array(3).fill(`PATCH ${API}/users/me/`));
    expect(formEntries(sent[0]?.body)).toEqual({ name: 'Ana', gender: 'FEMALE', native_language: 'pt', birthdate: '1990-01-31' });
    expect(formEntries(sent[1]?.body)).toEqual({ name: 'Ana' });
    const avatar = (sent[2]?.body as FormData).get('avatar');
    expect(avatar).toBeInstanceOf(File);
    expect((avatar as File).name).toBe('pp.png');
  });
});
