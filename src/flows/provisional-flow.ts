// New password required (spec §4): a user signed in with a provisional password
// sets a new one with the session token of that sign-in, then signs in again.
import { atom, type ReadableAtom } from 'nanostores';
import { passwordChecks, requestError, singleFlight, type FlowError, type PasswordErrors } from './recovery-flow';

export interface ProvisionalDeps {
  completeNewPassword(email: string, newPassword: string, sessionToken: string): Promise<{ auth_state: string }>;
  /** Forget the provisional email and token (done, or unusable). */
  clearProvisional(): void;
  exit(x: { to: 'signin'; email: string; passwordSet: boolean }): void;
}

export interface ProvisionalFlow {
  $busy: ReadableAtom<boolean>;
  $errors: ReadableAtom<PasswordErrors>;
  $formError: ReadableAtom<FlowError>;
  submit(password: string, confirm: string): Promise<void>;
  /** The user typed: see PasswordChecks.edit. */
  edit(password: string, confirm: string): void;
}

export function createProvisionalFlow(deps: ProvisionalDeps, ctx: { email: string; sessionToken: string }): ProvisionalFlow {
  const $busy = atom(false);
  const checks = passwordChecks();
  const $formError = atom<FlowError>(null);
  const run = singleFlight($busy);

  return {
    $busy, $errors: checks.$errors, $formError,
    edit: checks.edit,

    submit: (password, confirm) => run(async () => {
      const valid = checks.submit(password, confirm);
      $formError.set(null);
      if (!valid) return;
      try {
        await deps.completeNewPassword(ctx.email, password, ctx.sessionToken);
      } catch (err) {
        $formError.set(requestError(err));
        return;
      }
      // spec §4: after the new password is set go to sign-in.
      deps.clearProvisional();
      deps.exit({ to: 'signin', email: ctx.email, passwordSet: true });
    }),
  };
}
