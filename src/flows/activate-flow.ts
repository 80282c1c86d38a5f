// Activation (spec §4, §7, §8): an account that exists without a password gets
// one, then signs in automatically and runs sign-in's verification check: an
// unverified email goes on to sign-up's steps (validate-email, phone, profile).
// Opened directly, the page first asks the API whether the account still needs activating.
// An API that has the account prove its mailbox (contract B, docs/api.md) answers the password
// with 428 (or 429) `code_required`: the code step opens, and the password goes again with the
// code. Against an API of spec §7 alone the PATCH answers 200 and nothing else changes.
import { atom, type ReadableAtom } from 'nanostores';
import type { AuthSession, SignInResponse } from '../core/api/schemas';
import { $guardHold } from './guard-hold';
import { afterSignIn, type AfterSignInDeps } from './after-sign-in';
import { factsOf, failureOf, isTransient, throttledCodeWait, type CodeOutcome, type Failure } from '../core/failure';
import { RESEND_SECONDS } from '../core/constants';
import { isCompleteCode, normalizeCode } from '../core/validation';
import { CODE_EXPIRED_KEY, passwordChecks, type PasswordErrors } from './new-password';
import { singleFlight } from './single-flight';

export type ActivateState =
  | { step: 'checking' }
  /** The check could not reach the API: offer a retry. */
  | { step: 'check-failed'; error: Failure }
  | { step: 'form' }
  /** Password created; signing in (redirect spinner). */
  | { step: 'signing-in' };

export type ActivateExit =
  | { to: 'signin'; email: string }
  /** The API emailed a code (contract B); `resendIn`: seconds before "Resend code". */
  | { to: 'code'; resendIn: number }
  /** Step 2 of sign-up's numbered steps: a code went out (or `sendError` says why not). */
  | { to: 'validate-email'; email: string; resendIn: number; sendError?: Failure }
  | { to: 'done'; email: string };

export interface ActivateDeps extends AfterSignInDeps {
  /** The activation check's status; throws when the API cannot be reached (5xx after retries too). */
  activateStatus(email: string): Promise<number>;
  /** `code`: the one the API emailed, once it asked for it (contract B). */
  activatePassword(email: string, password: string, code?: string): Promise<void>;
  resendActivationCode(email: string): Promise<void>;
  signIn(email: string, password: string): Promise<SignInResponse>;
  storeSession(session: AuthSession): void;
  exit(x: ActivateExit): void;
  track(event: 'login_started' | 'login_completed' | 'input_error_occurred' | 'verification_code_added'): void;
}

export interface ActivateFlow {
  $state: ReadableAtom<ActivateState>;
  $busy: ReadableAtom<boolean>;
  $errors: ReadableAtom<PasswordErrors>;
  $formError: ReadableAtom<Failure | null>;
  /** Run the activation check (page opened directly, or a retry after a failure). */
  check(): Promise<void>;
  submit(password: string, confirm: string): Promise<void>;
  /** The user typed: see PasswordChecks.edit. */
  edit(password: string, confirm: string): void;
  /** The password submitted is in memory (not after a reload): the code step needs no fields. */
  $hasPassword: ReadableAtom<boolean>;
  /**
   * The code step: the code with the password in memory, or with `fields` (the new password
   * typed again after a reload). One at a time.
   */
  submitCode(code: string, fields?: { password: string; confirm: string }): Promise<CodeOutcome>;
  /** "I already have a code": the code step, no new code asked for. */
  haveCode(): void;
  /** For the resend button: rejects with the API's error so it can show it. */
  resend(): Promise<void>;
}

export const ACTIVATE_ERROR_KEY = 'recovery.activate.error';

