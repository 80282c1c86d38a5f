import { describe, expect, it, vi } from 'vitest';
import { createForgotCodeFlow, createForgotFlow, createResetFlow, dropCode, heldCode, holdCode, type ForgotDeps, type ResetDeps } from './recovery-flow';
import { newPasswordErrors } from './new-password';
import { $guardHold } from './guard-hold';
import type { SignInResponse } from '../core/api/schemas';
import { forgotPasswordReset } from '../core/api/account-calls';
import { replay } from '../../tests/unit/recorded';

const session = { access_token: 'a', refresh_token: 'r', id_token: 'i', expires_in: 3600 };
const authenticated: SignInResponse = { auth_state: 'AUTHENTICATED', session, user_attributes: { email: 'ana@example.com' }, session_token: null };
const apiError = (kind: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(String(extra.message ?? '')), { kind, ...extra });

function forgotDeps(over: Partial<ForgotDeps> = {}): ForgotDeps {
  return { forgotPassword: vi.fn(async () => {}), exit: vi.fn(), ...over };
}

function resetDeps(over: Partial<ResetDeps> = {}): ResetDeps {
  return {
    forgotPasswordReset: vi.fn(async () => {}), signIn: vi.fn(async () => authenticated), storeSession: vi.fn(), exit: vi.fn(),
    verifications: vi.fn(async () => [{ type_validation: 'EMAIL' as const, active: true }]), sendEmailCode: vi.fn(async () => {}),
    ...over,
  };
}

describe('new password checks', () => {
  it('checks the new password and its confirmation', () => {
    expect(newPasswordErrors('', '')).toEqual({ password: 'errors.password-required', confirm: 'errors.confirm-password-required' });
    expect(newPasswordErrors('abcdef', 'abcdef')).toEqual({ password: 'errors.password-rule' });
    expect(newPasswordErrors('abc123', 'abc124')).toEqual({ confirm: 'errors.passwords-differ' });
    expect(newPasswordErrors('abc123', 'abc123')).toEqual({});
  });
});

describe('forgot-password flow', () => {
  it('rejects an empty or invalid email without calling the API', async () => {
    const d = forgotDeps();
    const f = createForgotFlow(d);
    await f.submitEmail(' ');
    expect(f.$emailError.get()).toBe('errors.email-required');
    await f.submitEmail('nope');
    expect(f.$emailError.get()).toBe('errors.email-invalid');
    f.haveCode('nope');
    expect(d.forgotPassword).not.toHaveBeenCalled();
    expect(d.exit).not.toHaveBeenCalled();
  });
  it('sends the code and opens the code step with the trimmed email and a full resend wait', async () => {
    const d = forgotDeps();
    const f = createForgotFlow(d);
    await f.submitEmail(' Ana@Example.COM ');
    expect(d.forgotPassword).toHaveBeenCalledWith('ana@example.com'); // lowercased, as the API keeps it
    expect(d.exit).toHaveBeenCalledWith({ to: 'code', email: 'ana@example.com', resendIn: 30 });
  });
  it('keeps the email and shows the error when the request fails, and a retry works', async () => {
    const forgotPassword = vi.fn().mockRejectedValueOnce(apiError('network')).mockResolvedValueOnce(undefined);
    const d = forgotDeps({ forgotPassword });
    const f = createForgotFlow(d);
    await f.submitEmail('ana@example.com');
    expect(f.$formError.get()).toEqual({ key: 'errors.network' });
    expect(d.exit).not.toHaveBeenCalled();
    await f.submitEmail('ana@example.com');
    expect(f.$formError.get()).toBeNull();
    expect(d.exit).toHaveBeenCalledWith({ to: 'code', email: 'ana@example.com', resendIn: 30 });
  });
  it('a 429 leads to the code step all the same, its resend waiting the Retry-After (issue 20: the code in the inbox is still good)', async () => {
    const d = forgotDeps({ forgotPassword: vi.fn(async () => { throw apiError('throttled', { status: 429, retryAfter: 21 }); }) });
    const f = createForgotFlow(d);
    await f.submitEmail('ana@example.com');
    expect(f.$formError.get()).toBeNull();
    expect(d.exit).toHaveBeenCalledWith({ to: 'code', email: 'ana@example.com', resendIn: 21 });
  });
  it('"I already have a code" opens the code step without asking for another, resend free at once', () => {
    const d = forgotDeps();
    createForgotFlow(d).haveCode(' Ana@Example.com');
    expect(d.forgotPassword).not.toHaveBeenCalled();
    expect(d.exit).toHaveBeenCalledWith({ to: 'code', email: 'ana@example.com', resendIn: 0 });
  });
  it('submits once on a double click', async () => {
    let release = (): void => {};
    const d = forgotDeps({ forgotPassword: vi.fn(() => new Promise<void>((r) => { release = r; })) });
    const f = createForgotFlow(d);
    const first = f.submitEmail('ana@example.com');
    const second = f.submitEmail('ana@example.com');
    f.haveCode('ana@example.com');
    expect(f.$busy.get()).toBe(true);
    release();
    await Promise.all([first, second]);
    expect(d.forgotPassword).toHaveBeenCalledTimes(1);
    expect(d.exit).toHaveBeenCalledTimes(1);
    expect(f.$busy.get()).toBe(false);
  });
});

