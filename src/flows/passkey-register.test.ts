import { describe, expect, it, vi } from 'vitest';
import { createPasskey, type RegisterDeps } from './passkey-register';

const passkey = { id: 'p1', name: 'Chrome on Linux', created_at: '2026-01-15T12:00:00.000Z', last_used_at: null };
const options = { challenge: 'c', rp: { name: 'Lingora' }, user: { id: 'u', name: 'a', displayName: 'A' }, pubKeyCredParams: [{ type: 'public-key' as const, alg: -7 }] };
const deps = (over: Partial<RegisterDeps> = {}): RegisterDeps => ({
  options: vi.fn(async () => ({ challenge_id: 'c1', options })),
  create: vi.fn(async () => ({ id: 'p1' })),
  register: vi.fn(async () => passkey),
  ...over,
});
const domError = (name: string) => Object.assign(new Error(name), { name });

describe('createPasskey', () => {
  it('creates one with the given name', async () => {
    const d = deps();
    expect(await createPasskey(d, 'Chrome on Linux')).toEqual({ to: 'created', passkey });
    expect(d.register).toHaveBeenCalledWith('c1', { id: 'p1' }, 'Chrome on Linux');
  });
  it('asks to confirm who it is when the sign-in is not recent (403), before any dialog', async () => {
    const d = deps({ options: vi.fn(async () => { throw Object.assign(new Error('x'), { kind: 'http', status: 403 }); }) });
    expect(await createPasskey(d, 'x')).toEqual({ to: 'reauthenticate' });
    expect(d.create).not.toHaveBeenCalled();
  });
  it.each([
    ['NotAllowedError', { key: 'passkeys.error-create-cancelled' }],
    ['InvalidStateError', { key: 'passkeys.error-exists' }],
    ['SecurityError', { key: 'passkeys.error-unavailable' }],
    ['AbortError', null],
  ])('the browser refusing with %s', async (name, error) => {
    const d = deps({ create: vi.fn(async () => { throw domError(name); }) });
    expect(await createPasskey(d, 'x')).toEqual({ to: 'failed', error });
    expect(d.register).not.toHaveBeenCalled();
  });
  it('a failed call reads as any other failure', async () => {
    const d = deps({ register: vi.fn(async () => { throw Object.assign(new Error(''), { kind: 'timeout' }); }) });
    expect(await createPasskey(d, 'x')).toEqual({ to: 'failed', error: { key: 'errors.network' } });
  });
});
