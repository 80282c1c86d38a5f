// "Where you're signed in" (issue 24): the account's active sessions, and signing one — or every
// other — out. The browsers signed out go back to sign-in at their next call to the API.
import { atom, type ReadableAtom } from 'nanostores';
import type { SessionInfo } from '../core/api/extension-schemas';
import { createListStore, oneAtATime, type LoadedList } from './list-store';
import { noticeFromError, type Notice } from './profile-settings-flow';
import type { TKey } from '../core/i18n-keys';

export interface SessionsDeps {
  list(): Promise<SessionInfo[]>;
  revoke(id: string): Promise<void>;
  revokeOthers(): Promise<void>;
  notify(notice: Notice): void;
}

export interface SessionsFlow {
  $list: ReadableAtom<LoadedList<SessionInfo>>;
  /** What is being done: 'others', or the id of the session being signed out. */
  $busy: ReadableAtom<string | null>;
  load(): Promise<void>;
  signOut(id: string): Promise<boolean>;
  signOutOthers(): Promise<boolean>;
}

export function createSessionsFlow(deps: SessionsDeps): SessionsFlow {
  const list = createListStore(deps.list);
  const $busy = atom<string | null>(null);
  const busy = oneAtATime($busy);

  const end = (what: string, task: () => Promise<void>, keep: (s: SessionInfo) => boolean, done: TKey) => busy(what, async () => {
    try {
      await task();
    } catch (err) {
      deps.notify(noticeFromError(err));
      return false;
    }
    list.set(list.items().filter(keep));
    deps.notify({ kind: 'success', key: done });
    return true;
  }, false);

  return {
    $list: list.$list, $busy,
    load: list.load,
    signOut: (id) => end(id, () => deps.revoke(id), (s) => s.id !== id, 'account.sessions.signed-out-one'),
    signOutOthers: () => end('others', () => deps.revokeOthers(), (s) => s.current, 'account.sessions.signed-out-others'),
  };
}
