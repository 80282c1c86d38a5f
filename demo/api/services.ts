// Shared state and domain operations: sessions and refresh-token families, the client's address
// and sign-in admission, user views. One-time codes live in codes.ts.
import type { Context, MiddlewareHandler } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { randomUUID } from 'node:crypto';
import type { Db } from './db/index.ts';
import { randomToken, sha256, signJwt, verifyJwt, type JwtClaims, type ScryptParams } from './lib/crypto.ts';
import { ApiError, fail } from './lib/http.ts';
import type { Lang } from './lib/i18n.ts';
import type { Caps } from './limits.ts';
import type { SignInGuard, Ticket } from './signin-guard.ts';
import { Codes, type Deliver } from './codes.ts';
import { WindowLimit } from './lib/window-limit.ts';
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

export const CHALLENGE_TTL_MS = 10 * 60_000;
/** How long a just-rotated refresh token may be presented once more (see Services.rotate). */
export const REFRESH_REUSE_GRACE_MS = 30_000;

export interface ServicesOptions {
  db: Db;
  now: () => number;
  secret: string;
  accessTtl: number; // seconds
  refreshTtl: number; // seconds
  /** Absolute session lifetime in seconds: no refresh extends a session past it. */
  sessionTtl: number;
  scrypt: ScryptParams;
  sandbox: boolean;
  guard: SignInGuard;
  caps: Caps;
  /** Holds a throttled attempt (tests pass one that moves their clock instead of waiting). */
  sleep: (ms: number) => Promise<void>;
  /** Behind a reverse proxy: the client is the last X-Forwarded-For address. */
  trustProxy: boolean;
  deliver?: Deliver;
  publicUrl?: string;
}

export class Services {
  readonly db: Db;
  readonly now: () => number;
  readonly secret: string;
  readonly accessTtl: number;
  readonly refreshTtl: number;
  readonly sessionTtl: number;
  readonly scrypt: ScryptParams;
  readonly sandbox: boolean;
  readonly guard: SignInGuard;
  /** Wrong passwords when re-confirming a session (extensions): per account, never its sign-in. */
  readonly reauth = new WindowLimit(5, 15 * 60 * 1000);
  readonly caps: Caps;
  readonly codes: Codes;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly trustProxy: boolean;
  /** PUBLIC_URL, else (sandbox) the address the server listens on; see origin(). */
  private base?: string;

  constructor(o: ServicesOptions) {
    this.db = o.db;
    this.now = o.now;
    this.secret = o.secret;
    this.accessTtl = o.accessTtl;
    this.refreshTtl = o.refreshTtl;
    this.sessionTtl = o.sessionTtl;
    this.scrypt = o.scrypt;
    this.sandbox = o.sandbox;
    this.guard = o.guard;
    this.caps = o.caps;
    this.sleep = o.sleep;
    this.trustProxy = o.trustProxy;
    if (o.publicUrl) this.base = o.publicUrl.replace(/\/+$/, '');
    this.codes = new Codes(this, o.deliver);
  }

  /** startServer() tells the sandbox where it listens, when no PUBLIC_URL was given. */
  listeningOn(url: string): void {
    this.base ??= url.replace(/\/+$/, '');
  }

  /**
   * This API's public origin: PUBLIC_URL, else the listening address. Only a sandbox used
   * in-process (app.request(), no server) falls back to the request's own URL; production
   * requires PUBLIC_URL and never echoes the Host header.
   */
  origin(c: Context): string {
    if (this.base) return this.base;
    if (!this.sandbox) throw new Error('PUBLIC_URL is required outside the sandbox');
    return new URL(c.req.url).origin;
  }

