// @vitest-environment happy-dom
// @vitest-environment-options {"url":"https://app.lingora.example/profile"}
// Coming back to a page after another product of the company (same cookies) signed out, or
// signed someone else in: the user this page shows goes, before anything is shown or saved
// under another user's token.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import Cookies from 'js-cookie';
import { $session, COOKIE, onSignOut, readTokens } from './session.ts';
import { storeSession } from './session-store.ts';
import { checkSessionOnReturn } from './session-refresh.ts';
import { configure } from './config.ts';

const idToken = (email: string) => `eyJhbGciOiJub25lIn0.${btoa(JSON.stringify({ email, sub: '1' })).replace(/=+$/, '')}.sig`;
/** What another product's sign-out does to the shared cookies (the parent domain's, as storeSession writes them). */
const cookiesGone = () => {
  for (const name of Object.values(COOKIE)) Cookies.remove(name, { path: '/', domain: 'lingora.example' });
};
const signIn = (email: string, token: string) => storeSession({ access_token: `acc-${token}`, refresh_token: `ref-${token}`, id_token: idToken(email), expires_in: 3600 });

let events: unknown[];
let cleanup: ReturnType<typeof vi.fn<() => void>>;
let off: () => void;
const record = (e: Event) => events.push((e as CustomEvent).detail);

beforeEach(() => {
  configure({ cookieDomain: undefined });
  events = [];
  cleanup = vi.fn<() => void>();
  off = onSignOut(cleanup);
  document.addEventListener('accounts-signed-out', record);
  signIn('ana@example.com', 'ana');
  expect($session.get()).toEqual({ status: 'signed-in', email: 'ana@example.com' });
});

afterEach(() => {
  off();
  document.removeEventListener('accounts-signed-out', record);
  cookiesGone();
  localStorage.clear();
  sessionStorage.clear();
  $session.set({ status: 'signed-out', email: null });
});

describe('back on the page', () => {
  test('signed out by another product meanwhile: this page signs out too, and says so', () => {
    cookiesGone();
    checkSessionOnReturn();
    expect($session.get()).toEqual({ status: 'signed-out', email: null });
    expect(cleanup).toHaveBeenCalledOnce();
    expect(events).toEqual([{ reason: 'other-tab' }]);
  });

  test("someone else signed in meanwhile: the first user's data goes, the new user's cookies stay", () => {
    signIn('bruno@example.com', 'bruno'); // what the other product wrote, behind this page's back
    $session.set({ status: 'signed-in', email: 'ana@example.com' }); // what this page still shows
    checkSessionOnReturn();
    expect(cleanup).toHaveBeenCalledOnce();
    expect(events).toEqual([{ reason: 'other-tab' }]);
    expect(readTokens()).toEqual({ access: 'acc-bruno', refresh: 'ref-bruno', email: 'bruno@example.com' });
    expect($session.get()).toEqual({ status: 'signed-in', email: 'bruno@example.com' });
  });

  test('the same user, signed in again elsewhere (new tokens): nothing changes', () => {
    signIn('ana@example.com', 'ana-again');
    checkSessionOnReturn();
    expect(cleanup).not.toHaveBeenCalled();
    expect(events).toEqual([]);
    expect($session.get()).toEqual({ status: 'signed-in', email: 'ana@example.com' });
  });

  test('the page becoming visible, or its window focused, is what checks', () => {
    cookiesGone();
    window.dispatchEvent(new Event('focus'));
    expect($session.get().status).toBe('signed-out');
    signIn('ana@example.com', 'ana');
    cookiesGone();
    document.dispatchEvent(new Event('visibilitychange'));
    expect($session.get().status).toBe('signed-out');
    expect(events).toEqual([{ reason: 'other-tab' }, { reason: 'other-tab' }]);
  });
});
