// Accounts and sessions made through the reference API of the current e2e slot, for tests whose
// subject is not sign-up or sign-in. Tests that change an account use one of their own: tests run
// side by side (several workers), and a seeded account is shared by all of them.
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect } from '@playwright/test';

export const API = process.env.ACCOUNTS_API_URL ?? 'http://127.0.0.1:8787';

/** An address nobody else in this run has. */
export const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A Brazilian mobile number (11 national digits) nobody else in this run has. */
export const freshMobile = () => `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A fresh, active account (password senha123) whose email is not verified yet: sign-in diverts to validate-email. */
export async function createAccount(request: APIRequestContext, prefix: string, password = 'senha123', name = 'Fresh Student'): Promise<string> {
  const email = unique(prefix);
  const res = await request.post(`${API}/users/create-account/`, {
    data: { name, email, confirm_email: email, password, source: 'ACCOUNT' },
  });
  expect(res.ok(), `create-account answered ${res.status()}`).toBe(true);
  return email;
}

/**
 * A fresh account with its email verified, for tests that sign out: a sign-out ends every session
 * of the user (the bearer goes with the global sign-out), so a seeded account signed out here would
 * sign out the tests running beside this one.
 */
export async function verifiedAccount(request: APIRequestContext, prefix: string, name = 'Fresh Student'): Promise<string> {
  const email = await createAccount(request, prefix, 'senha123', name);
  const { access_token } = await apiSignIn(request, email);
  const code = await latestCode(request, email, 'VERIFY_EMAIL');
  const verified = await request.put(`${API}/users/me/verify/email/`, { data: { code }, headers: { Authorization: `Bearer ${access_token}` } });
  expect(verified.ok(), `verify email answered ${verified.status()}`).toBe(true);
  return email;
}

/** A fresh account in a state the seed has once (carla, diego), made by the sandbox API. */
export async function devAccount(request: APIRequestContext, prefix: string, kind: 'unactivated' | 'provisional'): Promise<string> {
  const email = unique(prefix);
  const res = await request.post(`${API}/__dev/users`, { data: { email, kind } });
  expect(res.status(), 'POST /__dev/users').toBe(201);
  return email;
}

/** The newest code the API sent to `to` (an email or an E.164 number) for `purpose`. */
export async function latestCode(request: APIRequestContext, to: string, purpose: string): Promise<string> {
  let code = '';
  await expect.poll(async () => {
    const res = await request.get(`${API}/__dev/outbox?to=${encodeURIComponent(to)}`);
    const list = (await res.json()) as { purpose: string; code: string }[];
    code = list.find((m) => m.purpose === purpose)?.code ?? '';
    return code;
  }, { message: `a ${purpose} code for ${to}` }).not.toBe('');
  return code;
}

interface ApiSession { access_token: string; refresh_token: string; expires_in?: number | null }

/** POST /auth/sign-in/ for an account that signs straight in (AUTHENTICATED). */
export async function apiSignIn(request: APIRequestContext, email: string, password = 'senha123'): Promise<ApiSession> {
  const res = await request.post(`${API}/auth/sign-in/`, { data: { email, password } });
  expect(res.ok(), `sign-in of ${email} answered ${res.status()}`).toBe(true);
  const body = (await res.json()) as { auth_state: string; session: ApiSession | null };
  expect(body.auth_state, `sign-in of ${email}`).toBe('AUTHENTICATED');
  return body.session!;
}

/**
 * Sign `email` in through the API and give the browser context the cookies the portal itself
 * writes after a sign-in (src/core/session-store.ts): what a test gets by signing in on the
 * screens, without the screens, for tests about something else.
 */
export async function seedSession(context: BrowserContext, request: APIRequestContext, email: string, password = 'senha123'): Promise<void> {
  const session = await apiSignIn(request, email, password);
  const now = Date.now() / 1000;
  // Host-only cookies on the portal's host (cookies ignore the port), as js-cookie writes them.
  const cookie = { url: 'http://127.0.0.1', secure: true, sameSite: 'Lax' as const };
  await context.addCookies([
    { ...cookie, name: 'access_token', value: session.access_token, expires: now + (session.expires_in ?? 86_400) },
    { ...cookie, name: 'refresh_token', value: session.refresh_token, expires: now + 30 * 86_400 },
    { ...cookie, name: 'user_email', value: email, expires: now + 30 * 86_400 },
  ]);
}

/** Move the reference API's clock by `seconds` (its 30 s resend rule counts on it). Tests doing this are tagged API_CLOCK. */
export async function shiftServerClock(request: APIRequestContext, seconds: number): Promise<void> {
  const now = (await (await request.get(`${API}/__dev/clock`)).json()) as { offset_seconds: number };
  const res = await request.post(`${API}/__dev/clock`, { data: { offset_seconds: now.offset_seconds + seconds } });
  expect(res.ok(), 'POST /__dev/clock').toBe(true);
}

/**
 * The tag of tests that move the API's clock: that would upset the tests running beside them
 * (the resend rule, a refresh's grace), so playwright.config.ts runs them alone, after the rest.
 */
export const API_CLOCK = '@api-clock';
