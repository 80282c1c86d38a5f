// Passkeys (extension beyond spec §7, docs/api.md): sign-in with a discoverable credential, and
// the signed-in user's list — add (after a recent sign-in), rename, remove. @simplewebauthn/server
// checks every ceremony; lib/webauthn.ts keeps the relying party and the single-use challenges.
import { Hono } from 'hono';
import {
  generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse,
  type AuthenticationResponseJSON, type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { randomBytes } from 'node:crypto';
import { fail, readJson, str, type JsonBody } from '../lib/http.ts';
import {
  WEBAUTHN_CHALLENGE_TTL_MS, newChallengeBytes, relyingPartyFor, storeChallenge, takeChallenge,
  type ChallengeRow, type RelyingParty, type RelyingPartyConfig,
} from '../lib/webauthn.ts';
import type { Ctx, Env, Services, UserRow } from '../services.ts';
import { requireRecent } from './recent.ts';

export interface PasskeyRow {
  id: string;
  user_id: number;
  name: string;
  public_key: Uint8Array;
  counter: string | number;
  transports: string;
  rp_id: string;
  device_type: string;
  backed_up: boolean;
  created_at: string | number;
  last_used_at: string | number | null;
}

const MAX_NAME = 64;
const iso = (ms: string | number | null): string | null => (ms === null ? null : new Date(Number(ms)).toISOString());

/** A passkey as the API shows it: never the public key (the export has it). */
export function passkeyView(p: PasskeyRow) {
  return { id: p.id, name: p.name, created_at: iso(p.created_at), last_used_at: iso(p.last_used_at), backed_up: p.backed_up, device_type: p.device_type };
}

function transportsOf(p: PasskeyRow): string[] {
  try {
    const list: unknown = JSON.parse(p.transports);
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

function nameOf(body: JsonBody, fallback?: string): string {
  const name = str(body, 'name') ?? fallback;
  if (!name || name.length > MAX_NAME) return fail(400, 'passkeyNameInvalid', 'name');
  return name;
}

function credentialOf(body: JsonBody): Record<string, unknown> {
  const cred = body['credential'];
  if (!cred || typeof cred !== 'object' || Array.isArray(cred) || typeof (cred as { id?: unknown }).id !== 'string') return fail(400, 'passkeyRejected', 'credential');
  return cred as Record<string, unknown>;
}

export function relyingParty(c: Ctx, cfg: RelyingPartyConfig): RelyingParty {
  return relyingPartyFor(c.req.header('origin'), cfg) ?? fail(400, 'passkeyUnavailable');
}

/** Options for navigator.credentials.get(); `allow`: the user's own passkeys (a re-confirmation), else any (discoverable). */
export async function assertionOptions(s: Services, rp: RelyingParty, purpose: 'authenticate' | 'reauthenticate', user?: { id: number; family: string }) {
  const allow = user
    ? (await s.db.query<PasskeyRow>('SELECT * FROM passkeys WHERE user_id = $1 AND rp_id = $2', [user.id, rp.id])).rows.map((p) => ({ id: p.id, transports: transportsOf(p) }))
    : [];
  const options = await generateAuthenticationOptions({
    rpID: rp.id, challenge: newChallengeBytes(), userVerification: 'preferred', timeout: WEBAUTHN_CHALLENGE_TTL_MS, allowCredentials: allow,
  });
  const id = await storeChallenge(s.db, s.now(), { purpose, challenge: options.challenge, user_id: user?.id ?? null, family_id: user?.family ?? null, rp_id: rp.id });
  return { challenge_id: id, options };
}

/**
 * Checks an assertion against a taken challenge; returns the passkey and its user. An unknown
 * credential (a passkey removed here but still on the device) is 401 `passkeyUnknown`; a bad
 * signature, origin, relying party or a sign counter that went back is 401 `passkeyRejected`.
 */
export async function verifyAssertion(s: Services, c: Ctx, cfg: RelyingPartyConfig, challenge: ChallengeRow, credential: Record<string, unknown>) {
  const passkey = (await s.db.query<PasskeyRow>('SELECT * FROM passkeys WHERE id = $1', [credential['id']])).rows[0];
  if (!passkey || passkey.rp_id !== challenge.rp_id) return fail(401, 'passkeyUnknown', 'credential');
  const rp = relyingParty(c, cfg);
  let info;
  try {
    const result = await verifyAuthenticationResponse({
      response: credential as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: challenge.rp_id,
      credential: { id: passkey.id, publicKey: new Uint8Array(passkey.public_key), counter: Number(passkey.counter), transports: transportsOf(passkey) },
      requireUserVerification: false,
    });
    if (!result.verified) return fail(401, 'passkeyRejected', 'credential');
    info = result.authenticationInfo;
  } catch {
    return fail(401, 'passkeyRejected', 'credential'); // includes a sign counter that did not grow
  }
  await s.db.query('UPDATE passkeys SET counter = $1, last_used_at = $2, backed_up = $3 WHERE id = $4', [info.newCounter, s.now(), info.credentialBackedUp, passkey.id]);
  const user = (await s.db.query<UserRow>('SELECT * FROM users WHERE id = $1', [passkey.user_id])).rows[0];
  if (!user) return fail(401, 'passkeyUnknown', 'credential');
  return { passkey, user };
}

async function userHandle(s: Services, userId: number): Promise<Uint8Array<ArrayBuffer>> {
  // A random handle per user, not the id or the email: authenticators keep it in the clear.
  const found = (await s.db.query<{ handle: string }>('SELECT handle FROM webauthn_users WHERE user_id = $1', [userId])).rows[0];
  if (found) return new Uint8Array(Buffer.from(found.handle, 'base64url'));
  const handle = randomBytes(16);
  await s.db.query('INSERT INTO webauthn_users (user_id, handle) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING', [userId, handle.toString('base64url')]);
  return userHandle(s, userId);
}

export function passkeyRoutes(s: Services, cfg: RelyingPartyConfig): Hono<Env> {
  const r = new Hono<Env>({ strict: false });
  const auth = s.requireAuth();

  r.post('/auth/passkeys/options', async (c) => c.json(await assertionOptions(s, relyingParty(c, cfg), 'authenticate'), 200));

  r.post('/auth/passkeys/sign-in', async (c) => {
    const body = await readJson(c);
    const credential = credentialOf(body);
    const challenge = await takeChallenge(s.db, str(body, 'challenge_id'), 'authenticate', s.now());
    if (!challenge) return fail(400, 'passkeyChallengeInvalid', 'challenge_id');
    const { user } = await verifyAssertion(s, c, cfg, challenge, credential);
    if (!user.activated) return fail(403, 'notActivated', 'email');
    const session = await s.issueSession(user, { method: 'passkey', userAgent: c.req.header('user-agent') });
    return c.json({ auth_state: 'AUTHENTICATED', session, user_attributes: { email: user.email, name: user.name, sub: String(user.id) }, session_token: null }, 200);
  });

  r.get('/users/me/passkeys', auth, async (c) => {
    const rows = (await s.db.query<PasskeyRow>('SELECT * FROM passkeys WHERE user_id = $1 ORDER BY created_at, id', [c.get('user').id])).rows;
    return c.json(rows.map(passkeyView), 200);
  });

  r.post('/users/me/passkeys/options', auth, async (c) => {
    const rp = relyingParty(c, cfg);
    const user = c.get('user');
    const family = c.get('claims').sid;
    const refused = await requireRecent(s, c, family);
    if (refused) return refused;
    const existing = (await s.db.query<PasskeyRow>('SELECT * FROM passkeys WHERE user_id = $1 AND rp_id = $2', [user.id, rp.id])).rows;
    const options = await generateRegistrationOptions({
      rpName: rp.name, rpID: rp.id, userName: user.email, userDisplayName: user.name, userID: await userHandle(s, user.id),
      challenge: newChallengeBytes(), timeout: WEBAUTHN_CHALLENGE_TTL_MS, attestationType: 'none',
      excludeCredentials: existing.map((p) => ({ id: p.id, transports: transportsOf(p) })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    const id = await storeChallenge(s.db, s.now(), { purpose: 'register', challenge: options.challenge, user_id: user.id, family_id: family, rp_id: rp.id });
    return c.json({ challenge_id: id, options }, 200);
  });

  r.post('/users/me/passkeys', auth, async (c) => {
    const body = await readJson(c);
    const user = c.get('user');
    const name = nameOf(body);
    const credential = credentialOf(body);
    const challenge = await takeChallenge(s.db, str(body, 'challenge_id'), 'register', s.now());
    if (!challenge || challenge.user_id !== user.id) return fail(400, 'passkeyChallengeInvalid', 'challenge_id');
    const rp = relyingParty(c, cfg);
    let info;
    try {
      const result = await verifyRegistrationResponse({
        response: credential as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge.challenge, expectedOrigin: rp.origin, expectedRPID: challenge.rp_id, requireUserVerification: false,
      });
      if (!result.verified) return fail(400, 'passkeyRejected', 'credential');
      info = result.registrationInfo;
    } catch {
      return fail(400, 'passkeyRejected', 'credential');
    }
    const transports = Array.isArray((credential['response'] as { transports?: unknown } | undefined)?.transports)
      ? ((credential['response'] as { transports: unknown[] }).transports).filter((x): x is string => typeof x === 'string').slice(0, 8)
      : [];
    const now = s.now();
    const inserted = await s.db.query<PasskeyRow>(
      `INSERT INTO passkeys (id, user_id, name, public_key, counter, transports, rp_id, aaguid, device_type, backed_up, created_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11) ON CONFLICT (id) DO NOTHING RETURNING *`,
      [info.credential.id, user.id, name, info.credential.publicKey, info.credential.counter, JSON.stringify(transports), challenge.rp_id,
        info.aaguid, info.credentialDeviceType, info.credentialBackedUp, now],
    );
    const row = inserted.rows[0];
    if (!row) return fail(409, 'passkeyExists', 'credential');
    return c.json(passkeyView(row), 201);
  });

  r.patch('/users/me/passkeys/:id', auth, async (c) => {
    const name = nameOf(await readJson(c));
    const row = (await s.db.query<PasskeyRow>('UPDATE passkeys SET name = $1 WHERE id = $2 AND user_id = $3 RETURNING *', [name, c.req.param('id'), c.get('user').id])).rows[0];
    if (!row) return fail(404, 'notFound');
    return c.json(passkeyView(row), 200);
  });

  r.delete('/users/me/passkeys/:id', auth, async (c) => {
    const res = await s.db.query('DELETE FROM passkeys WHERE id = $1 AND user_id = $2', [c.req.param('id'), c.get('user').id]);
    if (!res.affectedRows) return fail(404, 'notFound');
    return c.body(null, 204);
  });

  return r;
}
