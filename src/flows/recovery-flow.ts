// Forgot password (spec §4): email → request sent with the code boxes → reset
// with the new password → automatic sign-in. Typed state, named actions,
// injected dependencies. The answer is the same for known and unknown emails.
import { atom, type ReadableAtom } from 'nanostores';
import type { AuthSession, SignInResponse } from '../core/api/schemas';
import { codeRequestFailure, factsOf, failureOf, throttledCodeWait, type Failure } from '../core/failure';
import { RESEND_SECONDS } from '../core/constants';
import type { TKey } from '../core/i18n-keys';
import { emailError, isCompleteCode, normalizeCode } from '../core/validation';
import { CODE_EXPIRED_KEY, passwordChecks, type PasswordErrors } from './new-password';
import { $guardHold } from './guard-hold';
import { singleFlight } from './single-flight';
import { afterSignIn, type AfterSignIn, type AfterSignInDeps } from './after-sign-in';

// ---------------------------------------------------------------- forgot

/**
 * Where the forgot-password steps go. The code step is a history entry of its own (the screen
 * keeps the email and when "Resend" frees up in it, never the code), so a reload, Back and
 * Forward come back to it and it still takes the code in the inbox (issue 20).
 */
export type ForgotExit =
  /** `resendIn`: seconds before "Resend code" (0: at once; a 429's Retry-After; else 30). */
  | { to: 'code'; email: string; resendIn: number }
  | { to: 'reset'; email: string; code: string };

export interface ForgotDeps {
  forgotPassword(email: string): Promise<void>;
  exit(x: ForgotExit): void;
}

/** The email form. */
export interface ForgotFlow {
  $busy: ReadableAtom<boolean>;
  $emailError: ReadableAtom<TKey | null>;
  $formError: ReadableAtom<Failure | null>;
  /** Asks for a code and opens the code step; a 429 opens it too (a code went out moments ago). */
  submitEmail(email: string): Promise<void>;
  /** "I already have a code": the code step for that email, without asking for another. */
  haveCode(email: string): void;
}

/** The email as the API keeps it (and the next screens show it), or its field's error. */
function checkedEmail(raw: string, $emailError: { set(v: TKey | null): void }): string | null {
  const email = raw.trim().toLowerCase();
  const error = emailError(email);
  $emailError.set(error);
  return error ? null : email;
}

export function createForgotFlow(deps: ForgotDeps): ForgotFlow {
  const $busy = atom(false);
  const $emailError = atom<TKey | null>(null);
  const $formError = atom<Failure | null>(null);
  const run = singleFlight($busy);

  return {
    $busy, $emailError, $formError,

    submitEmail: (raw) => run(async () => {
      $formError.set(null);
      const email = checkedEmail(raw, $emailError);
      if (!email) return;
      try {
        await deps.forgotPassword(email);
      } catch (err) {
        const wait = throttledCodeWait(err);
        if (wait === null) $formError.set(codeRequestFailure(err));
        else deps.exit({ to: 'code', email, resendIn: wait });
        return;
      }
      deps.exit({ to: 'code', email, resendIn: RESEND_SECONDS });
    }),

    haveCode(raw) {
      if ($busy.get()) return;
      $formError.set(null);
      const email = checkedEmail(raw, $emailError);
      if (email) deps.exit({ to: 'code', email, resendIn: 0 });
    },
  };
}

/** The code step of one email. */
export interface ForgotCodeFlow {
  $code: ReadableAtom<string>;
  setCode(code: string): void;
  /** For the resend button: rejects with the API's error so it can show it. */
  resend(): Promise<void>;
  continueToReset(): void;
}

export function createForgotCodeFlow(deps: ForgotDeps, email: string, initialCode = ''): ForgotCodeFlow {
  const $code = atom(normalizeCode(initialCode));
  return {
    $code,
    setCode: (code) => $code.set(normalizeCode(code)),
    resend: () => deps.forgotPassword(email),
    continueToReset() {
      const code = $code.get();
      if (isCompleteCode(code)) deps.exit({ to: 'reset', email, code });
    },
  };
}

/**
 * The code on its way from the code step to the reset step: in memory only, so it is never in
 * navigation state (kept on disk by the browser) or storage. A reload of the reset step finds it
 * gone and goes back to the code step, where the code in the inbox still works.
 */
const $heldCode = atom<{ email: string; code: string } | null>(null);

export function holdCode(email: string, code: string): void {
  $heldCode.set({ email, code });
}

/** The code held for this email, or ''. */
export function heldCode(email: string): string {
  const held = $heldCode.get();
  return held && held.email === email ? held.code : '';
}

export function dropCode(): void {
  $heldCode.set(null);
}

// ---------------------------------------------------------------- reset

export type ResetExit =
  | { to: 'done'; email: string }
  /** Signed in with an unverified email (spec §4's check after every sign-in). */
  | ({ email: string } & Extract<AfterSignIn, { to: 'validate-email' }>)
  /** The password is set but the automatic sign-in did not happen. */
  | { to: 'signin'; email: string };

export interface ResetDeps extends AfterSignInDeps {
  forgotPasswordReset(email: string, password: string, code: string): Promise<void>;
  signIn(email: string, password: string): Promise<SignInResponse>;
  storeSession(session: AuthSession): void;
  exit(x: ResetExit): void;
}

export interface ResetFlow {
  $busy: ReadableAtom<boolean>;
  $errors: ReadableAtom<PasswordErrors>;
  $formError: ReadableAtom<Failure | null>;
  /** The code was refused: offer to go back and request a new one. */
  $codeRejected: ReadableAtom<boolean>;
  submit(password: string, confirm: string): Promise<void>;
  /** The user typed: see PasswordChecks.edit. */
  edit(password: string, confirm: string): void;
}

export function createResetFlow(deps: ResetDeps, ctx: { email: string; code: string }): ResetFlow {
  const $busy = atom(false);
  const checks = passwordChecks();
  const $formError = atom<Failure | null>(null);
  const $codeRejected = atom(false);
  const run = singleFlight($busy);

  return {
    $busy, $errors: checks.$errors, $formError, $codeRejected,
    edit: checks.edit,

    submit: (password, confirm) => run(async () => {
      const valid = checks.submit(password, confirm);
      $formError.set(null);
      if (!valid) return;
      try {
        await deps.forgotPasswordReset(ctx.email, password, ctx.code);
      } catch (err) {
        const e = factsOf(err);
        // A refused code (400/404/422 on the code) reads as spec §8's expired message.
        const codeRefused = e.kind === 'not-found' || (e.kind === 'validation' && (e.field === 'confirmation_code' || e.field === 'code'));
        $codeRejected.set(codeRefused);
        $formError.set(codeRefused ? { key: CODE_EXPIRED_KEY } : failureOf(err));
        return;
      }
      dropCode(); // spent
      // Signed in from here on; the guards wait until the flow has chosen where to go.
      $guardHold.set(true);
      try {
        let res: SignInResponse | null = null;
        try {
          res = await deps.signIn(ctx.email, password);
        } catch {
          res = null; // the password is set: sign-in by hand still works
        }
        if (res?.auth_state === 'AUTHENTICATED' && res.session) {
          deps.storeSession(res.session);
          const next = await afterSignIn(deps, ctx.email);
          deps.exit({ ...next, email: ctx.email });
        } else {
          deps.exit({ to: 'signin', email: ctx.email });
        }
      } finally {
        $guardHold.set(false);
      }
    }),
  };
}
