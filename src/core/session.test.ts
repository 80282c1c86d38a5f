// @vitest-environment happy-dom
// @vitest-environment-options {"url":"https://app.lingora.example/"}
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import Cookies from 'js-cookie';
import { $session, ACCESS_DEFAULT_DAYS, COOKIE, KEY, LONG_LIVED_DAYS, onSignOut, syncSession, readTokens, signOut } from './session.ts';
import { $authenticate, $provisional, emailFromIdToken, setAuthenticate, setProvisional, storeSession } from './session-store.ts';
import { configureClient, resetClient } from './api/client.ts';
import { configure } from './config.ts';

const API = 'https://api.lingora.example';

function idToken(claims: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(claims));
  const b64 = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `eyJhbGciOiJub25lIn0.${b64}.sig`;
}

const session = {
  access_token: 'acc-123',
  refresh_token: 'ref-456',
  id_token: idToken({ email: 'joão@lingora.example', sub: '1' }),
  expires_in: 3600,
};

let requests: string[];
const recordingFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const bearer = new Headers(init?.headers).get('authorization');
  requests.push(`${init?.method ?? 'GET'} ${String(input)}${bearer ? ` (${bearer})` : ''}`);
  return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
}) as typeof globalThis.fetch;

beforeEach(() => {
  configure({ apiBase: API, cookieDomain: undefined });
  resetClient();
  requests = [];
  configureClient({ fetch: recordingFetch });
});

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) {
    Cookies.remove(name, { path: '/', domain: 'lingora.example' });
    Cookies.remove(name, { path: '/' });
  }
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('cookies', () => {
  test('the tokens and the id-token email go to access_token, refresh_token and user_email', () => {
    storeSession(session);
    expect(readTokens()).toEqual({ access: 'acc-123', refresh: 'ref-456', email: 'joão@lingora.example' });
    expect($session.get()).toEqual({ status: 'signed-in', email: 'joão@lingora.example' });
  });

  test('cookie lifetimes: access 1 day by default or expires_in, refresh and email 30 days; lax, secure, path /, parent domain', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z'), toFake: ['Date'] });
    const set = vi.spyOn(Cookies, 'set');
    const flags = { sameSite: 'lax', secure: true, path: '/', domain: 'lingora.example' };

    storeSession(session);
    expect(set).toHaveBeenCalledWith(COOKIE.access, 'acc-123', { ...flags, expires: new Date('2026-01-01T01:00:00Z') });
    expect(set).toHaveBeenCalledWith(COOKIE.refresh, 'ref-456', { ...flags, expires: LONG_LIVED_DAYS });
    expect(set).toHaveBeenCalledWith(COOKIE.email, 'joão@lingora.example', { ...flags, expires: LONG_LIVED_DAYS });
    expect(LONG_LIVED_DAYS).toBe(30);

    set.mockClear();
    const { expires_in: _, ...withoutExpiry } = session;
    storeSession(withoutExpiry);
    expect(set).toHaveBeenCalledWith(COOKIE.access, 'acc-123', { ...flags, expires: ACCESS_DEFAULT_DAYS });
    expect(ACCESS_DEFAULT_DAYS).toBe(1);
  });

  test('a configured cookie domain wins; no domain at all on hosts without a parent domain', () => {
    const set = vi.spyOn(Cookies, 'set').mockImplementation(() => undefined);
    configure({ cookieDomain: 'example.org' });
    storeSession(session);
    expect(set.mock.calls[0]?.[2]).toMatchObject({ domain: 'example.org' });
    set.mockClear();
    configure({ cookieDomain: undefined });
    vi.spyOn(location, 'hostname', 'get').mockReturnValue('localhost');
    storeSession(session);
    expect(set.mock.calls[0]?.[2]).not.toHaveProperty('domain');
  });

  test('an id token without a usable email falls back to the given email', () => {
    storeSession({ ...session, id_token: idToken({ email: 42 }) }, 'ana@lingora.example');
    expect(readTokens().email).toBe('ana@lingora.example');
    expect(emailFromIdToken('not-a-jwt')).toBeUndefined();
    expect(emailFromIdToken(idToken(['email']))).toBeUndefined();
    expect(emailFromIdToken(`a.${btoa('{"__proto__":{"email":"x"}}')}.c`)).toBeUndefined();
    expect(emailFromIdToken('a.!!!.c')).toBeUndefined();
  });
});

