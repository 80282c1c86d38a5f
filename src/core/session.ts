// The session (spec §4, §9). Tokens live only in cookies, shared across the
// company's domain. What is persisted in storage never holds a credential:
//   localStorage  accounts:session       {signedIn, email}
//   sessionStorage accounts:provisional   {email}                 (this tab only)
//   sessionStorage accounts:authenticate  {email, password: ''}   (password always blanked)
// The NEW_PASSWORD_REQUIRED session_token is a credential too: it stays in memory only
// (session-store.ts); a reload of the provisional-password screen asks for the temporary password.
// The API client's side (refresh, 401 handling) is session-refresh.ts, loaded with the
// API chunk, so the first screen can read the session without the HTTP stack; reading the
// session (the cookies, $session, the tabs' channel) is session-state.ts, all the elements' first
// render carries: this module comes with the first use (the ready chunk).
import Cookies from 'js-cookie';
import { cookieDomain } from './config.ts';
import { emitAll } from './events.ts';
import { COOKIE, KEY } from './keys.ts';
import { removeKey } from './storage.ts';
import { $session, openChannel, readTokens, sessionLoaded } from './session-state.ts';

export { COOKIE, KEY } from './keys.ts';
export {
  $session, Email, MAX_TOKEN, initialSession, readTokens, syncSession,
  type SessionState, type Tokens,
} from './session-state.ts';
export const ACCESS_DEFAULT_DAYS = 1;
export const LONG_LIVED_DAYS = 30;

export interface ProvisionalState {
  email: string;
  /** In memory and sessionStorage only (see header). */
  sessionToken: string | null;
}
export interface AuthenticateState {
  email: string;
  /** In memory only; persisted as ''. */
  password: string;
}

const cleanups = new Set<() => void>();

/** Other core modules register caches to drop on sign-out. */
export function onSignOut(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

export function removeCookie(name: string): void {
  const domain = cookieDomain();
  Cookies.remove(name, { path: '/', ...(domain ? { domain } : {}) });
  if (domain) Cookies.remove(name, { path: '/' }); // a host-only leftover
}

/**
 * End the session here: cookies (unless another user's are there now: session-refresh.ts),
 * storage, caches and stores; the page's elements are told.
 */
export function clearLocal(reason: 'user' | 'expired' | 'other-tab', keepCookies = false): void {
  if (!keepCookies) for (const name of Object.values(COOKIE)) removeCookie(name);
  for (const key of [KEY.session, KEY.provisional, KEY.authenticate, KEY.platforms, KEY.freemium]) removeKey('local', key);
  for (const key of [KEY.provisionalToken, KEY.provisional, KEY.authenticate]) removeKey('session', key);
  try {
    for (const k of Object.keys(sessionStorage)) if (k.startsWith(KEY.route)) sessionStorage.removeItem(k);
  } catch {
    // no sessionStorage: nothing saved
  }
  for (const cleanup of cleanups) {
    try {
      cleanup();
    } catch {
      // one failing cache must not keep the session alive
    }
  }
  const wasSignedIn = $session.get().status === 'signed-in';
  $session.set({ status: 'signed-out', email: null });
  if (wasSignedIn || reason !== 'other-tab') emitAll('accounts-signed-out', { reason });
}

/**
 * Sign out: local state (cookies, storage, caches, stores) is cleared
 * synchronously, other tabs are told, and the returned promise settles when
 * the best-effort server sign-out does. Never rejects.
 */
export async function signOut(reason: 'user' | 'expired' = 'user'): Promise<void> {
  const { refresh, access } = readTokens();
  // Captures the tokens before they go; the API chunk may still be loading.
  const server = import('./api/calls.ts').then((api) => api.signOutGlobal(refresh, access)).catch(() => undefined);
  clearLocal(reason);
  broadcast({ type: 'signed-out' });
  await server;
}

/** Tell the other tabs (core/session-state.ts listens). */
export function broadcast(message: { type: 'signed-out' | 'signed-in' | 'deleted' }): void {
  try {
    openChannel()?.postMessage(message);
  } catch {
    // a closed channel only costs other tabs a stale view until their next call
  }
}

sessionLoaded({ clearLocal, signOut });