describe('forgot-password code step', () => {
  it('normalises the code and continues to reset only with 6 characters', () => {
    const d = forgotDeps();
    const f = createForgotCodeFlow(d, 'ana@example.com');
    f.setCode('ab1-2');
    f.continueToReset();
    expect(d.exit).not.toHaveBeenCalled();
    f.setCode('ab12cd');
    expect(f.$code.get()).toBe('AB12CD');
    f.continueToReset();
    expect(d.exit).toHaveBeenCalledWith({ to: 'reset', email: 'ana@example.com', code: 'AB12CD' });
  });
  it('resends to its email and lets the caller see failures', async () => {
    const forgotPassword = vi.fn(async () => {});
    const f = createForgotCodeFlow(forgotDeps({ forgotPassword }), 'ana@example.com');
    await f.resend();
    expect(forgotPassword).toHaveBeenLastCalledWith('ana@example.com');
    forgotPassword.mockRejectedValueOnce(apiError('throttled', { retryAfter: 9 }));
    await expect(f.resend()).rejects.toMatchObject({ kind: 'throttled', retryAfter: 9 });
  });
  it('the code goes to the reset step in memory only; Back finds it, another email does not', () => {
    holdCode('ana@example.com', 'AB12CD');
    expect(heldCode('ana@example.com')).toBe('AB12CD');
    expect(heldCode('bruno@example.com')).toBe('');
    expect(createForgotCodeFlow(forgotDeps(), 'ana@example.com', heldCode('ana@example.com')).$code.get()).toBe('AB12CD');
    dropCode();
    expect(heldCode('ana@example.com')).toBe('');
  });
});

