import { describe, expect, it, vi } from 'vitest';
import { createSignInFlow, type SignInDeps } from './signin-flow';
import type { SignInResponse } from '../core/api/schemas';
import { signIn } from '../core/api/calls';
import { recordedBody, replay } from '../../tests/unit/recorded';

const authenticated = recordedBody<SignInResponse>('sign-in/authenticated');
/** The sign-in call answering as the reference API did in `scenario` (tests/fixtures/sign-in/). */
const signInAs = (scenario: string) => vi.fn((email: string, password: string) => replay(`sign-in/${scenario}`, () => signIn(email, password)));

function deps(over: Partial<SignInDeps> = {}): SignInDeps {
  return {
    activationNeeded: vi.fn(async () => false),
    signIn: vi.fn(async () => authenticated),
    verifications: vi.fn(async () => [{ type_validation: 'EMAIL' as const, active: true }, { type_validation: 'PHONE_NUMBER' as const, active: true }]),
    sendEmailCode: vi.fn(async () => {}),
    storeSession: vi.fn(),
    storeProvisional: vi.fn(),
    exit: vi.fn(),
    track: vi.fn(),
    ...over,
  };
}

describe('sign-in flow', () => {
  it('rejects an empty or invalid email without calling the API', async () => {
    const d = deps();
    const f = createSignInFlow(d);
    await f.submitEmail('  ');
    expect(f.$errors.get().email).toBe('errors.email-required');
    await f.submitEmail('nope');
    expect(f.$errors.get().email).toBe('errors.email-invalid');
    expect(d.activationNeeded).not.toHaveBeenCalled();
    expect(d.track).toHaveBeenCalledWith('input_error_occurred');
  });
  it('opens the password step with the email locked when no activation is needed', async () => {
    const f = createSignInFlow(deps());
    await f.submitEmail(' ANA@Example.com ');
    expect(f.$state.get()).toEqual({ step: 'password', email: 'ana@example.com' }); // lowercased, as the API keeps it
  });
  it('goes to /activate when the activation check answers 200', async () => {
    const d = deps({ activationNeeded: vi.fn(async () => true) });
    await createSignInFlow(d).submitEmail('carla@example.com');
    expect(d.exit).toHaveBeenCalledWith({ to: 'activate', email: 'carla@example.com' });
  });
  it('back returns to the email step and clears the email', async () => {
    const f = createSignInFlow(deps());
    await f.submitEmail('ana@example.com');
    f.back();
    expect(f.$state.get()).toEqual({ step: 'email', email: '' });
  });
  it('stores the session and completes when the email is verified', async () => {
    const d = deps();
    const f = createSignInFlow(d);
    await f.submitEmail('ana@example.com');
    await f.submitPassword('senha123');
    expect(d.storeSession).toHaveBeenCalledWith(authenticated.session);
    expect(d.exit).toHaveBeenCalledWith({ to: 'done', email: 'ana@example.com', target: '/' });
    expect(d.track).toHaveBeenCalledWith('login_completed');
  });
  it('reports login_started once, before email_added, then login_completed (QA: email_added came first)', async () => {
    const d = deps();
    const f = createSignInFlow(d);
    await f.submitEmail('ana@example.com');
    f.back();
    await f.submitEmail('ana@example.com');
    await f.submitPassword('senha123');
    expect(vi.mocked(d.track).mock.calls.map(([event]) => event)).toEqual(['login_started', 'email_added', 'email_added', 'login_completed']);
  });
  it('completes towards the session route the sign-in URL asked for (next), validated', async () => {
    for (const [next, target] of [['/password', '/password'], ['/address/', '/address'], ['https://evil.example/', '/'], ['/signup/', '/']]) {
      const d = deps();
      const f = createSignInFlow(d, '', next);
      await f.submitEmail('ana@example.com');
      await f.submitPassword('senha123');
      expect(d.exit).toHaveBeenCalledWith({ to: 'done', email: 'ana@example.com', target });
    }
  });
  it('diverts to validate-email when the email is unverified, after sending the code', async () => {
    const d = deps({ verifications: vi.fn(async () => []) });
    const f = createSignInFlow(d);
    await f.submitEmail('bruno@example.com');
    await f.submitPassword('senha123');
    expect(d.sendEmailCode).toHaveBeenCalledExactlyOnceWith('bruno@example.com');
    expect(vi.mocked(d.sendEmailCode).mock.invocationCallOrder[0]).toBeLessThan(vi.mocked(d.exit).mock.invocationCallOrder[0]!);
    expect(d.exit).toHaveBeenCalledWith({ to: 'validate-email', email: 'bruno@example.com', resendIn: 30 });
    expect(d.track).not.toHaveBeenCalledWith('login_completed');
  });
  it('still diverts, with the reason and a free resend, when the code cannot be sent', async () => {
    const d = deps({ verifications: vi.fn(async () => []), sendEmailCode: vi.fn(async () => { throw Object.assign(new Error(''), { kind: 'network' }); }) });
    const f = createSignInFlow(d);
    await f.submitEmail('bruno@example.com');
    await f.submitPassword('senha123');
    expect(d.exit).toHaveBeenCalledWith({ to: 'validate-email', email: 'bruno@example.com', resendIn: 0, sendError: { key: 'errors.network' } });
    expect(f.$busy.get()).toBe(false);
  });
  it('sends no code when the email is verified', async () => {
    const d = deps();
    const f = createSignInFlow(d);
    await f.submitEmail('ana@example.com');
    await f.submitPassword('senha123');
    expect(d.sendEmailCode).not.toHaveBeenCalled();
  });
  it('stores provisional data and goes to the new-password screen on NEW_PASSWORD_REQUIRED', async () => {
    const d = deps({ signIn: signInAs('new-password-required') });
    const f = createSignInFlow(d);
    await f.submitEmail('diego@example.com');
    await f.submitPassword('Temp1234');
    expect(d.storeProvisional).toHaveBeenCalledWith('diego@example.com', recordedBody<SignInResponse>('sign-in/new-password-required').session_token);
    expect(d.exit).toHaveBeenCalledWith({ to: 'provisional', email: 'diego@example.com' });
    expect(d.storeSession).not.toHaveBeenCalled();
  });
  it('shows the signIn@error-auth-404 message for an unknown account', async () => {
    for (const scenario of ['unknown-email', 'unknown-email-pt']) {
      const d = deps({ signIn: signInAs(scenario) });
      const f = createSignInFlow(d);
      await f.submitEmail('nobody@example.com');
      await f.submitPassword('senha123');
      expect(f.$formError.get()).toEqual({ key: 'signin.error-auth-404' });
    }
  });
  it('words wrong credentials in the user\'s language, never with the server\'s English text, and keeps the step', async () => {
    for (const scenario of ['wrong-password-en', 'wrong-password']) {
      const d = deps({ signIn: signInAs(scenario) });
      const f = createSignInFlow(d);
      await f.submitEmail('ana@example.com');
      await f.submitPassword('wrong123');
      expect(f.$formError.get()).toEqual({ key: 'errors.wrong-credentials' });
      expect(f.$state.get().step).toBe('password');
    }
  });
  it("shows the server's message for other auth errors", async () => {
    const d = deps({ signIn: signInAs('not-activated') });
    const f = createSignInFlow(d);
    await f.submitEmail('ana@example.com');
    await f.submitPassword('wrong123');
    expect(f.$formError.get()).toEqual({ message: 'Esta conta ainda não foi ativada. Crie uma senha para ativá-la.' });
  });
  it('says the network is down instead of failing silently', async () => {
    const d = deps({ activationNeeded: vi.fn(async () => { throw Object.assign(new Error(''), { kind: 'network' }); }) });
    const f = createSignInFlow(d);
    await f.submitEmail('ana@example.com');
    expect(f.$formError.get()).toEqual({ key: 'errors.network' });
    expect(f.$busy.get()).toBe(false);
  });
  it('submits once on a double click', async () => {
    const d = deps();
    const f = createSignInFlow(d);
    await Promise.all([f.submitEmail('ana@example.com'), f.submitEmail('ana@example.com')]);
    expect(d.activationNeeded).toHaveBeenCalledTimes(1);
  });
  it('completes sign-in even when the verification check fails', async () => {
    const d = deps({ verifications: vi.fn(async () => { throw new Error('down'); }) });
    const f = createSignInFlow(d);
    await f.submitEmail('ana@example.com');
    await f.submitPassword('senha123');
    expect(d.exit).toHaveBeenCalledWith({ to: 'done', email: 'ana@example.com', target: '/' });
  });
});

