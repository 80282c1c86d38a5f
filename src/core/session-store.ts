// Writing the session: sign-in answers, refreshes, provisional and authenticate
// state (spec §4). Loaded with the API chunk; the entry only reads the session.
import Cookies from 'js-cookie';
import { atom } from 'nanostores';
import type { AuthSession } from './api/schemas.ts';
import { cookieAttributes } from './config.ts';
import {
  $session, ACCESS_DEFAULT_DAYS, COOKIE, Email, KEY, LONG_LIVED_DAYS, MAX_TOKEN,
  broadcast, onSignOut, removeCookie,
  type AuthenticateState, type ProvisionalState,
} from './session.ts';
import { fieldsOf, parseUntrusted, readJson, removeKey, writeJson } from './storage.ts';

function PersistedProvisional(v: unknown): { email: string } {
  return { email: Email(fieldsOf(v).email) };
}
function PersistedAuthenticate(v: unknown): { email: string; password: '' } {
  const o = fieldsOf(v);
  if (o.password !== '') throw new TypeError('password must be blank');
  return { email: Email(o.email), password: '' };
}

function accessExpiry(expiresIn: number | null | undefined): number | Date {
  return typeof expiresIn === 'number' && Number.isFinite(expiresIn) && expiresIn > 0
    ? new Date(Date.now() + expiresIn * 1000)
    : ACCESS_DEFAULT_DAYS;
}

/** The email claim of an id token (base64url JWT payload). Untrusted: anything odd gives undefined. */
export function emailFromIdToken(idToken: string | undefined): string | undefined {
  const payload = idToken?.split('.')[1];
  if (!payload || payload.length > MAX_TOKEN) return undefined;
  try {
    // base64url to base64; atob needs no padding (the forgiving decode of the HTML standard).
    const bytes = Uint8Array.from(atob(payload.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    const claims = parseUntrusted(new TextDecoder().decode(bytes));
    if (typeof claims !== 'object' || claims === null) return undefined;
    const email = (claims as Record<string, unknown>).email;
    return typeof email === 'string' && email.length > 0 && email.length <= 320 ? email : undefined;
  } catch {
    return undefined;
  }
}

function initialProvisional(): ProvisionalState | null {
  removeKey('local', KEY.provisional); // where earlier versions kept it, for every tab
  const p = readJson('session', KEY.provisional, PersistedProvisional, { email: '' });
  if (!p.email) return null;
  // The session token is never stored: after a reload the provisional screen asks for the
  // temporary password again and signs in with it for a new one.
  return { email: p.email, sessionToken: null };
}

function initialAuthenticate(): AuthenticateState | null {
  removeKey('local', KEY.authenticate);
  const a = readJson('session', KEY.authenticate, PersistedAuthenticate, { email: '', password: '' as const });
  return a.email ? { email: a.email, password: '' } : null;
}

export const $provisional = atom<ProvisionalState | null>(initialProvisional());
export const $authenticate = atom<AuthenticateState | null>(initialAuthenticate());

// ------------------------------------------------------------------ actions

/** An auth session; without `expires_in` the access cookie lives 1 day. */
export type NewSession = Omit<AuthSession, 'expires_in'> & { expires_in?: number | null };

/** Store a fresh session from sign-in (AUTHENTICATED). The email comes from the id token, else `fallbackEmail`. */
export function storeSession(session: NewSession, fallbackEmail?: string): void {
  const email = emailFromIdToken(session.id_token) ?? fallbackEmail;
  Cookies.set(COOKIE.access, session.access_token, cookieAttributes(accessExpiry(session.expires_in)));
  Cookies.set(COOKIE.refresh, session.refresh_token, cookieAttributes(LONG_LIVED_DAYS));
  if (email) Cookies.set(COOKIE.email, email, cookieAttributes(LONG_LIVED_DAYS));
  else removeCookie(COOKIE.email); // never leave a previous user's email behind
  writeJson('local', KEY.session, { signedIn: true, email: email ?? '' });
  setProvisional(null);
  $session.set({ status: 'signed-in', email: email ?? null });
  broadcast({ type: 'signed-in' });
}

/** Store the answer of a refresh: new access token, possibly rotated refresh and id tokens. */
export function storeRefreshed(session: { access_token: string; expires_in?: number | null; refresh_token?: string; id_token?: string }): void {
  Cookies.set(COOKIE.access, session.access_token, cookieAttributes(accessExpiry(session.expires_in)));
  if (session.refresh_token) Cookies.set(COOKIE.refresh, session.refresh_token, cookieAttributes(LONG_LIVED_DAYS));
  const email = emailFromIdToken(session.id_token);
  if (email) Cookies.set(COOKIE.email, email, cookieAttributes(LONG_LIVED_DAYS));
  const current = $session.get();
  if (current.status !== 'signed-in' || (email && email !== current.email)) {
    $session.set({ status: 'signed-in', email: email ?? current.email });
  }
}

/**
 * NEW_PASSWORD_REQUIRED (spec §4): the email is persisted in this tab's sessionStorage, so a
 * reload keeps the user on the provisional-password screen (issue 20). The session token is a
 * credential: memory only, in no storage or URL. Without it (a reload) the screen asks for the
 * temporary password again and signs in for a new token.
 */
export function setProvisional(state: ProvisionalState | null): void {
  $provisional.set(state);
  removeKey('session', KEY.provisionalToken); // where earlier versions kept it
  if (!state) {
    removeKey('session', KEY.provisional);
    return;
  }
  writeJson('session', KEY.provisional, { email: state.email });
}

/** Credentials a flow needs for an automatic sign-in; the password never reaches storage (this tab's sessionStorage holds it blank). */
export function setAuthenticate(state: AuthenticateState | null): void {
  $authenticate.set(state);
  if (state) writeJson('session', KEY.authenticate, { email: state.email, password: '' });
  else removeKey('session', KEY.authenticate);
}

onSignOut(() => {
  $provisional.set(null);
  $authenticate.set(null);
});
