// Activation of a pre-created account (spec §7, extended: docs/api.md "Extensions beyond spec §7").
// Knowing an email is not enough to claim its account: the first password needs a code sent to
// that mailbox (contract B). The check endpoint is the spec's own.
import { Hono } from 'hono';
import { hashPassword } from '../lib/crypto.ts';
import { ApiError, fail, raw, readJson, requireCode, requireEmail, requirePassword, str } from '../lib/http.ts';
import { t } from '../lib/i18n.ts';
import type { Env, Services } from '../services.ts';

const CODE_REQUIRED = { code_required: true };

export function activationRoutes(s: Services): Hono<Env> {
  const r = new Hono<Env>({ strict: false });

  r.get('/auth/activate/verify', async (c) => {
    const email = requireEmail(c.req.query('email'));
    const user = await s.userByEmail(email);
    if (!user) return c.json({ detail: t(c.get('lang'), 'accountNotFound') }, 404);
    if (user.activated) return c.json({ detail: t(c.get('lang'), 'alreadyActive') }, 303);
    return c.json({ detail: t(c.get('lang'), 'activationNeeded') }, 200);
  });

  // Without confirmation_code: sends the code, 428. With it: sets the first password, 200.
  r.patch('/auth/activate/password', async (c) => {
    const body = await readJson(c);
    const email = requireEmail(str(body, 'email'));
    const password = requirePassword(raw(body, 'password'));
    const given = str(body, 'confirmation_code');
    const code = given ? requireCode(given, 'confirmation_code') : undefined;
    const user = await s.userByEmail(email);
    if (!user) fail(404, 'accountNotFound', 'email');
    if (user!.activated) fail(404, 'alreadyActive', 'email');
    if (!code) {
      s.codes.allowSend(c, 'ACTIVATION', email, 'EMAIL', email, CODE_REQUIRED);
      await s.codes.issue(user!.id, 'ACTIVATION', user!.email, 'EMAIL');
      throw new ApiError(428, 'activationCodeSent', 'confirmation_code', undefined, CODE_REQUIRED);
    }
    s.caps.heavyCall('activation', s.clientAddress(c), s.now());
    await s.codes.consume(user!.id, 'ACTIVATION', code, 'confirmation_code');
    const hash = await hashPassword(password, s.scrypt);
    await s.db.query('UPDATE users SET password_hash = $1, password_provisional = FALSE, activated = TRUE, updated_at = $2 WHERE id = $3', [hash, s.now(), user!.id]);
    // The code proved the mailbox, as a reset code does.
    await s.setVerification(user!.id, 'EMAIL', true);
    return c.json({ detail: t(c.get('lang'), 'accountActivated') }, 200);
  });

  // Resend. Unknown and already active emails get the same 202 (and the same 30 s rule); nothing is sent.
  r.post('/auth/activate/code', async (c) => {
    const body = await readJson(c);
    const email = requireEmail(str(body, 'email'));
    s.codes.allowSend(c, 'ACTIVATION', email, 'EMAIL', email);
    const user = await s.userByEmail(email);
    if (user && !user.activated) await s.codes.issue(user.id, 'ACTIVATION', user.email, 'EMAIL');
    return c.json({ detail: t(c.get('lang'), 'activationCodeResent') }, 202);
  });

  return r;
}
