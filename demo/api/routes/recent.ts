// The recent sign-in rule (session-meta.ts): adding a passkey and deleting the account need a
// sign-in or re-confirmation (POST /auth/reauthenticate/) of this session in the last 5 minutes.
import { t } from '../lib/i18n.ts';
import { isRecent } from '../session-meta.ts';
import type { Ctx, Services } from '../services.ts';

/** null when the session's sign-in is recent; else the 403 to answer, `reauth_required: true`. */
export async function requireRecent(s: Services, c: Ctx, family: string): Promise<Response | null> {
  if (await isRecent(s.db, family, s.now())) return null;
  return c.json({ detail: t(c.get('lang'), 'recentSignInRequired'), reauth_required: true }, 403);
}