describe('persisted state', () => {
  test('persisted state never contains the password', () => {
    setAuthenticate({ email: 'ana@lingora.example', password: 'hunter22' });
    setProvisional({ email: 'ana@lingora.example', sessionToken: 'cognito-session-xyz' });
    storeSession(session);
    const persisted = [localStorage, sessionStorage].flatMap((area) => Object.keys(area).map((k) => `${k}=${area.getItem(k)}`)).join('\n');
    expect(persisted).not.toContain('hunter22');
    expect(persisted).not.toContain('cognito-session-xyz');
    expect(persisted).not.toContain('acc-123');
    expect(persisted).not.toContain('ref-456');
    expect(JSON.parse(sessionStorage.getItem(KEY.authenticate) ?? 'null')).toEqual({ email: 'ana@lingora.example', password: '' });
    expect($authenticate.get()?.password).toBe('hunter22'); // memory only, for the automatic sign-in
  });

  test('the provisional email is kept in this tab (a reload stays on the screen); its session token in memory only', async () => {
    setProvisional({ email: 'ana@lingora.example', sessionToken: 'cognito-session-xyz' });
    expect($provisional.get()?.sessionToken).toBe('cognito-session-xyz');
    expect(sessionStorage.getItem(KEY.provisionalToken)).toBeNull();
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('cognito-session-xyz');
    expect(JSON.parse(sessionStorage.getItem(KEY.provisional) ?? 'null')).toEqual({ email: 'ana@lingora.example' });
    expect(localStorage.getItem(KEY.provisional), 'never for every tab').toBeNull();
    vi.resetModules(); // the reload
    expect((await import('./session-store.ts')).$provisional.get()).toEqual({ email: 'ana@lingora.example', sessionToken: null });
    setProvisional(null);
    expect(sessionStorage.getItem(KEY.provisionalToken)).toBeNull();
    expect(sessionStorage.getItem(KEY.provisional)).toBeNull();
    expect($provisional.get()).toBeNull();
  });

  test('tampered storage is discarded at startup', async () => {
    sessionStorage.setItem(KEY.authenticate, '{"email":"a@b.c","password":"leaked"}');
    sessionStorage.setItem(KEY.provisional, '{"email":"a@b.c","__proto__":{"polluted":true}}');
    localStorage.setItem(KEY.session, '{not json');
    Cookies.set(COOKIE.refresh, 'r', { path: '/' });
    vi.resetModules();
    const fresh = { ...(await import('./session.ts')), ...(await import('./session-store.ts')) };
    expect(fresh.$authenticate.get()).toBeNull();
    expect(fresh.$provisional.get()).toBeNull();
    expect(fresh.$session.get()).toEqual({ status: 'signed-in', email: null });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    sessionStorage.setItem(KEY.authenticate, '{"email":"a@b.c","password":""}');
    sessionStorage.setItem(KEY.provisional, '{"email":["a@b.c"]}');
    localStorage.setItem(KEY.provisional, '{"email":"old@b.c"}'); // where earlier versions kept it: dropped
    vi.resetModules();
    const again = await import('./session-store.ts');
    expect(again.$authenticate.get()).toEqual({ email: 'a@b.c', password: '' });
    expect(again.$provisional.get()).toBeNull();
    expect(localStorage.getItem(KEY.provisional)).toBeNull();
  });
});

