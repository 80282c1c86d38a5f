import { describe, expect, it, vi } from 'vitest';
import { createProvisionalFlow, type ProvisionalDeps } from './provisional-flow';
import type { SignInResponse } from '../core/api/schemas';
import { signIn } from '../core/api/calls';
import { completeNewPassword } from '../core/api/account-calls';
import { recordedError, replay } from '../../tests/unit/recorded';

const ctx = { email: 'diego@example.com', sessionToken: 'challenge-token' };
const apiError = (kind: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(String(extra.message ?? '')), { kind, ...extra });

const challenge = (token: string): SignInResponse => ({ auth_state: 'NEW_PASSWORD_REQUIRED', session: null, user_attributes: { email: 'diego@example.com' }, session_token: token });

function deps(over: Partial<ProvisionalDeps> = {}): ProvisionalDeps {
  return {
    completeNewPassword: vi.fn(async () => ({ auth_state: 'AUTHENTICATED' })),
    signIn: vi.fn(async () => challenge('new-token')),
    keepToken: vi.fn(),
    clearProvisional: vi.fn(),
    exit: vi.fn(),
    ...over,
  };
}

describe('provisional-password flow', () => {
  it('requires a valid password and an equal confirmation', async () => {
    const d = deps();
    const f = createProvisionalFlow(d, ctx);
    await f.submit('nova123', 'nova124');
    expect(f.$errors.get()).toEqual({ confirm: 'errors.passwords-differ' });
    await f.submit('', '');
    expect(f.$errors.get()).toEqual({ password: 'errors.password-required', confirm: 'errors.confirm-password-required' });
    expect(d.completeNewPassword).not.toHaveBeenCalled();
  });
  it('after a submit, a message follows the field as the user types (QA: "Fill your password" stayed)', async () => {
    const f = createProvisionalFlow(deps(), ctx);
    await f.submit('', '');
    f.edit('abcdef', '');
    expect(f.$errors.get().password).toBe('errors.password-rule');
    f.edit('abc123', 'abc123');
    expect(f.$errors.get()).toEqual({});
  });
  it('completes with the session token, clears the provisional state and goes to sign-in', async () => {
    const d = deps();
    const f = createProvisionalFlow(d, ctx);
    await f.submit('nova123', 'nova123');
    expect(d.completeNewPassword).toHaveBeenCalledWith('diego@example.com', 'nova123', 'challenge-token');
    expect(d.clearProvisional).toHaveBeenCalled();
    expect(d.exit).toHaveBeenCalledWith({ to: 'signin', email: 'diego@example.com', passwordSet: true });
    expect(f.$errors.get()).toEqual({});
  });
  it('keeps the user on the form with the server message when the API refuses', async () => {
    const d = deps({ completeNewPassword: vi.fn(async () => { throw apiError('validation', { status: 400, message: 'Password should be different from the old one' }); }) });
    const f = createProvisionalFlow(d, ctx);
    await f.submit('Temp1234', 'Temp1234');
    expect(f.$formError.get()).toEqual({ message: 'Password should be different from the old one' });
    expect(d.clearProvisional).not.toHaveBeenCalled();
    expect(d.exit).not.toHaveBeenCalled();
  });
  it('says so when the server is unreachable or throttling', async () => {
    const completeNewPassword = vi.fn()
      .mockRejectedValueOnce(apiError('network'))
      .mockRejectedValueOnce(apiError('throttled', { retryAfter: 5 }));
    const f = createProvisionalFlow(deps({ completeNewPassword }), ctx);
    await f.submit('nova123', 'nova123');
    expect(f.$formError.get()).toEqual({ key: 'errors.network' });
    await f.submit('nova123', 'nova123');
    expect(f.$formError.get()).toEqual({ key: 'errors.throttled', params: { seconds: 5 } });
  });
  it('submits once on a double click', async () => {
    const d = deps();
    const f = createProvisionalFlow(d, ctx);
    await Promise.all([f.submit('nova123', 'nova123'), f.submit('nova123', 'nova123')]);
    expect(d.completeNewPassword).toHaveBeenCalledTimes(1);
  });
  it('after a reload (no token in memory) asks for the temporary password and signs in with it for a new token (issue 20)', async () => {
    const d = deps();
    const f = createProvisionalFlow(d, { email: 'diego@example.com', sessionToken: null });
    expect(f.$needsTemporary.get()).toBe(true);
    await f.submit('nova123', 'nova123');
    expect(f.$temporaryError.get()).toBe('errors.password-required');
    expect(d.signIn).not.toHaveBeenCalled();
    await f.submit('nova123', 'nova123', 'Temp1234');
    expect(d.signIn).toHaveBeenCalledWith('diego@example.com', 'Temp1234');
    expect(d.keepToken).toHaveBeenCalledWith('new-token');
    expect(d.completeNewPassword).toHaveBeenCalledWith('diego@example.com', 'nova123', 'new-token');
    expect(d.exit).toHaveBeenCalledWith({ to: 'signin', email: 'diego@example.com', passwordSet: true });
  });
  it('a wrong temporary password says so in the user\'s language and sets nothing', async () => {
    const d = deps({ signIn: vi.fn((email: string, password: string) => replay('sign-in/wrong-password', () => signIn(email, password))) });
    const f = createProvisionalFlow(d, { email: 'diego@example.com', sessionToken: null });
    await f.submit('nova123', 'nova123', 'errada1');
    expect(f.$formError.get()).toEqual({ key: 'errors.wrong-credentials' });
    expect(d.completeNewPassword).not.toHaveBeenCalled();
    expect(f.$needsTemporary.get()).toBe(true);
  });
  it('an expired challenge asks for the temporary password again', async () => {
    const complete = vi.fn()
      .mockRejectedValueOnce(await recordedError('password-complete/invalid-session', () => completeNewPassword('diego@example.com', 'nova123', 'old')))
      .mockResolvedValueOnce({ auth_state: 'AUTHENTICATED' });
    const d = deps({ completeNewPassword: complete });
    const f = createProvisionalFlow(d, ctx);
    await f.submit('nova123', 'nova123');
    expect(f.$needsTemporary.get()).toBe(true);
    expect(f.$formError.get()).toEqual({ key: 'recovery.provisional.expired' });
    await f.submit('nova123', 'nova123', 'Temp1234');
    expect(complete).toHaveBeenLastCalledWith('diego@example.com', 'nova123', 'new-token');
    expect(d.exit).toHaveBeenCalledWith({ to: 'signin', email: 'diego@example.com', passwordSet: true });
  });
});
