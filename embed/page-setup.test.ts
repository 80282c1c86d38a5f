// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { configure } from '../src/core/config';

// The monitoring chunk can't load (offline, or a deploy replaced it while the page was open).
const tries = vi.hoisted(() => ({ count: 0 }));
vi.mock('../src/core/monitoring', () => {
  tries.count++;
  throw new Error('Failed to fetch dynamically imported module');
});

describe('page-wide setup', () => {
  it('with a DSN, a monitoring chunk that cannot load leaves no unhandled rejection, and is tried again online', async () => {
    const unhandled: unknown[] = [];
    const seen = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', seen);
    try {
      configure({ sentryDsn: 'https://key@o1.ingest.sentry.io/1' });
      const { install } = await import('./page-setup');
      expect(install()).toBeDefined();
      // Settled: the import's rejection has been handled or reported by now.
      await new Promise((resolve) => setTimeout(resolve, 0));
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
      expect(tries.count).toBe(1);
      // Back online, it tries again (and fails again here, as quietly).
      window.dispatchEvent(new Event('online'));
      await new Promise((resolve) => setImmediate(resolve));
      expect(tries.count).toBe(2);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', seen);
    }
  });
});
