// The session's side of the API client: one shared refresh (single flight in
// this tab, a Web Lock across tabs) and the bridge the client uses on 401.
// Loaded with the API chunk; importing it plugs the session into the client.
import { refresh as refreshCall } from './api/calls.ts';
import { ApiError, setAuthBridge } from './api/client.ts';
import { $session, clearLocal, initialSession, readTokens, signOut, type Tokens } from './session.ts';
import { storeRefreshed } from './session-store.ts';

let inflight: Promise<string | undefined> | undefined;

/**
 * Refresh the access token once for everyone: concurrent callers in this tab
 * share one promise, and tabs serialise on a Web Lock; after the lock, if the
 * access cookie differs from the one that got the 401, another tab (or an
 * earlier refresh) already did it and we skip. Resolves with the access token to use.
 */
export function refreshSession(stale: string | undefined): Promise<string | undefined> {
  const current = readTokens().access;
  if (current && current !== stale) return Promise.resolve(current);
  inflight ??= withLock(() => refreshIfStale(stale)).finally(() => {
    inflight = undefined;
  });
  return inflight;
}

async function refreshIfStale(stale: string | undefined): Promise<string | undefined> {
  const t = await storedTokens();
  if (t.access && t.access !== stale) return t.access;
  if (!t.refresh) throw new ApiError({ kind: 'unauthorized', status: 401 });
  const answer = await refreshCall(t.refresh, t.email ?? $session.get().email ?? '');
  // The cookies changed while the call was out. Signed out (here or elsewhere): don't resurrect
  // the session. Refreshed or signed in by another product's page (it shares the cookies, not
  // the lock): theirs stand, and this answer goes; a sign-out here would end their session.
  const now = await storedTokens();
  if (now.refresh !== t.refresh) {
    if (now.refresh && now.access) return now.access;
    throw new ApiError({ kind: 'unauthorized', status: 401 });
  }
  storeRefreshed(answer);
  return answer.access_token;
}

/**
 * The tokens as the browser's cookie store holds them now. A page's document.cookie may not show
 * yet what another tab wrote just before it let the lock go (Chromium: 33 and 128 of 300 tries in
 * a two-tab bench): the tab next in line then sent the rotated refresh token again, and took the
 * other tab's new one, once it showed, for a sign-out here (a global one: every tab and device).
 * cookieStore asks the store itself; without it, document.cookie. For the same reason the call
 * is repeated with the token resolved here, not with what document.cookie says.
 */
async function storedTokens(): Promise<Tokens> {
  try {
    const all = await cookieStore.getAll();
    return readTokens(all.map((c) => `${c.name}=${c.value}`).join('; '));
  } catch {
    return readTokens(); // no cookieStore (an older engine, or not a secure context), or refused
  }
}

async function withLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks || typeof locks.request !== 'function') return fn();
  return locks.request('accounts-refresh', fn);
}

setAuthBridge({
  accessToken: () => readTokens().access,
  canRefresh: () => readTokens().refresh !== undefined,
  refresh: refreshSession,
  signOut: () => signOut('expired'),
});

/**
 * The cookies are the company's, shared by every product: while this page was out of sight,
 * another product may have signed the user out, or signed someone else in. Whoever this page
 * shows goes then, with everything kept for them (as a sign-out elsewhere: 'other-tab'), before
 * anything is shown or saved under another user's token; someone else's cookies stay.
 */
export function checkSessionOnReturn(): void {
  const current = $session.get();
  if (current.status !== 'signed-in') return;
  const now = initialSession(); // the cookies and storage are read only for a signed-in page
  const someoneElse = now.status === 'signed-in' && current.email !== null && now.email !== null && now.email !== current.email;
  if (now.status === 'signed-in' && !someoneElse) return;
  clearLocal('other-tab', someoneElse);
  if (someoneElse) $session.set(now);
}

// Loaded by every signed-in element (the hub, settings), so a signed-in page always listens.
if (typeof window !== 'undefined') {
  const onReturn = () => {
    if (document.visibilityState === 'visible') checkSessionOnReturn();
  };
  document.addEventListener('visibilitychange', onReturn);
  for (const type of ['focus', 'pageshow']) window.addEventListener(type, onReturn);
}
