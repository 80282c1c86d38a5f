import { describe, expect, it, vi } from 'vitest';
import { createContactFlow, type ContactDeps } from './contact-flow';
import { requestPhoneChange, sendPhoneCode, verifyPhone } from '../core/api/account-calls';
import { replay } from '../../tests/unit/recorded';

const BR_MASK = '(##) #####-####';

function deps(over: Partial<ContactDeps> = {}): ContactDeps {
  return {
    // As the reference API answered (tests/fixtures/): POST /users/verify, the settings form of
    // the code call, PUT /users/me/verify/phone-number/.
    requestPhoneChange: vi.fn((e164: string) => replay('users-verify/success', () => requestPhoneChange(e164))),
    resendPhoneCode: vi.fn(() => replay('verify-code-phone/settings-delivery', () => sendPhoneCode({ delivery_by: 'SMS' }))),
    verifyPhone: vi.fn((code: string) => replay('verify-phone/success', () => verifyPhone(code))),
    reloadMe: vi.fn(async () => undefined),
    notify: vi.fn(),
    dismissErrors: vi.fn(),
    ...over,
  };
}

describe('contact flow (phone change)', () => {
  it('asks for a complete number before anything is sent', async () => {
    const d = deps();
    const f = createContactFlow(d);
    f.open('BR');
    f.setPhone('BR', '(11) 9876');
    await f.submitPhone(BR_MASK);
    expect(f.$error.get()).toBe('errors.phone-incomplete');
    expect(d.requestPhoneChange).not.toHaveBeenCalled();
  });
  it('shows an error alert when the number is not valid for the selected country', async () => {
    const d = deps();
    const f = createContactFlow(d);
    f.open('BR');
    f.setPhone('BR', '(00) 00000-0000');
    await f.submitPhone(BR_MASK);
    expect(d.notify).toHaveBeenCalledWith({ kind: 'error', key: 'errors.phone-invalid' });
    expect(f.$state.get().step).toBe('phone');
  });
  it('refuses a number of the right length that is no number of the country, and sends nothing (QA: +5511000000000)', async () => {
    const d = deps();
    const f = createContactFlow(d);
    f.open('BR');
    for (const value of ['(11) 00000-0000', '(11) 11111-1111']) {
      f.setPhone('BR', value);
      await f.submitPhone(BR_MASK);
      expect(f.$error.get()).toBeNull(); // complete: an alert, not the field's message
      expect(d.notify).toHaveBeenLastCalledWith({ kind: 'error', key: 'errors.phone-invalid' });
    }
    expect(d.requestPhoneChange).not.toHaveBeenCalled();
    expect(f.$state.get().step).toBe('phone');
    // Each refusal replaces the one before (QA: two identical alerts stacked).
    expect(d.dismissErrors).toHaveBeenCalledTimes(2);
  });
  it('ends the earlier error alerts once the code is sent, and only then', async () => {
    const d = deps({ requestPhoneChange: vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined) });
    const f = createContactFlow(d);
    f.open('BR');
    f.setPhone('BR', '(00) 00000-0000');
    await f.submitPhone(BR_MASK);
    f.setPhone('BR', '(01) 19876-5432'); // parsing alone read +55 1198765432
    await f.submitPhone(BR_MASK);
    expect(d.requestPhoneChange).not.toHaveBeenCalled();
    const refusals = (d.dismissErrors as ReturnType<typeof vi.fn>).mock.calls.length; // each refusal replaced the last
    f.setPhone('BR', '(11) 96666-0867');
    await f.submitPhone(BR_MASK); // the send fails
    expect(d.dismissErrors).toHaveBeenCalledTimes(refusals);
    await f.submitPhone(BR_MASK);
    expect(d.requestPhoneChange).toHaveBeenLastCalledWith('+5511966660867');
    expect(d.dismissErrors).toHaveBeenCalledTimes(refusals + 1);
    expect(f.$state.get().step).toBe('code');
  });
  it('sends the code to the new number in E.164, then verifies it and reloads the user', async () => {
    const d = deps();
    const f = createContactFlow(d);
    f.open('BR');
    f.setPhone('BR', '(11) 98765-4321');
    await f.submitPhone(BR_MASK);
    expect(d.requestPhoneChange).toHaveBeenCalledWith('+5511987654321');
    expect(f.$state.get()).toMatchObject({ step: 'code', e164: '+5511987654321', resendIn: 30 });
    expect(await f.submitCode('12a')).toBe('failed');
    expect(f.$error.get()).toBe('errors.code-invalid');
    expect(await f.submitCode(' 123abc ')).toBe('accepted');
    expect(d.verifyPhone).toHaveBeenCalledWith('123ABC');
    expect(d.notify).toHaveBeenCalledWith({ kind: 'success', key: 'settings.contact.phone-changed' });
    expect(d.reloadMe).toHaveBeenCalled();
    expect(f.$state.get()).toEqual({ step: 'closed' });
  });
  it('keeps the code step and shows the server message for a wrong code', async () => {
    const d = deps({ verifyPhone: vi.fn(async () => { throw Object.assign(new Error('Verification code is expired or cannot be found. Request a new code!'), { kind: 'validation' }); }) });
    const f = createContactFlow(d);
    f.open('US');
    f.setPhone('US', '201-555-0123');
    await f.submitPhone('###-###-####');
    expect(await f.submitCode('000000')).toBe('refused');
    expect(d.notify).toHaveBeenCalledWith({ kind: 'error', message: 'Verification code is expired or cannot be found. Request a new code!' });
    expect(f.$state.get().step).toBe('code');
  });
  it('tells a refused code (clear it) from a failed call (keep it)', async () => {
    const verifyPhone = vi.fn()
      .mockResolvedValueOnce({ active: false })
      .mockRejectedValueOnce(Object.assign(new Error('offline'), { kind: 'network' }));
    const d = deps({ verifyPhone });
    const f = createContactFlow(d);
    f.open('BR', '(11) 98765-4321');
    await f.submitPhone(BR_MASK);
    expect(await f.submitCode('AAAAAA')).toBe('refused');
    expect(d.notify).toHaveBeenCalledWith({ kind: 'error', key: 'settings.contact.code-rejected' });
    expect(await f.submitCode('BBBBBB')).toBe('failed');
  });
  it('sends a code in flight once: the button after the auto-submit is ignored', async () => {
    let answer!: (v: { active: boolean }) => void;
    const d = deps({ verifyPhone: vi.fn(() => new Promise<{ active: boolean }>((r) => { answer = r; })) });
    const f = createContactFlow(d);
    f.open('BR', '(11) 98765-4321');
    await f.submitPhone(BR_MASK);
    const auto = f.submitCode('QQQQQQ');
    expect(await f.submitCode('QQQQQQ')).toBe('ignored');
    answer({ active: false });
    expect(await auto).toBe('refused');
    expect(d.verifyPhone).toHaveBeenCalledTimes(1);
    expect(d.notify).toHaveBeenCalledTimes(1);
  });
  it('a code asked for again within 30 s opens the code step all the same, its resend waiting the Retry-After (issue 20)', async () => {
    const d = deps({ requestPhoneChange: vi.fn(async () => { throw Object.assign(new Error('Too many'), { kind: 'throttled', retryAfter: 27 }); }) });
    const f = createContactFlow(d);
    f.open('BR', '(11) 98765-4321');
    await f.submitPhone(BR_MASK);
    expect(d.notify).not.toHaveBeenCalled();
    expect(f.$state.get()).toEqual({ step: 'code', country: 'BR', value: '(11) 98765-4321', e164: '+5511987654321', resendIn: 27 });
  });
  it('"I already have a code" opens the code step without sending one; a reload resumes there', async () => {
    const d = deps();
    const f = createContactFlow(d);
    f.open('BR', '(11) 98765-4321');
    f.haveCode();
    expect(f.$state.get()).toEqual({ step: 'code', country: 'BR', value: '(11) 98765-4321', e164: null, resendIn: 0 });
    expect(d.requestPhoneChange).not.toHaveBeenCalled();
    const again = createContactFlow(d);
    again.resume('+5511987654321', 12);
    expect(again.$state.get()).toMatchObject({ step: 'code', e164: '+5511987654321', resendIn: 12 });
    expect(await again.submitCode('123456')).toBe('accepted');
    expect(d.verifyPhone).toHaveBeenCalledWith('123456');
  });
  it('resends to the pending number (the settings form of the code call) and goes back with the number kept', async () => {
    const d = deps();
    const f = createContactFlow(d);
    f.open('BR', '(11) 98765-4321');
    await f.submitPhone(BR_MASK);
    await f.resend();
    expect(d.requestPhoneChange).toHaveBeenCalledTimes(1);
    expect(d.resendPhoneCode).toHaveBeenCalledTimes(1);
    (d.resendPhoneCode as ReturnType<typeof vi.fn>).mockRejectedValueOnce(Object.assign(new Error('Too many'), { kind: 'throttled' }));
    await expect(f.resend()).rejects.toThrow('Too many');
    f.back();
    expect(f.$state.get()).toEqual({ step: 'phone', country: 'BR', value: '(11) 98765-4321' });
  });
  it('keeps the number when sending the code fails, and sends once on a double click', async () => {
    let fail!: (e: unknown) => void;
    const d = deps({ requestPhoneChange: vi.fn(() => new Promise<void>((_, r) => { fail = r; })) });
    const f = createContactFlow(d);
    f.open('BR', '(11) 98765-4321');
    const first = f.submitPhone(BR_MASK);
    await f.submitPhone(BR_MASK);
    await vi.waitFor(() => expect(d.requestPhoneChange).toHaveBeenCalled()); // after the validity check's metadata
    fail(Object.assign(new Error(''), { kind: 'network' }));
    await first;
    expect(d.requestPhoneChange).toHaveBeenCalledTimes(1);
    expect(d.notify).toHaveBeenCalledWith({ kind: 'error', key: 'errors.network' });
    expect(f.$state.get()).toEqual({ step: 'phone', country: 'BR', value: '(11) 98765-4321' });
  });
});
