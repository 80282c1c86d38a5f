// Sign-in, provisional password, refresh, sign-out, password recovery and change.
// Activation is in activation.ts. Every password check goes through Services.admit (the guard).
import { Hono } from 'hono';
import { hashPassword, verifyPassword } from '../lib/crypto.ts';
import { fail, raw, readJson, requireCode, requireEmail, requirePassword, str } from '../lib/http.ts';
import { t } from '../lib/i18n.ts';
import type { Env, Services } from '../services.ts';

export function authRoutes(s: Services): Hono<Env> {
  const r = new Hono<Env>({ strict: false });

  r.post('/auth/sign-in', async (c) => {
    const body = await readJson(c);
    const email = requireEmail(str(body, 'email'));
    const password = raw(body, 'password');
    if (!password) fail(400, 'passwordRequired', 'password');
    // Counted as a failure from here on, unless it succeeds or checks nothing.
    const attempt = await s.admit(c, email);
    const user = await s.userByEmail(email);
    if (!user) fail(404, 'accountNotFound', 'email');
    if (!user!.activated) {
      attempt.release();
      fail(403, 'notActivated', 'email');
    }
    if (!(await verifyPassword(password!, user!.password_hash))) fail(401, 'wrongCredentials', 'password');
    attempt.succeed();
    if (user!.password_provisional) {
      const token = await s.newChallenge(user!.id);
      return c.json({ auth_state: 'NEW_PASSWORD_REQUIRED', session: null, user_attributes: { email: user!.email, name: user!.name }, session_token: token }, 200);
    }
    const session = await s.issueSession(user!, { method: 'password', userAgent: c.req.header('user-agent') });
    return c.json({ auth_state: 'AUTHENTICATED', session, user_attributes: { email: user!.email, name: user!.name, sub: String(user!.id) }, session_token: null }, 200);
  });

  // The challenge first: without a live session_token every guess answers the same 400, and
  // guessing is throttled like sign-in. The token is consumed only with the new password saved.
  r.post('/auth/password/complete', async (c) => {
    const body = await readJson(c);
    const email = requireEmail(str(body, 'email'));
    const token = str(body, 'session_token');
    if (!token) fail(400, 'sessionExpired', 'session_token');
    const attempt = await s.admit(c, email);
    const user = await s.challengeUser(token!, email);
    if (!user) fail(400, 'sessionExpired', 'session_token');
    attempt.succeed();
    const password = requirePassword(raw(body, 'new_password'), 'new_password');
    if (await verifyPassword(password, user!.password_hash)) fail(400, 'passwordSame', 'new_password');
    const hash = await hashPassword(password, s.scrypt);
    if (!(await s.consumeChallenge(token!, user!.id))) fail(400, 'sessionExpired', 'session_token');
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
    // Same answer (and same send rules) whether the account exists or not.
    s.codes.allowSend(c, 'RESET_PASSWORD', email, 'EMAIL', email);
    const user = await s.userByEmail(email);
    if (user) await s.codes.issue(user.id, 'RESET_PASSWORD', user.email, 'EMAIL');
    return c.json({ detail: t(c.get('lang'), 'forgotSent') }, 200);
  });

  r.post('/auth/password/forgot/reset', async (c) => {
    const body = await readJson(c);
    const email = requireEmail(str(body, 'email'));
    const code = requireCode(str(body, 'confirmation_code'), 'confirmation_code');
    const password = requirePassword(raw(body, 'password'));
    s.caps.heavyCall('password-reset', s.clientAddress(c), s.now());
    const user = await s.userByEmail(email);
    if (!user) fail(400, 'codeInvalid', 'confirmation_code');
    await s.codes.consume(user!.id, 'RESET_PASSWORD', code, 'confirmation_code');
    const hash = await hashPassword(password, s.scrypt);
    // The code reached the mailbox: that activates the account and verifies its email too.
    await s.db.query('UPDATE users SET password_hash = $1, password_provisional = FALSE, activated = TRUE, updated_at = $2 WHERE id = $3', [hash, s.now(), user!.id]);
    await s.setVerification(user!.id, 'EMAIL', true);
    await s.revokeUser(user!.id);
    s.guard.forgiveAccount(user!.email);
    return c.json({ detail: t(c.get('lang'), 'passwordSet') }, 200);
  });

  r.post('/auth/password/reset', s.requireAuth(), async (c) => {
    const body = await readJson(c);
    const previous = raw(body, 'previous_password');
    if (!previous) fail(400, 'passwordRequired', 'previous_password');
    const next = requirePassword(raw(body, 'new_password'), 'new_password');
    const user = c.get('user');
    // A stolen access token must not make the current password guessable.
    const attempt = await s.admit(c, user.email);
    if (!(await verifyPassword(previous!, user.password_hash))) fail(400, 'previousPasswordWrong', 'previous_password');
    attempt.succeed();
    if (previous === next) fail(400, 'passwordSame', 'new_password');
    const hash = await hashPassword(next, s.scrypt);
    await s.db.query('UPDATE users SET password_hash = $1, password_provisional = FALSE, updated_at = $2 WHERE id = $3', [hash, s.now(), user.id]);
    // Other sessions end; the current one stays.
    await s.revokeUser(user.id, c.get('claims').sid);
    return c.json({ detail: t(c.get('lang'), 'passwordChanged') }, 200);
  });

  return r;
}
