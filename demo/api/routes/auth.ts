// Sign-in, activation, provisional password, refresh, sign-out, password recovery and change.
import { Hono } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { hashPassword, verifyPassword } from '../lib/crypto.ts';
import { ApiError, fail, raw, readJson, requireCode, requireEmail, requirePassword, str } from '../lib/http.ts';
import { t } from '../lib/i18n.ts';
import type { Ctx, Env, Services } from '../services.ts';

function clientIp(c: Ctx): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export function authRoutes(s: Services): Hono<Env> {
  const r = new Hono<Env>({ strict: false });

  r.get('/auth/activate/verify', async (c) => {
    const email = requireEmail(c.req.query('email'));
    const user = await s.userByEmail(email);
    if (!user) return c.json({ detail: t(c.get('lang'), 'accountNotFound') }, 404);
    if (user.activated) return c.json({ detail: t(c.get('lang'), 'alreadyActive') }, 303);
    return c.json({ detail: t(c.get('lang'), 'activationNeeded') }, 200);
  });

  r.patch('/auth/activate/password', async (c) => {
    const body = await readJson(c);
    const email = requireEmail(str(body, 'email'));
    const password = requirePassword(raw(body, 'password'));
    const user = await s.userByEmail(email);
    if (!user) fail(404, 'accountNotFound', 'email');
    if (user!.activated) fail(404, 'alreadyActive', 'email');
    const hash = await hashPassword(password, s.scrypt);
    await s.db.query('UPDATE users SET password_hash = $1, password_provisional = FALSE, activated = TRUE, updated_at = $2 WHERE id = $3', [hash, s.now(), user!.id]);
    return c.json({ detail: t(c.get('lang'), 'accountActivated') }, 200);
  });

  r.post('/auth/sign-in', async (c) => {
    const body = await readJson(c);
    const email = requireEmail(str(body, 'email'));
    const password = raw(body, 'password');
    if (!password) fail(400, 'passwordRequired', 'password');
    const now = s.now();
    const keys = [`acct:${email}`, `ip:${clientIp(c)}`];
    const wait = s.throttle.retryAfter(keys, now);
    if (wait > 0) throw new ApiError(429, 'tooManyAttempts', undefined, wait);
    const user = await s.userByEmail(email);
    if (!user) {
      s.throttle.fail(keys, now);
      fail(404, 'accountNotFound', 'email');
    }
    if (!user!.activated) fail(403, 'notActivated', 'email');
    if (!(await verifyPassword(password!, user!.password_hash))) {
      s.throttle.fail(keys, now);
      fail(401, 'wrongCredentials', 'password');
    }
    s.throttle.reset(keys[0]);
    if (user!.password_provisional) {
      const token = await s.newChallenge(user!.id);
      return c.json({ auth_state: 'NEW_PASSWORD_REQUIRED', session: null, user_attributes: { email: user!.email, name: user!.name }, session_token: token }, 200);
    }
    const session = await s.issueSession(user!, { method: 'password', userAgent: c.req.header('user-agent') });
    return c.json({ auth_state: 'AUTHENTICATED', session, user_attributes: { email: user!.email, name: user!.name, sub: String(user!.id) }, session_token: null }, 200);
  });

  r.post('/auth/password/complete', async (c) => {
    const body = await readJson(c);
    const email = requireEmail(str(body, 'email'));
    const token = str(body, 'session_token');
    if (!token) fail(400, 'sessionExpired', 'session_token');
    const password = requirePassword(raw(body, 'new_password'), 'new_password');
    const user = await s.userByEmail(email);
    if (!user || !user.password_provisional) fail(400, 'sessionExpired', 'session_token');
    if (await verifyPassword(password, user!.password_hash)) fail(400, 'passwordSame', 'new_password');
    if (!(await s.consumeChallenge(token!, user!.id))) fail(400, 'sessionExpired', 'session_token');
    const hash = await hashPassword(password, s.scrypt);
    await s.db.query('UPDATE users SET password_hash = $1, password_provisional = FALSE, updated_at = $2 WHERE id = $3', [hash, s.now(), user!.id]);
    return c.json({ auth_state: 'AUTHENTICATED' }, 200);
  });

  r.post('/auth/refresh', async (c) => {
    const body = await readJson(c);
    const token = str(body, 'refresh_token');
    if (!token) fail(401, 'refreshInvalid', 'refresh_token');
    const session = await s.rotate(token!, str(body, 'email'));
    return c.json({ session }, 200);
  });

  r.post('/auth/sign-out/global', async (c) => {
    const token = c.req.query('token');
    // The bearer first: revoking the token's family ends the session it belongs to.
    const auth = await s.authenticate(c.req.header('authorization'));
    if (token) {
      const family = await s.familyOf(token);
      if (family) await s.revokeFamily(family);
    }
    if (auth) await s.revokeUser(auth.user.id);
    return c.body(null, 204);
  });

  r.post('/auth/password/forgot', async (c) => {
    const body = await readJson(c);
    const email = requireEmail(str(body, 'email'));
    // Same answer (and same 30 s rule) whether the account exists or not.
    s.checkResend('RESET_PASSWORD', email);
    const user = await s.userByEmail(email);
    if (user) await s.issueCode(user.id, 'RESET_PASSWORD', user.email, 'EMAIL');
    return c.json({ detail: t(c.get('lang'), 'forgotSent') }, 200);
  });

  r.post('/auth/password/forgot/reset', async (c) => {
    const body = await readJson(c);
    const email = requireEmail(str(body, 'email'));
    const code = requireCode(str(body, 'confirmation_code'), 'confirmation_code');
    const password = requirePassword(raw(body, 'password'));
    const user = await s.userByEmail(email);
    if (!user) fail(400, 'codeInvalid', 'confirmation_code');
    await s.consumeCode(user!.id, 'RESET_PASSWORD', code, 'confirmation_code');
    const hash = await hashPassword(password, s.scrypt);
    // The code reached the mailbox, so the account may be activated by it too.
    await s.db.query('UPDATE users SET password_hash = $1, password_provisional = FALSE, activated = TRUE, updated_at = $2 WHERE id = $3', [hash, s.now(), user!.id]);
    await s.revokeUser(user!.id);
    return c.json({ detail: t(c.get('lang'), 'passwordSet') }, 200);
  });

  r.post('/auth/password/reset', s.requireAuth(), async (c) => {
    const body = await readJson(c);
    const previous = raw(body, 'previous_password');
    if (!previous) fail(400, 'passwordRequired', 'previous_password');
    const next = requirePassword(raw(body, 'new_password'), 'new_password');
    const user = c.get('user');
    if (!(await verifyPassword(previous!, user.password_hash))) fail(400, 'previousPasswordWrong', 'previous_password');
    if (previous === next) fail(400, 'passwordSame', 'new_password');
    const hash = await hashPassword(next, s.scrypt);
    await s.db.query('UPDATE users SET password_hash = $1, password_provisional = FALSE, updated_at = $2 WHERE id = $3', [hash, s.now(), user.id]);
    // Other sessions end; the current one stays.
    await s.revokeUser(user.id, c.get('claims').sid);
    return c.json({ detail: t(c.get('lang'), 'passwordChanged') }, 200);
  });

  return r;
}
