import { describe, expect, it, vi } from 'vitest';
import { createAccountDataFlow, parseDeleteDraft, type AccountDataDeps } from './account-data-flow';
import { deleteAccount, exportAccount } from '../core/api/extension-calls';
import { recordedBody, replay } from '../../tests/unit/recorded';

// As the reference API answered (tests/fixtures/).
const exported = recordedBody<Record<string, unknown>>('account-export/success');
const deps = (over: Partial<AccountDataDeps> = {}): AccountDataDeps => ({
  exportAccount: vi.fn(() => replay('account-export/success', exportAccount)),
  save: vi.fn(),
  deleteAccount: vi.fn(() => replay('account-delete/success', deleteAccount)),
  accountGone: vi.fn(async () => false),
  forget: vi.fn(async () => {}),
  leave: vi.fn(),
  notify: vi.fn(),
  ...over,
});

describe('the account\'s data', () => {
  it('downloads the export as the API gave it', async () => {
    const d = deps();
    await createAccountDataFlow(d).download();
    expect(d.save).toHaveBeenCalledWith(exported);
    expect(d.notify).toHaveBeenCalledWith({ kind: 'success', key: 'account.data.downloaded' });
  });
  it('a failed download saves nothing and says why', async () => {
    const d = deps({ exportAccount: vi.fn(async () => { throw Object.assign(new Error(''), { kind: 'schema' }); }) });
    const f = createAccountDataFlow(d);
    await f.download();
    expect(d.save).not.toHaveBeenCalled();
    expect(d.notify).toHaveBeenCalledWith({ kind: 'error', key: 'errors.generic' });
    expect(f.$downloading.get()).toBe(false);
  });
  it('deletes after who-it-is and the word (any case, spaces around), then forgets everything here and leaves for sign-in', async () => {
    const d = deps();
    const f = createAccountDataFlow(d);
    f.startDelete();
    expect(f.$deleteStep.get()).toBe('confirm-identity');
    f.identityConfirmed();
    expect(f.$deleteStep.get()).toBe('type-word');
    f.type('EXCLUI');
    expect(await f.confirmDelete('EXCLUIR')).toBe(false);
    expect(d.deleteAccount).not.toHaveBeenCalled();
    f.type('  excluir ');
    expect(await f.confirmDelete('EXCLUIR')).toBe(true);
    expect(d.deleteAccount).toHaveBeenCalledOnce();
    expect(vi.mocked(d.forget).mock.invocationCallOrder[0]).toBeLessThan(vi.mocked(d.leave).mock.invocationCallOrder[0]!);
    expect(f.$deleteStep.get()).toBe('closed');
    expect(f.$typed.get()).toBe('');
  });
  it('a refused deletion keeps the account here; a 403 (no longer recent) goes back to confirming who it is', async () => {
    const d = deps({ deleteAccount: vi.fn(() => replay('account-delete/not-recent', deleteAccount)) });
    const f = createAccountDataFlow(d);
    f.startDelete();
    f.identityConfirmed();
    f.type('DELETE');
    expect(await f.confirmDelete('DELETE')).toBe(false);
    expect(f.$deleteStep.get()).toBe('confirm-identity');
    expect(d.forget).not.toHaveBeenCalled();
    expect(d.leave).not.toHaveBeenCalled();
    expect(d.notify).toHaveBeenCalledWith({ kind: 'error', message: recordedBody<{ detail: string }>('account-delete/not-recent').detail });
  });
  it('a 401 or 404 after a delete whose answer was lost: gone means deleted (sign-in says so), not "session expired"', async () => {
    const expired = Object.assign(new Error('Invalid token.'), { kind: 'unauthorized', status: 401 });
    for (const [gone, deleted] of [[async () => true, true], [async () => false, false], [async () => { throw new Error('offline'); }, false]] as const) {
      const d = deps({ deleteAccount: vi.fn(async () => { throw expired; }), accountGone: vi.fn(gone) });
      const f = createAccountDataFlow(d);
      f.startDelete();
      f.identityConfirmed();
      f.type('DELETE');
      expect(await f.confirmDelete('DELETE')).toBe(deleted);
      expect(d.accountGone).toHaveBeenCalledOnce();
      expect(d.leave).toHaveBeenCalledTimes(deleted ? 1 : 0);
      expect(d.forget).toHaveBeenCalledTimes(deleted ? 1 : 0);
      expect(d.notify).toHaveBeenCalledTimes(deleted ? 0 : 1);
      if (!deleted) expect(d.notify).toHaveBeenCalledWith({ kind: 'error', key: 'errors.session-expired' });
      expect(f.$deleting.get()).toBe(false);
    }
  });
  it('other failures never ask whether the account is gone', async () => {
    const d = deps({ deleteAccount: vi.fn(() => replay('account-delete/not-recent', deleteAccount)) });
    const f = createAccountDataFlow(d);
    f.identityConfirmed();
    f.type('DELETE');
    await f.confirmDelete('DELETE');
    expect(d.accountGone).not.toHaveBeenCalled();
  });
  it('its draft is the open dialog\'s step and word (a reload finds them); closed, none; storage is read as untrusted', () => {
    const f = createAccountDataFlow(deps());
    expect(f.$draft.get()).toBeNull();
    f.startDelete();
    f.identityConfirmed();
    f.type('ELIM');
    expect(f.$draft.get()).toEqual({ step: 'type-word', typed: 'ELIM' });
    const again = createAccountDataFlow(deps());
    again.restore(parseDeleteDraft(JSON.parse(JSON.stringify(f.$draft.get()))));
    expect([again.$deleteStep.get(), again.$typed.get()]).toEqual(['type-word', 'ELIM']);
    f.cancelDelete();
    expect([f.$draft.get(), f.$typed.get()]).toEqual([null, '']);
    for (const bad of [null, 'x', [], { step: 'closed', typed: '' }, { step: 'type-word', typed: 7 }, { step: 'type-word', typed: 'x'.repeat(321) }, { step: 'deleted', typed: '' }]) {
      expect(parseDeleteDraft(bad), JSON.stringify(bad)).toBeUndefined();
    }
  });
});
