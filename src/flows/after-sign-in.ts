// After a sign-in (spec §4): the verification check. An unverified email gets a code (spec §7,
// the call "Resend code" makes) before the validate-email step, as sign-up's account does.
// One place for sign-in and activation's automatic sign-in. Where it then goes: signInTarget
// (core/routes.ts), shared with the guard.
import type { Verification } from '../core/api/schemas';
import { RESEND_SECONDS } from '../core/constants';
import { validationKind } from '../core/verification-kind';
import { failureOf, throttledCodeWait, type Failure } from '../core/failure';

export interface AfterSignInDeps {
  verifications(email: string): Promise<Verification[]>;
  sendEmailCode(email: string): Promise<void>;
}

/**
 * Where a signed-in user goes. On validate-email, `resendIn` is how long "Resend code" waits
 * (a code went out just now or moments before); `sendError` is why no code went out.
 */
export type AfterSignIn =
  | { to: 'done' }
  | { to: 'validate-email'; resendIn: number; sendError?: Failure };

export async function afterSignIn(deps: AfterSignInDeps, email: string): Promise<AfterSignIn> {
  let kind: ReturnType<typeof validationKind>;
  try {
    kind = validationKind(await deps.verifications(email));
  } catch {
    return { to: 'done' }; // the check is advisory: a failure must not block a valid sign-in
  }
  if (kind !== 'EMAIL') return { to: 'done' };
  try {
    await deps.sendEmailCode(email);
    return { to: 'validate-email', resendIn: RESEND_SECONDS };
  } catch (err) {
    // Throttled: a code for this email went out moments ago (sign-up, another tab) and is still
    // good. Nothing to report; the resend waits as long as the API says.
    const wait = throttledCodeWait(err);
    if (wait !== null) return { to: 'validate-email', resendIn: wait };
    // Nothing is lost: the step still opens, and its resend button is free at once.
    return { to: 'validate-email', resendIn: 0, sendError: failureOf(err) };
  }
}
