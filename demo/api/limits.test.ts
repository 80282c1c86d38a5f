// @vitest-environment node
// Caps on code sends (the SMS-pumping defence) and on scrypt-heavy calls (issue 25 item 6), with
// small limits so the test reaches them; client addresses are played with X-Forwarded-For.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApi, type Api } from './test-helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await startTestApi({
    trustProxy: true,
    limits: { email: { perAddress: 3, perDestination: 2, global: 5 }, text: { perAddress: 2, perDestination: 2, global: 3 }, heavyPerAddress: 2 },
  });
}, 60_000);
afterAll(async () => {
  await api?.server.stop();
});
beforeEach(() => {
  api.server.services.resetLimits();
  api.advance(3600); // new windows, and past every 30 s resend rule
});

const from = (address: string) => ({ 'x-forwarded-for': address });
const forgot = (email: string, address: string) => api.call('POST', '/auth/password/forgot/', { json: { email }, headers: from(address), lang: 'en' });
const outboxSize = async () => ((await api.call('GET', '/__dev/outbox')).body as unknown[]).length;

describe('code sends', () => {
  it('per client address: the 4th email from one address in an hour is refused, known or unknown account alike', async () => {
    const before = await outboxSize();
    for (const email of ['ana@example.com', 'nobody1@example.com', 'bruno@example.com']) expect((await forgot(email, '198.51.100.1')).status).toBe(200);
    const capped = await forgot('elena@example.com', '198.51.100.1');
    expect(capped.status).toBe(429);
    expect(capped.body.detail).toBe('Too many codes sent. Try again later.');
    expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(3000);
    const unknown = await forgot('nobody2@example.com', '198.51.100.1');
    expect(unknown.status).toBe(429);
    expect(unknown.body).toEqual(capped.body);
    expect(await outboxSize()).toBe(before + 2);
    expect((await forgot('elena@example.com', '198.51.100.2')).status).toBe(200);
  });

  it('per destination: a mailbox gets at most 2 codes an hour, whatever the addresses asking', async () => {
    expect((await forgot('elena@example.com', '198.51.100.3')).status).toBe(200);
    api.advance(31);
    expect((await forgot('elena@example.com', '198.51.100.4')).status).toBe(200);
    api.advance(31);
    expect((await forgot('elena@example.com', '198.51.100.5')).status).toBe(429);
  });

  it('in total: the 6th email in an hour is refused from any address', async () => {
    for (let i = 0; i < 5; i++) expect((await forgot(`someone${i}@example.com`, `10.9.0.${i}`)).status).toBe(200);
    expect((await forgot('someone9@example.com', '10.9.0.9')).status).toBe(429);
  });

  it('texts (SMS pumping): per address and in total, before the number is even stored', async () => {
    const send = (token: string, phone: string, address: string) =>
      api.call('POST', '/users/verify', { token, json: { delivery_by: 'SMS', phone_number: phone }, headers: from(address) });
    const ana = await api.signIn('ana@example.com');
    const elena = await api.signIn('elena@example.com');
    expect((await send(ana.access_token, '+55 11 90000 0001', '203.0.113.9')).status).toBe(201);
    api.advance(31);
    expect((await send(ana.access_token, '+55 11 90000 0002', '203.0.113.9')).status).toBe(201);
    api.advance(31);
    expect((await send(ana.access_token, '+55 11 90000 0003', '203.0.113.9')).status).toBe(429);
    const me = await api.call('GET', '/users/me/', { token: ana.access_token });
    expect(me.body.phone_number).not.toBe('+55 11 90000 0003');
    const pending = (await api.server.db.query<{ pending_phone: string }>("SELECT pending_phone FROM users WHERE email = 'ana@example.com'")).rows[0];
    expect(pending!.pending_phone).toBe('+55 11 90000 0002');
    expect((await send(elena.access_token, '+34 612 000 001', '203.0.113.10')).status).toBe(201);
    expect((await send(elena.access_token, '+34 612 000 002', '203.0.113.11')).status).toBe(429); // 30 s rule
    api.advance(31);
    expect((await send(elena.access_token, '+34 612 000 003', '203.0.113.12')).status).toBe(429); // global: 3 an hour
  });
});

describe('scrypt-heavy calls', () => {
  it('create-account: the 3rd from one address within 10 minutes is refused before any hashing', async () => {
    const create = (n: number, address: string) => {
      // One address for both fields: two Date.now() calls could straddle a millisecond (a 400).
      const email = `heavy${n}-${Date.now()}@example.com`;
      return api.call('POST', '/users/create-account/', { json: { name: 'Heavy', email, confirm_email: email, password: 'abc123' }, headers: from(address) });
    };
    expect((await create(1, '192.0.2.50')).status).toBe(201);
    expect((await create(2, '192.0.2.50')).status).toBe(201);
    const third = await create(3, '192.0.2.50');
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await create(4, '192.0.2.51')).status).toBe(201);
  });

  it('password reset by code and activation with a code are capped per address too', async () => {
    const reset = () => api.call('POST', '/auth/password/forgot/reset/', { json: { email: 'bruno@example.com', password: 'Nova1234', confirmation_code: 'ZZZZZZ' }, headers: from('192.0.2.60') });
    expect((await reset()).status).toBe(400);
    expect((await reset()).status).toBe(400);
    expect((await reset()).status).toBe(429);
    const activate = () => api.call('PATCH', '/auth/activate/password/', { json: { email: 'carla@example.com', password: 'Nova1234', confirmation_code: 'ZZZZZZ' }, headers: from('192.0.2.61') });
    expect((await activate()).status).toBe(400);
    expect((await activate()).status).toBe(400);
    expect((await activate()).status).toBe(429);
  });
});
