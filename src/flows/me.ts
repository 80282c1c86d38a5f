// The signed-in user, loaded once and shared by every element on the page.
import { atom } from 'nanostores';
import { loadApi } from './api';
import { onSignOut } from '../core/session';
import type { User } from '../core/api/schemas';

export interface MeState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  user: User | null;
}

export const $me = atom<MeState>({ status: 'idle', user: null });
let inFlight: Promise<void> | null = null;

export function loadMe(force = false): Promise<void> {
  if (inFlight) return inFlight;
  if (!force && $me.get().status === 'ready') return Promise.resolve();
  $me.set({ ...$me.get(), status: 'loading' });
  inFlight = loadApi().then((api) => api.getMe())
    .then((user) => $me.set({ status: 'ready', user }))
    .catch(() => $me.set({ status: 'error', user: $me.get().user }))
    .finally(() => { inFlight = null; });
  return inFlight;
}

export function setMe(user: User): void {
  $me.set({ status: 'ready', user });
}

onSignOut(() => $me.set({ status: 'idle', user: null }));