describe('reset flow', () => {
  const ctx = { email: 'ana@example.com', code: 'AB12CD' };
  it('validates the password and the confirmation before calling the API', async () => {
    const d = resetDeps();
    const f = createResetFlow(d, ctx);
    await f.submit('abc', 'abd');
    expect(f.$errors.get()).toEqual({ password: 'errors.password-rule', confirm: 'errors.passwords-differ' });
    expect(d.forgotPasswordReset).not.toHaveBeenCalled();
  });
  it('after a submit, judges again as the user types the fields that have shown a message', async () => {
    const f = createResetFlow(resetDeps(), ctx);
    f.edit('a', ''); // nothing said before the first submit
    expect(f.$errors.get()).toEqual({});
    await f.submit('', '');
    expect(f.$errors.get()).toEqual({ password: 'errors.password-required', confirm: 'errors.confirm-password-required' });
    f.edit('abcdef', '');
    expect(f.$errors.get()).toEqual({ password: 'errors.password-rule', confirm: 'errors.confirm-password-required' });
    f.edit('abc123', '');
    expect(f.$errors.get()).toEqual({ confirm: 'errors.confirm-password-required' });
    f.edit('abc123', 'abc123');
    expect(f.$errors.get()).toEqual({});
    f.edit('abc12', 'abc123'); // broken again: it says so again
    expect(f.$errors.get()).toEqual({ password: 'errors.password-rule', confirm: 'errors.passwords-differ' });
  });
  it('leaves a field that has shown nothing silent until the next submit', async () => {
    const f = createResetFlow(resetDeps(), ctx);
    await f.submit('abc123', '');
    expect(f.$errors.get()).toEqual({ confirm: 'errors.confirm-password-required' });
    f.edit('abc', 'abc');
    expect(f.$errors.get()).toEqual({});
  });
  it('resets, signs in, stores the session while holding the guards, and completes; the spent code is let go', async () => {
    holdCode('ana@example.com', 'AB12CD');
    const holds: boolean[] = [];
    const d = resetDeps({ storeSession: vi.fn(() => { holds.push($guardHold.get()); }) });
    const f = createResetFlow(d, ctx);
    await f.submit('nova123', 'nova123');
    expect(d.forgotPasswordReset).toHaveBeenCalledWith('ana@example.com', 'nova123', 'AB12CD');
    expect(d.signIn).toHaveBeenCalledWith('ana@example.com', 'nova123');
    expect(d.storeSession).toHaveBeenCalledWith(session);
    expect(holds).toEqual([true]);
    expect($guardHold.get()).toBe(false);
    expect(d.exit).toHaveBeenCalledWith({ to: 'done', email: 'ana@example.com' });
    expect(heldCode('ana@example.com')).toBe('');
  });
  it('shows the expired-code message and offers a new code when the code is refused', async () => {
    const d = resetDeps({ forgotPasswordReset: vi.fn((email: string, password: string, code: string) => replay('password-forgot-reset/bad-code', () => forgotPasswordReset(email, password, code))) });
    const f = createResetFlow(d, ctx);
    await f.submit('nova123', 'nova123');
    expect(f.$formError.get()).toEqual({ key: 'recovery.code-expired' });
    expect(f.$codeRejected.get()).toBe(true);
    expect(d.exit).not.toHaveBeenCalled();
  });
  it('shows other failures as they are and allows a retry', async () => {
    const forgotPasswordReset = vi.fn()
      .mockRejectedValueOnce(apiError('http', { status: 500, message: 'Erro interno.' }))
      .mockResolvedValueOnce(undefined);
    const d = resetDeps({ forgotPasswordReset });
    const f = createResetFlow(d, ctx);
    await f.submit('nova123', 'nova123');
    expect(f.$formError.get()).toEqual({ message: 'Erro interno.' });
    expect(f.$codeRejected.get()).toBe(false);
    await f.submit('nova123', 'nova123');
    expect(d.exit).toHaveBeenCalledWith({ to: 'done', email: 'ana@example.com' });
  });
  it('sends the user to sign-in when the automatic sign-in fails after the reset', async () => {
    const d = resetDeps({ signIn: vi.fn(async () => { throw apiError('network'); }) });
    await createResetFlow(d, ctx).submit('nova123', 'nova123');
    expect(d.storeSession).not.toHaveBeenCalled();
    expect(d.exit).toHaveBeenCalledWith({ to: 'signin', email: 'ana@example.com' });
    expect($guardHold.get()).toBe(false);
  });
  it('runs the verification check after its sign-in: an unverified email goes to validate-email with a code sent (spec §4)', async () => {
    const d = resetDeps({ verifications: vi.fn(async () => [{ type_validation: 'EMAIL' as const, active: false }]) });
    await createResetFlow(d, ctx).submit('nova123', 'nova123');
    expect(d.verifications).toHaveBeenCalledWith('ana@example.com');
    expect(d.sendEmailCode).toHaveBeenCalledWith('ana@example.com');
    expect(d.exit).toHaveBeenCalledWith({ to: 'validate-email', email: 'ana@example.com', resendIn: 30 });
    expect($guardHold.get()).toBe(false);
  });
});
