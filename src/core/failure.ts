// How a failed request reads to the user (spec §8): the one place that turns the API client's
// typed errors (api/client.ts ApiError: kind, status, field, retryAfter, codeRequired,
// wrongCredentials) into words. Flows keep a `Failure | null`; FormAlert shows it.
import { RESEND_SECONDS } from './constants';
import { isOnline } from './network-wait';
import type { Params } from './i18n';
import type { TKey } from './i18n-keys';
import type { ApiError } from './api/client';

/** A message to show: an i18n key (with its parameters) or the server's own text. */
export type Failure = { key: TKey; params?: Params } | { message: string };

/** What the kit reads of an error: an ApiError's fields, and anything else read as nothing. */
export type ErrorFacts = Partial<Pick<ApiError, 'kind' | 'status' | 'message' | 'field' | 'retryAfter' | 'codeRequired' | 'wrongCredentials'>>;

export const factsOf = (err: unknown): ErrorFacts => (err ?? {}) as ErrorFacts;

export const CODE_EXPIRED = 'verify.code-expired';
/** The API's words for an expired session, English whatever the user's language (spec §8). */
const INVALID_TOKEN = 'Invalid token.';

/**
 * How a code submit ended, for the screen: `refused` (the server said no: the code is spent, clear
 * the boxes), `failed` (incomplete, offline, throttled…: keep it), `ignored` (one already in
 * flight), `accepted`.
 */
export type CodeOutcome = 'accepted' | 'refused' | 'failed' | 'ignored';

/** Whether a failed verification call refused the code itself (400/404/422) rather than failing. */
export function isRefusal(err: unknown): boolean {
  const { kind } = factsOf(err);
  return kind === 'validation' || kind === 'not-found';
}

/** Connection trouble or throttling: trying again later may work, whatever the call was. */
export function isTransient(err: unknown): boolean {
  const { kind } = factsOf(err);
  return kind === 'network' || kind === 'timeout' || kind === 'throttled';
}

/** A refused code (400/404/422) is "expired or cannot be found"; other failures say what happened. */
export function codeFailure(err: unknown): Failure {
  return isRefusal(err) ? { key: CODE_EXPIRED } : failureOf(err);
}

/** Whole seconds to wait, at least one (an odd Retry-After never reads "0" or "-5 seconds"). */
const waitSeconds = (seconds: number | undefined): number => Math.max(1, Math.ceil(seconds ?? RESEND_SECONDS));

/** "Try again in N seconds", with the singular for one second; from two minutes on, in minutes. */
export function throttledWait(seconds: number | undefined): { key: TKey; params: { seconds: number } | { minutes: number } } {
  const n = waitSeconds(seconds);
  if (n >= 120) return { key: 'errors.throttled-minutes', params: { minutes: Math.ceil(n / 60) } };
  return { key: n === 1 ? 'errors.throttled-one' : 'errors.throttled', params: { seconds: n } };
}

/**
 * A code request answered 429: a code went out moments ago. Says when the next one can be asked
 * for, rather than "too many attempts".
 */
export function codeRequestFailure(err: unknown): Failure {
  const e = factsOf(err);
  if (e.kind !== 'throttled') return failureOf(err);
  const n = waitSeconds(e.retryAfter);
  return { key: n === 1 ? 'errors.code-wait-one' : 'errors.code-wait', params: { seconds: n } };
}

/**
 * A code request that failed with a 429 (issue 20): a code went out moments ago and is still
 * good, so the code step opens all the same, its "Resend" counting down the Retry-After. The
 * seconds to wait; null for any other failure (the step before says what went wrong).
 */
export function throttledCodeWait(err: unknown): number | null {
  const e = factsOf(err);
  return e.kind === 'throttled' ? waitSeconds(e.retryAfter) : null;
}

/**
 * How any failed request reads (spec §8): wrong credentials in the user's language (the server's
 * words for them, English or Portuguese, are not shown), network trouble, throttling with its
 * wait, the server's own words, or the generic message.
 */
export function failureOf(err: unknown): Failure {
  const e = factsOf(err);
  if (e.wrongCredentials) return { key: 'errors.wrong-credentials' };
  // No kind: not the API's answer but the browser's own error (a chunk that could not load:
  // "Failed to fetch dynamically imported module: …"), whose words are never the user's.
  if (e.kind === 'network' || e.kind === 'timeout' || (!e.kind && !isOnline())) return { key: 'errors.network' };
  if (e.kind === 'throttled') return throttledWait(e.retryAfter);
  if (e.message === INVALID_TOKEN) return { key: 'errors.session-expired' };
  return e.kind && e.message ? { message: e.message } : { key: 'errors.generic' };
}

/** Alerts of the verification screens: an i18n key or the server's text. */
export interface FlowAlert { kind: 'error' | 'success'; error: Failure }