describe('sign-out', () => {
  test('sign-out clears cookies, storage and the platforms cache and broadcasts', async () => {
    storeSession(session);
    setAuthenticate({ email: 'ana@lingora.example', password: 'hunter22' });
    setProvisional({ email: 'ana@lingora.example', sessionToken: 'tok' });
    storeSession(session); // clears provisional again; set it back to check sign-out removes it
    setProvisional({ email: 'ana@lingora.example', sessionToken: 'tok' });
    localStorage.setItem(KEY.platforms, '{"saved_at":1,"platforms":["LMS"]}');
    sessionStorage.setItem(`${KEY.route}accounts-signup`, '{"start":"/signup/","path":"/signup/validate-email","query":{},"state":{"email":"ana@lingora.example"}}');
    sessionStorage.setItem('partner-own', 'kept');
    const cleanup = vi.fn();
    onSignOut(cleanup);
    const otherTab = new BroadcastChannel('accounts');
    const broadcasts: unknown[] = [];
    otherTab.onmessage = (e) => broadcasts.push(e.data);
    const events: unknown[] = [];
    document.addEventListener('accounts-signed-out', (e) => events.push(e.detail));

    // session.ts loads the API client on demand; after resetModules above that is a new instance.
    (await import('./api/client.ts')).configureClient({ fetch: recordingFetch });
    (await import('./config.ts')).configure({ apiBase: API });
    const done = signOut();
    expect(readTokens()).toEqual({}); // synchronously
    expect(document.cookie).not.toMatch(/access_token|refresh_token|user_email/);
    for (const key of [KEY.session, KEY.provisional, KEY.authenticate, KEY.platforms]) expect(localStorage.getItem(key)).toBeNull();
    for (const key of [KEY.provisionalToken, KEY.provisional, KEY.authenticate, `${KEY.route}flow`]) expect(sessionStorage.getItem(key)).toBeNull();
    expect(sessionStorage.getItem(`${KEY.route}accounts-signup`)).toBeNull(); // an element's saved step and its email
    expect(sessionStorage.getItem('partner-own')).toBe('kept');
    expect($session.get()).toEqual({ status: 'signed-out', email: null });
    expect($authenticate.get()).toBeNull();
    expect(cleanup).toHaveBeenCalledOnce();
    expect(events).toEqual([{ reason: 'user' }]);

    await done;
    // With the bearer the user had (spec §7): the API then ends the user's other sessions too.
    expect(requests).toContain(`POST ${API}/auth/sign-out/global/?token=ref-456 (Bearer acc-123)`);
    await vi.waitFor(() => expect(broadcasts).toEqual([{ type: 'signed-out' }]));
    otherTab.close();
  });

  test('sign-out never throws, even when the server call fails', async () => {
    configureClient({ fetch: (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof globalThis.fetch });
    storeSession(session);
    await expect(signOut()).resolves.toBeUndefined();
    expect(readTokens()).toEqual({});
  });

  test('a sign-out in another tab clears this tab and emits', async () => {
    storeSession(session);
    const events: unknown[] = [];
    document.addEventListener('accounts-signed-out', (e) => events.push(e.detail));
    const otherTab = new BroadcastChannel('accounts');
    otherTab.postMessage({ type: 'signed-out' });
    await vi.waitFor(() => expect($session.get().status).toBe('signed-out'));
    expect(events).toEqual([{ reason: 'other-tab' }]);
    otherTab.postMessage({ type: 'something-else' });
    otherTab.close();
  });

  test('a sign-in in another tab is picked up from the shared cookies', async () => {
    expect($session.get().status).toBe('signed-out');
    Cookies.set(COOKIE.access, 'a', { path: '/' });
    Cookies.set(COOKIE.email, 'ana@lingora.example', { path: '/' });
    const otherTab = new BroadcastChannel('accounts');
    otherTab.postMessage({ type: 'signed-in' });
    await vi.waitFor(() => expect($session.get()).toEqual({ status: 'signed-in', email: 'ana@lingora.example' }));
    otherTab.close();
    Cookies.remove(COOKIE.access, { path: '/' });
    syncSession();
    expect($session.get().status).toBe('signed-out');
  });
});
