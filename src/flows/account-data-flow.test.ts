// @vitest-environment happy-dom
// @vitest-environment-options {"url":"https://app.lingora.example/profile"}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { createAccountDataFlow, parseDeleteDraft, type AccountDataDeps } from './account-data-flow';
import { activateStatus } from '../core/api/calls';
import { configureClient, expireSession, onSignedOutNavigate, resetClient, type Navigation } from '../core/api/client';
import { deleteAccount, exportAccount } from '../core/api/extension-calls';
import { configure } from '../core/config';
import type { SignedOutDetail } from '../core/events';
import { $session, readTokens, signOut } from '../core/session';
import '../core/session-refresh';
import { storeSession } from '../core/session-store';
import { recorded, recordedBody, replay } from '../../tests/unit/recorded';

// As the reference API answered (tests/fixtures/).
const exported = recordedBody<Record<string, unknown>>('account-export/success');
const deps = (over: Partial<AccountDataDeps> = {}): AccountDataDeps => ({
  exportAccount: vi.fn(() => replay('account-export/success', exportAccount)),
  save: vi.fn(),
  deleteAccount: vi.fn(() => replay('account-delete/success', deleteAccount)),
  accountGone: vi.fn(async () => false),
  expired: vi.fn(async () => {}),
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
      // Sign-in says why the user is there (deleted, or expired): nothing is said here.
      expect(d.notify).not.toHaveBeenCalled();
      // The call leaves a refused session to the flow: it ends it as expired only when the account is there.
      expect(d.expired).toHaveBeenCalledTimes(deleted ? 0 : 1);
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
    expect(d.expired).not.toHaveBeenCalled();
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

describe('a delete whose answer was lost, retried, on the real client and session', () => {
  // DataPart's wiring, on a network answering as the reference API does: the first DELETE deleted
  // but its answer never came; the retry's token is refused (401) and so is the refresh.
  const email = 'ana@lingora.example';
  const idToken = `eyJhbGciOiJub25lIn0.${btoa(JSON.stringify({ email, sub: '1' })).replace(/=+$/, '')}.sig`;
  const answer = ({ status, body }: { status: number; body: unknown }) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  let reasons: string[];
  const heard = (e: Event) => reasons.push((e as CustomEvent<SignedOutDetail>).detail.reason);
  let home: ReturnType<typeof vi.fn<Navigation['navigate']>>;

  beforeEach(() => {
    configure({ apiBase: 'https://api.lingora.example', cookieDomain: undefined });
    reasons = [];
    document.addEventListener('accounts-signed-out', heard);
    home = vi.fn<Navigation['navigate']>();
    onSignedOutNavigate({ navigate: home, currentPath: () => '/profile' });
    storeSession({ access_token: 'acc', refresh_token: 'ref', id_token: idToken, expires_in: 3600 });
  });
  afterEach(() => {
    document.removeEventListener('accounts-signed-out', heard);
    resetClient();
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/', domain: 'lingora.example' });
    localStorage.clear();
    $session.set({ status: 'signed-out', email: null });
  });

  for (const gone of [true, false]) {
    it(gone
      ? 'the account is gone: one accounts-signed-out, "user" (a deletion), and sign-in says it was deleted'
      : 'the account is still there: one accounts-signed-out, "expired", and sign-in says the session expired', async () => {
      let deletes = 0;
      configureClient({
        sleep: async () => {},
        fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
          const url = String(input);
          if (url.endsWith('/users/me/') && init?.method === 'DELETE' && deletes++ === 0) throw new TypeError('Failed to fetch');
          if (url.endsWith('/users/me/')) return answer({ status: 401, body: { detail: 'Session is invalid or expired.' } });
          if (url.endsWith('/auth/refresh/')) return answer(recorded('refresh/revoked-family'));
          if (url.includes('/auth/activate/verify/')) return answer(recorded(gone ? 'activate-verify/unknown' : 'activate-verify/already-active'));
          return answer({ status: 401, body: {} }); // the server's sign-out of a dead session
        }) as typeof globalThis.fetch,
      });
      const d = deps({
        deleteAccount,
        accountGone: async () => (await activateStatus(email)) === 404,
        expired: expireSession,
        forget: () => signOut('user'),
      });
      const f = createAccountDataFlow(d);
      f.identityConfirmed();
      f.type('DELETE');
      expect(await f.confirmDelete('DELETE'), 'the lost answer').toBe(false);
      expect(reasons).toEqual([]);
      expect(await f.confirmDelete('DELETE'), 'the retry').toBe(gone);
      expect(reasons).toEqual([gone ? 'user' : 'expired']);
      expect(readTokens()).toEqual({});
      expect(d.leave).toHaveBeenCalledTimes(gone ? 1 : 0);
      expect(home.mock.calls).toEqual(gone ? [] : [['/signin/', 'session-expired']]);
      // The retry's refusal is not said in the server's words (the lost answer's was: offline).
      expect(d.notify).toHaveBeenCalledTimes(1);
    });
  }
});
