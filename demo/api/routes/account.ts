// The user's own account (extensions beyond spec §7, docs/api.md): re-confirming who they are
// (password or passkey) for the recent sign-in rule, downloading everything held about them
// (LGPD Art. 18), and deleting the account with every row and file that belongs to it.
import { Hono } from 'hono';
import { verifyPassword } from '../lib/crypto.ts';
import { ApiError, fail, raw, readJson, str } from '../lib/http.ts';
import { takeChallenge, type RelyingPartyConfig } from '../lib/webauthn.ts';
import { RECENT_AUTH_MS, markReauthenticated } from '../session-meta.ts';
import type { Env, Services, UserRow } from '../services.ts';
import { assertionOptions, relyingParty, verifyAssertion, type PasskeyRow } from './passkeys.ts';
import { requireRecent } from './recent.ts';

const iso = (ms: string | number | null | undefined): string | null => (ms === null || ms === undefined ? null : new Date(Number(ms)).toISOString());

export function accountRoutes(s: Services, cfg: RelyingPartyConfig): Hono<Env> {
  const r = new Hono<Env>({ strict: false });
  const auth = s.requireAuth();

  r.post('/auth/reauthenticate/options', auth, async (c) =>
    c.json(await assertionOptions(s, relyingParty(c, cfg), 'reauthenticate', { id: c.get('user').id, family: c.get('claims').sid }), 200));

  r.post('/auth/reauthenticate', auth, async (c) => {
    const body = await readJson(c);
    const user = c.get('user');
    const family = c.get('claims').sid;
    const now = s.now();
    if (body['credential'] !== undefined) {
      const challenge = await takeChallenge(s.db, str(body, 'challenge_id'), 'reauthenticate', now);
      if (!challenge || challenge.user_id !== user.id) return fail(400, 'passkeyChallengeInvalid', 'challenge_id');
      const credential = body['credential'];
      if (!credential || typeof credential !== 'object' || Array.isArray(credential)) return fail(400, 'passkeyRejected', 'credential');
      const proof = await verifyAssertion(s, c, cfg, challenge, credential as Record<string, unknown>);
      if (proof.user.id !== user.id) return fail(400, 'passkeyRejected', 'credential');
    } else {
      // Wrong passwords are counted for this account alone: they never lock its sign-in.
      const key = String(user.id);
      const wait = s.reauth.retryAfter(key, now);
      if (wait > 0) throw new ApiError(429, 'tooManyAttempts', undefined, wait);
      const password = raw(body, 'password');
      if (!password) return fail(400, 'passwordRequired', 'password');
      if (!(await verifyPassword(password, user.password_hash))) {
        s.reauth.hit(key, now);
        return fail(400, 'previousPasswordWrong', 'password');
      }
      s.reauth.forget(key);
    }
    await markReauthenticated(s.db, family, now);
    return c.json({ recent_until: iso(now + RECENT_AUTH_MS) }, 200);
  });

  r.get('/users/me/export', auth, async (c) => {
    const me = c.get('user');
    const id = me.id;
    const q = async <T,>(sql: string) => (await s.db.query<T>(sql, [id])).rows;
    const [user] = await q<UserRow & { created_at: string | number; updated_at: string | number }>('SELECT * FROM users WHERE id = $1');
    const [avatar] = await q<{ id: string; content_type: string; data: Uint8Array; created_at: string | number }>('SELECT * FROM avatars WHERE user_id = $1');
    const verifications = await q<{ type_validation: string; active: boolean }>('SELECT type_validation, active FROM verifications WHERE user_id = $1 ORDER BY type_validation');
    const sessions = await q<{ family_id: string; user_agent: string; created_at: string | number; last_active_at: string | number; auth_method: string; revoked: boolean }>(
      `SELECT x.*, NOT EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = x.family_id AND r.revoked_at IS NULL) AS revoked
       FROM sessions x WHERE x.user_id = $1 ORDER BY x.created_at`,
    );
    const passkeys = await q<PasskeyRow & { aaguid: string }>('SELECT * FROM passkeys WHERE user_id = $1 ORDER BY created_at');
    let platforms: unknown;
    try {
      platforms = JSON.parse(user!.platforms);
    } catch {
      platforms = [];
    }
    const view = s.viewOf(c, me);
    const body = {
      format: 'lingora-accounts-export/1',
      exported_at: iso(s.now()),
      profile: {
        id: user!.id, email: user!.email, name: user!.name, birthdate: user!.birthdate, gender: user!.gender, native_language: user!.native_language,
        phone_number: user!.phone_number, pending_phone_number: user!.pending_phone, email_verified: view.active, activated: user!.activated,
        source: user!.source, created_at: iso(user!.created_at), updated_at: iso(user!.updated_at),
        avatar: avatar ? { url: view.avatar, content_type: avatar.content_type, created_at: iso(avatar.created_at), data_base64: Buffer.from(avatar.data).toString('base64') } : null,
      },
      address: view.address,
      verifications,
      platforms,
      sessions: sessions.map((x) => ({
        id: x.family_id, user_agent: x.user_agent, signed_in_with: x.auth_method, created_at: iso(x.created_at), last_active_at: iso(x.last_active_at),
        active: !x.revoked, current: x.family_id === c.get('claims').sid,
      })),
      // Public parts only: the private keys never leave the user's devices.
      passkeys: passkeys.map((p) => ({
        id: p.id, name: p.name, created_at: iso(p.created_at), last_used_at: iso(p.last_used_at), public_key_cose: Buffer.from(p.public_key).toString('base64url'),
        sign_count: Number(p.counter), transports: JSON.parse(p.transports) as unknown, relying_party: p.rp_id, authenticator_aaguid: p.aaguid,
        device_type: p.device_type, backed_up: p.backed_up,
      })),
    };
    return c.json(body, 200, { 'Content-Disposition': 'attachment; filename="account-data.json"' });
  });

  r.delete('/users/me', auth, async (c) => {
    const user = c.get('user');
    const refused = await requireRecent(s, c, c.get('claims').sid);
    if (refused) return refused;
    await s.db.transaction(async (tx) => {
      // The sandbox outbox holds what was "sent" to the user: it goes too.
      await tx.query('DELETE FROM outbox WHERE lower(to_addr) = $1 OR to_addr = ANY($2)', [user.email, [user.phone_number, user.pending_phone].filter(Boolean)]);
      // Everything else that names the user goes with it: addresses, verifications, codes, refresh
      // tokens (so every session ends now), challenges, the avatar, sessions, passkeys.
      await tx.query('DELETE FROM users WHERE id = $1', [user.id]);
    });
    s.guard.forgiveAccount(user.email);
    s.codes.forget(user.email);
    s.reauth.forget(String(user.id));
    return c.body(null, 204);
  });

  return r;
}