  /** Absolute URL for a path on this server; absolute URLs are kept. */
  abs(c: Context, path: string | null): string | null {
    if (!path) return null;
    if (/^https?:\/\//.test(path)) return path;
    return this.origin(c) + path;
  }

  /** The client's address (IPv6 by its /64, which one household or phone usually holds). */
  clientAddress(c: Context): string {
    let address: string | undefined;
    if (this.trustProxy) address = c.req.header('x-forwarded-for')?.split(',').pop()?.trim();
    if (!address) {
      try {
        address = getConnInfo(c).remote.address;
      } catch {
        address = undefined; // in-process requests (app.request) have no socket
      }
    }
    if (!address) return 'unknown';
    const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (v4) return v4[1]!;
    if (!address.includes(':')) return address;
    const groups = address.split('::');
    const head = groups[0] ? groups[0].split(':') : [];
    const rest = groups.length > 1 ? (groups[1] ? groups[1].split(':') : []) : [];
    const full = [...head, ...Array<string>(Math.max(0, 8 - head.length - rest.length)).fill('0'), ...rest];
    return `${full.slice(0, 4).map((g) => g.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`;
  }

  /**
   * Admits a password check for `email` from this client (SignInGuard): 429 + Retry-After when
   * refused; otherwise waits out the attempt's turn and returns the ticket to settle.
   */
  async admit(c: Context, email: string): Promise<Ticket> {
    const verdict = this.guard.admit(email, this.clientAddress(c), this.now());
    if (!verdict.ok) throw new ApiError(429, 'tooManyAttempts', undefined, verdict.retryAfter);
    if (verdict.ticket.waitMs > 0) await this.sleep(verdict.ticket.waitMs);
    return verdict.ticket;
  }

  /** Forgets every throttle and cap counter (sandbox's DELETE /__dev/throttle, tests). */
  resetLimits(): void {
    this.guard.reset();
    this.reauth.reset();
    this.caps.reset();
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

  private async newRefresh(userId: number, family: string, parentId: number | null, nowMs: number, sessionEnd: number): Promise<string> {
    const token = randomToken(32);
    await this.db.query(
      'INSERT INTO refresh_tokens (user_id, token_hash, family_id, parent_id, created_at, expires_at, session_expires_at) VALUES ($1,$2,$3,$4,$5,$6,$7)',
      [userId, sha256(token), family, parentId, nowMs, Math.min(nowMs + this.refreshTtl * 1000, sessionEnd), sessionEnd],
    );
    return token;
  }

  private session(user: UserRow, family: string, refresh: string, now: number) {
    return { access_token: this.jwt(user, 'access', family, now), expires_in: this.accessTtl, refresh_token: refresh, id_token: this.jwt(user, 'id', family, now) };
  }

  async issueSession(user: UserRow, meta: SignInMeta = { method: 'password' }) {
    const now = this.now();
    const family = randomUUID();
    const refresh = await this.newRefresh(user.id, family, null, now, now + this.sessionTtl * 1000);
    await recordSignIn(this.db, user.id, family, now, meta); // the sessions list and the recent sign-in rule (session-meta.ts)
    return this.session(user, family, refresh, now);
  }

  /**
   * Rotates a refresh token. Presenting a rotated or revoked token again revokes the whole family,
   * except once: a lost answer (a page navigated away while its refresh was out) may present the
   * same token again within REFRESH_REUSE_GRACE_MS while its successor is unused. That successor
   * is then revoked and replaced, so the family never forks; a second replay is theft.
   */
  async rotate(token: string, email: string | undefined) {
    const now = this.now();
    const row = (await this.db.query<{ id: number; user_id: number; family_id: string; expires_at: string | number; session_expires_at: string | number; rotated_at: string | number | null; revoked_at: string | number | null }>(
      'SELECT id, user_id, family_id, expires_at, session_expires_at, rotated_at, revoked_at FROM refresh_tokens WHERE token_hash = $1', [sha256(token)],
    )).rows[0];
    if (!row) return fail(401, 'refreshInvalid');
    if (row.revoked_at !== null) {
      await this.revokeFamily(row.family_id);
      fail(401, 'refreshInvalid');
    }
    if (Number(row.expires_at) <= now) fail(401, 'refreshInvalid');
    const user = (await this.db.query<UserRow>('SELECT * FROM users WHERE id = $1', [row.user_id])).rows[0];
    if (!user || (email && email.trim().toLowerCase() !== user.email)) fail(401, 'refreshInvalid');
    // Mark rotated only if nobody else did concurrently; else this may be the one allowed replay.
    const first = row.rotated_at === null
      && (await this.db.query('UPDATE refresh_tokens SET rotated_at = $1 WHERE id = $2 AND rotated_at IS NULL AND revoked_at IS NULL', [now, row.id])).affectedRows;
    if (!first && !(await this.replayLostAnswer(row.id, now))) {
      await this.revokeFamily(row.family_id);
      fail(401, 'refreshInvalid');
    }
    const refresh = await this.newRefresh(user!.id, row.family_id, row.id, now, Number(row.session_expires_at));
    return this.session(user!, row.family_id, refresh, now);
  }

  /** The one replay a token gets: within the grace, its successor unused (then revoked). */
  private async replayLostAnswer(id: number, now: number): Promise<boolean> {
    const claimed = await this.db.query(
      `UPDATE refresh_tokens p SET replayed_at = $2
       WHERE p.id = $1 AND p.replayed_at IS NULL AND p.revoked_at IS NULL AND p.rotated_at >= $3
         AND NOT EXISTS (SELECT 1 FROM refresh_tokens c WHERE c.parent_id = p.id AND c.rotated_at IS NOT NULL)`,
      [id, now, now - REFRESH_REUSE_GRACE_MS],
    );
    if (!claimed.affectedRows) return false;
    await this.db.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE parent_id = $1 AND revoked_at IS NULL', [id, now]);
    return true;
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
    // One query: the user, what GET /users/me/ shows, and whether the token's family was revoked
    // (every token of it revoked; a replay revokes only the successor it replaces).
    const row = (await this.db.query<UserViewRow & { revoked: boolean }>(
      `SELECT ${USER_VIEW_COLUMNS}, NOT EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = $2 AND r.revoked_at IS NULL) AS revoked
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

  /** The provisional account a live challenge belongs to, if `token` is one for `email`. */
  async challengeUser(token: string, email: string): Promise<UserRow | undefined> {
    return (await this.db.query<UserRow>(
      `SELECT u.* FROM challenge_sessions c JOIN users u ON u.id = c.user_id
       WHERE c.token_hash = $1 AND u.email = $2 AND u.password_provisional AND NOT c.consumed AND c.expires_at > $3`,
      [sha256(token), email, this.now()],
    )).rows[0];
  }

  async consumeChallenge(token: string, userId: number): Promise<boolean> {
    const res = await this.db.query(
      'UPDATE challenge_sessions SET consumed = TRUE WHERE token_hash = $1 AND user_id = $2 AND consumed = FALSE AND expires_at > $3',
      [sha256(token), userId, this.now()],
    );
    return (res.affectedRows ?? 0) > 0;
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
