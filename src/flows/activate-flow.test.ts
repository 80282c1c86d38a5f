import { describe, expect, it, vi } from 'vitest';
import { createActivateFlow, type ActivateDeps } from './activate-flow';
import { $guardHold } from './guard-hold';
import type { SignInResponse } from '../core/api/schemas';
import { activatePassword as activatePasswordCall } from '../core/api/account-calls';
import { recordedError, replay } from '../../tests/unit/recorded';

/** The activation PATCH answering as the reference API did in `scenario` (tests/fixtures/activate-password/). */
const activateAs = (scenario: string) => vi.fn((email: string, password: string, code?: string) => replay(`activate-password/${scenario}`, () => activatePasswordCall(email, password, code)));

const session = { access_token: 'a', refresh_token: 'r', id_token: 'i', expires_in: 3600 };
const authenticated: SignInResponse = { auth_state: 'AUTHENTICATED', session, user_attributes: { email: 'carla@example.com' }, session_token: null };
const apiError = (kind: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(String(extra.message ?? '')), { kind, ...extra });
const EMAIL = 'carla@example.com';

function deps(over: Partial<ActivateDeps> = {}): ActivateDeps {
  return {
    activateStatus: vi.fn(async () => 200),
    activatePassword: vi.fn(async () => {}),
    resendActivationCode: vi.fn(async () => {}),
    signIn: vi.fn(async () => authenticated),
    verifications: vi.fn(async () => [{ type_validation: 'EMAIL' as const, active: true }]),
    sendEmailCode: vi.fn(async () => {}),
    storeSession: vi.fn(),
    exit: vi.fn(),
    track: vi.fn(),
    ...over,
  };
}

