// The WebAuthn relying party and its challenges (passkeys, docs/api.md "Extensions").
//   Relying party: WEBAUTHN_RP_ID, the company's domain (`lingora.example`). A page may use it when
//   its origin is on the API's allow-list and its host is that domain or a subdomain of it, or when
//   it is one of WEBAUTHN_RELATED_ORIGINS (other domains the company lists in
//   https://<rp id>/.well-known/webauthn). Without WEBAUTHN_RP_ID the sandbox takes the calling
//   page's host (`localhost`); production then offers no passkeys.
//   Challenges: 32 random bytes, single use (consumed atomically), 5 minutes.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/index.ts';
import { randomToken } from './crypto.ts';

export const WEBAUTHN_CHALLENGE_TTL_MS = 5 * 60_000;

export interface RelyingPartyConfig {
  /** The company's domain; undefined: the sandbox derives it per page, production offers no passkeys. */
  rpId?: string | undefined;
  rpName: string;
  /** Origins on other domains allowed to use the relying party (Related Origin Requests). */
  relatedOrigins: string[];
  sandbox: boolean;
  /** The API's CORS allow-list check. */
  originAllowed(origin: string): boolean;
}

export interface RelyingParty { id: string; name: string; origin: string }

/** IPv4 and IPv6 literals: browsers refuse them as relying party ids. */
export const isIpHost = (host: string): boolean => /^[\d.]+$/.test(host) || host.includes(':') || host.startsWith('[');

const under = (host: string, domain: string): boolean => host === domain || host.endsWith(`.${domain}`);

export function passkeysOffered(cfg: RelyingPartyConfig): boolean {
  return cfg.rpId !== undefined || cfg.sandbox;
}

/**
 * The relying party for a call from `origin` (the page's Origin header), or null when that page
 * may not use passkeys. The origin is also what the browser signs into clientDataJSON, so it is
 * the one a response must carry.
 */
export function relyingPartyFor(origin: string | undefined, cfg: RelyingPartyConfig): RelyingParty | null {
  if (!origin) return null;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const host = url.hostname.toLowerCase();
  if (cfg.rpId) {
    if (cfg.relatedOrigins.includes(origin)) return { id: cfg.rpId, name: cfg.rpName, origin };
    return cfg.originAllowed(origin) && under(host, cfg.rpId) ? { id: cfg.rpId, name: cfg.rpName, origin } : null;
  }
  if (!cfg.sandbox || !cfg.originAllowed(origin) || isIpHost(host)) return null;
  return { id: host, name: cfg.rpName, origin };
}

export type ChallengePurpose = 'authenticate' | 'register' | 'reauthenticate';

export interface ChallengeRow {
  id: string;
  purpose: ChallengePurpose;
  challenge: string;
  user_id: number | null;
  family_id: string | null;
  rp_id: string;
}

export const newChallengeBytes = (): Uint8Array<ArrayBuffer> => new Uint8Array(randomBytes(32));

/** Stores a challenge the options carry (base64url) and returns its handle. Expired rows go on the way. */
export async function storeChallenge(db: Db, now: number, row: Omit<ChallengeRow, 'id'>): Promise<string> {
  const id = randomToken(24);
  await db.query('DELETE FROM webauthn_challenges WHERE expires_at < $1 OR consumed', [now]);
  await db.query(
    `INSERT INTO webauthn_challenges (id, purpose, challenge, user_id, family_id, rp_id, created_at, expires_at)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8)`,
    [id, row.purpose, row.challenge, row.user_id, row.family_id, row.rp_id, now, now + WEBAUTHN_CHALLENGE_TTL_MS],
  );
  return id;
}

/** Takes a challenge once: unknown, used, expired or of another purpose gives null. */
export async function takeChallenge(db: Db, id: string | undefined, purpose: ChallengePurpose, now: number): Promise<ChallengeRow | null> {
  if (!id) return null;
  const res = await db.query<ChallengeRow>(
    `UPDATE webauthn_challenges SET consumed = TRUE WHERE id = $1 AND purpose = $2 AND NOT consumed AND expires_at > $3
     RETURNING id, purpose, challenge, user_id, family_id, rp_id`,
    [id, purpose, now],
  );
  return res.rows[0] ?? null;
}
