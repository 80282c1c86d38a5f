import { describe, expect, it, vi } from 'vitest';
import { createPasskeySignIn, passkeyFailure, type PasskeySignInDeps } from './passkey-signin-flow';
import type { SignInResponse } from '../core/api/schemas';

const answer: SignInResponse = { auth_state: 'AUTHENTICATED', session: { access_token: 'a', refresh_token: 'r', id_token: 'i', expires_in: 60 }, user_attributes: { email: 'ana@example.com' }, session_token: null };
const ceremony = { challenge_id: 'c1', options: { challenge: 'abc', rpId: 'lingora.example' } };
const credential = { id: 'cred-1', type: 'public-key' };
const domError = (name: string) => Object.assign(new Error(name), { name });

function setup(over: Partial<PasskeySignInDeps> = {}) {
  const deps: PasskeySignInDeps = {
    options: vi.fn(async () => ceremony),
    credential: vi.fn(async () => credential),
    signIn: vi.fn(async () => answer),
    forget: vi.fn(),
    ...over,
  };
  const proven: SignInResponse[] = [];
  const failures: unknown[] = [];
  const flow = {
    submitPasskey: vi.fn(async (prove: () => Promise<SignInResponse>, failure: (e: unknown) => unknown) => {
      try {
        proven.push(await prove());
      } catch (e) {
        failures.push(failure(e));
      }
    }),
  };
  return { deps, flow, proven, failures, passkeys: createPasskeySignIn(deps, flow) };
}

describe('passkey sign-in', () => {
  it('listens in the autofill (conditional) and signs in with what the user picks', async () => {
    const { deps, flow, proven, passkeys } = setup();
    passkeys.listen();
    expect(passkeys.$listening.get()).toBe(true);
    await vi.waitFor(() => expect(proven).toEqual([answer]));
    expect(deps.credential).toHaveBeenCalledWith(ceremony.options, 'conditional', expect.any(AbortSignal));
    expect(deps.signIn).toHaveBeenCalledWith('c1', credential);
    expect(flow.submitPasskey).toHaveBeenCalledOnce();
    expect(passkeys.$listening.get()).toBe(false);
  });

  it('stop() aborts the autofill request; nothing is submitted and nothing shown', async () => {
    let signal: AbortSignal | undefined;
    const { flow, failures, passkeys } = setup({
      credential: vi.fn((_o, _m, s?: AbortSignal) => new Promise<typeof credential>((_, reject) => {
        signal = s;
        s?.addEventListener('abort', () => reject(domError('AbortError')));
      })),
    });
    passkeys.listen();
    await vi.waitFor(() => expect(signal).toBeDefined());
    passkeys.stop();
    expect(signal?.aborted).toBe(true);
    await Promise.resolve();
    expect(flow.submitPasskey).not.toHaveBeenCalled();
    expect(failures).toEqual([]);
  });

  it('a refusal in the autofill is not retried by itself (no loop), and says nothing', async () => {
    const { deps, flow, passkeys } = setup({ credential: vi.fn(async () => { throw domError('NotAllowedError'); }) });
    passkeys.listen();
    await vi.waitFor(() => expect(passkeys.$listening.get()).toBe(false));
    expect(deps.credential).toHaveBeenCalledOnce();
    expect(flow.submitPasskey).not.toHaveBeenCalled();
  });

  it('the button stops the autofill request first, waits for it, then opens the browser dialog', async () => {
    const order: string[] = [];
    const { deps, proven, passkeys } = setup({
      credential: vi.fn((_o, mediation: string, s?: AbortSignal) => new Promise<typeof credential>((resolve, reject) => {
        order.push(mediation);
        if (mediation === 'optional') resolve(credential);
        s?.addEventListener('abort', () => { order.push('aborted'); reject(domError('AbortError')); });
      })),
    });
    passkeys.listen();
    await vi.waitFor(() => expect(order).toEqual(['conditional']));
    await passkeys.ask();
    expect(order).toEqual(['conditional', 'aborted', 'optional']);
    expect(proven).toEqual([answer]);
    expect(deps.options).toHaveBeenCalledTimes(2); // a fresh challenge each time
  });

  it('a passkey the API no longer knows: the device is told, and the user reads the server', async () => {
    const unknown = Object.assign(new Error('This passkey is no longer registered.'), { kind: 'unauthorized', status: 401, field: 'credential' });
    const { deps, failures, passkeys } = setup({ signIn: vi.fn(async () => { throw unknown; }) });
    await passkeys.ask();
    expect(deps.forget).toHaveBeenCalledWith('lingora.example', 'cred-1');
    expect(failures).toEqual([{ message: 'This passkey is no longer registered.' }]);
  });
});

describe('passkeyFailure', () => {
  it('words the browser and the API failures', () => {
    expect(passkeyFailure(domError('NotAllowedError'))).toEqual({ key: 'passkeys.error-cancelled' });
    expect(passkeyFailure(domError('SecurityError'))).toEqual({ key: 'passkeys.error-unavailable' });
    expect(passkeyFailure(domError('AbortError'))).toBeNull();
    expect(passkeyFailure({ kind: 'network' })).toEqual({ key: 'errors.network' });
    expect(passkeyFailure({ kind: 'schema' })).toEqual({ key: 'errors.generic' });
    expect(passkeyFailure({ kind: 'validation', message: 'expired' })).toEqual({ message: 'expired' });
  });
});