describe('activation flow', () => {
  it('opened directly, checks first and shows the form when activation is needed', async () => {
    const d = deps();
    const f = createActivateFlow(d, EMAIL, { checked: false });
    expect(f.$state.get()).toEqual({ step: 'checking' });
    await f.check();
    expect(d.activateStatus).toHaveBeenCalledWith(EMAIL);
    expect(f.$state.get()).toEqual({ step: 'form' });
  });
  it.each([303, 404])('sends an active or unknown account (%i) to sign-in with the email', async (status) => {
    const d = deps({ activateStatus: vi.fn(async () => status) });
    await createActivateFlow(d, 'ana@example.com', { checked: false }).check();
    expect(d.exit).toHaveBeenCalledWith({ to: 'signin', email: 'ana@example.com' });
  });
  it('offers a retry when the check cannot reach the API', async () => {
    const activateStatus = vi.fn().mockRejectedValueOnce(apiError('network')).mockResolvedValueOnce(200);
    const f = createActivateFlow(deps({ activateStatus }), EMAIL, { checked: false });
    await f.check();
    expect(f.$state.get()).toEqual({ step: 'check-failed', error: { key: 'errors.network' } });
    await f.check();
    expect(f.$state.get()).toEqual({ step: 'form' });
  });
  it('a server failing after the retries (5xx) offers a retry, not sign-in (spec §7: only 303 or 404 go there)', async () => {
    const activateStatus = vi.fn().mockRejectedValueOnce(apiError('http', { status: 500 })).mockResolvedValueOnce(200);
    const d = deps({ activateStatus });
    const f = createActivateFlow(d, EMAIL, { checked: false });
    await f.check();
    expect(f.$state.get()).toEqual({ step: 'check-failed', error: { key: 'errors.generic' } });
    expect(d.exit).not.toHaveBeenCalled();
    await f.check();
    expect(f.$state.get()).toEqual({ step: 'form' });
  });
  it('another status (400, 429) is no answer about the account: a retry, not sign-in', async () => {
    const d = deps({ activateStatus: vi.fn(async () => 429) });
    const f = createActivateFlow(d, EMAIL, { checked: false });
    await f.check();
    expect(f.$state.get()).toEqual({ step: 'check-failed', error: { key: 'errors.generic' } });
    expect(d.exit).not.toHaveBeenCalled();
  });
  it('starts on the form when sign-in has just checked', () => {
    expect(createActivateFlow(deps(), EMAIL, { checked: true }).$state.get()).toEqual({ step: 'form' });
  });
  it('validates the password and confirmation and tracks the input error', async () => {
    const d = deps();
    const f = createActivateFlow(d, EMAIL, { checked: true });
    await f.submit('abcdef', '');
    expect(f.$errors.get()).toEqual({ password: 'errors.password-rule', confirm: 'errors.confirm-password-required' });
    expect(d.activatePassword).not.toHaveBeenCalled();
    expect(d.track).toHaveBeenCalledWith('input_error_occurred');
  });
  it('after a submit, a message follows the field as the user types', async () => {
    const f = createActivateFlow(deps(), EMAIL, { checked: true });
    await f.submit('', '');
    f.edit('abcdef', '');
    expect(f.$errors.get().password).toBe('errors.password-rule');
    f.edit('abc123', 'abc123');
    expect(f.$errors.get()).toEqual({});
  });
  it('creates the password, signs in with the spinner step and guards held, then completes', async () => {
    const seen: string[] = [];
    let flowRef: ReturnType<typeof createActivateFlow> | null = null;
    const d = deps({ storeSession: vi.fn(() => { seen.push(`${flowRef?.$state.get().step}:${$guardHold.get()}`); }) });
    const f = createActivateFlow(d, EMAIL, { checked: true });
    flowRef = f;
    await f.submit('nova123', 'nova123');
    expect(d.activatePassword).toHaveBeenCalledWith(EMAIL, 'nova123');
    expect(d.signIn).toHaveBeenCalledWith(EMAIL, 'nova123');
    expect(seen).toEqual(['signing-in:true']);
    expect($guardHold.get()).toBe(false);
    expect(d.track).toHaveBeenNthCalledWith(1, 'login_started');
    expect(d.track).toHaveBeenNthCalledWith(2, 'login_completed');
    expect(d.exit).toHaveBeenCalledWith({ to: 'done', email: EMAIL });
  });
  it("runs sign-in's verification check after the automatic sign-in, with the guards still held", async () => {
    const seen: boolean[] = [];
    const d = deps({ verifications: vi.fn(async () => { seen.push($guardHold.get()); return [{ type_validation: 'EMAIL' as const, active: true }]; }) });
    await createActivateFlow(d, EMAIL, { checked: true }).submit('nova123', 'nova123');
    expect(d.verifications).toHaveBeenCalledWith(EMAIL);
    expect(seen).toEqual([true]);
    expect(vi.mocked(d.storeSession).mock.invocationCallOrder[0]).toBeLessThan(vi.mocked(d.verifications).mock.invocationCallOrder[0]!);
    expect(d.sendEmailCode).not.toHaveBeenCalled();
  });
  it('goes on to validate-email with a code sent when the email is unverified (no verifications yet)', async () => {
    const d = deps({ verifications: vi.fn(async () => []) });
    await createActivateFlow(d, EMAIL, { checked: true }).submit('nova123', 'nova123');
    expect(d.storeSession).toHaveBeenCalledWith(session);
    expect(d.sendEmailCode).toHaveBeenCalledExactlyOnceWith(EMAIL);
    expect(d.exit).toHaveBeenCalledExactlyOnceWith({ to: 'validate-email', email: EMAIL, resendIn: 30 });
    expect(d.track).not.toHaveBeenCalledWith('login_completed');
    expect($guardHold.get()).toBe(false);
  });
  it('still goes on to validate-email, saying why, when the code cannot be sent', async () => {
    const d = deps({ verifications: vi.fn(async () => []), sendEmailCode: vi.fn(async () => { throw apiError('network'); }) });
    const f = createActivateFlow(d, EMAIL, { checked: true });
    await f.submit('nova123', 'nova123');
    expect(d.exit).toHaveBeenCalledWith({ to: 'validate-email', email: EMAIL, resendIn: 0, sendError: { key: 'errors.network' } });
    expect(f.$busy.get()).toBe(false);
  });
  it('completes when the verification check fails: it is advisory', async () => {
    const d = deps({ verifications: vi.fn(async () => { throw apiError('network'); }) });
    await createActivateFlow(d, EMAIL, { checked: true }).submit('nova123', 'nova123');
    expect(d.exit).toHaveBeenCalledWith({ to: 'done', email: EMAIL });
  });
  it('goes to sign-in with the email on a 404', async () => {
    const d = deps({ activatePassword: activateAs('already-active') });
    await createActivateFlow(d, EMAIL, { checked: true }).submit('nova123', 'nova123');
    expect(d.exit).toHaveBeenCalledWith({ to: 'signin', email: EMAIL });
  });
  it('shows the create-password error for other failures, network and throttling as such', async () => {
    const activatePassword = vi.fn()
      .mockRejectedValueOnce(apiError('http', { status: 500, message: 'Erro interno.' }))
      .mockRejectedValueOnce(apiError('network'))
      .mockRejectedValueOnce(apiError('throttled', { retryAfter: 4 }))
      .mockRejectedValueOnce(apiError('throttled', { retryAfter: 600 }));
    const d = deps({ activatePassword });
    const f = createActivateFlow(d, EMAIL, { checked: true });
    await f.submit('nova123', 'nova123');
    expect(f.$formError.get()).toEqual({ key: 'recovery.activate.error' });
    await f.submit('nova123', 'nova123');
    expect(f.$formError.get()).toEqual({ key: 'errors.network' });
    await f.submit('nova123', 'nova123');
    expect(f.$formError.get()).toEqual({ key: 'errors.throttled', params: { seconds: 4 } });
    await f.submit('nova123', 'nova123');
    expect(f.$formError.get()).toEqual({ key: 'errors.throttled-minutes', params: { minutes: 10 } });
    expect(f.$state.get()).toEqual({ step: 'form' });
    expect(d.exit).not.toHaveBeenCalled();
  });
  it('falls back to sign-in when the automatic sign-in fails', async () => {
    const d = deps({ signIn: vi.fn(async () => { throw apiError('network'); }) });
    await createActivateFlow(d, EMAIL, { checked: true }).submit('nova123', 'nova123');
    expect(d.storeSession).not.toHaveBeenCalled();
    expect(d.exit).toHaveBeenCalledWith({ to: 'signin', email: EMAIL });
  });
  it('submits once on a double click', async () => {
    const d = deps();
    const f = createActivateFlow(d, EMAIL, { checked: true });
    await Promise.all([f.submit('nova123', 'nova123'), f.submit('nova123', 'nova123')]);
    expect(d.activatePassword).toHaveBeenCalledTimes(1);
  });
});

