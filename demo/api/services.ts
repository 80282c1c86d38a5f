// Shared state and domain operations: sessions and refresh-token families,
// one-time codes and the outbox, throttling, user views.
import type { Context, MiddlewareHandler } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { randomUUID } from 'node:crypto';
import type { Db } from './db/index.ts';
import { DIGITS, generateCode, hmacHex, randomToken, safeEqualHex, sha256, signJwt, verifyJwt, type JwtClaims, type ScryptParams } from './lib/crypto.ts';
import { ApiError, fail } from './lib/http.ts';
import type { Lang } from './lib/i18n.ts';
import { recordSignIn, type SignInMeta } from './session-meta.ts';

export interface UserRow {
  id: number;
  email: string;
  name: string;
  password_hash: string | null;
  password_provisional: boolean;
  activated: boolean;
  avatar_id: string | null;
  birthdate: string | null;
  gender: string | null;
  native_language: string | null;
  phone_number: string | null;
  pending_phone: string | null;
  platforms: string;
  source: string;
}

/** A user row with the joined address and email-verification flag (what the User answer needs). */
export interface UserViewRow extends UserRow {
  a_country: string | null; a_postal_code: string; a_address: string; a_neighborhood: string; a_city: string; a_state: string; a_complement: string;
  email_active: boolean | null;
}

const USER_VIEW_COLUMNS = `u.*, a.country AS a_country, a.postal_code AS a_postal_code, a.address AS a_address, a.neighborhood AS a_neighborhood,
  a.city AS a_city, a.state AS a_state, a.complement AS a_complement,
  (SELECT v.active FROM verifications v WHERE v.user_id = u.id AND v.type_validation = 'EMAIL') AS email_active`;
const USER_VIEW_FROM = 'FROM users u LEFT JOIN addresses a ON a.user_id = u.id';

export type Env = {
  Bindings: HttpBindings;
  Variables: { lang: Lang; user: UserViewRow; claims: JwtClaims };
};
export type Ctx = Context<Env>;

export type CodePurpose = 'VERIFY_EMAIL' | 'VERIFY_PHONE' | 'RESET_PASSWORD';
export type Channel = 'EMAIL' | 'SMS' | 'WHATSAPP';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const RESEND_MS = 30_000;
export const CHALLENGE_TTL_MS = 10 * 60_000;

export interface ThrottleOptions { max: number; windowMs: number; enabled: boolean }

/** Sliding-window failure counter kept in memory (resets on restart, documented). */
export class Throttle {
  private hits = new Map<string, number[]>();
  constructor(readonly opts: ThrottleOptions) {}
  private live(key: string, now: number): number[] {
    const list = (this.hits.get(key) ?? []).filter((t) => now - t < this.opts.windowMs);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }
  /** Seconds to wait when any key is at the limit, else 0. */
  retryAfter(keys: string[], now: number): number {
    if (!this.opts.enabled) return 0;
    let wait = 0;
    for (const key of keys) {
      const list = this.live(key, now);
      if (list.length >= this.opts.max) {
        const oldest = list[list.length - this.opts.max]!;
        wait = Math.max(wait, Math.ceil((oldest + this.opts.windowMs - now) / 1000));
      }
    }
    return wait;
  }
  fail(keys: string[], now: number): void {
    if (!this.opts.enabled) return;
    if (this.hits.size > 10_000) for (const k of [...this.hits.keys()]) this.live(k, now); // bound memory
    for (const key of keys) this.hits.set(key, [...this.live(key, now), now]);
  }
  reset(key?: string): void {
    if (key) this.hits.delete(key);
    else this.hits.clear();
  }
}

export interface ServicesOptions {
  db: Db;
  now: () => number;
  secret: string;
  accessTtl: number; // seconds
  refreshTtl: number; // seconds
  scrypt: ScryptParams;
  sandbox: boolean;
  throttle: Throttle;
  publicUrl?: string;
}

/** How long a just-rotated refresh token may be presented again (see Services.rotate). */
export const REFRESH_REUSE_GRACE_MS = 30_000;

export class Services {
  readonly db: Db;
  readonly now: () => number;
  readonly secret: string;
  readonly accessTtl: number;
  readonly refreshTtl: number;
  readonly scrypt: ScryptParams;
  readonly sandbox: boolean;
  readonly throttle: Throttle;
  readonly publicUrl?: string;
  /** Last code send per (purpose, subject) for the 30 s resend rule. */
  private lastSend = new Map<string, number>();

