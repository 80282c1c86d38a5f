// The session (spec §4, §9). Tokens live only in cookies, shared across the
// company's domain. What is persisted in storage never holds a credential:
//   localStorage  accounts:session       {signedIn, email}
//   localStorage  accounts:provisional   {email}
//   localStorage  accounts:authenticate  {email, password: ''}   (password always blanked)
//   sessionStorage accounts:provisional-token  the NEW_PASSWORD_REQUIRED session_token:
//     a short-lived credential, kept per tab so a reload of the provisional-password
//     screen still works, never shared with other tabs and gone when the tab closes.
// Importing this module plugs the session into the API client (setAuthBridge).
import Cookies from 'js-cookie';
import { atom } from 'nanostores';
import { boolean, literal, object, size, string } from 'superstruct';
import { cookieDomain } from './config.ts';
import { refresh as refreshCall, signOutGlobal } from './api/calls.ts';
import { ApiError, setAuthBridge } from './api/client.ts';
import { emitAll } from './events.ts';
import { parseUntrusted, readJson, readRaw, removeKey, writeJson, writeRaw } from './storage.ts';
import type { AuthSession } from './api/schemas.ts';

export const COOKIE = { access: 'access_token', refresh: 'refresh_token', email: 'user_email' } as const;
export const KEY = {
  session: 'accounts:session',
  provisional: 'accounts:provisional',
  provisionalToken: 'accounts:provisional-token',
  authenticate: 'accounts:authenticate',
  platforms: 'platforms',
} as const;
export const ACCESS_DEFAULT_DAYS = 1;
export const LONG_LIVED_DAYS = 30;
const CHANNEL = 'accounts';
const MAX_TOKEN = 8192;

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

const Email = size(string(), 0, 320);
const PersistedSession = object({ signedIn: boolean(), email: Email });
const PersistedProvisional = object({ email: Email });
const PersistedAuthenticate = object({ email: Email, password: literal('') });

// ------------------------------------------------------------------ cookies

function cookieOptions(expires: number | Date): Cookies.CookieAttributes {
  const domain = cookieDomain();
  return { expires, sameSite: 'lax', secure: true, path: '/', ...(domain ? { domain } : {}) };
}

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

function accessExpiry(expiresIn: number | undefined): number | Date {
  return expiresIn !== undefined && Number.isFinite(expiresIn) && expiresIn > 0
    ? new Date(Date.now() + expiresIn * 1000)
    : ACCESS_DEFAULT_DAYS;
}

/** The email claim of an id token (base64url JWT payload). Untrusted: anything odd gives undefined. */
export function emailFromIdToken(idToken: string | undefined): string | undefined {
  const payload = idToken?.split('.')[1];
  if (!payload || payload.length > MAX_TOKEN) return undefined;
  try {
    const b64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const claims = parseUntrusted(new TextDecoder().decode(bytes));
    if (typeof claims !== 'object' || claims === null) return undefined;
    const email = (claims as Record<string, unknown>).email;
    return typeof email === 'string' && email.length > 0 && email.length <= 320 ? email : undefined;
  } catch {
    return undefined;
  }
}

// ------------------------------------------------------------------- stores

function initialSession(): SessionState {
  const t = readTokens();
  if (!t.access && !t.refresh) return { status: 'signed-out', email: null };
  const persisted = readJson('local', KEY.session, PersistedSession, { signedIn: false, email: '' });
  return { status: 'signed-in', email: t.email ?? (persisted.email || null) };
}

function initialProvisional(): ProvisionalState | null {
  const p = readJson('local', KEY.provisional, PersistedProvisional, { email: '' });
  if (!p.email) return null;
  const token = readRaw('session', KEY.provisionalToken);
  return { email: p.email, sessionToken: token && token.length <= MAX_TOKEN ? token : null };
}

function initialAuthenticate(): AuthenticateState | null {
  const a = readJson('local', KEY.authenticate, PersistedAuthenticate, { email: '', password: '' as const });
  return a.email ? { email: a.email, password: '' } : null;
}

export const $session = atom<SessionState>(initialSession());
export const $provisional = atom<ProvisionalState | null>(initialProvisional());
export const $authenticate = atom<AuthenticateState | null>(initialAuthenticate());

/** Re-derive `$session` from the cookies (another tab or product may have changed them). */
export function syncSession(): void {
  const next = initialSession();
  const current = $session.get();
  if (next.status !== current.status || next.email !== current.email) $session.set(next);
}

// ------------------------------------------------------------------ actions

/** An auth session; without `expires_in` the access cookie lives 1 day. */
export type NewSession = Omit<AuthSession, 'expires_in'> & { expires_in?: number };

/** Store a fresh session from sign-in (AUTHENTICATED). The email comes from the id token, else `fallbackEmail`. */
export function storeSession(session: NewSession, fallbackEmail?: string): void {
  const email = emailFromIdToken(session.id_token) ?? fallbackEmail;
  Cookies.set(COOKIE.access, session.access_token, cookieOptions(accessExpiry(session.expires_in)));
  Cookies.set(COOKIE.refresh, session.refresh_token, cookieOptions(LONG_LIVED_DAYS));
  if (email) Cookies.set(COOKIE.email, email, cookieOptions(LONG_LIVED_DAYS));
  else removeCookie(COOKIE.email); // never leave a previous user's email behind
  writeJson('local', KEY.session, { signedIn: true, email: email ?? '' });
  setProvisional(null);
  $session.set({ status: 'signed-in', email: email ?? null });
  broadcast({ type: 'signed-in' });
}

