// How a failed code check or resend reads to the user (spec §8), shared by the
// email and phone verification flows.
import type { FormError } from './signin-flow';

/** A message to show: an i18n key or the server's text. */
export type Shown = Exclude<FormError, null>;

interface ErrorLike { kind?: string; status?: number; message?: string }

export const CODE_EXPIRED = 'verify.code-expired';

/** A refused code (400/404/422) is "expired or cannot be found"; other failures say what happened. */
export function codeFailure(err: unknown): Shown {
  const e = (err ?? {}) as ErrorLike;
  if (e.kind === 'validation' || e.kind === 'not-found') return { key: CODE_EXPIRED };
  return requestFailure(err);
}

/** Network trouble, the server's own words, or the generic message. */
export function requestFailure(err: unknown): Shown {
  const e = (err ?? {}) as ErrorLike;
  if (e.kind === 'network' || e.kind === 'timeout') return { key: 'errors.network' };
  return e.message ? { message: e.message } : { key: 'errors.generic' };
}

/** Alerts of the verification screens: an i18n key or the server's text. */
export interface FlowAlert { kind: 'error' | 'success'; error: Shown }
