// New password required (spec §4): a user signed in with a provisional password sets a new one
// with the session token of that sign-in, then signs in again. The token lives in memory only:
// after a reload (issue 20: the screen stays, its email kept in this tab) or once it has expired,
// the form asks for the temporary password again and signs in with it for a new token.
import { atom, type ReadableAtom } from 'nanostores';
import type { SignInResponse } from '../core/api/schemas';
import { passwordChecks, type PasswordErrors } from './new-password';
import { singleFlight } from './single-flight';
import { factsOf, failureOf, type Failure } from '../core/failure';
import type { TKey } from '../core/i18n-keys';

export interface ProvisionalDeps {
  completeNewPassword(email: string, newPassword: string, sessionToken: string): Promise<{ auth_state: string }>;
  /** Sign-in with the temporary password, for a new session token. */
  signIn(email: string, password: string): Promise<SignInResponse>;
  /** Keep a new session token (memory only). */
  keepToken(sessionToken: string): void;
  /** Forget the provisional email and token (done, or unusable). */
  clearProvisional(): void;
  exit(x: { to: 'signin'; email: string; passwordSet: boolean }): void;
}

export interface ProvisionalFlow {
  $busy: ReadableAtom<boolean>;
  $errors: ReadableAtom<PasswordErrors>;
  $formError: ReadableAtom<Failure | null>;
  /** No session token in memory: the temporary password is asked for with the new one. */
  $needsTemporary: ReadableAtom<boolean>;
  /** The temporary password field's message (i18n key). */
  $temporaryError: ReadableAtom<TKey | null>;
  /** `temporary`: the temporary password, when $needsTemporary. */
  submit(password: string, confirm: string, temporary?: string): Promise<void>;
  /** The user typed: see PasswordChecks.edit. */
  edit(password: string, confirm: string): void;
}

const EXPIRED = 'recovery.provisional.expired';

export function createProvisionalFlow(deps: ProvisionalDeps, ctx: { email: string; sessionToken: string | null }): ProvisionalFlow {
  const $busy = atom(false);
  const checks = passwordChecks();
  const $formError = atom<Failure | null>(null);
  const $needsTemporary = atom(!ctx.sessionToken);
  const $temporaryError = atom<TKey | null>(null);
  let token = ctx.sessionToken;
  const run = singleFlight($busy);

  /** A session token from the temporary password; null when the form now says why not. */
  async function newToken(temporary: string): Promise<string | null> {
    let res: SignInResponse;
    try {
      res = await deps.signIn(ctx.email, temporary);
    } catch (err) {
      $formError.set(failureOf(err));
      return null;
    }
    if (res.auth_state === 'NEW_PASSWORD_REQUIRED' && res.session_token) {
      deps.keepToken(res.session_token);
      return res.session_token;
    }
    // Not temporary any more (changed meanwhile): sign-in is where this password works.
    deps.clearProvisional();
    deps.exit({ to: 'signin', email: ctx.email, passwordSet: false });
    return null;
  }

  return {
    $busy, $errors: checks.$errors, $formError, $needsTemporary, $temporaryError,
    edit: checks.edit,

    submit: (password, confirm, temporary = '') => run(async () => {
      const needsTemporary = $needsTemporary.get();
      $temporaryError.set(needsTemporary && !temporary ? 'errors.password-required' : null);
      const valid = checks.submit(password, confirm) && !$temporaryError.get();
      $formError.set(null);
      if (!valid) return;
      if (needsTemporary || !token) {
        token = await newToken(temporary);
        if (!token) return;
        $needsTemporary.set(false);
      }
      try {
        await deps.completeNewPassword(ctx.email, password, token);
      } catch (err) {
        const e = factsOf(err);
        if (e.kind === 'validation' && e.field === 'session_token') {
          // The challenge expired or was used: the temporary password gets a new one.
          token = null;
          $needsTemporary.set(true);
          $formError.set({ key: EXPIRED });
          return;
        }
        $formError.set(failureOf(err));
        return;
      }
      // spec §4: after the new password is set go to sign-in.
      deps.clearProvisional();
      deps.exit({ to: 'signin', email: ctx.email, passwordSet: true });
    }),
  };
}
