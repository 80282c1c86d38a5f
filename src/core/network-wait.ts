// Waiting on the network, one home: whether the browser is online, its next `online`, and what
// the screen is told meanwhile. $networkWait is what something the user waits for is waiting on,
// so the screen can say it (a busy button alone is silent for seconds): 'offline-waiting' while
// it waits for `online`, 'slow-retrying' while a GET retries after a failure (spec §8) or a
// chunk's load takes long. The values are common.* keys: the first render's bundle has no room
// for a map of its own.
import { atom } from 'nanostores';

export type NetworkWait = 'offline-waiting' | 'slow-retrying';

export const $networkWait = atom<NetworkWait | undefined>();

/** Each wait now on the network, and for what; the screen shows the worst. */
const waits = new Map<object, NetworkWait>();

/** `who` waits on the network for `what` (undefined: no longer); a null `who` says nothing (background). */
export function waiting(who: object | null, what: NetworkWait | undefined): void {
  if (!who) return;
  if (what) waits.set(who, what);
  else waits.delete(who);
  const all = [...waits.values()];
  $networkWait.set(all.includes('offline-waiting') ? 'offline-waiting' : all[0]);
}

/** The browser's word (outside a browser: online). */
export const isOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

/** How long a chunk's load may take before the screen says the connection is slow. */
export const SLOW_LOAD_MS = 4000;

/** Resolves at the browser's next `online` (at once outside a browser). */
export const nextOnline = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof window === 'undefined') resolve();
    else window.addEventListener('online', () => resolve(), { once: true });
  });

/**
 * `load` (a chunk's import) once the browser is online, the screen told meanwhile; one that fails
 * because the network went is tried again at `online`. Offline an import fails at once, and
 * today's engines keep a failed module in the page's module map: not trying it offline is what
 * keeps it loadable (a retry re-fetches only where the engine no longer keeps failures).
 */
export async function whenOnline<T>(load: () => Promise<T>): Promise<T> {
  const self = {};
  for (;;) {
    if (!isOnline()) {
      waiting(self, 'offline-waiting');
      await nextOnline();
      waiting(self, undefined); // back online: the message goes as the load starts
    }
    try {
      return await saidIfSlow(load(), self);
    } catch (err) {
      if (isOnline()) throw err;
    }
  }
}

/**
 * `loading`, the screen told the connection is slow while it takes over SLOW_LOAD_MS: the browser
 * gives a module no timeout, and a Continue waiting for a stalled chunk seemed to do nothing.
 */
export function saidIfSlow<T>(loading: Promise<T>, who: object = {}): Promise<T> {
  const slow = setTimeout(() => waiting(who, 'slow-retrying'), SLOW_LOAD_MS);
  const done = (): void => {
    clearTimeout(slow);
    waiting(who, undefined);
  };
  loading.then(done, done);
  return loading;
}

/** A chunk loaded once, at the first call, through whenOnline; a failed load is not kept (the next call loads again). */
export function chunkLoader<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= whenOnline(load).catch((err: unknown) => {
      loading = null;
      throw err;
    });
    return loading;
  };
}
