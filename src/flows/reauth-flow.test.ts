import { describe, expect, it, vi } from 'vitest';
import { createReauthFlow, type ReauthDeps } from './reauth-flow';
import { reauthenticate, reauthenticationOptions, type Ceremony } from '../core/api/extension-calls';
import { recordedBody, replay } from '../../tests/unit/recorded';

// As the reference API answered (tests/fixtures/).
const reauthAs = (scenario: string) => vi.fn((proof: Parameters<ReauthDeps['reauthenticate']>[0]) => replay(`reauthenticate/${scenario}`, () => reauthenticate(proof)));
const deps = (over: Partial<ReauthDeps> = {}): ReauthDeps => ({
  reauthenticate: reauthAs('password'),
  passkeyOptions: vi.fn(() => replay('reauth-options/success', reauthenticationOptions)),
  credential: vi.fn(async () => ({ id: 'p1' })), // the browser's dialog
  ...over,
});

describe('confirm it is you', () => {
  it('asks for the password before calling, then confirms and forgets it', async () => {
    const d = deps();
    const confirmed = vi.fn();
    const f = createReauthFlow(d, confirmed);
    expect(await f.submitPassword()).toBe(false);
    expect(f.$fieldError.get()).toEqual({ key: 'errors.password-required' });
    expect(d.reauthenticate).not.toHaveBeenCalled();
    f.setPassword('senha123');
    expect(f.$fieldError.get()).toBeNull();
    expect(await f.submitPassword()).toBe(true);
    expect(d.reauthenticate).toHaveBeenCalledWith({ password: 'senha123' });
    expect(confirmed).toHaveBeenCalledOnce();
    expect(f.$password.get()).toBe('');
  });
  it('a wrong password: the server\'s words under the field, nothing confirmed, the password kept to correct', async () => {
    const d = deps({ reauthenticate: reauthAs('wrong-password') });
    const confirmed = vi.fn();
    const f = createReauthFlow(d, confirmed);
    f.setPassword('nope1234');
    expect(await f.submitPassword()).toBe(false);
    expect(f.$fieldError.get()).toEqual({ message: recordedBody<{ detail: string }>('reauthenticate/wrong-password').detail });
    expect(f.$password.get()).toBe('nope1234');
    expect(confirmed).not.toHaveBeenCalled();
  });
  it('other failures as an alert', async () => {
    const f = createReauthFlow(deps({ reauthenticate: vi.fn(async () => { throw Object.assign(new Error(''), { kind: 'network' }); }) }), vi.fn());
    f.setPassword('senha123');
    await f.submitPassword();
    expect(f.$error.get()).toEqual({ key: 'errors.network' });
    expect(f.$busy.get()).toBe(false);
  });
  it('confirms with one of the user\'s passkeys', async () => {
    const d = deps({ reauthenticate: reauthAs('passkey') });
    const confirmed = vi.fn();
    expect(await createReauthFlow(d, confirmed).usePasskey()).toBe(true);
    const { challenge_id } = recordedBody<{ challenge_id: string }>('reauth-options/success');
    expect(d.reauthenticate).toHaveBeenCalledWith({ challenge_id, credential: { id: 'p1' } });
    expect(confirmed).toHaveBeenCalledOnce();
  });
  it('a passkey dialog cancelled says so', async () => {
    const f = createReauthFlow(deps({ credential: vi.fn(async () => { throw Object.assign(new Error(''), { name: 'NotAllowedError' }); }) }), vi.fn());
    expect(await f.usePasskey()).toBe(false);
    expect(f.$error.get()).toEqual({ key: 'passkeys.error-cancelled' });
  });
  it('an account without passkeys: says to use the password, and opens no browser dialog', async () => {
    const ceremony = recordedBody<Ceremony>('reauth-options/success');
    const d = deps({ passkeyOptions: vi.fn(async () => ({ ...ceremony, options: { ...ceremony.options, allowCredentials: [] } })) });
    const confirmed = vi.fn();
    const f = createReauthFlow(d, confirmed);
    expect(await f.usePasskey()).toBe(false);
    expect(f.$error.get()).toEqual({ key: 'passkeys.confirm-none' });
    expect(d.credential).not.toHaveBeenCalled();
    expect(d.reauthenticate).not.toHaveBeenCalled();
    expect(confirmed).not.toHaveBeenCalled();
  });
});
