import { describe, expect, it, vi } from 'vitest';
import { createVerifyPhoneFlow, type VerifyPhoneDeps } from './verify-phone-flow';

const BR = { country: 'BR', mask: '(##) #####-####', number: '(11) 98765-4321' };

function deps(over: Partial<VerifyPhoneDeps> = {}): VerifyPhoneDeps {
  return {
    toE164: vi.fn(async () => '+5511987654321'),
    sendPhoneCode: vi.fn(async () => {}),
    verifyPhone: vi.fn(async () => ({ active: true })),
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
    expect(f.$state.get()).toEqual({ step: 'code', phone: '+5511987654321', channel: 'WHATSAPP' });
  });

  it('refuses a number with an unfilled mask slot without calling the API', async () => {
    const d = deps();
    const f = createVerifyPhoneFlow(d, { creating: true });
    await f.submitPhone({ ...BR, number: '(11) 9876' }, 'SMS');
    expect(f.$phoneError.get()).toBe('errors.phone-incomplete');
    expect(d.sendPhoneCode).not.toHaveBeenCalled();
    expect(f.$state.get()).toEqual({ step: 'phone' });
  });

  it('refuses a number that is not a phone number', async () => {
    const f = createVerifyPhoneFlow(deps({ toE164: vi.fn(async () => null) }), { creating: true });
    await f.submitPhone(BR, 'SMS');
    expect(f.$phoneError.get()).toBe('errors.phone-invalid');
  });

  it('keeps the phone step and shows the server message when sending fails', async () => {
    const f = createVerifyPhoneFlow(deps({ sendPhoneCode: vi.fn(async () => { throw apiError('validation', 'Invalid phone number.'); }) }), { creating: true });
    await f.submitPhone(BR, 'SMS');
    expect(f.$state.get()).toEqual({ step: 'phone' });
    expect(f.$error.get()).toEqual({ message: 'Invalid phone number.' });
    expect(f.$busy.get()).toBe(false);
  });

  it('a code asked for again within 30 s says when the next one can go, not "too many attempts"', async () => {
    const f = createVerifyPhoneFlow(deps({ sendPhoneCode: vi.fn(async () => { throw Object.assign(apiError('throttled'), { retryAfter: 27 }); }) }), { creating: true });
    await f.submitPhone(BR, 'SMS');
    expect(f.$error.get()).toEqual({ key: 'errors.code-wait', params: { seconds: 27 } });
    expect(f.$state.get()).toEqual({ step: 'phone' });
  });

  it('a correct code saves the phone and goes to the profile step when creating', async () => {
    const d = deps();
    const f = createVerifyPhoneFlow(d, { creating: true });
    await f.submitPhone(BR, 'SMS');
    await f.submitCode('123456');
    expect(d.verifyPhone).toHaveBeenCalledWith('123456');
    expect(d.track).toHaveBeenCalledWith('verification_code_added');
    expect(d.exit).toHaveBeenCalledWith({ to: 'profile' });
  });

  it('goes to the callback or home when not creating an account', async () => {
    const d = deps();
    const f = createVerifyPhoneFlow(d, { creating: false });
    await f.submitPhone(BR, 'SMS');
    await f.submitCode('123456');
    expect(d.exit).toHaveBeenCalledWith({ to: 'done' });
  });

  it('a wrong code shows the expired message and stays on the code step', async () => {
    const d = deps({ verifyPhone: vi.fn(async () => { throw apiError('validation', 'x'); }) });
    const f = createVerifyPhoneFlow(d, { creating: true });
    await f.submitPhone(BR, 'SMS');
    expect(await f.submitCode('000000')).toBe('refused');
    expect(f.$error.get()).toEqual({ key: 'verify.code-expired' });
    expect(f.$state.get().step).toBe('code');
    expect(d.exit).not.toHaveBeenCalled();
  });

  it('resends to the same number and channel', async () => {
    const d = deps();
    const f = createVerifyPhoneFlow(d, { creating: true });
    await expect(f.resend()).rejects.toThrow(); // nothing to resend to before a number was sent
    await f.submitPhone(BR, 'WHATSAPP');
    await f.resend();
    expect(d.sendPhoneCode).toHaveBeenCalledTimes(2);
    expect(d.sendPhoneCode).toHaveBeenLastCalledWith('+5511987654321', 'WHATSAPP');
  });

  it('goes back to the number and can skip from either step', async () => {
    const d = deps();
    const f = createVerifyPhoneFlow(d, { creating: true });
    await f.submitPhone(BR, 'SMS');
    f.changeNumber();
    expect(f.$state.get()).toEqual({ step: 'phone' });
    f.skip();
    expect(d.exit).toHaveBeenCalledWith({ to: 'profile' });
  });

  it('sends once on a double click', async () => {
    const d = deps();
    const f = createVerifyPhoneFlow(d, { creating: true });
    await Promise.all([f.submitPhone(BR, 'SMS'), f.submitPhone(BR, 'SMS')]);
    expect(d.sendPhoneCode).toHaveBeenCalledTimes(1);
  });
});
