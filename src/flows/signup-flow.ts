// Sign-up (spec §4): create the account, authenticate, then verify the email.
import { atom, type ReadableAtom } from 'nanostores';
import { singleFlight } from './single-flight';
import type { Failure } from '../core/failure';
import type { AuthSession, SignInResponse } from '../core/api/schemas';
import type { NewAccount } from '../core/api/account-calls';
import { confirmEmailError, emailError, hasErrors, nameError, passwordError, type ErrorKey } from '../core/validation';

export interface SignUpForm {
  name: string;
  email: string;
  confirmEmail: string;
  password: string;
}

export type SignUpErrors = Record<keyof SignUpForm, ErrorKey | null>;

export function signUpErrors(f: SignUpForm): SignUpErrors {
  return {
    name: nameError(f.name),
    email: emailError(f.email.trim()),
    confirmEmail: emailError(f.confirmEmail.trim()) ?? confirmEmailError(f.email.trim(), f.confirmEmail.trim()),
    password: passwordError(f.password),
  };
}

export const FREEMIUM_TALKS = 'FREEMIUM_TALKS';

export interface SignUpDeps {
  createAccount(account: NewAccount): Promise<unknown>;
  signIn(email: string, password: string): Promise<SignInResponse>;
  storeSession(session: AuthSession): void;
  /** spec §4: talks with utm_source=lead stores a local FREEMIUM_TALKS flag. */
  markFreemiumTalks(): void;
  exit(exit: { to: 'validate-email'; email: string; lead: boolean } | { to: 'signin'; email: string }): void;
}

export interface SignUpFlow {
  $busy: ReadableAtom<boolean>;
  $formError: ReadableAtom<Failure | null>;
  submit(form: SignUpForm): Promise<void>;
}

export function createSignUpFlow(deps: SignUpDeps, ctx: { source: () => string; product: string; utmSource: string }): SignUpFlow {
  const $busy = atom(false);
  const $formError = atom<Failure | null>(null);
  const run = singleFlight($busy);
  return {
    $busy,
    $formError,
    submit: (form) => run(async () => {
      if (hasErrors(signUpErrors(form))) return;
      $formError.set(null);
      const email = form.email.trim().toLowerCase(); // as the API keeps it, and as the next screens show it
      try {
        await deps.createAccount({ name: form.name.trim(), email, confirm_email: form.confirmEmail.trim().toLowerCase(), password: form.password, source: ctx.source() });
      } catch (err) {
        const e = err as { message?: string; kind?: string };
        $formError.set(e.kind === 'network' || e.kind === 'timeout' ? { key: 'errors.network' } : e.message ? { message: e.message } : { key: 'signup.error' });
        return;
      }
      const lead = ctx.utmSource === 'lead';
      if (lead && ctx.product === 'talks') deps.markFreemiumTalks();
      try {
        const res = await deps.signIn(email, form.password);
        if (res.session) deps.storeSession(res.session);
        deps.exit({ to: 'validate-email', email, lead });
      } catch {
        // The account exists; let the user sign in by hand rather than lose it.
        deps.exit({ to: 'signin', email });
      }
    }),
  };
}