/** Store the answer of a refresh: new access token, possibly rotated refresh and id tokens. */
export function storeRefreshed(session: { access_token: string; expires_in?: number; refresh_token?: string; id_token?: string }): void {
  Cookies.set(COOKIE.access, session.access_token, cookieOptions(accessExpiry(session.expires_in)));
  if (session.refresh_token) Cookies.set(COOKIE.refresh, session.refresh_token, cookieOptions(LONG_LIVED_DAYS));
  const email = emailFromIdToken(session.id_token);
  if (email) Cookies.set(COOKIE.email, email, cookieOptions(LONG_LIVED_DAYS));
  const current = $session.get();
  if (current.status !== 'signed-in' || (email && email !== current.email)) {
    $session.set({ status: 'signed-in', email: email ?? current.email });
  }
}

/** NEW_PASSWORD_REQUIRED: keep the email (persisted) and the session token (this tab only). */
export function setProvisional(state: ProvisionalState | null): void {
  $provisional.set(state);
  if (!state) {
    removeKey('local', KEY.provisional);
    removeKey('session', KEY.provisionalToken);
    return;
  }
  writeJson('local', KEY.provisional, { email: state.email });
  if (state.sessionToken) writeRaw('session', KEY.provisionalToken, state.sessionToken);
  else removeKey('session', KEY.provisionalToken);
}

/** Credentials a flow needs for an automatic sign-in; the password never reaches storage. */
export function setAuthenticate(state: AuthenticateState | null): void {
  $authenticate.set(state);
  if (state) writeJson('local', KEY.authenticate, { email: state.email, password: '' });
  else removeKey('local', KEY.authenticate);
}

const cleanups = new Set<() => void>();

/** Other core modules register caches to drop on sign-out. */
export function onSignOut(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

function removeCookie(name: string): void {
  const domain = cookieDomain();
  Cookies.remove(name, { path: '/', ...(domain ? { domain } : {}) });
  if (domain) Cookies.remove(name, { path: '/' }); // a host-only leftover
}

function clearLocal(reason: 'user' | 'expired' | 'other-tab'): void {
  for (const name of Object.values(COOKIE)) removeCookie(name);
  for (const key of [KEY.session, KEY.provisional, KEY.authenticate, KEY.platforms]) removeKey('local', key);
  removeKey('session', KEY.provisionalToken);
  for (const cleanup of cleanups) {
    try {
      cleanup();
    } catch {
      // one failing cache must not keep the session alive
    }
  }
  const wasSignedIn = $session.get().status === 'signed-in';
  $session.set({ status: 'signed-out', email: null });
  $provisional.set(null);
  $authenticate.set(null);
  if (wasSignedIn || reason !== 'other-tab') emitAll('accounts-signed-out', { reason });
}

/**
 * Sign out: local state (cookies, storage, caches, stores) is cleared
 * synchronously, other tabs are told, and the returned promise settles when
 * the best-effort server sign-out does. Never rejects.
 */
export async function signOut(reason: 'user' | 'expired' = 'user'): Promise<void> {
  const { refresh } = readTokens();
  const server = signOutGlobal(refresh).catch(() => undefined); // captures the tokens before they go
  clearLocal(reason);
  broadcast({ type: 'signed-out' });
  await server;
}

// ------------------------------------------------------------------ refresh

let inflight: Promise<void> | undefined;

/**
 * Refresh the access token once for everyone: concurrent callers in this tab
 * share one promise, and tabs serialise on a Web Lock; after the lock, if the
 * access cookie differs from the one that got the 401, another tab (or an
 * earlier refresh) already did it and we skip.
 */
export function refreshSession(stale: string | undefined): Promise<void> {
  const current = readTokens().access;
  if (current && current !== stale) return Promise.resolve();
  inflight ??= withLock(() => refreshIfStale(stale)).finally(() => {
    inflight = undefined;
  });
  return inflight;
}

async function refreshIfStale(stale: string | undefined): Promise<void> {
  const t = readTokens();
  if (t.access && t.access !== stale) return;
  if (!t.refresh) throw new ApiError({ kind: 'unauthorized', status: 401 });
  const answer = await refreshCall(t.refresh, t.email ?? $session.get().email ?? '');
  // Signed out (here or in another tab) while the call was out: don't resurrect the session.
  if (readTokens().refresh !== t.refresh) throw new ApiError({ kind: 'unauthorized', status: 401 });
  storeRefreshed(answer.session);
}

async function withLock(fn: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks || typeof locks.request !== 'function') return fn();
  await locks.request('accounts-refresh', fn);
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

function broadcast(message: { type: 'signed-out' | 'signed-in' }): void {
  try {
    openChannel()?.postMessage(message);
  } catch {
    // a closed channel only costs other tabs a stale view until their next call
  }
}

openChannel();

setAuthBridge({
  accessToken: () => readTokens().access,
  canRefresh: () => readTokens().refresh !== undefined,
  refresh: refreshSession,
  signOut: () => signOut('expired'),
});