describe('sign-in flow and route guards', () => {
  it('holds the guards from storing the session until it has exited', async () => {
    const { $guardHold } = await import('./signin-flow');
    const seen: boolean[] = [];
    const d = deps({
      verifications: vi.fn(async () => { seen.push($guardHold.get()); return []; }),
      exit: vi.fn(() => { seen.push($guardHold.get()); }),
    });
    const f = createSignInFlow(d);
    await f.submitEmail('bruno@example.com');
    await f.submitPassword('senha123');
    expect(seen).toEqual([true, true]);
    expect($guardHold.get()).toBe(false);
    expect(vi.mocked(d.storeSession).mock.invocationCallOrder[0]).toBeLessThan(vi.mocked(d.verifications).mock.invocationCallOrder[0]!);
  });

  describe('a passkey sign-in', () => {
    const failure = (err: unknown) => ({ message: String((err as Error).message) });
    it('follows the same rules as a password: session, verification check, then done with the account\'s email', async () => {
      const d = deps({ offerPasskey: vi.fn(async () => {}) });
      const f = createSignInFlow(d, '', '/password');
      await f.submitPasskey(async () => ({ ...authenticated, user_attributes: { email: 'Ana@Example.com' } }), failure);
      expect(d.storeSession).toHaveBeenCalledWith(authenticated.session);
      expect(d.verifications).toHaveBeenCalledWith('ana@example.com');
      expect(d.exit).toHaveBeenCalledWith({ to: 'done', email: 'ana@example.com', target: '/password' });
      expect(d.offerPasskey).not.toHaveBeenCalled(); // they just used one
    });
    it('diverts an unverified email to validate-email, as a password sign-in does', async () => {
      const d = deps({ verifications: vi.fn(async () => []) });
      await createSignInFlow(d).submitPasskey(async () => authenticated, failure);
      expect(d.exit).toHaveBeenCalledWith({ to: 'validate-email', email: 'ana@example.com', resendIn: 30 });
    });
    it('shows its failure as the caller words it, and stores nothing', async () => {
      const d = deps();
      const f = createSignInFlow(d);
      await f.submitPasskey(async () => { throw new Error('refused'); }, failure);
      expect(f.$formError.get()).toEqual({ message: 'refused' });
      expect(d.storeSession).not.toHaveBeenCalled();
      expect(f.$busy.get()).toBe(false);
    });
    it('runs one at a time with every other submit: a passkey picked while one is proven, or while a password is checked, is not sent', async () => {
      let release: () => void = () => {};
      const d = deps({ signIn: vi.fn(() => new Promise<SignInResponse>((resolve) => { release = () => resolve(authenticated); })) });
      const f = createSignInFlow(d);
      await f.submitEmail('ana@example.com');
      const password = f.submitPassword('senha123');
      const prove = vi.fn(async () => authenticated);
      await f.submitPasskey(prove, failure); // answered at once: busy
      expect(prove).not.toHaveBeenCalled();
      release();
      await password;
      let proven: () => void = () => {};
      const first = f.submitPasskey(() => new Promise<SignInResponse>((resolve) => { proven = () => resolve(authenticated); }), failure);
      await f.submitPasskey(prove, failure);
      expect(prove).not.toHaveBeenCalled();
      proven();
      await first;
      expect(d.storeSession).toHaveBeenCalledTimes(2); // the password's, then the first passkey's
    });
  });
  it('offers a passkey after a password sign-in, and exits only once the offer is answered', async () => {
    let answer: () => void = () => {};
    const d = deps({ offerPasskey: vi.fn(() => new Promise<void>((resolve) => { answer = resolve; })) });
    const f = createSignInFlow(d);
    await f.submitEmail('ana@example.com');
    const done = f.submitPassword('senha123');
    await vi.waitFor(() => expect(d.offerPasskey).toHaveBeenCalledWith('ana@example.com'));
    expect(d.exit).not.toHaveBeenCalled();
    answer();
    await done;
    expect(d.exit).toHaveBeenCalledWith({ to: 'done', email: 'ana@example.com', target: '/' });
  });
});
