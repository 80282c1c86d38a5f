// Settings' passkeys (issue 24): the list (name, created, last used), add — after a recent
// sign-in, confirmed first when the API asks —, rename and remove.
import { atom, type ReadableAtom } from 'nanostores';
import type { Passkey } from '../core/api/extension-schemas';
import { createListStore, oneAtATime, type LoadedList } from './list-store';
import { createPasskey, type RegisterDeps } from './passkey-register';
import { noticeFromError, type Notice } from './profile-settings-flow';
import type { TKey } from '../core/i18n-keys';
import { fieldsOf, isKeptText } from '../core/storage';

export const PASSKEY_NAME_MAX = 64;

/** The API no longer has the passkey (404). */
const gone = (err: unknown): boolean => (err as { status?: number } | null)?.status === 404;

export interface PasskeysDeps extends RegisterDeps {
  list(): Promise<Passkey[]>;
  rename(id: string, name: string): Promise<Passkey>;
  remove(id: string): Promise<void>;
  notify(notice: Notice): void;
  /** The name a new passkey gets ("Chrome on Linux"); renamed later if the user likes. */
  defaultName(): string;
}

/** A rename in progress: which passkey, and the name as typed (a reload finds it: settings/drafts.ts). */
export interface Renaming { id: string; name: string }

/** A kept rename read back from storage, as untrusted: two short strings, else none. */
export function parseRenaming(v: unknown): Renaming | undefined {
  try {
    const { id, name } = fieldsOf(v);
    return isKeptText(id) && id && isKeptText(name) ? { id, name } : undefined;
  } catch {
    return undefined; // not an object
  }
}

export interface PasskeysFlow {
  $list: ReadableAtom<LoadedList<Passkey>>;
  /** What is being done: 'add', or the id being renamed or removed. */
  $busy: ReadableAtom<string | null>;
  /** Adding waits for the user to confirm who they are. */
  $confirming: ReadableAtom<boolean>;
  /** The rename form open, and what it holds; null when none is. */
  $renaming: ReadableAtom<Renaming | null>;
  /** Loads the list; `restore`: a rename kept from before a reload, reopened if its passkey is listed. */
  load(restore?: Renaming): Promise<void>;
  /** Opens the rename form of `id` (one at a time), or types into it. */
  editName(id: string, name: string): void;
  stopRename(): void;
  add(): Promise<void>;
  /** After "confirm it's you": the add goes on. */
  confirmed(): Promise<void>;
  cancelConfirm(): void;
  /** An i18n key when the name is not acceptable, else null. */
  nameError(name: string): TKey | null;
  /** true when the rename form may close: renamed, or the passkey was already gone. */
  rename(id: string, name: string): Promise<boolean>;
  remove(id: string): Promise<boolean>;
}

export function createPasskeysFlow(deps: PasskeysDeps): PasskeysFlow {
  const list = createListStore(deps.list);
  const $busy = atom<string | null>(null);
  const busy = oneAtATime($busy);
  const $confirming = atom(false);
  const $renaming = atom<Renaming | null>(null);
  const stopRename = (id?: string): void => {
    if (!id || $renaming.get()?.id === id) $renaming.set(null);
  };

  const nameError = (name: string): TKey | null => {
    const n = name.trim();
    if (!n) return 'passkeys.name-required';
    return n.length > PASSKEY_NAME_MAX ? 'passkeys.name-long' : null;
  };

  async function add(): Promise<void> {
    await busy('add', async () => {
      const outcome = await createPasskey(deps, deps.defaultName().slice(0, PASSKEY_NAME_MAX));
      if (outcome.to === 'reauthenticate') $confirming.set(true);
      else if (outcome.to === 'created') {
        list.set([...list.items(), outcome.passkey]);
        deps.notify({ kind: 'success', key: 'passkeys.added' });
      } else if (outcome.error) deps.notify({ kind: 'error', ...outcome.error });
    }, undefined);
  }

  return {
    $list: list.$list, $busy, $confirming, $renaming, nameError, add,
    async load(restore) {
      await list.load();
      if (restore && list.items().some((p) => p.id === restore.id)) $renaming.set(restore);
    },
    editName: (id, name) => $renaming.set({ id, name }),
    stopRename: () => stopRename(),

    async confirmed() {
      $confirming.set(false);
      await add();
    },

    cancelConfirm() {
      $confirming.set(false);
    },

    rename(id, name) {
      if (nameError(name)) return Promise.resolve(false);
      return busy(id, async () => {
        try {
          const renamed = await deps.rename(id, name.trim());
          list.set(list.items().map((p) => (p.id === id ? renamed : p)));
          stopRename(id);
          deps.notify({ kind: 'success', key: 'passkeys.renamed' });
          return true;
        } catch (err) {
          // Removed meanwhile (another tab, another device): it leaves the list, and the user learns why.
          if (gone(err)) {
            list.set(list.items().filter((p) => p.id !== id));
            stopRename(id);
            deps.notify({ kind: 'error', key: 'passkeys.gone' });
            return true;
          }
          deps.notify(noticeFromError(err));
          return false;
        }
      }, false);
    },

    remove(id) {
      return busy(id, async () => {
        try {
          await deps.remove(id);
        } catch (err) {
          // Already gone (another tab): the list says so either way.
          if (!gone(err)) {
            deps.notify(noticeFromError(err));
            return false;
          }
        }
        list.set(list.items().filter((p) => p.id !== id));
        deps.notify({ kind: 'success', key: 'passkeys.removed' });
        return true;
      }, false);
    },
  };
}
