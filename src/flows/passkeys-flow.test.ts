import { describe, expect, it, vi } from 'vitest';
import { createPasskeysFlow, type PasskeysDeps } from './passkeys-flow';

const p1 = { id: 'p1', name: 'Laptop', created_at: '2026-01-15T12:00:00.000Z', last_used_at: null };
const p2 = { id: 'p2', name: 'Chrome on Linux', created_at: '2026-01-16T12:00:00.000Z', last_used_at: null };
const options = { challenge: 'c', rp: { name: 'Lingora' }, user: { id: 'u', name: 'a', displayName: 'A' }, pubKeyCredParams: [{ type: 'public-key' as const, alg: -7 }] };
const forbidden = () => Object.assign(new Error('recent'), { kind: 'http', status: 403 });

function deps(over: Partial<PasskeysDeps> = {}): PasskeysDeps {
  return {
    list: vi.fn(async () => [p1]),
    options: vi.fn(async () => ({ challenge_id: 'c1', options })),
    create: vi.fn(async () => ({ id: 'p2' })),
    register: vi.fn(async () => p2),
    rename: vi.fn(async (id: string, name: string) => ({ ...p1, id, name })),
    remove: vi.fn(async () => {}),
    notify: vi.fn(),
    defaultName: () => 'Chrome on Linux',
    ...over,
  };
}

describe('settings passkeys', () => {
  it('loads the list; a failure says so and keeps what was there', async () => {
    const d = deps();
    const f = createPasskeysFlow(d);
    expect(f.$list.get().status).toBe('loading');
    await f.load();
    expect(f.$list.get()).toEqual({ status: 'ready', items: [p1] });
    vi.mocked(d.list).mockRejectedValueOnce(new Error('x'));
    await f.load();
    expect(f.$list.get()).toEqual({ status: 'error', items: [p1] });
  });
  it('adds one under its default name', async () => {
    const d = deps();
    const f = createPasskeysFlow(d);
    await f.load();
    await f.add();
    expect(d.register).toHaveBeenCalledWith('c1', { id: 'p2' }, 'Chrome on Linux');
    expect(f.$list.get().items).toEqual([p1, p2]);
    expect(d.notify).toHaveBeenCalledWith({ kind: 'success', key: 'passkeys.added' });
  });
  it('a sign-in that is not recent: confirm first, then the add goes on by itself', async () => {
    const d = deps({ options: vi.fn().mockRejectedValueOnce(forbidden()).mockResolvedValue({ challenge_id: 'c2', options }) });
    const f = createPasskeysFlow(d);
    await f.add();
    expect(f.$confirming.get()).toBe(true);
    expect(d.create).not.toHaveBeenCalled();
    await f.confirmed();
    expect(f.$confirming.get()).toBe(false);
    expect(d.register).toHaveBeenCalledWith('c2', { id: 'p2' }, 'Chrome on Linux');
  });
  it('renames (1 to 64 characters) and removes', async () => {
    const d = deps();
    const f = createPasskeysFlow(d);
    await f.load();
    expect(f.nameError('  ')).toBe('passkeys.name-required');
    expect(f.nameError('x'.repeat(65))).toBe('passkeys.name-long');
    expect(await f.rename('p1', '  ')).toBe(false);
    expect(d.rename).not.toHaveBeenCalled();
    expect(await f.rename('p1', ' Work phone ')).toBe(true);
    expect(d.rename).toHaveBeenCalledWith('p1', 'Work phone');
    expect(f.$list.get().items[0]?.name).toBe('Work phone');
    expect(await f.remove('p1')).toBe(true);
    expect(f.$list.get().items).toEqual([]);
    expect(d.notify).toHaveBeenCalledWith({ kind: 'success', key: 'passkeys.removed' });
  });
  it('a failed rename or remove keeps the list and says why', async () => {
    const d = deps({ remove: vi.fn(async () => { throw Object.assign(new Error(''), { kind: 'network' }); }), rename: vi.fn(async () => { throw Object.assign(new Error(''), { kind: 'schema' }); }) });
    const f = createPasskeysFlow(d);
    await f.load();
    expect(await f.remove('p1')).toBe(false);
    expect(await f.rename('p1', 'New')).toBe(false);
    expect(f.$list.get().items).toEqual([p1]);
    expect(d.notify).toHaveBeenCalledWith({ kind: 'error', key: 'errors.network' });
    expect(d.notify).toHaveBeenCalledWith({ kind: 'error', key: 'errors.generic' });
    expect(f.$busy.get()).toBeNull();
  });
});
