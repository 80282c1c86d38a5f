// Activation (spec §4, §7, §8): an account that exists without a password gets
// one, then signs in automatically and runs sign-in's verification check: an
// unverified email goes on to sign-up's steps (validate-email, phone, profile).
// Opened directly, the page first asks the API whether the account still needs activating.
import { atom, type ReadableAtom } from 'nanostores';
import type { AuthSession, SignInResponse } from '../core/api/schemas';
import { $guardHold } from './guard-hold';
import { afterSignIn, type AfterSignInDeps } from './after-sign-in';
import type { Shown } from './code-failure';
import { passwordChecks, requestError, singleFlight, type FlowError, type PasswordErrors } from './recovery-flow';

export type ActivateState =
  | { step: 'checking' }
  /** The check could not reach the API: offer a retry. */
  | { step: 'check-failed'; error: Exclude<FlowError, null> }
  | { step: 'form' }
  /** Password created; signing in (redirect spinner). */
  | { step: 'signing-in' };

export type ActivateExit =
  | { to: 'signin'; email: string }
  /** Step 2 of sign-up's numbered steps: a code went out (or `sendError` says why not). */
  | { to: 'validate-email'; email: string; resendIn: number; sendError?: Shown }
  | { to: 'done'; email: string };

export interface ActivateDeps extends AfterSignInDeps {
  /** The activation check's status; throws when the API cannot be reached (5xx after retries too). */
  activateStatus(email: string): Promise<number>;
  activatePassword(email: string, password: string): Promise<void>;
  signIn(email: string, password: string): Promise<SignInResponse>;
  storeSession(session: AuthSession): void;
  exit(x: ActivateExit): void;
  track(event: 'login_started' | 'login_completed' | 'input_error_occurred'): void;
}

export interface ActivateFlow {
  $state: ReadableAtom<ActivateState>;
  $busy: ReadableAtom<boolean>;
  $errors: ReadableAtom<PasswordErrors>;
  $formError: ReadableAtom<FlowError>;
  /** Run the activation check (page opened directly, or a retry after a failure). */
  check(): Promise<void>;
  submit(password: string, confirm: string): Promise<void>;
  /** The user typed: see PasswordChecks.edit. */
  edit(password: string, confirm: string): void;
}

export const ACTIVATE_ERROR_KEY = 'recovery.activate.error';

export function createActivateFlow(deps: ActivateDeps, email: string, opts: { checked: boolean }): ActivateFlow {
  const $state = atom<ActivateState>(opts.checked ? { step: 'form' } : { step: 'checking' });
  const $busy = atom(false);
  const checks = passwordChecks();
  const $formError = atom<FlowError>(null);
  const run = singleFlight($busy);

  return {
    $state, $busy, $errors: checks.$errors, $formError,
    edit: checks.edit,

    check: () => run(async () => {
      $state.set({ step: 'checking' });
      let status: number;
      try {
        status = await deps.activateStatus(email);
      } catch (err) {
        $state.set({ step: 'check-failed', error: requestError(err) });
        return;
      }
      // spec §7: on the activate page only 303 or 404 go to sign-in. Anything else but 200 is
      // no answer about the account: sent to sign-in, an account without a password is stuck.
      if (status === 200) $state.set({ step: 'form' });
      else if (status === 303 || status === 404) deps.exit({ to: 'signin', email });
      else $state.set({ step: 'check-failed', error: { key: 'errors.generic' } });
    }),

    submit: (password, confirm) => run(async () => {
      if ($state.get().step !== 'form') return;
      const valid = checks.submit(password, confirm);
      $formError.set(null);
      if (!valid) {
        deps.track('input_error_occurred');
        return;
      }
      deps.track('login_started');
      try {
        await deps.activatePassword(email, password);
      } catch (err) {
        const e = (err ?? {}) as { kind?: string; status?: number };
        if (e.kind === 'not-found' || e.status === 404) {
          deps.exit({ to: 'signin', email });
          return;
        }
        // Connection trouble and throttling say so; anything else is the create-password error.
        const mapped = requestError(err);
        const transient = 'key' in mapped && (mapped.key === 'errors.network' || mapped.key.startsWith('errors.throttled'));
        $formError.set(transient ? mapped : { key: ACTIVATE_ERROR_KEY });
        return;
      }
      $state.set({ step: 'signing-in' });
      $guardHold.set(true);
      try {
        let res: SignInResponse | null;
        try {
          res = await deps.signIn(email, password);
        } catch {
          res = null; // the account is active now: signing in by hand works
        }
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
    }),
  };
}
