import { describe, expect, it, vi } from 'vitest';
import { createPasswordChangeFlow, type PasswordChangeDeps } from './password-change-flow';
import { changePassword } from '../core/api/account-calls';
import { recordedBody, replay } from '../../tests/unit/recorded';

/** The change answering as the reference API did in `scenario` (tests/fixtures/password-reset/). */
const changeAs = (scenario: string) => vi.fn((previous: string, next: string) => replay(`password-reset/${scenario}`, () => changePassword(previous, next)));

function deps(over: Partial<PasswordChangeDeps> = {}): PasswordChangeDeps {
  return { changePassword: changeAs('success'), notify: vi.fn(), ...over };
}
function fill(f: ReturnType<typeof createPasswordChangeFlow>, current: string, password: string, confirm: string) {
  f.set('current', current);
  f.set('password', password);
  f.set('confirm', confirm);
}

describe('password change flow', () => {
  it('requires the current password and a valid, different, confirmed new one', async () => {
    const d = deps();
    const f = createPasswordChangeFlow(d);
    expect(await f.submit()).toBe(false);
    expect(f.$errors.get()).toEqual({ current: 'errors.current-password-required', password: 'errors.password-required', confirm: 'errors.confirm-password-required' });
    fill(f, 'senha123', 'senha123', 'senha124');
    expect(await f.submit()).toBe(false);
    expect(f.$errors.get()).toMatchObject({ password: 'errors.password-same', confirm: 'errors.passwords-differ' });
    f.set('password', 'abcdef');
    expect(f.$errors.get().password).toBe('errors.password-rule');
    expect(d.changePassword).not.toHaveBeenCalled();
  });
  it("changes the password, blanks the fields and says 'Senha alterada!'", async () => {
    const d = deps();
    const f = createPasswordChangeFlow(d);
    fill(f, 'senha123', 'nova1234', 'nova1234');
    expect(await f.submit()).toBe(true);
    expect(d.changePassword).toHaveBeenCalledWith('senha123', 'nova1234');
    expect(f.$form.get()).toEqual({ current: '', password: '', confirm: '' });
    expect(f.$errors.get()).toEqual({});
    expect(d.notify).toHaveBeenCalledWith({ kind: 'success', key: 'settings.password-changed' });
  });
  it("shows the server's message on the current field for a wrong current password and keeps the typed values", async () => {
    const words = recordedBody<{ detail: string }>('password-reset/wrong-previous').detail;
    const d = deps({ changePassword: changeAs('wrong-previous') });
    const f = createPasswordChangeFlow(d);
    fill(f, 'wrong123', 'nova1234', 'nova1234');
    expect(await f.submit()).toBe(false);
    expect(f.$serverErrors.get()).toEqual({ current: words });
    expect(d.notify).toHaveBeenCalledWith({ kind: 'error', message: words });
    expect(f.$form.get().password).toBe('nova1234');
    f.set('current', 'senha123');
    expect(f.$serverErrors.get().current).toBeUndefined();
  });
  it('submits once on a double click', async () => {
    let done!: () => void;
    const d = deps({ changePassword: vi.fn(() => new Promise<void>((r) => { done = r; })) });
    const f = createPasswordChangeFlow(d);
    fill(f, 'senha123', 'nova1234', 'nova1234');
    const first = f.submit();
    expect(await f.submit()).toBe(false);
    done();
    expect(await first).toBe(true);
    expect(d.changePassword).toHaveBeenCalledTimes(1);
  });
  it('says the server is unreachable on a network failure', async () => {
    const d = deps({ changePassword: vi.fn(async () => { throw Object.assign(new Error(''), { kind: 'network' }); }) });
    const f = createPasswordChangeFlow(d);
    fill(f, 'senha123', 'nova1234', 'nova1234');
    await f.submit();
    expect(d.notify).toHaveBeenCalledWith({ kind: 'error', key: 'errors.network' });
  });
});
