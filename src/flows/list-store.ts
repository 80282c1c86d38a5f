// What settings' lists share (passkeys, sessions): a list loaded from the API — kept on screen
// while it reloads and when a reload fails — and one action on it at a time.
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import { exclusive } from './single-flight';

export interface LoadedList<T> {
  status: 'loading' | 'error' | 'ready';
  items: T[];
}

export interface ListStore<T> {
  $list: ReadableAtom<LoadedList<T>>;
  load(): Promise<void>;
  items(): T[];
  /** After a change the API accepted. */
  set(items: T[]): void;
}

export function createListStore<T>(fetch: () => Promise<T[]>): ListStore<T> {
  const $list = atom<LoadedList<T>>({ status: 'loading', items: [] });
  const items = () => $list.get().items;
  return {
    $list, items,
    set: (next) => $list.set({ status: 'ready', items: next }),
    async load() {
      $list.set({ status: 'loading', items: items() });
      try {
        $list.set({ status: 'ready', items: await fetch() });
      } catch {
        $list.set({ status: 'error', items: items() });
      }
    },
  };
}

/**
 * One action at a time: `what` says in `$busy` which one runs (the screen marks its button); an
 * action asked for meanwhile is refused with `refused`.
 */
export function oneAtATime($busy: WritableAtom<string | null>) {
  return <R>(what: string, task: () => Promise<R>, refused: R): Promise<R> => exclusive<string | null, R>($busy, what, null, task, refused);
}
