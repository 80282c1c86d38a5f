import { describe, expect, it, vi } from 'vitest';
import { createProvisionalFlow, type ProvisionalDeps } from './provisional-flow';

const ctx = { email: 'diego@example.com', sessionToken: 'challenge-token' };
const apiError = (kind: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(String(extra.message ?? '')), { kind, ...extra });

function deps(over: Partial<ProvisionalDeps> = {}): ProvisionalDeps {
  return { completeNewPassword: vi.fn(async () => ({ auth_state: 'AUTHENTICATED' })), clearProvisional: vi.fn(), exit: vi.fn(), ...over };
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
});
