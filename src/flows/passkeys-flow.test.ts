import { describe, expect, it, vi } from 'vitest';
import { createPasskeysFlow, parseRenaming, type PasskeysDeps } from './passkeys-flow';
import { listPasskeys, passkeyRegistrationOptions, registerPasskey, removePasskey, renamePasskey } from '../core/api/extension-calls';
import type { Passkey } from '../core/api/extension-schemas';
import { recordedBody, recordedError, replay } from '../../tests/unit/recorded';

// As the reference API answered (tests/fixtures/): the list holds 'Laptop'; the one added is 'Chrome on Linux'.
const [p1] = recordedBody<Passkey[]>('passkeys-list/one');
const p2 = recordedBody<Passkey>('passkey-register/success');
const forbidden = () => recordedError('passkey-options/not-recent', passkeyRegistrationOptions);

function deps(over: Partial<PasskeysDeps> = {}): PasskeysDeps {
  return {
    list: vi.fn(() => replay('passkeys-list/one', listPasskeys)),
    options: vi.fn(() => replay('passkey-options/success', passkeyRegistrationOptions)),
    create: vi.fn(async () => ({ id: 'p2' })), // the browser's dialog
    register: vi.fn((id: string, credential: Record<string, unknown>, name: string) => replay('passkey-register/success', () => registerPasskey(id, credential, name))),
    rename: vi.fn((id: string, name: string) => replay('passkey-rename/success', () => renamePasskey(id, name))),
    remove: vi.fn((id: string) => replay('passkey-remove/success', () => removePasskey(id))),
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
    const { challenge_id } = recordedBody<{ challenge_id: string }>('passkey-options/success');
    expect(d.register).toHaveBeenCalledWith(challenge_id, { id: 'p2' }, 'Chrome on Linux');
    expect(f.$list.get().items).toEqual([p1, p2]);
    expect(d.notify).toHaveBeenCalledWith({ kind: 'success', key: 'passkeys.added' });
  });
  it('a sign-in that is not recent: confirm first, then the add goes on by itself', async () => {
    const d = deps({ options: vi.fn().mockRejectedValueOnce(await forbidden()).mockImplementation(() => replay('passkey-options/success', passkeyRegistrationOptions)) });
    const f = createPasskeysFlow(d);
    await f.add();
    expect(f.$confirming.get()).toBe(true);
    expect(d.create).not.toHaveBeenCalled();
    await f.confirmed();
    expect(f.$confirming.get()).toBe(false);
    expect(d.register).toHaveBeenCalledWith(recordedBody<{ challenge_id: string }>('passkey-options/success').challenge_id, { id: 'p2' }, 'Chrome on Linux');
  });
  it('renames (1 to 64 characters) and removes', async () => {
    const d = deps();
    const f = createPasskeysFlow(d);
    await f.load();
    expect(f.nameError('  ')).toBe('passkeys.name-required');
    expect(f.nameError('x'.repeat(65))).toBe('passkeys.name-long');
    expect(await f.rename(p1!.id, '  ')).toBe(false);
    expect(d.rename).not.toHaveBeenCalled();
    expect(await f.rename(p1!.id, ' Work phone ')).toBe(true);
    expect(d.rename).toHaveBeenCalledWith(p1!.id, 'Work phone');
    expect(f.$list.get().items[0]?.name).toBe('Work phone');
    expect(await f.remove(p1!.id)).toBe(true);
    expect(f.$list.get().items).toEqual([]);
    expect(d.notify).toHaveBeenCalledWith({ kind: 'success', key: 'passkeys.removed' });
  });
  it('a failed rename or remove keeps the list and says why', async () => {
    const d = deps({ remove: vi.fn(async () => { throw Object.assign(new Error(''), { kind: 'network' }); }), rename: vi.fn(async () => { throw Object.assign(new Error(''), { kind: 'schema' }); }) });
    const f = createPasskeysFlow(d);
    await f.load();
    expect(await f.remove(p1!.id)).toBe(false);
    expect(await f.rename(p1!.id, 'New')).toBe(false);
    expect(f.$list.get().items).toEqual([p1]);
    expect(d.notify).toHaveBeenCalledWith({ kind: 'error', key: 'errors.network' });
    expect(d.notify).toHaveBeenCalledWith({ kind: 'error', key: 'errors.generic' });
    expect(f.$busy.get()).toBeNull();
  });
  it('renaming or removing a passkey removed meanwhile (404, another tab): it leaves the list; a rename says why', async () => {
    const notFound = () => Object.assign(new Error('Not found.'), { kind: 'not-found', status: 404 });
    const d = deps({ rename: vi.fn(async () => { throw notFound(); }), remove: vi.fn(async () => { throw notFound(); }) });
    const f = createPasskeysFlow(d);
    await f.load();
    expect(await f.rename(p1!.id, 'New')).toBe(true); // the form closes: there is nothing left to rename
    expect(f.$list.get().items).toEqual([]);
    expect(d.notify).toHaveBeenCalledWith({ kind: 'error', key: 'passkeys.gone' });
    await f.load();
    expect(await f.remove(p1!.id)).toBe(true);
    expect(f.$list.get().items).toEqual([]);
    expect(f.$busy.get()).toBeNull();
  });
  it('a rename in progress is its draft: reopened after a reload when its passkey is still listed, closed once saved', async () => {
    const f = createPasskeysFlow(deps());
    await f.load({ id: 'not-listed', name: 'Old tab' });
    expect(f.$renaming.get()).toBeNull();
    await f.load(parseRenaming(JSON.parse(JSON.stringify({ id: p1!.id, name: 'Work ph' }))));
    expect(f.$renaming.get()).toEqual({ id: p1!.id, name: 'Work ph' });
    f.editName(p1!.id, 'Work phone');
    expect(await f.rename(p1!.id, 'Work phone')).toBe(true);
    expect(f.$renaming.get()).toBeNull();
    f.editName(p1!.id, 'x');
    f.stopRename();
    expect(f.$renaming.get()).toBeNull();
    for (const bad of [null, 'x', [], { id: 7, name: 'a' }, { id: '', name: 'a' }, { id: 'p', name: 'x'.repeat(321) }]) {
      expect(parseRenaming(bad), JSON.stringify(bad)).toBeUndefined();
    }
  });
});
