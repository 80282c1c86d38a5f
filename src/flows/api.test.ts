// @vitest-environment happy-dom
// loadApi offline: it waits for `online` instead of failing on the chunk (the wait itself, and a
// failed load not kept: core/network-wait.test.ts).
import { describe, expect, it, vi } from 'vitest';
import { $networkWait } from '../core/network-wait';
import { loadApi } from './api';

/** How often the API layer's module was evaluated. */
const chunk = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./api-live', () => {
  chunk.loads++;
  return { marker: 'api' };
});

describe('loadApi', () => {
  it('offline, asks nothing and says it waits; back online, loads once for every caller', async () => {
    let online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const first = loadApi();
    const second = loadApi();
    await new Promise((r) => setTimeout(r, 0));
    expect(chunk.loads, 'no load tried offline').toBe(0);
    expect($networkWait.get()).toBe('offline-waiting');
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(await first).toMatchObject({ marker: 'api' });
    expect(await second).toBe(await first);
    expect(chunk.loads).toBe(1);
    expect($networkWait.get()).toBeUndefined();
  });
});
