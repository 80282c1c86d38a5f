// @vitest-environment node
// Contract tests for sign-up, verifications, /users/me*, address, platforms, products and languages.
import { describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { ActiveResult, Created, CreatedAccount, ErrorBody, Product, VerificationList } from '../../src/core/api/schemas.ts';
import { Address, LanguageList, Platforms, User } from '../../src/core/api/account-schemas.ts';
import { testApiForFile } from './test-helpers.ts';

const api = testApiForFile();

const expectError = (r: { status: number; body: unknown }, status: number, field?: string) => {
  expect(r.status).toBe(status);
  assert(r.body, ErrorBody);
  if (field) expect((r.body as { field?: string }).field).toBe(field);
};

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);

describe('sign-up', () => {
  it('creates an active account with an unverified email and sends a code', async () => {
    const r = await api.call('POST', '/users/create-account/', {
      json: { name: 'Fábio Nunes', email: 'Fabio@Example.com', confirm_email: 'fabio@example.com', password: 'abc123', source: 'talks' },
    });
    expect(r.status).toBe(201);
    assert(r.body, CreatedAccount);
    expect(r.body).toMatchObject({ name: 'Fábio Nunes', email: 'fabio@example.com' });
    const row = (await api.server.db.query<{ source: string; activated: boolean; password_hash: string }>("SELECT source, activated, password_hash FROM users WHERE email='fabio@example.com'")).rows[0]!;
    expect(row.source).toBe('TALKS');
    expect(row.activated).toBe(true);
    expect(row.password_hash.startsWith('scrypt$')).toBe(true);
    expect(await api.lastCode('fabio@example.com')).toMatch(/^[A-Z0-9]{6}$/);
    const s = await api.signIn('fabio@example.com', 'abc123');
    const v = await api.call('GET', '/users/verify/active/?email=fabio@example.com', { token: s.access_token });
    assert(v.body, VerificationList);
    expect(v.body).toEqual([{ type_validation: 'EMAIL', active: false }]);
  });

  it('validates name, email, confirm_email, password and duplicates', async () => {
    const base = { name: 'X', email: 'new@example.com', confirm_email: 'new@example.com', password: 'abc123', source: 'ACCOUNT' };
    expectError(await api.call('POST', '/users/create-account/', { json: { ...base, name: ' ' } }), 400, 'name');
    expectError(await api.call('POST', '/users/create-account/', { json: { ...base, email: 'nope' } }), 400, 'email');
    const mismatch = await api.call('POST', '/users/create-account/', { json: { ...base, confirm_email: 'other@example.com' }, lang: 'en' });
    expectError(mismatch, 400, 'confirm_email');
    expect(mismatch.body.detail).toBe('Given emails are differents');
    const rule = await api.call('POST', '/users/create-account/', { json: { ...base, password: 'abcdef' }, lang: 'en' });
    expectError(rule, 400, 'password');
    expect(rule.body.detail).toBe('It must contain a combination of letters and numbers with at least 6 characters.');
    expectError(await api.call('POST', '/users/create-account/', { json: { ...base, password: 'a1' } }), 400, 'password');
    expectError(await api.call('POST', '/users/create-account/', { json: { ...base, email: 'ana@example.com', confirm_email: 'ana@example.com' } }), 409, 'email');
  });
});

