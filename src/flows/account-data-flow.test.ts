import { describe, expect, it, vi } from 'vitest';
import { createAccountDataFlow, type AccountDataDeps } from './account-data-flow';
import { deleteAccount, exportAccount } from '../core/api/extension-calls';
import { recordedBody, replay } from '../../tests/unit/recorded';

// As the reference API answered (tests/fixtures/).
const exported = recordedBody<Record<string, unknown>>('account-export/success');
const deps = (over: Partial<AccountDataDeps> = {}): AccountDataDeps => ({
  exportAccount: vi.fn(() => replay('account-export/success', exportAccount)),
  save: vi.fn(),
  deleteAccount: vi.fn(() => replay('account-delete/success', deleteAccount)),
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
    expect(await f.confirmDelete('EXCLUI', 'EXCLUIR')).toBe(false);
    expect(d.deleteAccount).not.toHaveBeenCalled();
    expect(await f.confirmDelete('  excluir ', 'EXCLUIR')).toBe(true);
    expect(d.deleteAccount).toHaveBeenCalledOnce();
    expect(vi.mocked(d.forget).mock.invocationCallOrder[0]).toBeLessThan(vi.mocked(d.leave).mock.invocationCallOrder[0]!);
    expect(f.$deleteStep.get()).toBe('closed');
  });
  it('a refused deletion keeps the account here; a 403 (no longer recent) goes back to confirming who it is', async () => {
    const d = deps({ deleteAccount: vi.fn(() => replay('account-delete/not-recent', deleteAccount)) });
    const f = createAccountDataFlow(d);
    f.startDelete();
    f.identityConfirmed();
    expect(await f.confirmDelete('DELETE', 'DELETE')).toBe(false);
    expect(f.$deleteStep.get()).toBe('confirm-identity');
    expect(d.forget).not.toHaveBeenCalled();
    expect(d.leave).not.toHaveBeenCalled();
    expect(d.notify).toHaveBeenCalledWith({ kind: 'error', message: recordedBody<{ detail: string }>('account-delete/not-recent').detail });
  });
});
