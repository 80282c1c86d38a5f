// Writes every cookie the portal keeps, the way its screens do: a sign-in's session
// (storeSession: access_token, refresh_token, user_email) and a language choice (user_locale).
// Run by src/core/cookies.browser.test.ts on the http test page, and on https by
// portal-cookies.page.ts.
import { storeSession } from '../../../src/core/session-store.ts';
import { setLocale } from '../../../src/core/i18n.ts';

export const ACCESS_SECONDS = 3600;

/** A JWT-shaped id token whose payload carries `email` (the session reads user_email from it). */
function idToken(email: string): string {
  return `eyJhbGciOiJub25lIn0.${btoa(JSON.stringify({ email })).replace(/=+$/, '')}.sig`;
}

export async function writePortalCookies(): Promise<void> {
  storeSession({ access_token: 'acc-1', refresh_token: 'ref-1', id_token: idToken('ana@example.com'), expires_in: ACCESS_SECONDS });
  await setLocale('en');
}