describe('email verification', () => {
  it('resend 429 within 30 s, then verify with the code', async () => {
    const s = await api.signIn('bruno@example.com');
    const sent = await api.call('POST', '/users/me/verify-code/email/', { token: s.access_token, json: { email: 'bruno@example.com' } });
    expect(sent.status).toBe(201);
    assert(sent.body, Created);
    const again = await api.call('POST', '/users/me/verify-code/email/', { token: s.access_token, json: { email: 'bruno@example.com' } });
    expectError(again, 429);
    expect(Number(again.headers.get('retry-after'))).toBe(30);
    expect(again.body.retry_after).toBe(30);
    api.advance(10);
    expect((await api.call('POST', '/users/me/verify-code/email/', { token: s.access_token, json: { email: 'bruno@example.com' } })).headers.get('retry-after')).toBe('20');
    expectError(await api.call('POST', '/users/me/verify-code/email/', { token: s.access_token, json: { email: 'other@example.com' } }), 400, 'email');
    expectError(await api.call('POST', '/users/me/verify-code/email/', { json: { email: 'bruno@example.com' } }), 401);

    const code = await api.lastCode('bruno@example.com');
    expectError(await api.call('PUT', '/users/me/verify/email/', { token: s.access_token, json: { code: '12' } }), 400, 'code');
    const wrong = await api.call('PUT', '/users/me/verify/email/', { token: s.access_token, json: { code: code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA' }, lang: 'en' });
    expectError(wrong, 400, 'code');
    expect(wrong.body.detail).toBe('Verification code is expired or cannot be found. Request a new code!');
    const ok = await api.call('PUT', '/users/me/verify/email/', { token: s.access_token, json: { code } });
    expect(ok.status).toBe(200);
    assert(ok.body, ActiveResult);
    expect(ok.body.active).toBe(true);
    const v = await api.call('GET', '/users/verify/active/?email=bruno@example.com', { token: s.access_token });
    expect(v.body).toEqual([{ type_validation: 'EMAIL', active: true }]);
    const me = await api.call('GET', '/users/me/', { token: s.access_token });
    expect(me.body.active).toBe(true);
  });

  it('verify/active needs the bearer of the same account', async () => {
    const s = await api.signIn('ana@example.com');
    const v = await api.call('GET', '/users/verify/active/?email=ana@example.com', { token: s.access_token });
    expect(v.status).toBe(200);
    assert(v.body, VerificationList);
    expect(v.body).toHaveLength(2);
    expectError(await api.call('GET', '/users/verify/active/?email=ana@example.com'), 401);
    expectError(await api.call('GET', '/users/verify/active/?email=elena@example.com', { token: s.access_token }), 403);
  });

  it('code stored hashed in the database', async () => {
    const rows = (await api.server.db.query<{ code_hash: string }>('SELECT code_hash FROM codes')).rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('phone verification', () => {
  it('signup flow: send to a number, confirm, phone saved and verified', async () => {
    api.advance(31);
    const s = await api.signIn('bruno@example.com');
    expectError(await api.call('POST', '/users/me/verify-code/phone-number/', { token: s.access_token, json: { phone_number: '12345' } }), 400, 'phone_number');
    expectError(await api.call('POST', '/users/me/verify-code/phone-number/', { token: s.access_token, json: { delivery_by: 'PIGEON' } }), 400, 'delivery_by');
    const sent = await api.call('POST', '/users/me/verify-code/phone-number/', { token: s.access_token, json: { phone_number: '+55 21 99876 5432' } });
    expect(sent.status).toBe(201);
    assert(sent.body, Created);
    const box = (await api.call('GET', '/__dev/outbox?to=%2B55%2021%2099876%205432')).body;
    expect(box[0]).toMatchObject({ channel: 'SMS', purpose: 'VERIFY_PHONE' });
    expect(box[0].code).toMatch(/^\d{6}$/); // spec §4: a 6-digit code for phones
    // settings-style resend by channel goes to the pending number
    const resend = await api.call('POST', '/users/me/verify-code/phone-number/', { token: s.access_token, json: { delivery_by: 'WHATSAPP' } });
    expectError(resend, 429);
    api.advance(31);
    expect((await api.call('POST', '/users/me/verify-code/phone-number/', { token: s.access_token, json: { delivery_by: 'WHATSAPP' } })).status).toBe(201);
    const latest = (await api.call('GET', '/__dev/outbox?to=%2B55%2021%2099876%205432')).body[0];
    expect(latest.channel).toBe('WHATSAPP');
    expect(latest.code).toMatch(/^\d{6}$/);
    const ok = await api.call('PUT', '/users/me/verify/phone-number/', { token: s.access_token, json: { code: latest.code } });
    expect(ok.status).toBe(200);
    assert(ok.body, ActiveResult);
    const me = await api.call('GET', '/users/me/', { token: s.access_token });
    expect(me.body.phone_number).toBe('+55 21 99876 5432');
    const v = await api.call('GET', '/users/verify/active/?email=bruno@example.com', { token: s.access_token });
    expect(v.body).toContainEqual({ type_validation: 'PHONE_NUMBER', active: true });
  });

  it('settings change: POST /users/verify then confirm; 5 wrong codes kill it', async () => {
    const s = await api.signIn('ana@example.com');
    expectError(await api.call('POST', '/users/verify', { token: s.access_token, json: { delivery_by: 'SMS' } }), 400, 'phone_number');
    const sent = await api.call('POST', '/users/verify', { token: s.access_token, json: { delivery_by: 'SMS', phone_number: '+55 11 91234 5678' } });
    expect(sent.status).toBe(201);
    assert(sent.body, Created);
    const code = await api.lastCode('+55 11 91234 5678');
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    for (let i = 0; i < 5; i++) expect((await api.call('PUT', '/users/me/verify/phone-number/', { token: s.access_token, json: { code: wrong } })).status).toBe(400);
    expectError(await api.call('PUT', '/users/me/verify/phone-number/', { token: s.access_token, json: { code } }), 400, 'code');
    api.advance(31);
    await api.call('POST', '/users/verify/', { token: s.access_token, json: { delivery_by: 'SMS', phone_number: '+55 11 91234 5678' } });
    const code2 = await api.lastCode('+55 11 91234 5678');
    expect((await api.call('PUT', '/users/me/verify/phone-number/', { token: s.access_token, json: { code: code2 } })).status).toBe(200);
    expect((await api.call('GET', '/users/me/', { token: s.access_token })).body.phone_number).toBe('+55 11 91234 5678');
  });

  it('phone code expires after 10 minutes', async () => {
    api.advance(31);
    const s = await api.signIn('ana@example.com');
    await api.call('POST', '/users/verify', { token: s.access_token, json: { delivery_by: 'SMS', phone_number: '+55 11 95555 0000' } });
    const code = await api.lastCode('+55 11 95555 0000');
    api.advance(601);
    const fresh = await api.signIn('ana@example.com');
    expectError(await api.call('PUT', '/users/me/verify/phone-number/', { token: fresh.access_token, json: { code } }), 400);
  });
});

describe('profile', () => {
  it('GET /users/me/ matches the User schema (complete profile)', async () => {
    const s = await api.signIn('elena@example.com');
    const me = await api.call('GET', '/users/me', { token: s.access_token });
    expect(me.status).toBe(200);
    assert(me.body, User);
    expect(me.body).toMatchObject({ birthdate: '1990-04-15', gender: 'FEMALE', native_language: 'es', active: true });
    assert(me.body.address, Address);
  });

  it('PATCH JSON phone_number and multipart profile fields', async () => {
    const s = await api.signIn('fabio@example.com', 'abc123');
    const p = await api.call('PATCH', '/users/me/', { token: s.access_token, json: { phone_number: '+1 (415) 555-0100' } });
    expect(p.status).toBe(200);
    assert(p.body, User);
    expect(p.body.phone_number).toBe('+1 (415) 555-0100');
    expectError(await api.call('PATCH', '/users/me/', { token: s.access_token, json: { phone_number: 'abc' } }), 400, 'phone_number');

    const form = new FormData();
    form.set('name', 'Fábio N.');
    form.set('gender', 'Não binário');
    form.set('native_language', 'pt');
    form.set('birthdate', '1995-02-28');
    const m = await api.call('PATCH', '/users/me/', { token: s.access_token, form });
    expect(m.status).toBe(200);
    assert(m.body, User);
    expect(m.body).toMatchObject({ name: 'Fábio N.', gender: 'Não binário', native_language: 'pt', birthdate: '1995-02-28' });

    const enumForm = new FormData();
    enumForm.set('gender', 'male');
    expect((await api.call('PATCH', '/users/me/', { token: s.access_token, form: enumForm })).body.gender).toBe('MALE');

    const bad = async (k: string, v: string) => {
      const f = new FormData();
      f.set(k, v);
      expectError(await api.call('PATCH', '/users/me/', { token: s.access_token, form: f }), 400, k);
    };
    await bad('gender', 'x'.repeat(33));
    await bad('birthdate', '1995-02-30');
    await bad('birthdate', '15/02/1995');
    await bad('native_language', 'xx');
    await bad('name', '');
  });

  it('avatar: PNG and JPEG by magic bytes, served back; others 400; > 2 MiB 413', async () => {
    const s = await api.signIn('fabio@example.com', 'abc123');
    const f = new FormData();
    f.set('avatar', new Blob([PNG], { type: 'image/png' }), 'pp.png');
    const r = await api.call('PATCH', '/users/me/', { token: s.access_token, form: f });
    expect(r.status).toBe(200);
    assert(r.body, User);
    expect(r.body.avatar).toMatch(new RegExp(`^${api.url}/media/avatars/[0-9a-f-]{36}\\.png$`));
    const img = await fetch(r.body.avatar!);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await img.arrayBuffer()).equals(PNG)).toBe(true);

    const j = new FormData();
    j.set('avatar', new Blob([JPEG], { type: 'image/jpeg' }), 'pp.jpg');
    const rj = await api.call('PATCH', '/users/me/', { token: s.access_token, form: j });
    expect(rj.status).toBe(200);
    expect(rj.body.avatar).not.toBe(r.body.avatar);
    expect((await fetch(r.body.avatar!)).status).toBe(404);

    // a bad field in the same form rejects the whole update, avatar included
    const mixed = new FormData();
    mixed.set('birthdate', '2001-13-01');
    mixed.set('avatar', new Blob([PNG], { type: 'image/png' }), 'pp.png');
    expectError(await api.call('PATCH', '/users/me/', { token: s.access_token, form: mixed }), 400, 'birthdate');
    expect((await api.call('GET', '/users/me/', { token: s.access_token })).body.avatar).toBe(rj.body.avatar);

    const fake = new FormData();
    fake.set('avatar', new Blob(['<svg xmlns="http://www.w3.org/2000/svg"></svg>'], { type: 'image/png' }), 'pp.png');
    expectError(await api.call('PATCH', '/users/me/', { token: s.access_token, form: fake }), 400, 'avatar');

    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const bf = new FormData();
    bf.set('avatar', new Blob([big], { type: 'image/png' }), 'pp.png');
    expectError(await api.call('PATCH', '/users/me/', { token: s.access_token, form: bf }), 413);
    const huge = new FormData();
    huge.set('avatar', new Blob([new Uint8Array(3 * 1024 * 1024)], { type: 'image/png' }), 'pp.png');
    expect((await api.call('PATCH', '/users/me/', { token: s.access_token, form: huge })).status).toBe(413);
  });

  it('PUT /users/me/address/ stores the postal code without dashes', async () => {
    const s = await api.signIn('fabio@example.com', 'abc123');
    const a = { country: 'Brazil', postal_code: '01001-000', address: 'Praça da Sé, 1', neighborhood: 'Sé', city: 'São Paulo', state: 'SP', complement: '' };
    const r = await api.call('PUT', '/users/me/address/', { token: s.access_token, json: a });
    expect(r.status).toBe(200);
    assert(r.body, Address);
    expect(r.body.postal_code).toBe('01001000');
    expect((await api.call('GET', '/users/me/', { token: s.access_token })).body.address).toEqual(r.body);
    const bad = await api.call('PUT', '/users/me/address/', { token: s.access_token, json: { ...a, postal_code: '0100-100' } });
    expectError(bad, 400, 'postal_code');
    expect(bad.body.detail).toBe('Código postal inválido');
    expectError(await api.call('PUT', '/users/me/address/', { token: s.access_token, json: { ...a, city: '' } }), 400, 'city');
    const pt = await api.call('PUT', '/users/me/address/', { token: s.access_token, json: { ...a, country: 'Portugal', postal_code: '1000-001', state: 'Lisboa' } });
    expect(pt.status).toBe(200);
    expect(pt.body.postal_code).toBe('1000001');
  });

  it('GET /platforms per user', async () => {
    const ana = await api.signIn('ana@example.com');
    const elena = await api.signIn('elena@example.com');
    const a = await api.call('GET', '/platforms', { token: ana.access_token });
    assert(a.body, Platforms);
    expect(a.body).toEqual(['ACADEMY']);
    expect((await api.call('GET', '/platforms/', { token: elena.access_token })).body).toEqual(['ACADEMY', 'LINGORA_TALKS']);
    expectError(await api.call('GET', '/platforms'), 401);
  });
});

describe('public reads', () => {
  it('GET /products/{product}/', async () => {
    for (const id of ['lingora', 'talks', 'yowza', 'lms', 'lingora-io']) {
      const r = await api.call('GET', `/products/${id}/`);
      expect(r.status).toBe(200);
      assert(r.body, Product);
      expect(r.body.brand_color).toMatch(/^#[0-9a-f]{6}$/);
      const logo = await fetch(r.body.logo!);
      expect(logo.status).toBe(200);
      expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    }
    const d = await api.call('GET', '/products/lingora/');
    expect(d.body).toMatchObject({ name: 'Lingora Academy', brand_color: '#6b3fa0' });
    // Sandbox product links follow the API's own origin (here a random port), never a fixed 8787.
    const talks = (await api.call('GET', '/products/talks')).body;
    expect(talks.callback_url).toBe(`${api.url}/__dev/sites/talks/callback`);
    expect(talks.logo).toBe(`${api.url}/assets/logos/talks.svg`);
    expect((await fetch(talks.callback_url)).status).toBe(200);
    expectError(await api.call('GET', '/products/unknown/'), 404);
  });

  it('GET /languages/ in the caller language', async () => {
    const r = await api.call('GET', '/languages/', { lang: 'en' });
    assert(r.body, LanguageList);
    expect(r.body.results.length).toBeGreaterThanOrEqual(10);
    expect(r.body.results).toContainEqual({ code: 'en', name: 'English' });
    expect((await api.call('GET', '/languages/')).body.results).toContainEqual({ code: 'en', name: 'Inglês' });
  });
});
