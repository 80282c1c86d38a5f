// The session (spec §4, §9). Tokens live only in cookies, shared across the
// company's domain. What is persisted in storage never holds a credential:
//   localStorage  accounts:session       {signedIn, email}
//   sessionStorage accounts:provisional   {email}                 (this tab only)
//   sessionStorage accounts:authenticate  {email, password: ''}   (password always blanked)
// The NEW_PASSWORD_REQUIRED session_token is a credential too: it stays in memory only
// (session-store.ts); a reload of the provisional-password screen asks for the temporary password.
// The API client's side (refresh, 401 handling) is session-refresh.ts, loaded with the
// API chunk, so the first screen can read the session without the HTTP stack.
import Cookies from 'js-cookie';
import { atom } from 'nanostores';
import { cookieDomain } from './config.ts';
import { emitAll } from './events.ts';
import { COOKIE, KEY } from './keys.ts';
import { fieldsOf, readJson, removeKey } from './storage.ts';

export { COOKIE, KEY } from './keys.ts';
export const ACCESS_DEFAULT_DAYS = 1;
export const LONG_LIVED_DAYS = 30;
/** The tabs' channel (screens/common/deleted-elsewhere.ts listens to it too, for 'deleted'). */
const CHANNEL = 'accounts';
export const MAX_TOKEN = 8192;

export interface Tokens {
  access?: string;
  refresh?: string;
  email?: string;
}

export interface SessionState {
  status: 'signed-in' | 'signed-out';
  email: string | null;
}
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

// Hand-written parsers: the entry reads these at start-up and should not ship superstruct.
export function Email(v: unknown): string {
  if (typeof v !== 'string' || v.length > 320) throw new TypeError('email');
  return v;
}
function PersistedSession(v: unknown): { signedIn: boolean; email: string } {
  const o = fieldsOf(v);
  if (typeof o.signedIn !== 'boolean') throw new TypeError('signedIn');
  return { signedIn: o.signedIn, email: Email(o.email) };
}
// ------------------------------------------------------------------ cookies

function readCookie(name: string): string | undefined {
  try {
    const v = Cookies.get(name);
    return typeof v === 'string' && v.length > 0 && v.length <= MAX_TOKEN ? v : undefined;
  } catch {
    return undefined;
  }
}

export function readTokens(): Tokens {
  const tokens: Tokens = {};
  const access = readCookie(COOKIE.access);
  const refresh = readCookie(COOKIE.refresh);
  const email = readCookie(COOKIE.email);
  if (access) tokens.access = access;
  if (refresh) tokens.refresh = refresh;
  if (email && email.length <= 320) tokens.email = email;
  return tokens;
}

// ------------------------------------------------------------------- stores

export function initialSession(): SessionState {
  const t = readTokens();
  if (!t.access && !t.refresh) return { status: 'signed-out', email: null };
  const persisted = readJson('local', KEY.session, PersistedSession, { signedIn: false, email: '' });
  return { status: 'signed-in', email: t.email ?? (persisted.email || null) };
}

export const $session = atom<SessionState>(initialSession());

/** Re-derive `$session` from the cookies (another tab or product may have changed them). */
export function syncSession(): void {
  const next = initialSession();
  const current = $session.get();
  if (next.status !== current.status || next.email !== current.email) $session.set(next);
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

// --------------------------------------------------------------- other tabs

let channel: BroadcastChannel | undefined;

function openChannel(): BroadcastChannel | undefined {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  try {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (e: MessageEvent<unknown>) => {
      const data = e.data;
      const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
      if (type === 'signed-out') clearLocal('other-tab');
      else if (type === 'signed-in') syncSession();
    };
  } catch {
    channel = undefined;
  }
  return channel;
}

export function broadcast(message: { type: 'signed-out' | 'signed-in' | 'deleted' }): void {
  try {
    openChannel()?.postMessage(message);
  } catch {
    // a closed channel only costs other tabs a stale view until their next call
  }
}

openChannel();
