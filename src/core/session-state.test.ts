// @vitest-environment happy-dom
// @vitest-environment-options {"url":"https://app.lingora.example/"}
// The elements' first render carries session-state.ts only; session.ts (sign-out, clearing) comes
// with the first use. Each test starts a module graph of its own, where session.ts is not loaded.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import Cookies from 'js-cookie';
import { COOKIE, KEY } from './keys.ts';

const fresh = () => import('./session-state.ts');
let online = true;
// Each graph's channel listens for good: closed after its test, so other files' tabs don't reach it
// (unit files share their worker, its globals and its module registry).
const Channel = globalThis.BroadcastChannel;
const opened: BroadcastChannel[] = [];

beforeEach(() => {
  vi.resetModules();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.stubGlobal('BroadcastChannel', class extends Channel {
    constructor(name: string) {
      super(name);
      opened.push(this);
    }
  });
});

afterEach(() => {
  Cookies.remove(COOKIE.access, { path: '/' });
  Cookies.remove(COOKIE.email, { path: '/' });
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  for (const channel of opened.splice(0)) channel.close();
  vi.resetModules(); // the next file's imports get modules of their own, with a channel that is open
});

describe('session-state', () => {
  test('another tab signing out ends this tab\'s session, session.ts loaded for it', async () => {
    Cookies.set(COOKIE.access, 'a', { path: '/' });
    Cookies.set(COOKIE.email, 'ana@lingora.example', { path: '/' });
    const { $session } = await fresh();
    expect($session.get()).toEqual({ status: 'signed-in', email: 'ana@lingora.example' });
    sessionStorage.setItem(`${KEY.route}accounts-signin`, '{"start":"/signin/","stack":[]}');
    const events: unknown[] = [];
    const listen = (e: Event) => events.push((e as CustomEvent).detail);
    document.addEventListener('accounts-signed-out', listen);
    const otherTab = new BroadcastChannel('accounts');
    otherTab.postMessage({ type: 'signed-out' });
    await vi.waitFor(() => expect($session.get().status).toBe('signed-out'));
    expect(sessionStorage.getItem(`${KEY.route}accounts-signin`)).toBeNull();
    expect(events).toContainEqual({ reason: 'other-tab' });
    otherTab.close();
    document.removeEventListener('accounts-signed-out', listen);
  });

  test('offline, session.ts once loaded is handed over at once (no wait for the network)', async () => {
    const { loadSession } = await fresh();
    const { $networkWait } = await import('./network-wait.ts');
    const session = await import('./session.ts');
    online = false;
    const ending = await loadSession();
    expect(ending.signOut).toBe(session.signOut);
    expect(ending.clearLocal).toBe(session.clearLocal);
    expect($networkWait.get()).toBeUndefined();
  });

  test('offline, without session.ts, sign-out waits for the connection, then loads it', async () => {
    const { loadSession } = await fresh();
    const { $networkWait } = await import('./network-wait.ts');
    online = false;
    const ending = loadSession();
    expect($networkWait.get()).toBe('offline-waiting');
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(typeof (await ending).signOut).toBe('function');
    expect($networkWait.get()).toBeUndefined();
  });
});
