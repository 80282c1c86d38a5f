// The client says what a GET is waiting for ($networkWait), so screens are never silently busy.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure } from '../config';
import { $networkWait } from '../network-wait';
import { RETRY, configureClient, request, resetClient } from './client';

const json = (status: number, body: unknown = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A promise and the function that settles it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => { open = resolve; });
  return { opened, open };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  configure({ apiBase: 'https://api.test' });
  configureClient({ sleep: async () => {}, random: () => 0.5 });
});

afterEach(() => resetClient());

describe('what a waiting GET tells the screen', () => {
  it('offline: says it waits for the connection, and stops saying so once back online', async () => {
    let online = false;
    const back = gate();
    const answer = gate();
    configureClient({
      isOnline: () => online,
      waitOnline: () => back.opened,
      fetch: vi.fn(async () => { await answer.opened; return json(200, ['LMS']); }) as typeof globalThis.fetch,
    });
    const pending = request({ method: 'GET', path: '/platforms' });
    await tick();
    expect($networkWait.get()).toBe('offline-waiting');
    online = true;
    back.open();
    await tick();
    expect($networkWait.get()).toBeUndefined(); // the call carries on: the message goes
    answer.open();
    await expect(pending).resolves.toEqual(['LMS']);
    expect($networkWait.get()).toBeUndefined();
  });

  it('a background GET (branding, platforms) retries without a word on screen', async () => {
    const pause = gate();
    let n = 0;
    configureClient({
      sleep: () => pause.opened,
      fetch: vi.fn(async () => (++n === 1 ? json(500) : json(200, ['LMS']))) as typeof globalThis.fetch,
    });
    const pending = request({ method: 'GET', path: '/platforms', background: true });
    await tick();
    expect(n).toBe(1);
    expect($networkWait.get()).toBeUndefined();
    pause.open();
    await expect(pending).resolves.toEqual(['LMS']);
  });

  it('a failed attempt: says it is still trying while retrying, and stops when the call ends', async () => {
    const pause = gate();
    let n = 0;
    configureClient({
      sleep: () => pause.opened,
      fetch: vi.fn(async () => (++n === 1 ? json(500) : json(200, ['LMS']))) as typeof globalThis.fetch,
    });
    const pending = request({ method: 'GET', path: '/platforms' });
    await tick();
    expect($networkWait.get()).toBe('slow-retrying');
    pause.open();
    await expect(pending).resolves.toEqual(['LMS']);
    expect($networkWait.get()).toBeUndefined();
  });

  it('after the last retry fails, nothing says it is still trying', async () => {
    const fetch = vi.fn(async () => json(502));
    configureClient({ fetch: fetch as typeof globalThis.fetch });
    await expect(request({ method: 'GET', path: '/platforms' })).rejects.toMatchObject({ status: 502 });
    expect(fetch).toHaveBeenCalledTimes(RETRY.attempts);
    expect($networkWait.get()).toBeUndefined();
  });

  it('the first attempt and calls that are never retried say nothing', async () => {
    const seen: unknown[] = [];
    const off = $networkWait.listen((v) => seen.push(v));
    configureClient({ fetch: vi.fn(async () => json(500)) as typeof globalThis.fetch });
    await expect(request({ method: 'POST', path: '/auth/sign-in/', body: {} })).rejects.toMatchObject({ status: 500 });
    configureClient({ fetch: vi.fn(async () => json(200, [])) as typeof globalThis.fetch });
    await request({ method: 'GET', path: '/platforms' });
    off();
    expect(seen).toEqual([]);
  });

  it('two calls: offline wins over slow, and each clears only its own wait', async () => {
    let online = true;
    const back = gate();
    const pause = gate();
    configureClient({
      isOnline: () => online,
      waitOnline: () => back.opened,
      sleep: () => pause.opened,
      fetch: vi.fn(async () => (online ? json(500) : json(200, []))) as typeof globalThis.fetch,
    });
    const slow = request({ method: 'GET', path: '/platforms' }).catch(() => 'gave up');
    await tick();
    expect($networkWait.get()).toBe('slow-retrying');
    online = false;
    const offline = request({ method: 'GET', path: '/languages/' });
    await tick();
    expect($networkWait.get()).toBe('offline-waiting');
    back.open(); // the second call goes out (the fake answers it) while the first still pauses
    await offline;
    expect($networkWait.get()).toBe('slow-retrying');
    pause.open();
    await slow;
    expect($networkWait.get()).toBeUndefined();
  });
});
