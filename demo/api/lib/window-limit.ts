// Fixed-window counters kept in memory (they reset on restart): at most `limit` hits per key in
// each window of `windowMs`. Used for the caps on code sends and on scrypt-heavy calls.
export class WindowLimit {
  private windows = new Map<string, { start: number; count: number }>();
  constructor(readonly limit: number, readonly windowMs: number) {}

  private live(key: string, now: number): { start: number; count: number } | undefined {
    const w = this.windows.get(key);
    if (w && now - w.start >= this.windowMs) {
      this.windows.delete(key);
      return undefined;
    }
    return w;
  }

  /** Seconds until `key` may be hit again, or 0. Counts nothing. */
  retryAfter(key: string, now: number): number {
    const w = this.live(key, now);
    return w && w.count >= this.limit ? Math.max(1, Math.ceil((w.start + this.windowMs - now) / 1000)) : 0;
  }

  hit(key: string, now: number): void {
    if (this.windows.size > 10_000) for (const k of [...this.windows.keys()]) this.live(k, now); // bound memory
    const w = this.live(key, now);
    if (w) w.count++;
    else this.windows.set(key, { start: now, count: 1 });
  }

  /** Forgets `key`'s hits (the owner proved themselves). */
  forget(key: string): void {
    this.windows.delete(key);
  }

  reset(): void {
    this.windows.clear();
  }
}
