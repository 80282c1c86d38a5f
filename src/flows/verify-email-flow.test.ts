import { describe, expect, it, vi } from 'vitest';
import { createVerifyEmailFlow, type VerifyEmailDeps } from './verify-email-flow';
import { verifyEmail as verifyEmailCall } from '../core/api/account-calls';
import { recordedError } from '../../tests/unit/recorded';

function deps(over: Partial<VerifyEmailDeps> = {}): VerifyEmailDeps {
  return {
    verifyEmail: vi.fn(async () => ({ active: true })),
    sendEmailCode: vi.fn(async () => {}),
    track: vi.fn(),
    exit: vi.fn(),
    ...over,
  };
}
const creating = { email: 'new@example.com', creating: true };
const divert = { email: 'bruno@example.com', creating: false };
const apiError = (kind: string, message = '') => Object.assign(new Error(message), { kind, message });

describe('validate-email flow', () => {
  it('sends the uppercased code and goes on to the phone step when creating an account', async () => {
    const d = deps();
    await createVerifyEmailFlow(d, creating).submit(' ab12cd ');
    expect(d.verifyEmail).toHaveBeenCalledWith('AB12CD');
    expect(d.track).toHaveBeenCalledWith('verification_code_added');
    expect(d.exit).toHaveBeenCalledWith({ to: 'validate-phone', verified: true });
  });

  it('completes the sign-in after a sign-in divert', async () => {
    const d = deps();
    await createVerifyEmailFlow(d, divert).submit('AB12CD');
    expect(d.exit).toHaveBeenCalledWith({ to: 'done', verified: true });
  });

  it('does not call the API for an incomplete code', async () => {
    const d = deps();
    const f = createVerifyEmailFlow(d, creating);
    await f.submit('AB1');
    expect(d.verifyEmail).not.toHaveBeenCalled();
    expect(f.$error.get()).toEqual({ key: 'errors.code-invalid' });
  });

  it('says the code is expired or unknown when the API refuses it, and allows a retry', async () => {
    const verifyEmail = vi.fn().mockRejectedValueOnce(await recordedError('verify-email/bad-code', () => verifyEmailCall('AAAAAA'))).mockResolvedValueOnce({ active: true });
    const d = deps({ verifyEmail });
    const f = createVerifyEmailFlow(d, creating);
    expect(await f.submit('AAAAAA')).toBe('refused');
    expect(f.$error.get()).toEqual({ key: 'verify.code-expired' });
    expect(f.$busy.get()).toBe(false);
    expect(d.exit).not.toHaveBeenCalled();
    await f.submit('BBBBBB');
    expect(f.$error.get()).toBeNull();
    expect(d.exit).toHaveBeenCalledWith({ to: 'validate-phone', verified: true });
  });

  it('treats an inactive answer as a refused code', async () => {
    const f = createVerifyEmailFlow(deps({ verifyEmail: vi.fn(async () => ({ active: false })) }), creating);
    expect(await f.submit('AAAAAA')).toBe('refused');
    expect(f.$error.get()).toEqual({ key: 'verify.code-expired' });
  });

  it('reports network failures as such', async () => {
    const f = createVerifyEmailFlow(deps({ verifyEmail: vi.fn(async () => { throw apiError('network'); }) }), creating);
    expect(await f.submit('AAAAAA')).toBe('failed');
    expect(f.$error.get()).toEqual({ key: 'errors.network' });
  });

  it('submits once on a double click', async () => {
    let resolve!: (v: { active: boolean }) => void;
    const d = deps({ verifyEmail: vi.fn(() => new Promise<{ active: boolean }>((r) => { resolve = r; })) });
    const f = createVerifyEmailFlow(d, creating);
    const a = f.submit('AAAAAA');
    const b = f.submit('AAAAAA');
    resolve({ active: true });
    expect(await Promise.all([a, b])).toEqual(['accepted', 'ignored']);
    expect(d.verifyEmail).toHaveBeenCalledTimes(1);
    expect(d.exit).toHaveBeenCalledTimes(1);
  });

  it('resends the code to the email and clears the old error', async () => {
    const d = deps({ verifyEmail: vi.fn(async () => ({ active: false })) });
    const f = createVerifyEmailFlow(d, creating);
    await f.submit('AAAAAA');
    await f.resend();
    expect(d.sendEmailCode).toHaveBeenCalledWith('new@example.com');
    expect(f.$error.get()).toBeNull();
  });

  it('passes a refused resend on to the resend button', async () => {
    const d = deps({ sendEmailCode: vi.fn(async () => { throw apiError('throttled', 'Please wait before requesting a new code.'); }) });
    await expect(createVerifyEmailFlow(d, creating).resend()).rejects.toMatchObject({ kind: 'throttled' });
  });

  it('skips to where success would go, the step not complete (Back may return to it)', () => {
    const d1 = deps();
    createVerifyEmailFlow(d1, creating).skip();
    expect(d1.exit).toHaveBeenCalledWith({ to: 'validate-phone', verified: false });
    const d2 = deps();
    createVerifyEmailFlow(d2, divert).skip();
    expect(d2.exit).toHaveBeenCalledWith({ to: 'done', verified: false });
    expect(d2.verifyEmail).not.toHaveBeenCalled();
  });
});
