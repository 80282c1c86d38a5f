// Forgot password (spec §4): email → request sent with the code boxes → reset
// with the new password → automatic sign-in. Typed state, named actions,
// injected dependencies. The answer is the same for known and unknown emails.
import { atom, type ReadableAtom } from 'nanostores';
import type { AuthSession, SignInResponse } from '../core/api/schemas';
import { codeRequestFailure, requestFailure } from './code-failure';
import type { Params } from '../core/i18n';
import { confirmPasswordError, emailError, isCompleteCode, normalizeCode, passwordError } from '../core/validation';
import { $guardHold } from './guard-hold';
import { afterSignIn, type AfterSignIn, type AfterSignInDeps } from './after-sign-in';

/** What went wrong: an i18n key (with its parameters) or the server's own text. */
export type FlowError = { key: string; params?: Params } | { message: string } | null;

/** Network trouble, throttling with its wait, the server's words, or the generic message. */
export const requestError: (err: unknown) => Exclude<FlowError, null> = requestFailure;

export interface PasswordErrors {
  password?: string;
  confirm?: string;
}

/** New password + confirmation (spec §5), as i18n keys; empty when valid. */
export function newPasswordErrors(password: string, confirm: string): PasswordErrors {
  const out: PasswordErrors = {};
  const p = passwordError(password);
  const c = confirmPasswordError(password, confirm);
  if (p) out.password = p;
  if (c) out.confirm = c;
  return out;
}

export interface PasswordChecks {
  $errors: ReadableAtom<PasswordErrors>;
  /** On submit: every field's message; true when both are valid. */
  submit(password: string, confirm: string): boolean;
  /** As the user types: a field that has shown a message is judged again (fixed, it goes). */
  edit(password: string, confirm: string): void;
}

/**
 * The new-password fields' messages (reset, activation, provisional). Like the sign-up and
 * settings forms, a field says nothing before the first submit, and after it tracks the value.
 */
export function passwordChecks(): PasswordChecks {
  const $errors = atom<PasswordErrors>({});
  const shown = new Set<keyof PasswordErrors>();
  const judge = (password: string, confirm: string, all: boolean): boolean => {
    const errors = newPasswordErrors(password, confirm);
    const out: PasswordErrors = {};
    for (const k of ['password', 'confirm'] as const) {
      if (all && errors[k]) shown.add(k);
      if (shown.has(k) && errors[k]) out[k] = errors[k];
    }
    $errors.set(out);
    return !errors.password && !errors.confirm;
  };
  return {
    $errors,
    submit: (password, confirm) => judge(password, confirm, true),
    edit: (password, confirm) => { judge(password, confirm, false); },
  };
}

/** Runs one submit at a time: a double click submits once. */
export function singleFlight($busy: { get(): boolean; set(v: boolean): void }) {
  return async (task: () => Promise<void>): Promise<void> => {
    if ($busy.get()) return;
    $busy.set(true);
    try {
      await task();
    } finally {
      $busy.set(false);
    }
  };
}

// ---------------------------------------------------------------- forgot

export type ForgotState =
  | { step: 'email'; email: string }
  | { step: 'code'; email: string; code: string };

export interface ForgotDeps {
  forgotPassword(email: string): Promise<void>;
  exit(x: { to: 'reset'; email: string; code: string }): void;
}

export interface ForgotFlow {
  $state: ReadableAtom<ForgotState>;
  $busy: ReadableAtom<boolean>;
  $emailError: ReadableAtom<string | null>;
  $formError: ReadableAtom<FlowError>;
  submitEmail(email: string): Promise<void>;
  setCode(code: string): void;
  /** For the resend button: rejects with the API's error so it can show it. */
  resend(): Promise<void>;
  /** Back to the email form, keeping the email. */
  changeEmail(): void;
  continueToReset(): void;
}

export function createForgotFlow(deps: ForgotDeps, initialEmail = ''): ForgotFlow {
  const $state = atom<ForgotState>({ step: 'email', email: initialEmail });
  const $busy = atom(false);
  const $emailError = atom<string | null>(null);
  const $formError = atom<FlowError>(null);
  const run = singleFlight($busy);

  return {
    $state, $busy, $emailError, $formError,

    submitEmail: (raw) => run(async () => {
      const email = raw.trim().toLowerCase(); // as the API keeps it, and as the next screens show it
      const error = emailError(email);
      $state.set({ step: 'email', email }); // what was typed survives a failure
      $emailError.set(error);
      $formError.set(null);
      if (error) return;
      try {
        await deps.forgotPassword(email);
      } catch (err) {
        $formError.set(codeRequestFailure(err));
        return;
      }
      $state.set({ step: 'code', email, code: '' });
    }),

    setCode(code) {
      const state = $state.get();
      if (state.step !== 'code') return;
      $state.set({ ...state, code: normalizeCode(code) });
    },

    async resend() {
      const state = $state.get();
      if (state.step !== 'code') return;
      await deps.forgotPassword(state.email);
    },

    changeEmail() {
      const state = $state.get();
      $formError.set(null);
      $state.set({ step: 'email', email: state.email });
    },

    continueToReset() {
      const state = $state.get();
      if (state.step !== 'code' || !isCompleteCode(state.code)) return;
      deps.exit({ to: 'reset', email: state.email, code: state.code });
    },
  };
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
  $formError: ReadableAtom<FlowError>;
  /** The code was refused: offer to go back and request a new one. */
  $codeRejected: ReadableAtom<boolean>;
  submit(password: string, confirm: string): Promise<void>;
  /** The user typed: see PasswordChecks.edit. */
  edit(password: string, confirm: string): void;
}

export const CODE_EXPIRED_KEY = 'recovery.code-expired';

export function createResetFlow(deps: ResetDeps, ctx: { email: string; code: string }): ResetFlow {
  const $busy = atom(false);
  const checks = passwordChecks();
  const $formError = atom<FlowError>(null);
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
        const e = (err ?? {}) as { kind?: string; field?: string };
        // A refused code (400/404/422 on the code) reads as spec §8's expired message.
        const codeRefused = e.kind === 'not-found' || (e.kind === 'validation' && (e.field === 'confirmation_code' || e.field === 'code'));
        $codeRejected.set(codeRefused);
        $formError.set(codeRefused ? { key: CODE_EXPIRED_KEY } : requestError(err));
        return;
      }
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
