// Sign-in (spec §4): email step → (activation | password step) → session →
// verification check → done. Typed state in a store, changed only by actions.
import { atom, type ReadableAtom } from 'nanostores';
import type { AuthSession, SignInResponse } from '../core/api/schemas';
import { emailError, passwordError } from '../core/credentials';
import { $guardHold } from './guard-hold';
import { singleFlight } from './single-flight';
import { factsOf, failureOf, type Failure } from '../core/failure';
import { signInTarget } from '../core/routes';
import { afterSignIn, type AfterSignInDeps } from './after-sign-in';
import type { TKey } from '../core/i18n-keys';

export { $guardHold };

export type SignInState =
  | { step: 'email'; email: string }
  | { step: 'password'; email: string };

/** Where the flow sends the user; the element's router or the page carries it out. */
export type SignInExit =
  | { to: 'activate'; email: string }
  /** A code went out (or `sendError` says why not); `resendIn`: seconds before a resend. */
  | { to: 'validate-email'; email: string; resendIn: number; sendError?: Failure }
  | { to: 'provisional'; email: string }
  /** `target`: the page to open when there is no product callback to return to. */
  | { to: 'done'; email: string; target: string };

export interface SignInDeps extends AfterSignInDeps {
  activationNeeded(email: string): Promise<boolean>;
  signIn(email: string, password: string): Promise<SignInResponse>;
  storeSession(session: AuthSession): void;
  storeProvisional(email: string, sessionToken: string): void;
  exit(exit: SignInExit): void;
  track(event: 'login_started' | 'email_added' | 'input_error_occurred' | 'login_completed'): void;
  /** After a password sign-in that completes: offer once to create a passkey (flows/passkey-offer.ts); settles when answered. */
  offerPasskey?(email: string): Promise<void>;
}

export interface FieldErrors {
  email?: TKey;
  password?: TKey;
}

export interface SignInFlow {
  $state: ReadableAtom<SignInState>;
  $busy: ReadableAtom<boolean>;
  $errors: ReadableAtom<FieldErrors>;
  $formError: ReadableAtom<Failure | null>;
  submitEmail(email: string): Promise<void>;
  back(): void;
  submitPassword(password: string): Promise<void>;
  /**
   * A sign-in proven another way (a passkey): `prove` answers as the sign-in call does, and the
   * same rules follow as for a password (verification check, callback, onboarding). A failure of
   * `prove` shows as `failure` words it.
   */
  submitPasskey(prove: () => Promise<SignInResponse>, failure: (err: unknown) => Failure | null): Promise<void>;
}

/** The password step's failure: a 404 has words of its own; wrong credentials are failureOf's. */
function passwordFailure(err: unknown): Failure {
  return factsOf(err).kind === 'not-found' ? { key: 'signin.error-auth-404' } : failureOf(err);
}

/** `requested`: the sign-in URL's `next`, the page asked for (untrusted; see signInTarget). */
export function createSignInFlow(deps: SignInDeps, initialEmail = '', requested?: string): SignInFlow {
  const $state = atom<SignInState>({ step: 'email', email: initialEmail });
  const $busy = atom(false);
  const $errors = atom<FieldErrors>({});
  const $formError = atom<Failure | null>(null);
  /** login_started went out: a sign-in starts once, with its first email (QA: it came after email_added). */
  let started = false;

  const once = singleFlight($busy);
  const run = (task: () => Promise<void>): Promise<void> => once(async () => {
    $formError.set(null);
    await task();
  });

  return {
    $state,
    $busy,
    $errors,
    $formError,

    submitEmail: (raw) => run(async () => {
      const email = raw.trim().toLowerCase(); // as the API keeps it, and as the next screens show it
      const error = emailError(email);
      $errors.set(error ? { email: error } : {});
      if (error) {
        deps.track('input_error_occurred');
        return;
      }
      if (!started) deps.track('login_started');
      started = true;
      deps.track('email_added');
      let activate: boolean;
      try {
        activate = await deps.activationNeeded(email);
      } catch (err) {
        $formError.set(failureOf(err));
        return;
      }
      if (activate) deps.exit({ to: 'activate', email });
      else $state.set({ step: 'password', email });
    }),

    back() {
      $errors.set({});
      $formError.set(null);
      $state.set({ step: 'email', email: '' });
    },

    submitPassword: (password) => run(async () => {
      const state = $state.get();
      if (state.step !== 'password') return;
      const error = passwordError(password);
      $errors.set(error ? { password: error } : {});
      if (error) {
        deps.track('input_error_occurred');
        return;
      }
      let res: SignInResponse;
      try {
        res = await deps.signIn(state.email, password);
      } catch (err) {
        $formError.set(passwordFailure(err));
        return;
      }
      if (res.auth_state === 'NEW_PASSWORD_REQUIRED' && res.session_token) {
        deps.storeProvisional(state.email, res.session_token);
        deps.exit({ to: 'provisional', email: state.email });
        return;
      }
      await complete(res, state.email, 'password');
    }),

    submitPasskey: (prove, failure) => run(async () => {
      let res: SignInResponse;
      try {
        res = await prove();
      } catch (err) {
        $formError.set(failure(err));
        return;
      }
      await complete(res, res.user_attributes.email.trim().toLowerCase(), 'passkey');
    }),
  };

  /** Spec §4 after a sign-in, whichever way it was proven. */
  async function complete(res: SignInResponse, email: string, how: 'password' | 'passkey'): Promise<void> {
    if (res.auth_state !== 'AUTHENTICATED' || !res.session) {
      $formError.set(null); // spec §4: other values clear the error
      return;
    }
    // Signed in from here on; hold the route guards until the flow has chosen where to go.
    $guardHold.set(true);
    try {
      deps.storeSession(res.session);
      const next = await afterSignIn(deps, email);
      if (next.to === 'validate-email') {
        deps.exit({ ...next, email });
        return;
      }
      if (how === 'password') await deps.offerPasskey?.(email);
      deps.track('login_completed');
      deps.exit({ to: 'done', email, target: signInTarget(requested) });
    } finally {
      $guardHold.set(false);
    }
  }
}
