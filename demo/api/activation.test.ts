// @vitest-environment node
// Activation proves the mailbox (issue 25 item 1, contract B in docs/api.md "Extensions beyond spec §7").
import { describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { Detail, ErrorBody } from '../../src/core/api/schemas.ts';
import { testApiForFile } from './test-helpers.ts';

const api = testApiForFile();

const activate = (json: Record<string, string>, lang?: string) => api.call('PATCH', '/auth/activate/password/', { json, ...(lang ? { lang } : {}) });
const fresh = async (prefix: string) => {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  expect((await api.call('POST', '/__dev/users', { json: { email, kind: 'unactivated' } })).status).toBe(201);
  return email;
};
const outbox = async (to: string) => (await api.call('GET', `/__dev/outbox?to=${encodeURIComponent(to)}`)).body as { purpose: string; code: string }[];

describe('activation needs the code sent to the mailbox', () => {
  it("the takeover request from issue 25 no longer activates carla: it sends her a code and answers 428", async () => {
    const r = await activate({ email: 'carla@example.com', password: 'attacker1' }, 'en');
    expect(r.status).toBe(428);
    assert(r.body, ErrorBody);
    expect(r.body).toEqual({ detail: 'Enter the code we sent to your email.', field: 'confirmation_code', code_required: true });
    expect((await api.call('POST', '/auth/sign-in/', { json: { email: 'carla@example.com', password: 'attacker1' } })).status).toBe(403);
    expect((await api.call('GET', '/auth/activate/verify/?email=carla@example.com')).status).toBe(200);
    const mail = await outbox('carla@example.com');
    expect(mail[0]).toMatchObject({ purpose: 'ACTIVATION', channel: 'EMAIL' });
    expect(mail[0]!.code).toMatch(/^[A-Z0-9]{6}$/);
  });

  it('a wrong code is 400 confirmation_code; the right one (any case) sets the password, activates and verifies the email', async () => {
    const email = await fresh('act');
    expect((await activate({ email, password: 'Nova1234' })).status).toBe(428);
    const code = (await outbox(email))[0]!.code;
    const wrong = await activate({ email, password: 'Nova1234', confirmation_code: code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA' }, 'en');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ detail: 'Verification code is expired or cannot be found. Request a new code!', field: 'confirmation_code' });
    expect((await activate({ email, password: 'Nova1234', confirmation_code: 'abc' })).body.field).toBe('confirmation_code');
    const ok = await activate({ email, password: 'Nova1234', confirmation_code: code.toLowerCase() });
    expect(ok.status).toBe(200);
    assert(ok.body, Detail);
    const s = await api.signIn(email, 'Nova1234');
    expect((await api.call('GET', `/users/verify/active/?email=${encodeURIComponent(email)}`, { token: s.access_token })).body)
      .toContainEqual({ type_validation: 'EMAIL', active: true });
    // used, and the account is active now: 404 as spec §7 has it
    expect((await activate({ email, password: 'Nova1234', confirmation_code: code })).status).toBe(404);
  });

  it('asking again within 30 s sends nothing: 429 with retry_after, Retry-After and code_required', async () => {
    const email = await fresh('act-again');
    expect((await activate({ email, password: 'Nova1234' })).status).toBe(428);
    api.advance(10);
    const again = await activate({ email, password: 'Nova1234' });
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ retry_after: 20, code_required: true });
    expect(again.headers.get('retry-after')).toBe('20');
    expect(await outbox(email)).toHaveLength(1);
  });

  it('POST /auth/activate/code/ resends (202), 429 within 30 s; unknown and active emails get the same 202 and nothing', async () => {
    const email = await fresh('act-resend');
    const first = await api.call('POST', '/auth/activate/code/', { json: { email } });
    expect(first.status).toBe(202);
    assert(first.body, Detail);
    const soon = await api.call('POST', '/auth/activate/code/', { json: { email } });
    expect(soon.status).toBe(429);
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(0);
    api.advance(31);
    expect((await api.call('POST', '/auth/activate/code/', { json: { email } })).status).toBe(202);
    const sent = await outbox(email);
    expect(sent).toHaveLength(2);
    // the newest code wins
    expect((await activate({ email, password: 'Nova1234', confirmation_code: sent[1]!.code })).status).toBe(400);
    expect((await activate({ email, password: 'Nova1234', confirmation_code: sent[0]!.code })).status).toBe(200);

    for (const other of ['nobody-act@example.com', 'ana@example.com']) {
      const r = await api.call('POST', '/auth/activate/code/', { json: { email: other } });
      expect(r.status).toBe(202);
      expect(r.body).toEqual(first.body);
      expect((await outbox(other)).filter((m) => m.purpose === 'ACTIVATION')).toEqual([]);
    }
  });

  it('five wrong codes kill the code; an expired code is refused', async () => {
    const email = await fresh('act-kill');
    await activate({ email, password: 'Nova1234' });
    const code = (await outbox(email))[0]!.code;
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    for (let i = 0; i < 5; i++) expect((await activate({ email, password: 'Nova1234', confirmation_code: wrong })).status).toBe(400);
    expect((await activate({ email, password: 'Nova1234', confirmation_code: code })).status).toBe(400);

    api.advance(31);
    await activate({ email, password: 'Nova1234' });
    const late = (await outbox(email))[0]!.code;
    api.advance(10 * 60 + 1);
    expect((await activate({ email, password: 'Nova1234', confirmation_code: late })).status).toBe(400);
  });

  it('validates before sending: weak password 400, unknown 404, active 404', async () => {
    expect((await activate({ email: 'carla@example.com', password: 'abcdef' })).body.field).toBe('password');
    expect((await activate({ email: 'ghost@example.com', password: 'Nova1234' })).status).toBe(404);
    expect((await activate({ email: 'ana@example.com', password: 'Nova1234' })).status).toBe(404);
  });
});
