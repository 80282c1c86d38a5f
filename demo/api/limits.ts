// Caps on what costs money or CPU (docs/api.md, "Limits"): code sends per client address, per
// destination and in total (the SMS-pumping defence), and scrypt-heavy calls per client address.
import { ApiError } from './lib/http.ts';
import { WindowLimit } from './lib/window-limit.ts';
import { GUARD_DEFAULTS, type GuardSettings } from './signin-guard.ts';

/** Sends per hour of one kind of channel: emails, or texts (SMS and WhatsApp together). */
export interface SendCaps { perAddress: number; perDestination: number; global: number }

export interface Limits {
  signIn: GuardSettings;
  email: SendCaps;
  text: SendCaps;
  /** Calls per 10 minutes per client address, for each scrypt-heavy call. */
  heavyPerAddress: number;
}

export const LIMITS: Limits = {
  signIn: GUARD_DEFAULTS,
  email: { perAddress: 20, perDestination: 10, global: 1000 },
  text: { perAddress: 5, perDestination: 5, global: 100 },
  heavyPerAddress: 60,
};

/** The sandbox is one machine playing every user (and every e2e test): per-address caps ×20. */
export const SANDBOX_LIMITS: Limits = {
  ...LIMITS,
  email: { ...LIMITS.email, perAddress: LIMITS.email.perAddress * 20, global: LIMITS.email.global * 5 },
  text: { ...LIMITS.text, perAddress: LIMITS.text.perAddress * 20, global: LIMITS.text.global * 5 },
  heavyPerAddress: LIMITS.heavyPerAddress * 20,
};

const HOUR = 3600_000;

export class Caps {
  private readonly sends: Record<'email' | 'text', { address: WindowLimit; destination: WindowLimit; global: WindowLimit }>;
  private readonly heavy: WindowLimit;

  constructor(limits: Limits) {
    const of = (c: SendCaps) => ({ address: new WindowLimit(c.perAddress, HOUR), destination: new WindowLimit(c.perDestination, HOUR), global: new WindowLimit(c.global, HOUR) });
    this.sends = { email: of(limits.email), text: of(limits.text) };
    this.heavy = new WindowLimit(limits.heavyPerAddress, 10 * 60_000);
  }

  /** How long before a code may go to `destination` for a client at `address` (0: now). */
  sendWait(kind: 'email' | 'text', address: string, destination: string, now: number): number {
    const l = this.sends[kind];
    return Math.max(l.address.retryAfter(address, now), l.destination.retryAfter(destination, now), l.global.retryAfter('all', now));
  }

  recordSend(kind: 'email' | 'text', address: string, destination: string, now: number): void {
    const l = this.sends[kind];
    l.address.hit(address, now);
    l.destination.hit(destination, now);
    l.global.hit('all', now);
  }

  /** Throws 429 when `address` has made too many `call`s lately; else counts this one. */
  heavyCall(call: string, address: string, now: number): void {
    const key = `${call}\n${address}`;
    const wait = this.heavy.retryAfter(key, now);
    if (wait > 0) throw new ApiError(429, 'tooManyAttempts', undefined, wait);
    this.heavy.hit(key, now);
  }

  reset(): void {
    for (const l of Object.values(this.sends)) for (const w of Object.values(l)) w.reset();
    this.heavy.reset();
  }
}
