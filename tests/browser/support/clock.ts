// A clock for browser tests that wait on time (an alert's 5 s): setTimeout keeps running in real
// time, and `advance(ms)` runs at once, in order, every timer due within the next `ms` — the
// timers those start included, time moving to each one's due moment — as if that much time had
// passed. Like Playwright's page.clock after install(), for setTimeout/clearTimeout only.

interface Pending { due: number; run: () => void }

export interface TestClock {
  advance(ms: number): Promise<void>;
  uninstall(): void;
}

export function installClock(): TestClock {
  const realSet = window.setTimeout;
  const realClear = window.clearTimeout;
  // Keyed by the real timer's id, which is what callers get: a clearTimeout after uninstall()
  // still clears the right timer.
  const pending = new Map<number, Pending>();
  let skipped = 0; // time added by advance()
  const now = () => performance.now() + skipped;

  window.setTimeout = ((handler: TimerHandler, ms = 0, ...args: unknown[]) => {
    if (typeof handler !== 'function') throw new TypeError('test clock: string handlers are not supported');
    const run = () => {
      pending.delete(id);
      (handler as (...a: unknown[]) => void)(...args);
    };
    const id = realSet(run, ms);
    pending.set(id, { due: now() + Number(ms), run });
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    realClear(id);
    if (id !== undefined) pending.delete(id);
  }) as typeof window.clearTimeout;

  return {
    async advance(ms) {
      const target = now() + ms;
      for (;;) {
        const [id, due] = [...pending.entries()].filter(([, t]) => t.due <= target).sort(([, a], [, b]) => a.due - b.due)[0] ?? [];
        if (id === undefined || !due) break;
        skipped += Math.max(0, due.due - now());
        realClear(id);
        due.run();
        await Promise.resolve(); // what the timer started (a state update, a re-render) goes first
      }
      skipped += Math.max(0, target - now());
    },
    uninstall() {
      window.setTimeout = realSet;
      window.clearTimeout = realClear;
    },
  };
}
