// "Where you're signed in" (issue 24): the account's active sessions, and signing one — or every
// other — out. The browsers signed out go back to sign-in at their next call to the API.
import { atom, type ReadableAtom } from 'nanostores';
import type { SessionInfo } from '../core/api/extension-schemas';
import { noticeFromError, type Notice } from './profile-settings-flow';

export interface SessionsDeps {
  list(): Promise<SessionInfo[]>;
  revoke(id: string): Promise<void>;
  revokeOthers(): Promise<void>;
  notify(notice: Notice): void;
}

export type SessionsList = { status: 'loading' | 'error' | 'ready'; items: SessionInfo[] };

export interface SessionsFlow {
  $list: ReadableAtom<SessionsList>;
  /** What is being done: 'others', or the id of the session being signed out. */
  $busy: ReadableAtom<string | null>;
  load(): Promise<void>;
  signOut(id: string): Promise<boolean>;
  signOutOthers(): Promise<boolean>;
}

export function createSessionsFlow(deps: SessionsDeps): SessionsFlow {
  const $list = atom<SessionsList>({ status: 'loading', items: [] });
  const $busy = atom<string | null>(null);
  const items = () => $list.get().items;

  async function busy(what: string, task: () => Promise<void>, keep: (s: SessionInfo) => boolean, done: string): Promise<boolean> {
    if ($busy.get()) return false;
    $busy.set(what);
    try {
      await task();
      $list.set({ status: 'ready', items: items().filter(keep) });
      deps.notify({ kind: 'success', key: done });
      return true;
    } catch (err) {
      deps.notify(noticeFromError(err));
      return false;
    } finally {
      $busy.set(null);
    }
  }

  return {
    $list, $busy,

    async load() {
      $list.set({ status: 'loading', items: items() });
      try {
        $list.set({ status: 'ready', items: await deps.list() });
      } catch {
        $list.set({ status: 'error', items: items() });
      }
    },

    signOut: (id) => busy(id, () => deps.revoke(id), (s) => s.id !== id, 'account.sessions.signed-out-one'),
    signOutOthers: () => busy('others', () => deps.revokeOthers(), (s) => s.current, 'account.sessions.signed-out-others'),
  };
}
