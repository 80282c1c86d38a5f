// Validate email (spec §4): a 6-character code; an active result completes the
// sign-in. Coming from sign-up the user goes on to the phone step; coming from
// the sign-in divert, to the callback or home. Resend and skip are allowed.
import { atom, type ReadableAtom } from 'nanostores';
import { singleFlight } from './single-flight';
import { checkCode, stepActions } from './check-code';
import type { CodeOutcome, Failure } from '../core/failure';

/** `verified`: the code was accepted (else skipped): the step is complete, Back does not return to it. */
export type VerifyEmailExit = { to: 'validate-phone' | 'done'; verified: boolean };

export interface VerifyEmailDeps {
  verifyEmail(code: string): Promise<{ active: boolean }>;
  sendEmailCode(email: string): Promise<void>;
  track(event: 'verification_code_added'): void;
  exit(exit: VerifyEmailExit): void;
}

export interface VerifyEmailContext {
  email: string;
  /** True when the user came from sign-up (navigation state), false after a sign-in divert. */
  creating: boolean;
}

export interface VerifyEmailFlow {
  $busy: ReadableAtom<boolean>;
  $error: ReadableAtom<Failure | null>;
  /** One at a time: a submit while another is in flight is ignored. */
  submit(code: string): Promise<CodeOutcome>;
  /** Sends a new code; rejects with the API's error (ResendButton shows it and counts down). */
  resend(): Promise<void>;
  skip(): void;
  clearError(): void;
}

export function createVerifyEmailFlow(deps: VerifyEmailDeps, ctx: VerifyEmailContext): VerifyEmailFlow {
  const $busy = atom(false);
  const $error = atom<Failure | null>(null);
  const run = singleFlight($busy);
  const next = (verified: boolean): void => deps.exit({ to: ctx.creating ? 'validate-phone' : 'done', verified });

  return {
    $busy,
    $error,
    // One at a time: a double click, or the button after the auto-submit, is ignored.
    submit: (raw) => run<CodeOutcome>(() => checkCode(raw, {
      $error,
      verify: deps.verifyEmail,
      sent: () => deps.track('verification_code_added'),
      accepted: () => next(true),
    }), 'ignored'),
    async resend() {
      await deps.sendEmailCode(ctx.email);
      $error.set(null); // the old code's error no longer applies
    },
    ...stepActions($busy, $error, () => next(false)),
  };
}
