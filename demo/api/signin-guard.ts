// Password-guessing defence without lockout (docs/api.md, "Sign-in throttling"). Three counters of
// consecutive failures, kept in memory:
// - pair (account + client address): after `pairFree` failures each further attempt from that
//   address on that account waits 1 s, 2 s, 4 s… up to `pairMaxDelayMs`, answered 429 meanwhile;
// - address (all accounts): past `addressFree` failures the address's attempts are spaced out, and
//   held (not refused) until their turn, so a classmate's typos slow a shared address but every
//   other student's correct password still gets in;
// - account (all addresses): past `accountFree` failures attempts from addresses that have not
//   signed in to the account lately are spaced out the same way; a familiar address is never held.
// Each attempt is counted as a failure BEFORE the password hash is checked and forgiven if it
// succeeds, so a burst of concurrent guesses gets no more evaluations than sequential ones.

export interface GuardSettings {
  enabled: boolean;
  pairFree: number;
  pairMaxDelayMs: number;
  addressFree: number;
  addressStepMs: number;
  addressMaxSpacingMs: number;
  accountFree: number;
  accountStepMs: number;
  accountMaxSpacingMs: number;
  /** A held attempt whose turn is further away than this is refused (429) instead. */
  horizonMs: number;
  /** A counter with no failure for this long starts again from zero (address: 15 min). */
  forgetMs: number;
  addressForgetMs: number;
  /** An address that signed in to an account within this time is familiar to it. */
  familiarMs: number;
}

export const GUARD_DEFAULTS: GuardSettings = {
  enabled: true,
  pairFree: 5,
  pairMaxDelayMs: 60_000,
  addressFree: 20,
  addressStepMs: 100,
  addressMaxSpacingMs: 2_000,
  accountFree: 10,
  accountStepMs: 500,
  accountMaxSpacingMs: 5_000,
  horizonMs: 10_000,
  forgetMs: 24 * 3600_000,
  addressForgetMs: 15 * 60_000,
  familiarMs: 30 * 24 * 3600_000,
};

interface Counter { failures: number; last: number; next: number }

/** The outcome of an admitted attempt: a failure unless `succeed` or `release` is called. */
export interface Ticket {
  /** Hold the attempt this long before checking the password. */
  waitMs: number;
  succeed(): void;
  /** Nothing was checked (e.g. the account is not activated): the attempt does not count. */
  release(): void;
}

export type Admission = { ok: true; ticket: Ticket } | { ok: false; retryAfter: number };

const NOTHING: Ticket = { waitMs: 0, succeed() {}, release() {} };

export class SignInGuard {
  private pairs = new Map<string, Counter>();
  private addresses = new Map<string, Counter>();
  private accounts = new Map<string, Counter>();
  private familiar = new Map<string, number>();

  constructor(readonly opts: GuardSettings) {}

  private counter(map: Map<string, Counter>, key: string, now: number, forgetMs: number): Counter {
    if (map.size > 10_000) for (const [k, c] of map) if (now - c.last > forgetMs) map.delete(k); // bound memory
    let c = map.get(key);
    if (!c || now - c.last > forgetMs) {
      c = { failures: 0, last: now, next: now };
      map.set(key, c);
    }
    return c;
  }

  /** Exponential wait after the pair's n-th failure: 1 s at `pairFree`, doubling, capped. */
  pairDelay(failures: number): number {
    if (failures < this.opts.pairFree) return 0;
    return Math.min(1000 * 2 ** (failures - this.opts.pairFree), this.opts.pairMaxDelayMs);
  }

  private spacing(failures: number, free: number, step: number, max: number): number {
    return failures < free ? 0 : Math.min((failures - free + 1) * step, max);
  }

  admit(account: string, address: string, now: number): Admission {
    const o = this.opts;
    if (!o.enabled) return { ok: true, ticket: NOTHING };
    const pairKey = `${account}\n${address}`;
    const pair = this.counter(this.pairs, pairKey, now, o.forgetMs);
    const pairWait = pair.last + this.pairDelay(pair.failures) - now;
    if (pairWait > 0) return { ok: false, retryAfter: Math.ceil(pairWait / 1000) };

    const addr = this.counter(this.addresses, address, now, o.addressForgetMs);
    const acct = this.counter(this.accounts, account, now, o.forgetMs);
    const known = now - (this.familiar.get(pairKey) ?? -Infinity) <= o.familiarMs;
    const start = Math.max(now, addr.next, known ? now : acct.next);
    if (start - now > o.horizonMs) return { ok: false, retryAfter: Math.ceil((start - now - o.horizonMs) / 1000) || 1 };

    // Counted now, before any await: concurrent attempts see each other.
    for (const c of [pair, addr, acct]) {
      c.failures++;
      c.last = now;
    }
    addr.next = start + this.spacing(addr.failures, o.addressFree, o.addressStepMs, o.addressMaxSpacingMs);
    if (!known) acct.next = start + this.spacing(acct.failures, o.accountFree, o.accountStepMs, o.accountMaxSpacingMs);

    const undo = () => {
      for (const c of [pair, addr, acct]) c.failures = Math.max(0, c.failures - 1);
    };
    let settled = false;
    return {
      ok: true,
      ticket: {
        waitMs: start - now,
        succeed: () => {
          if (settled) return;
          settled = true;
          // The address stays as failing as it was: one good password must not wash out its guesses.
          addr.failures = Math.max(0, addr.failures - 1);
          this.pairs.delete(pairKey);
          this.accounts.delete(account);
          if (this.familiar.size > 10_000) for (const [k, at] of this.familiar) if (now - at > o.familiarMs) this.familiar.delete(k);
          this.familiar.set(pairKey, now);
        },
        release: () => {
          if (settled) return;
          settled = true;
          undo();
        },
      },
    };
  }

  /** The owner proved the mailbox (password reset by email code): the account starts afresh. */
  forgiveAccount(account: string): void {
    this.accounts.delete(account);
    for (const key of [...this.pairs.keys()]) if (key.startsWith(`${account}\n`)) this.pairs.delete(key);
  }

  reset(): void {
    this.pairs.clear();
    this.addresses.clear();
    this.accounts.clear();
    this.familiar.clear();
  }
}
