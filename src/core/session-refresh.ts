// The session's side of the API client: one shared refresh (single flight in
// this tab, a Web Lock across tabs) and the bridge the client uses on 401.
// Loaded with the API chunk; importing it plugs the session into the client.
import { refresh as refreshCall } from './api/calls.ts';
import { ApiError, setAuthBridge } from './api/client.ts';
import { $session, clearLocal, initialSession, readTokens, signOut } from './session.ts';
import { storeRefreshed } from './session-store.ts';

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
  storeRefreshed(answer);
}

async function withLock(fn: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks || typeof locks.request !== 'function') return fn();
  await locks.request('accounts-refresh', fn);
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
