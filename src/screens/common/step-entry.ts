// A screen's inner steps as history entries (issue 20): the code step of forgot password, of the
// phone and of activation is an entry of its own, pushed over the form that asked for the code.
// Its navigation state keeps what the step needs across a reload, Back and Forward (the email or
// number, when "Resend" frees up), never the code itself. Navigation state is untrusted
// (history.state survives reloads and any script can set it): read it with the helpers below.
import type { Router } from '../../core/router';

/** Untrusted navigation state: a short string or ''. */
export function stateString(state: Record<string, unknown> | null, key: string): string {
  const v = state?.[key];
  return typeof v === 'string' && v.length <= 320 ? v : '';
}

/** Untrusted navigation state: a finite number or null. */
export function stateNumber(state: Record<string, unknown> | null, key: string): number | null {
  const v = state?.[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** Longest wait a navigation state may ask of "Resend code" (a 429's Retry-After included). */
const MAX_RESEND_WAIT_S = 300;

/** When "Resend code" frees up, `seconds` from now: what an entry keeps (`resendAt`). */
export function resendAt(seconds: number, now = Date.now()): number {
  return now + Math.max(0, seconds) * 1000;
}

/**
 * Seconds before a step's "Resend code": counted from `resendAt` (set by the step that sent the
 * code, kept across a reload), else `fallback`.
 */
export function resendSeconds(state: Record<string, unknown> | null, fallback = 0, now = Date.now()): number {
  const at = stateNumber(state, 'resendAt');
  if (at === null) return fallback;
  return Math.min(MAX_RESEND_WAIT_S, Math.max(0, Math.ceil((at - now) / 1000)));
}

/**
 * "Resend code" counts again (a code resent, a 429): the entry keeps when it frees up, or a
 * reload (a phone dropping the tab while the user is in the mail app) would offer it at once.
 */
export function keepResendAt(router: Router, seconds: number): void {
  keepInEntry(router, { resendAt: resendAt(seconds) });
}

/** Adds `kept` to this entry's state, in place (no new entry). */
function keepInEntry(router: Router, kept: Record<string, unknown>): void {
  const { path, query, state } = router.$location.get();
  router.navigate(path, { query, state: { ...state, ...kept }, replace: true });
}

/**
 * Opens the screen's next step as an entry over this one (Back comes here). `here`: what this
 * entry keeps for when Back returns to it (the email typed, say).
 */
export function openStep(router: Router, next: Record<string, unknown>, here?: Record<string, unknown>): void {
  if (here) keepInEntry(router, here);
  const { path, query } = router.$location.get();
  router.navigate(path, { query, state: { ...next, over: true } });
}

/**
 * The step's own back link ("Change email"): back in history when its entry was pushed over the
 * step before, so Forward returns to it; else (opened by a link or a redirect) that step in place.
 */
export function stepBack(router: Router, previous: Record<string, unknown>): void {
  const { path, query, state } = router.$location.get();
  if (state?.['over'] === true) router.back();
  else router.navigate(path, { query, state: previous, replace: true });
}
