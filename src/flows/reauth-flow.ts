// "Confirm it's you" (issue 24): the recent sign-in rule of adding a passkey and deleting the
// account. The password, or one of the user's passkeys, re-confirms this session for 5 minutes.
import { atom, type ReadableAtom } from 'nanostores';
import { singleFlight } from './single-flight';
import type { Ceremony, CredentialJSON } from '../core/api/extension-calls';
import type { RequestOptionsJSON } from '../core/api/extension-schemas';
import { failureOf, type Failure } from '../core/failure';
import { passkeyFailure } from './passkey-signin-flow';

const NO_PASSKEY = new Error('no passkey on the account');

export interface ReauthDeps {
  reauthenticate(proof: { password: string } | { challenge_id: string; credential: CredentialJSON }): Promise<void>;
  passkeyOptions(): Promise<Ceremony>;
  credential(options: RequestOptionsJSON): Promise<CredentialJSON>;
}

export interface ReauthFlow {
  $password: ReadableAtom<string>;
  /** Under the password field: a missing one, or the server's words for a wrong one. */
  $fieldError: ReadableAtom<Failure | null>;
  /** Any other failure (network, a passkey refused or cancelled). */
  $error: ReadableAtom<Failure | null>;
  $busy: ReadableAtom<boolean>;
  setPassword(value: string): void;
  /** Resolves true once confirmed (`confirmed` ran); false when it was refused or failed. */
  submitPassword(): Promise<boolean>;
  usePasskey(): Promise<boolean>;
}

export function createReauthFlow(deps: ReauthDeps, confirmed: () => void | Promise<void>): ReauthFlow {
  const $password = atom('');
  const $fieldError = atom<Failure | null>(null);
  const $error = atom<Failure | null>(null);
  const $busy = atom(false);

  const once = singleFlight($busy);
  /** True once confirmed; false when refused, failed (`failure` says why) or already running. */
  async function run(task: () => Promise<void>, failure: (err: unknown) => void): Promise<boolean> {
    const done = await once(async () => {
      $error.set(null);
      try {
        await task();
        return true;
      } catch (err) {
        failure(err);
        return false;
      }
    }, null);
    if (!done) return false;
    await confirmed();
    return true;
  }

  return {
    $password, $fieldError, $error, $busy,

    setPassword(value) {
      $password.set(value);
      $fieldError.set(null);
    },

    submitPassword() {
      const password = $password.get();
      if (!password) {
        $fieldError.set({ key: 'errors.password-required' });
        return Promise.resolve(false);
      }
      return run(async () => {
        await deps.reauthenticate({ password });
        $password.set(''); // not kept once used
      }, (err) => {
        const e = (err ?? {}) as { field?: string; message?: string };
        if (e.field === 'password' && e.message) $fieldError.set({ message: e.message });
        else $error.set(failureOf(err));
      });
    },

    usePasskey() {
      return run(async () => {
        const c = await deps.passkeyOptions();
        // The account has no passkey (the options allow none): the browser would offer any passkey
        // of the site, or a phone's, and the API would refuse it. The password is the way.
        if (c.options.allowCredentials?.length === 0) throw NO_PASSKEY;
        await deps.reauthenticate({ challenge_id: c.challenge_id, credential: await deps.credential(c.options) });
      }, (err) => $error.set(err === NO_PASSKEY ? { key: 'passkeys.confirm-none' } : passkeyFailure(err)));
    },
  };
}
