// The signed-in user, loaded once and shared by every element on the page.
import { atom } from 'nanostores';
import { loadAccountApi } from './account-api';
import { onSignOut } from '../core/session';
import type { User } from '../core/api/schemas';

export interface MeState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  user: User | null;
}

export const $me = atom<MeState>({ status: 'idle', user: null });
let inFlight: Promise<void> | null = null;
/** Bumped at each sign-out: an answer asked for by the user before is not this user's. */
let generation = 0;

export function loadMe(force = false): Promise<void> {
  if (inFlight) return inFlight;
  if (!force && $me.get().status === 'ready') return Promise.resolve();
  $me.set({ ...$me.get(), status: 'loading' });
  const asked = generation;
  const current = (): boolean => asked === generation;
  inFlight = loadAccountApi().then((api) => api.getMe())
    .then((user) => { if (current()) $me.set({ status: 'ready', user }); })
    .catch(() => { if (current()) $me.set({ status: 'error', user: $me.get().user }); })
    .finally(() => { if (current()) inFlight = null; });
  return inFlight;
}

export function setMe(user: User): void {
  $me.set({ status: 'ready', user });
}

onSignOut(() => {
  generation++;
  inFlight = null;
  $me.set({ status: 'idle', user: null });
});
