// What the API knows about each sign-in beyond its refresh tokens (extensions, docs/api.md):
// one `sessions` row per refresh-token family, written when the family starts. It gives
// "where you're signed in" (user agent, last active) and the recent sign-in rule.
import type { Db } from './db/index.ts';

/** A sign-in (password or passkey) or a re-confirmation this recent allows adding a passkey and deleting the account. */
export const RECENT_AUTH_MS = 5 * 60_000;
/** last_active_at is written at most this often per session (it is shown to the minute). */
export const TOUCH_EVERY_MS = 60_000;
const MAX_AGENT = 512;

export type AuthMethod = 'password' | 'passkey';
export interface SignInMeta { method: AuthMethod; userAgent?: string | undefined }

export async function recordSignIn(db: Db, userId: number, family: string, now: number, meta: SignInMeta): Promise<void> {
  await db.query(
    `INSERT INTO sessions (family_id, user_id, user_agent, created_at, last_active_at, auth_at, auth_method) VALUES ($1,$2,$3,$4,$4,$4,$5)
     ON CONFLICT (family_id) DO NOTHING`,
    [family, userId, (meta.userAgent ?? '').slice(0, MAX_AGENT), now, meta.method],
  );
}

/** The user proved it again (password or passkey) in this session. */
export async function markReauthenticated(db: Db, family: string, now: number): Promise<void> {
  await db.query('UPDATE sessions SET auth_at = $1, last_active_at = $1 WHERE family_id = $2', [now, family]);
}

/** Whether this session signed in or re-confirmed within RECENT_AUTH_MS (a refresh doesn't count). */
export async function isRecent(db: Db, family: string, now: number): Promise<boolean> {
  const row = (await db.query<{ auth_at: string | number }>('SELECT auth_at FROM sessions WHERE family_id = $1', [family])).rows[0];
  return !!row && now - Number(row.auth_at) <= RECENT_AUTH_MS;
}

/** Writes last_active_at for a session at most once a minute; the memory it keeps is bounded. */
export class SessionToucher {
  private last = new Map<string, number>();
  constructor(private readonly db: Db) {}

  async touch(family: string, now: number): Promise<void> {
    const before = this.last.get(family);
    if (before !== undefined && now - before < TOUCH_EVERY_MS) return;
    if (this.last.size > 10_000) this.last.clear();
    this.last.set(family, now);
    await this.db.query('UPDATE sessions SET last_active_at = $1 WHERE family_id = $2 AND last_active_at < $1', [now, family]);
  }
}
