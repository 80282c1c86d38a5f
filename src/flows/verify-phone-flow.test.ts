import { describe, expect, it, vi } from 'vitest';
import { createVerifyPhoneFlow, type DeliveryChannel, type VerifyPhoneDeps } from './verify-phone-flow';
import { sendPhoneCode, verifyPhone } from '../core/api/account-calls';
import { recordedBody, replay } from '../../tests/unit/recorded';

const BR = { country: 'BR', mask: '(##) #####-####', number: '(11) 98765-4321' };

/** The code request answering as the reference API did in `scenario` (tests/fixtures/verify-code-phone/). */
const sendAs = (scenario: string) => vi.fn((phone: string | null, channel: DeliveryChannel) =>
  replay(`verify-code-phone/${scenario}`, () => sendPhoneCode(phone ? { phone_number: phone, delivery_by: channel } : { delivery_by: channel })));

function deps(over: Partial<VerifyPhoneDeps> = {}): VerifyPhoneDeps {
  return {
    toE164: vi.fn(async () => '+5511987654321'),
    sendPhoneCode: sendAs('signup-number'),
    verifyPhone: vi.fn((code: string) => replay('verify-phone/success', () => verifyPhone(code))),
    alert: vi.fn(),
    track: vi.fn(),
    exit: vi.fn(),
    ...over,
  };
}
const apiError = (kind: string, message = '') => Object.assign(new Error(message), { kind, message });

describe('validate-phone flow', () => {
  it('sends the international number by the chosen channel and opens the code step', async () => {
    const d = deps();
    const f = createVerifyPhoneFlow(d, { creating: true });
    await f.submitPhone(BR, 'WHATSAPP');
    expect(d.toE164).toHaveBeenCalledWith('BR', '(11) 98765-4321');
    expect(d.sendPhoneCode).toHaveBeenCalledWith('+5511987654321', 'WHATSAPP');
    expect(d.exit).toHaveBeenCalledWith({ to: 'code', phone: '+5511987654321', channel: 'WHATSAPP', resendIn: 30 });
  });

  it('refuses a number with an unfilled mask slot without calling the API', async () => {
    const d = deps();
    const f = createVerifyPhoneFlow(d, { creating: true });
    await f.submitPhone({ ...BR, number: '(11) 9876' }, 'SMS');
    expect(f.$phoneError.get()).toBe('errors.phone-incomplete');
    expect(d.sendPhoneCode).not.toHaveBeenCalled();
    expect(d.exit).not.toHaveBeenCalled();
  });

  it('refuses a number that is not a phone number', async () => {
    const f = createVerifyPhoneFlow(deps({ toE164: vi.fn(async () => null) }), { creating: true });
    await f.submitPhone(BR, 'SMS');
    expect(f.$phoneError.get()).toBe('errors.phone-invalid');
  });

  it('keeps the phone step and shows the server message when sending fails', async () => {
    const d = deps({ sendPhoneCode: sendAs('invalid-number') });
    const f = createVerifyPhoneFlow(d, { creating: true });
    await f.submitPhone(BR, 'SMS');
    expect(d.exit).not.toHaveBeenCalled();
    expect(f.$error.get()).toEqual({ message: recordedBody<{ detail: string }>('verify-code-phone/invalid-number').detail });
    expect(f.$busy.get()).toBe(false);
  });

  it('a code asked for again within 30 s opens the code step all the same, its resend waiting the Retry-After (issue 20)', async () => {
    const d = deps({ sendPhoneCode: vi.fn(async () => { throw Object.assign(apiError('throttled'), { retryAfter: 27 }); }) });
    const f = createVerifyPhoneFlow(d, { creating: true });
    await f.submitPhone(BR, 'SMS');
    expect(f.$error.get()).toBeNull();
    expect(d.exit).toHaveBeenCalledWith({ to: 'code', phone: '+5511987654321', channel: 'SMS', resendIn: 27 });
  });

  it('"I already have a code" opens the code step without sending one', () => {
    const d = deps();
    createVerifyPhoneFlow(d, { creating: true }).haveCode('WHATSAPP');
    expect(d.sendPhoneCode).not.toHaveBeenCalled();
    expect(d.exit).toHaveBeenCalledWith({ to: 'code', phone: null, channel: 'WHATSAPP', resendIn: 0 });
  });

  it('a correct code saves the phone and goes to the profile step when creating, the step complete', async () => {
    const d = deps();
    const f = createVerifyPhoneFlow(d, { creating: true });
    expect(await f.submitCode('123456')).toBe('accepted');
    expect(d.verifyPhone).toHaveBeenCalledWith('123456');
    expect(d.track).toHaveBeenCalledWith('verification_code_added');
    expect(d.alert).toHaveBeenCalledWith({ kind: 'success', error: { key: 'verify.phone-saved' } });
    expect(d.exit).toHaveBeenCalledWith({ to: 'profile', verified: true });
  });

  it('goes to the callback or home when not creating an account', async () => {
    const d = deps();
    await createVerifyPhoneFlow(d, { creating: false }).submitCode('123456');
    expect(d.exit).toHaveBeenCalledWith({ to: 'done', verified: true });
  });

  it('a wrong code shows the expired message and stays on the code step', async () => {
    const d = deps({ verifyPhone: vi.fn(async () => { throw apiError('validation', 'x'); }) });
    const f = createVerifyPhoneFlow(d, { creating: true });
    expect(await f.submitCode('000000')).toBe('refused');
    expect(f.$error.get()).toEqual({ key: 'verify.code-expired' });
    expect(d.exit).not.toHaveBeenCalled();
  });

  it('resends to the number and channel of its step, or to the number the API waits on', async () => {
    const d = deps();
    const f = createVerifyPhoneFlow(d, { creating: true });
    await f.resend('+5511987654321', 'WHATSAPP');
    expect(d.sendPhoneCode).toHaveBeenLastCalledWith('+5511987654321', 'WHATSAPP');
    await f.resend(null, 'SMS');
    expect(d.sendPhoneCode).toHaveBeenLastCalledWith(null, 'SMS');
  });

  it('can skip, the step not complete', () => {
    const d = deps();
    createVerifyPhoneFlow(d, { creating: true }).skip();
    expect(d.exit).toHaveBeenCalledWith({ to: 'profile', verified: false });
  });

  it('sends once on a double click', async () => {
    const d = deps();
    const f = createVerifyPhoneFlow(d, { creating: true });
    await Promise.all([f.submitPhone(BR, 'SMS'), f.submitPhone(BR, 'SMS')]);
    expect(d.sendPhoneCode).toHaveBeenCalledTimes(1);
  });
});
