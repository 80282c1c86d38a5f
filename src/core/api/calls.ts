// One typed function per call of spec §7 that signing in needs (the session's refresh and
// sign-out, the product's record); the account's other calls are in account-calls.ts, a chunk
// of their own (issue #23: the ready chunk carries only what a sign-in's submit needs). Paths and
// payloads live in these two files only; error mapping lives in client.ts.
import { Product, RefreshAnswer, SignInResponse, Verification, VerificationList, type RefreshedSession } from './schemas.ts';
import { isApiError, request, requestWithStatus } from './client.ts';
import { $config } from '../config.ts';

/**
 * Activation check (spec §7): the status as answered (a redirect reads 303), every status under
 * 500 being an answer. A network failure, a timeout or a 5xx still there after the retries throws.
 * `serverErrors`: a 5xx is an answer too, returned at once (sign-in's reading).
 */
export async function activateStatus(email: string, serverErrors = false): Promise<number> {
  const { status } = await requestWithStatus({
    method: 'GET',
    path: '/auth/activate/verify/',
    query: { email },
    auth: false,
    redirect: 'manual', // a 303 is the answer, not somewhere to go
    anyStatus: serverErrors ? 'all' : true, // nor a failure: no accounts-error event for it
  });
  return status;
}

/**
 * The check as sign-in reads it (spec §7: "200 means activation needed; other statuses continue
 * to password sign-in"): 303, 404 and every other status, a 5xx included, continue at once — a
 * server error is not retried for seconds under "the connection is slow". Network failures and
 * timeouts are retried as any GET's, then rethrown (they are not a status).
 */
export async function activateVerify(email: string): Promise<'activate' | 'signin'> {
  try {
    return (await activateStatus(email, true)) === 200 ? 'activate' : 'signin';
  } catch (e) {
    if (isApiError(e) && e.kind !== 'network' && e.kind !== 'timeout') return 'signin';
    throw e;
  }
}

/** Sign-in with the callback url when there is one (spec §4: "Submit calls sign-in with the callback url"). */
export function signIn(email: string, password: string, callbackUrl?: string | null): Promise<SignInResponse> {
  const body = callbackUrl ? { email, password, callback_url: callbackUrl } : { email, password };
  return request({ method: 'POST', path: '/auth/sign-in/', body, schema: SignInResponse, auth: false, credentials: true });
}

/** Best-effort global sign-out; the answer is not specified. The bearer (spec §7) is the access
 * token the user had: with it the API ends every session of the user, not only this one. */
export async function signOutGlobal(refreshToken?: string, accessToken?: string): Promise<void> {
  await request({
    method: 'POST',
    path: '/auth/sign-out/global/',
    ...(refreshToken ? { query: { token: refreshToken } } : {}),
    auth: false,
    token: accessToken,
  });
}

export function verificationsActive(email: string): Promise<Verification[]> {
  return request({ method: 'GET', path: '/users/verify/active/', query: { email }, schema: VerificationList });
}

/**
 * Used by the session's single-flight refresh; screens never call it. Spec §7 shows no path
 * (ACCOUNTS_REFRESH_PATH) and "a session with access_token and expires_in": wrapped in
 * `{session}` (the reference API) or not.
 */
export async function refresh(refreshToken: string, email: string): Promise<RefreshedSession> {
  const answer = await request({
    method: 'POST',
    path: $config.get().refreshPath,
    body: { refresh_token: refreshToken, email },
    schema: RefreshAnswer,
    auth: false,
  });
  return 'session' in answer ? answer.session : answer;
}

export function getProduct(product: string, accessToken?: string): Promise<Product> {
  return request({
    method: 'GET', path: `/products/${encodeURIComponent(product)}/`, schema: Product, auth: false, background: true, token: accessToken,
  });
}

export async function sendEmailCode(email: string): Promise<void> {
  await request({ method: 'POST', path: '/users/me/verify-code/email/', body: { email } });
}
