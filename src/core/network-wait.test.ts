// @vitest-environment happy-dom
// Waiting on the network, the one home: a chunk offline waits for `online` (the screen told),
// one lost to the network going is loaded again at `online`, and a failed load is not kept.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $networkWait, chunkLoader, SLOW_LOAD_MS, waiting, whenOnline } from './network-wait';

let online = true;
const goOnline = () => {
  online = true;
  window.dispatchEvent(new Event('online'));
};
const tick = () => new Promise((r) => setTimeout(r, 0));
/** Whether `p` has settled yet. */
function watch(p: Promise<unknown>) {
  const seen = { settled: false };
  p.then(() => { seen.settled = true; }, () => { seen.settled = true; });
  return seen;
}

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => $networkWait.set(undefined));

describe('whenOnline', () => {
  it('online, loads at once', async () => {
    const load = vi.fn(async () => 'chunk');
    expect(await whenOnline(load)).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
    expect($networkWait.get()).toBeUndefined();
  });

  it('a load still under way after SLOW_LOAD_MS says the connection is slow until it settles, however it settles', async () => {
    vi.useFakeTimers();
    try {
      for (const ends of ['loads', 'fails'] as const) {
        let settle: () => void = () => {};
        const p = whenOnline(() => new Promise<string>((resolve, reject) => {
          settle = () => (ends === 'loads' ? resolve('chunk') : reject(new Error('500')));
        }));
        const seen = watch(p);
        vi.advanceTimersByTime(SLOW_LOAD_MS - 1);
        expect($networkWait.get()).toBeUndefined();
        vi.advanceTimersByTime(1);
        expect($networkWait.get()).toBe('slow-retrying');
        settle();
        await vi.runAllTimersAsync();
        expect(seen.settled).toBe(true);
        expect($networkWait.get()).toBeUndefined();
        await p.catch(() => {});
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('offline, tries nothing and says it waits; at `online` loads once and the message goes', async () => {
    online = false;
    const load = vi.fn(async () => 'chunk');
    const p = whenOnline(load);
    const seen = watch(p);
    await tick();
    expect(seen.settled).toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect($networkWait.get()).toBe('offline-waiting');
    goOnline();
    expect(await p).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
    expect($networkWait.get()).toBeUndefined();
  });

  it('a load lost to the network going is tried again at `online`; one failing online is the caller\'s', async () => {
    const load = vi.fn()
      .mockImplementationOnce(async () => { online = false; throw new TypeError('Failed to fetch dynamically imported module'); })
      .mockImplementationOnce(async () => 'chunk');
    const p = whenOnline(load);
    await tick();
    expect(load).toHaveBeenCalledTimes(1);
    expect($networkWait.get()).toBe('offline-waiting');
    goOnline();
    expect(await p).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);

    const broken = vi.fn(async () => { throw new TypeError('404'); });
    await expect(whenOnline(broken)).rejects.toThrow('404');
    expect(broken).toHaveBeenCalledTimes(1);
    expect($networkWait.get()).toBeUndefined();
  });

  it('keeps the client\'s own waits: the worst one shows until each ends', async () => {
    const call = {};
    waiting(call, 'slow-retrying');
    online = false;
    const p = whenOnline(async () => 'chunk');
    await tick();
    expect($networkWait.get()).toBe('offline-waiting');
    goOnline();
    await p;
    expect($networkWait.get()).toBe('slow-retrying');
    waiting(call, undefined);
    expect($networkWait.get()).toBeUndefined();
  });
});

describe('chunkLoader', () => {
  it('loads once for every caller', async () => {
    const load = vi.fn(async () => ({ api: true }));
    const get = chunkLoader(load);
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toBe(b);
    expect(await get()).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load: the next call loads again', async () => {
    const load = vi.fn()
      .mockImplementationOnce(async () => { throw new TypeError('Failed to fetch dynamically imported module'); })
      .mockImplementationOnce(async () => ({ api: true }));
    const get = chunkLoader(load);
    await expect(get()).rejects.toThrow('Failed to fetch');
    expect(await get()).toEqual({ api: true });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
