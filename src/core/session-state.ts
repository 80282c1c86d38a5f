// The session as the elements' first render reads it (spec §4, §9): whether the cookies hold one,
// the `$session` store, and the tabs' channel. Apart from session.ts (sign-out, clearing, the
// caches' cleanups), which a signed-out element needs only once it is used: it comes with the
// ready chunk (embed/ready.ts), or at once with a session (the API prefetch of
// screens/root/use-element-events.ts), or with another tab's sign-out.
import { atom } from 'nanostores';
import { COOKIE, KEY } from './keys.ts';
import { isOnline, nextOnline, whenOnline } from './network-wait.ts';
import { readCookie } from './read-cookie.ts';
import type { clearLocal, signOut } from './session.ts';
import { fieldsOf, readJson } from './storage.ts';

export const MAX_TOKEN = 8192;
/** The tabs' channel (screens/common/deleted-elsewhere.ts listens to it too, for 'deleted'). */
const CHANNEL = 'accounts';

export interface Tokens {
  access?: string;
  refresh?: string;
  email?: string;
}

export interface SessionState {
  status: 'signed-in' | 'signed-out';
  email: string | null;
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

function readToken(name: string, cookies: string): string | undefined {
  const v = readCookie(name, cookies);
  return v && v.length <= MAX_TOKEN ? v : undefined;
}

/** The tokens in `cookies` (document.cookie's form), document.cookie when not given. */
export function readTokens(cookies?: string): Tokens {
  const tokens: Tokens = {};
  try {
    cookies ??= document.cookie; // once: each read asks the browser (a sandboxed frame refuses)
  } catch {
    return tokens;
  }
  const access = readToken(COOKIE.access, cookies);
  const refresh = readToken(COOKIE.refresh, cookies);
  const email = readToken(COOKIE.email, cookies);
  if (access) tokens.access = access;
  if (refresh) tokens.refresh = refresh;
  if (email && email.length <= 320) tokens.email = email;
  return tokens;
}

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

// ------------------------------------------------------------ session.ts

interface Ending {
  clearLocal: typeof clearLocal;
  signOut: typeof signOut;
}

let ending: Promise<Ending> | undefined;

/**
 * session.ts's sign-out and clearing: at once when it is there (it says so as it loads:
 * sessionLoaded), else imported, once the browser is online (core/network-wait.ts whenOnline:
 * a failed import stays failed for the page).
 */
export function loadSession(): Promise<Ending> {
  ending ??= whenOnline(() => import('./session.ts')).catch((err: unknown) => {
    ending = undefined;
    throw err;
  });
  return ending;
}

export function sessionLoaded(m: Ending): void {
  ending = Promise.resolve(m);
}

// --------------------------------------------------------------- other tabs

/** Another tab signed out: this one clears too (offline, without session.ts yet: once back online, saying nothing). */
function signedOutElsewhere(): void {
  if (ending || isOnline()) loadSession().then((m) => m.clearLocal('other-tab'), () => {});
  else void nextOnline().then(signedOutElsewhere);
}

let channel: BroadcastChannel | undefined;

/** The tabs' channel, listened to from the start (session.ts's broadcast sends on it). */
export function openChannel(): BroadcastChannel | undefined {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  try {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (e: MessageEvent<unknown>) => {
      const data = e.data;
      const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
      if (type === 'signed-out') signedOutElsewhere();
      else if (type === 'signed-in') syncSession();
    };
  } catch {
    channel = undefined;
  }
  return channel;
}

openChannel();