describe('activation proves the mailbox (contract B)', () => {
  const codeRequired = () => recordedError('activate-password/code-required', () => activatePasswordCall(EMAIL, 'nova123'));

  it('an API of spec §7 alone answers the password with 200: no code step, signed in as before', async () => {
    const d = deps();
    await createActivateFlow(d, EMAIL, { checked: true }).submit('nova123', 'nova123');
    expect(d.activatePassword).toHaveBeenCalledTimes(1);
    expect(d.activatePassword).toHaveBeenCalledWith(EMAIL, 'nova123');
    expect(d.exit).not.toHaveBeenCalledWith(expect.objectContaining({ to: 'code' }));
    expect(d.exit).toHaveBeenCalledWith({ to: 'done', email: EMAIL });
  });
  it('428 code_required opens the code step; the code goes with the password kept in memory, then sign-in', async () => {
    const activatePassword = vi.fn().mockRejectedValueOnce(await codeRequired()).mockResolvedValueOnce(undefined);
    const d = deps({ activatePassword });
    const f = createActivateFlow(d, EMAIL, { checked: true });
    await f.submit('nova123', 'nova123');
    expect(d.exit).toHaveBeenCalledWith({ to: 'code', resendIn: 30 });
    expect(f.$formError.get()).toBeNull();
    expect(f.$hasPassword.get()).toBe(true);
    expect(d.signIn).not.toHaveBeenCalled();
    expect(await f.submitCode(' ab12cd ')).toBe('accepted');
    expect(activatePassword).toHaveBeenLastCalledWith(EMAIL, 'nova123', 'AB12CD');
    expect(d.track).toHaveBeenCalledWith('verification_code_added');
    expect(d.signIn).toHaveBeenCalledWith(EMAIL, 'nova123');
    expect(d.exit).toHaveBeenLastCalledWith({ to: 'done', email: EMAIL });
    expect(f.$hasPassword.get()).toBe(false);
  });
  it('429 code_required: a code went out moments ago; the code step opens, its resend waiting the Retry-After', async () => {
    const d = deps({ activatePassword: vi.fn(async () => { throw apiError('throttled', { status: 429, retryAfter: 18, codeRequired: true }); }) });
    await createActivateFlow(d, EMAIL, { checked: true }).submit('nova123', 'nova123');
    expect(d.exit).toHaveBeenCalledWith({ to: 'code', resendIn: 18 });
  });
  it('a wrong code is refused with the expired message and can be typed again', async () => {
    const activatePassword = vi.fn()
      .mockRejectedValueOnce(await codeRequired())
      .mockRejectedValueOnce(await recordedError('activate-password/bad-code', () => activatePasswordCall(EMAIL, 'nova123', 'AB12CD')))
      .mockResolvedValueOnce(undefined);
    const d = deps({ activatePassword });
    const f = createActivateFlow(d, EMAIL, { checked: true });
    await f.submit('nova123', 'nova123');
    expect(await f.submitCode('ZZZZZZ')).toBe('refused');
    expect(f.$formError.get()).toEqual({ key: 'recovery.code-expired' });
    expect(d.signIn).not.toHaveBeenCalled();
    expect(await f.submitCode('AB12CD')).toBe('accepted');
    expect(d.exit).toHaveBeenLastCalledWith({ to: 'done', email: EMAIL });
  });
  it('after a reload (no password in memory) the code goes with the password typed again, checked first', async () => {
    const d = deps();
    const f = createActivateFlow(d, EMAIL, { checked: true });
    expect(f.$hasPassword.get()).toBe(false);
    expect(await f.submitCode('AB12CD')).toBe('failed');
    expect(await f.submitCode('AB12CD', { password: 'abc', confirm: 'abc' })).toBe('failed');
    expect(f.$errors.get()).toEqual({ password: 'errors.password-rule' });
    expect(d.activatePassword).not.toHaveBeenCalled();
    expect(await f.submitCode('AB12CD', { password: 'nova123', confirm: 'nova123' })).toBe('accepted');
    expect(d.activatePassword).toHaveBeenCalledWith(EMAIL, 'nova123', 'AB12CD');
  });
  it('"I already have a code" opens the code step and asks for nothing; resend asks the API for another', async () => {
    const d = deps();
    const f = createActivateFlow(d, EMAIL, { checked: true });
    f.haveCode();
    expect(d.exit).toHaveBeenCalledWith({ to: 'code', resendIn: 0 });
    expect(d.activatePassword).not.toHaveBeenCalled();
    await f.resend();
    expect(d.resendActivationCode).toHaveBeenCalledWith(EMAIL);
  });
  it('an account activated meanwhile (404 on the code) goes to sign-in', async () => {
    const activatePassword = vi.fn().mockRejectedValueOnce(await codeRequired()).mockRejectedValueOnce(await recordedError('activate-password/already-active', () => activatePasswordCall(EMAIL, 'nova123', 'AB12CD')));
    const d = deps({ activatePassword });
    const f = createActivateFlow(d, EMAIL, { checked: true });
    await f.submit('nova123', 'nova123');
    await f.submitCode('AB12CD');
    expect(d.exit).toHaveBeenLastCalledWith({ to: 'signin', email: EMAIL });
  });
});