  constructor(o: ServicesOptions) {
    this.db = o.db;
    this.now = o.now;
    this.secret = o.secret;
    this.accessTtl = o.accessTtl;
    this.refreshTtl = o.refreshTtl;
    this.scrypt = o.scrypt;
    this.sandbox = o.sandbox;
    this.throttle = o.throttle;
    if (o.publicUrl) this.publicUrl = o.publicUrl.replace(/\/+$/, '');
  }

  /** Absolute URL for a path on this server (configured public URL, else the request's origin). */
  abs(c: Context, path: string | null): string | null {
    if (!path) return null;
    if (/^https?:\/\//.test(path)) return path;
    const base = this.publicUrl ?? new URL(c.req.url).origin;
    return base + path;
  }

  async userByEmail(email: string): Promise<UserRow | undefined> {
    return (await this.db.query<UserRow>('SELECT * FROM users WHERE email = $1', [email])).rows[0];
  }

  // ---- sessions ----
  private jwt(user: UserRow, use: 'access' | 'id', sid: string, nowMs: number): string {
    const iat = Math.floor(nowMs / 1000);
    const claims: JwtClaims = {
      iss: 'lingora-accounts', sub: String(user.id), email: user.email, iat, exp: iat + this.accessTtl, token_use: use, sid, jti: randomUUID(),
    };
    if (use === 'id') claims.name = user.name;
    return signJwt(claims, this.secret);
  }

  async newRefresh(userId: number, family: string, parentId: number | null, nowMs: number): Promise<string> {
    const token = randomToken(32);
    await this.db.query(
      'INSERT INTO refresh_tokens (user_id, token_hash, family_id, parent_id, created_at, expires_at) VALUES ($1,$2,$3,$4,$5,$6)',
      [userId, sha256(token), family, parentId, nowMs, nowMs + this.refreshTtl * 1000],
    );
    return token;
  }

  async issueSession(user: UserRow, meta: SignInMeta = { method: 'password' }): Promise<{ access_token: string; refresh_token: string; id_token: string; expires_in: number }> {
    const now = this.now();
    const family = randomUUID();
    const refresh = await this.newRefresh(user.id, family, null, now);
    await recordSignIn(this.db, user.id, family, now, meta); // the sessions list and the recent sign-in rule (session-meta.ts)
    return { access_token: this.jwt(user, 'access', family, now), refresh_token: refresh, id_token: this.jwt(user, 'id', family, now), expires_in: this.accessTtl };
  }

  /**
   * Rotates a refresh token. Reuse of a rotated token revokes the whole family, except a lost
   * answer: the same token again within REFRESH_REUSE_GRACE_MS while its successor has never been
   * used (a page navigated away while its refresh was out) gets a new successor instead.
   */
  async rotate(token: string, email: string | undefined) {
    const now = this.now();
    const row = (await this.db.query<{ id: number; user_id: number; family_id: string; expires_at: string | number; rotated_at: string | number | null; revoked_at: string | number | null }>(
      'SELECT id, user_id, family_id, expires_at, rotated_at, revoked_at FROM refresh_tokens WHERE token_hash = $1', [sha256(token)],
    )).rows[0];
    if (!row || row.revoked_at !== null) fail(401, 'refreshInvalid');
    if (Number(row!.expires_at) <= now) fail(401, 'refreshInvalid');
    const user = (await this.db.query<UserRow>('SELECT * FROM users WHERE id = $1', [row!.user_id])).rows[0];
    if (!user || (email && email.trim().toLowerCase() !== user.email)) fail(401, 'refreshInvalid');
    // Mark rotated only if nobody else did concurrently.
    const first = row!.rotated_at === null
      && (await this.db.query('UPDATE refresh_tokens SET rotated_at = $1 WHERE id = $2 AND rotated_at IS NULL AND revoked_at IS NULL', [now, row!.id])).affectedRows;
    if (!first && !(await this.lostAnswer(row!.id, now))) {
      await this.revokeFamily(row!.family_id);
      fail(401, 'refreshInvalid');
    }
    const refresh = await this.newRefresh(user!.id, row!.family_id, row!.id, now);
    return {
      access_token: this.jwt(user!, 'access', row!.family_id, now), expires_in: this.accessTtl, refresh_token: refresh, id_token: this.jwt(user!, 'id', row!.family_id, now),
    };
  }

  /** The token was rotated moments ago and no successor of it has been used since. */
  private async lostAnswer(id: number, now: number): Promise<boolean> {
    const r = (await this.db.query<{ rotated_at: string | number | null; successor_used: boolean }>(
      `SELECT p.rotated_at, EXISTS (SELECT 1 FROM refresh_tokens c WHERE c.parent_id = p.id AND c.rotated_at IS NOT NULL) AS successor_used
       FROM refresh_tokens p WHERE p.id = $1`, [id],
    )).rows[0];
    return !!r && r.rotated_at !== null && !r.successor_used && now - Number(r.rotated_at) <= REFRESH_REUSE_GRACE_MS;
  }

  async revokeFamily(family: string): Promise<void> {
    await this.db.query('UPDATE refresh_tokens SET revoked_at = $1 WHERE family_id = $2 AND revoked_at IS NULL', [this.now(), family]);
  }

  async revokeUser(userId: number, exceptFamily?: string): Promise<void> {
    await this.db.query('UPDATE refresh_tokens SET revoked_at = $1 WHERE user_id = $2 AND revoked_at IS NULL AND family_id <> $3', [this.now(), userId, exceptFamily ?? '']);
  }

  async familyOf(token: string): Promise<string | undefined> {
    return (await this.db.query<{ family_id: string }>('SELECT family_id FROM refresh_tokens WHERE token_hash = $1', [sha256(token)])).rows[0]?.family_id;
  }

  /** Resolves the bearer token to a user; null when missing, invalid, expired or revoked. */
  async authenticate(header: string | undefined): Promise<{ user: UserViewRow; claims: JwtClaims } | null> {
    const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
    if (!m) return null;
    const claims = verifyJwt(m[1]!, this.secret, this.now());
    if (!claims || claims.token_use !== 'access') return null;
    // One query: the user, what GET /users/me/ shows, and whether the token's family was revoked.
    const row = (await this.db.query<UserViewRow & { revoked: boolean }>(
      `SELECT ${USER_VIEW_COLUMNS}, EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = $2 AND r.revoked_at IS NOT NULL) AS revoked
       ${USER_VIEW_FROM} WHERE u.id = $1`,
      [Number(claims.sub), claims.sid],
    )).rows[0];
    if (!row || row.revoked) return null;
    return { user: row, claims };
  }

  requireAuth(): MiddlewareHandler<Env> {
    return async (c, next) => {
      const auth = await this.authenticate(c.req.header('authorization'));
      if (!auth) throw new ApiError(401, 'invalidToken');
      c.set('user', auth.user);
      c.set('claims', auth.claims);
      await next();
    };
  }

  // ---- provisional-password challenge ----
  async newChallenge(userId: number): Promise<string> {
    const token = randomToken(32);
    const now = this.now();
    await this.db.query('INSERT INTO challenge_sessions (token_hash, user_id, created_at, expires_at) VALUES ($1,$2,$3,$4)', [sha256(token), userId, now, now + CHALLENGE_TTL_MS]);
    return token;
  }

  async consumeChallenge(token: string, userId: number): Promise<boolean> {
    const res = await this.db.query(
      'UPDATE challenge_sessions SET consumed = TRUE WHERE token_hash = $1 AND user_id = $2 AND consumed = FALSE AND expires_at > $3',
      [sha256(token), userId, this.now()],
    );
    return (res.affectedRows ?? 0) > 0;
  }

  // ---- one-time codes ----
  /** Throws 429 when the last send for this subject was less than 30 s ago; else records the send. */
  checkResend(purpose: CodePurpose, subject: string): void {
    const now = this.now();
    const key = `${purpose}:${subject}`;
    const last = this.lastSend.get(key);
    if (last !== undefined && now - last < RESEND_MS) {
      throw new ApiError(429, 'resendTooSoon', undefined, Math.ceil((last + RESEND_MS - now) / 1000));
    }
    if (this.lastSend.size > 10_000) {
      for (const [k, at] of this.lastSend) if (now - at >= RESEND_MS) this.lastSend.delete(k); // bound memory
    }
    this.lastSend.set(key, now);
  }

  private codeHash(purpose: CodePurpose, userId: number, code: string): string {
    return hmacHex(this.secret, `${purpose}:${userId}:${code.toUpperCase()}`);
  }

  /** Issues a new code (invalidating the previous one) and delivers it through the outbox. */
  async issueCode(userId: number, purpose: CodePurpose, target: string, channel: Channel): Promise<string> {
    const now = this.now();
    // Texts and SMS carry digits (spec §4: 'a 6-digit code sent to the new number'); emails [A-Z0-9].
    const code = generateCode(6, channel === 'EMAIL' ? undefined : DIGITS);
    await this.db.transaction(async (tx) => {
      await tx.query('UPDATE codes SET consumed = TRUE WHERE user_id = $1 AND purpose = $2 AND consumed = FALSE', [userId, purpose]);
      await tx.query(
        'INSERT INTO codes (user_id, purpose, target, code_hash, created_at, expires_at) VALUES ($1,$2,$3,$4,$5,$6)',
        [userId, purpose, target, this.codeHash(purpose, userId, code), now, now + CODE_TTL_MS],
      );
      // The outbox stands in for the email/SMS/WhatsApp providers; it is only readable in the sandbox.
      await tx.query('INSERT INTO outbox (to_addr, channel, purpose, code, sent_at) VALUES ($1,$2,$3,$4,$5)', [target, channel, purpose, code, now]);
    });
    return code;
  }

  /** Checks a code: 10 min life, single use, 5 wrong attempts kill it. Returns the code's target. */
  async consumeCode(userId: number, purpose: CodePurpose, given: string, field = 'code'): Promise<string> {
    const now = this.now();
    const row = (await this.db.query<{ id: number; code_hash: string; attempts: number; expires_at: string | number; target: string }>(
      'SELECT id, code_hash, attempts, expires_at, target FROM codes WHERE user_id = $1 AND purpose = $2 AND consumed = FALSE ORDER BY id DESC LIMIT 1',
      [userId, purpose],
    )).rows[0];
    if (!row || Number(row.expires_at) <= now || row.attempts >= CODE_MAX_ATTEMPTS) fail(400, 'codeInvalid', field);
    if (!safeEqualHex(row!.code_hash, this.codeHash(purpose, userId, given))) {
      await this.db.query('UPDATE codes SET attempts = attempts + 1, consumed = (attempts + 1 >= $2) WHERE id = $1', [row!.id, CODE_MAX_ATTEMPTS]);
      fail(400, 'codeInvalid', field);
    }
    const upd = await this.db.query('UPDATE codes SET consumed = TRUE WHERE id = $1 AND consumed = FALSE', [row!.id]);
    if (!upd.affectedRows) fail(400, 'codeInvalid', field);
    return row!.target;
  }

  async setVerification(userId: number, type: 'EMAIL' | 'PHONE_NUMBER', active: boolean): Promise<void> {
    await this.db.query(
      `INSERT INTO verifications (user_id, type_validation, active) VALUES ($1,$2,$3)
       ON CONFLICT (user_id, type_validation) DO UPDATE SET active = EXCLUDED.active`,
      [userId, type, active],
    );
  }

  // ---- user view (the User schema) ----
  async userView(c: Context, userId: number) {
    const row = (await this.db.query<UserViewRow>(`SELECT ${USER_VIEW_COLUMNS} ${USER_VIEW_FROM} WHERE u.id = $1`, [userId])).rows[0];
    if (!row) fail(404, 'notFound');
    return this.viewOf(c, row!);
  }

  viewOf(c: Context, u: UserViewRow) {
    return {
      id: u.id,
      name: u.name,
      email: u.email,
      avatar: u.avatar_id ? this.abs(c, `/media/avatars/${u.avatar_id}.png`) : null,
      birthdate: u.birthdate,
      gender: u.gender,
      native_language: u.native_language,
      phone_number: u.phone_number,
      address: u.a_country === null
        ? null
        : { country: u.a_country, postal_code: u.a_postal_code, address: u.a_address, neighborhood: u.a_neighborhood, city: u.a_city, state: u.a_state, complement: u.a_complement },
      active: u.email_active === true,
    };
  }
}