export function createActivateFlow(deps: ActivateDeps, email: string, opts: { checked: boolean }): ActivateFlow {
  const $state = atom<ActivateState>(opts.checked ? { step: 'form' } : { step: 'checking' });
  const $busy = atom(false);
  const checks = passwordChecks();
  const $formError = atom<Failure | null>(null);
  /** Memory only: the code step sends it again with the code. */
  let password = '';
  const $hasPassword = atom(false);
  const run = singleFlight($busy);

  /** A failed PATCH: true when handled (sign-in, the code step), else the form's error is set. */
  function failed(err: unknown): boolean {
    const e = factsOf(err);
    if (e.kind === 'not-found') {
      deps.exit({ to: 'signin', email });
      return true;
    }
    if (e.codeRequired) {
      // 428: a code just went out; 429: one went out moments ago and is still good.
      deps.exit({ to: 'code', resendIn: throttledCodeWait(err) ?? RESEND_SECONDS });
      return true;
    }
    // Connection trouble and throttling say so; anything else is the create-password error.
    $formError.set(isTransient(err) ? failureOf(err) : { key: ACTIVATE_ERROR_KEY });
    return false;
  }

  /** Activated: sign in with the new password, then where sign-in's check says. */
  async function signInAfter(): Promise<void> {
    $state.set({ step: 'signing-in' });
    $guardHold.set(true);
    try {
      let res: SignInResponse | null;
      try {
        res = await deps.signIn(email, password);
      } catch {
        res = null; // the account is active now: signing in by hand works
      }
      password = '';
      $hasPassword.set(false);
      if (res?.auth_state !== 'AUTHENTICATED' || !res.session) {
        deps.exit({ to: 'signin', email });
        return;
      }
      deps.storeSession(res.session);
      const next = await afterSignIn(deps, email);
      if (next.to === 'validate-email') {
        deps.exit({ ...next, email });
        return;
      }
      deps.track('login_completed');
      deps.exit({ to: 'done', email });
    } finally {
      $guardHold.set(false);
    }
  }

  return {
    $state, $busy, $errors: checks.$errors, $formError, $hasPassword,
    edit: checks.edit,

    check: () => run(async () => {
      $state.set({ step: 'checking' });
      let status: number;
      try {
        status = await deps.activateStatus(email);
      } catch (err) {
        $state.set({ step: 'check-failed', error: failureOf(err) });
        return;
      }
      // spec §7: on the activate page only 303 or 404 go to sign-in. Anything else but 200 is
      // no answer about the account: sent to sign-in, an account without a password is stuck.
      if (status === 200) $state.set({ step: 'form' });
      else if (status === 303 || status === 404) deps.exit({ to: 'signin', email });
      else $state.set({ step: 'check-failed', error: { key: 'errors.generic' } });
    }),

    submit: (typed, confirm) => run(async () => {
      if ($state.get().step !== 'form') return;
      const valid = checks.submit(typed, confirm);
      $formError.set(null);
      if (!valid) {
        deps.track('input_error_occurred');
        return;
      }
      deps.track('login_started');
      password = typed;
      $hasPassword.set(true);
      try {
        await deps.activatePassword(email, typed);
      } catch (err) {
        failed(err);
        return;
      }
      await signInAfter();
    }),

    submitCode: (raw, fields) => run<CodeOutcome>(async () => {
      if ($state.get().step !== 'form') return 'ignored';
      const code = normalizeCode(raw);
      $formError.set(null);
      if (fields) {
        if (!checks.submit(fields.password, fields.confirm)) return 'failed';
        password = fields.password;
        $hasPassword.set(true);
      }
      if (!isCompleteCode(code) || !password) return 'failed';
      deps.track('verification_code_added');
      try {
        await deps.activatePassword(email, password, code);
      } catch (err) {
        const e = factsOf(err);
        const refused = e.kind === 'validation' && (e.field === 'confirmation_code' || e.field === undefined);
        // A code asked for again here: the one typed is no longer the one the API waits on.
        if (refused || e.codeRequired) {
          $formError.set({ key: CODE_EXPIRED_KEY }); // recovery's words: the screen's strings area
          return 'refused';
        }
        return failed(err) ? 'accepted' : 'failed';
      }
      await signInAfter();
      return 'accepted';
    }, 'ignored'),

    haveCode() {
      if ($busy.get() || $state.get().step !== 'form') return;
      $formError.set(null);
      deps.exit({ to: 'code', resendIn: 0 });
    },

    resend: () => deps.resendActivationCode(email),
  };
}
