// One-time codes: when one may be sent (30 s per subject, and the caps in limits.ts), issuing it
// through the outbox, and checking it (10 min life, single use, 5 wrong attempts kill it).
import type { Context } from 'hono';
import { DIGITS, generateCode, hmacHex, safeEqualHex } from './lib/crypto.ts';
import { ApiError, fail } from './lib/http.ts';
import type { Services } from './services.ts';

export type CodePurpose = 'VERIFY_EMAIL' | 'VERIFY_PHONE' | 'RESET_PASSWORD' | 'ACTIVATION';
export type Channel = 'EMAIL' | 'SMS' | 'WHATSAPP';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const RESEND_MS = 30_000;

/** What a real email/SMS/WhatsApp provider would be handed; plug one in as AppOptions.deliver. */
export interface Message { to: string; channel: Channel; purpose: CodePurpose; code: string }
export type Deliver = (message: Message) => Promise<void>;

export class Codes {
  /** Last send per (purpose, subject) for the 30 s rule. */
  private lastSend = new Map<string, number>();

  constructor(private readonly s: Services, private readonly deliver?: Deliver) {}

  /**
   * Records a send of a `purpose` code to `destination`, or throws 429 (with `extra` in the body):
   * `resendTooSoon` within 30 s of the last one for `subject`, `tooManySends` when a cap on sends
   * from this client address, to this destination or in total is reached. Unknown accounts go
   * through the same rules, so the answers tell nothing about who exists.
   */
  allowSend(c: Context, purpose: CodePurpose, subject: string, channel: Channel, destination: string, extra?: Record<string, unknown>): void {
    const now = this.s.now();
    const key = `${purpose}:${subject}`;
    const last = this.lastSend.get(key);
    if (last !== undefined && now - last < RESEND_MS) {
      throw new ApiError(429, 'resendTooSoon', undefined, Math.ceil((last + RESEND_MS - now) / 1000), extra);
    }
    const kind = channel === 'EMAIL' ? 'email' : 'text';
    const address = this.s.clientAddress(c);
    const wait = this.s.caps.sendWait(kind, address, destination.toLowerCase(), now);
    if (wait > 0) throw new ApiError(429, 'tooManySends', undefined, wait, extra);
    this.s.caps.recordSend(kind, address, destination.toLowerCase(), now);
    if (this.lastSend.size > 10_000) {
      for (const [k, at] of this.lastSend) if (now - at >= RESEND_MS) this.lastSend.delete(k); // bound memory
    }
    this.lastSend.set(key, now);
  }

  /** Forgets the 30 s rule's sends for `subject` (a deleted account: its email may register again now). */
  forget(subject: string): void {
    for (const key of [...this.lastSend.keys()]) if (key.endsWith(`:${subject}`)) this.lastSend.delete(key);
  }

  private hash(purpose: CodePurpose, userId: number, code: string): string {
    return hmacHex(this.s.secret, `${purpose}:${userId}:${code.toUpperCase()}`);
  }

  /** Issues a new code (invalidating the previous one) and delivers it. */
  async issue(userId: number, purpose: CodePurpose, target: string, channel: Channel): Promise<void> {
    const now = this.s.now();
    // Texts carry digits (spec §4: 'a 6-digit code sent to the new number'); emails [A-Z0-9].
    const code = generateCode(6, channel === 'EMAIL' ? undefined : DIGITS);
    await this.s.db.transaction(async (tx) => {
      await tx.query('UPDATE codes SET consumed = TRUE WHERE user_id = $1 AND purpose = $2 AND consumed = FALSE', [userId, purpose]);
      await tx.query(
        'INSERT INTO codes (user_id, purpose, target, code_hash, created_at, expires_at) VALUES ($1,$2,$3,$4,$5,$6)',
        [userId, purpose, target, this.hash(purpose, userId, code), now, now + CODE_TTL_MS],
      );
      // The outbox stands in for the providers. Only the sandbox keeps (and shows) the code itself.
      await tx.query('INSERT INTO outbox (to_addr, channel, purpose, code, sent_at) VALUES ($1,$2,$3,$4,$5)', [target, channel, purpose, this.s.sandbox ? code : null, now]);
    });
    await this.deliver?.({ to: target, channel, purpose, code });
  }

  /**
   * Checks a code and returns its target. Each check first takes one of the code's 5 attempts in
   * a single UPDATE … WHERE attempts < 5 … RETURNING, so concurrent guesses cannot share one.
   */
  async consume(userId: number, purpose: CodePurpose, given: string, field = 'code'): Promise<string> {
    const now = this.s.now();
    const row = (await this.s.db.query<{ id: number; code_hash: string; target: string }>(
      `UPDATE codes SET attempts = attempts + 1
       WHERE id = (SELECT id FROM codes WHERE user_id = $1 AND purpose = $2 AND consumed = FALSE ORDER BY id DESC LIMIT 1)
         AND consumed = FALSE AND attempts < $3 AND expires_at > $4
       RETURNING id, code_hash, target`,
      [userId, purpose, CODE_MAX_ATTEMPTS, now],
    )).rows[0];
    if (!row || !safeEqualHex(row.code_hash, this.hash(purpose, userId, given))) return fail(400, 'codeInvalid', field);
    const used = await this.s.db.query('UPDATE codes SET consumed = TRUE WHERE id = $1 AND consumed = FALSE', [row.id]);
    if (!used.affectedRows) fail(400, 'codeInvalid', field);
    return row.target;
  }
}
