// Signing in with a passkey from the email step (issue 24): offered in the email field's
// autofill (conditional mediation) while the step is on screen, and by a button (the browser's
// own dialog). The credential is proven to the API, then the sign-in flow's rules apply as for
// a password (signin-flow.ts submitPasskey).
import { atom, type ReadableAtom } from 'nanostores';
import type { CredentialJSON, Ceremony } from '../core/api/extension-calls';
import type { RequestOptionsJSON } from '../core/api/extension-schemas';
import type { SignInResponse } from '../core/api/schemas';
import { webauthnFailure } from '../core/webauthn';
import { failureOf, type Failure } from '../core/failure';
import type { SignInFlow } from './signin-flow';

export interface PasskeySignInDeps {
  options(): Promise<Ceremony>;
  credential(options: RequestOptionsJSON, mediation: 'conditional' | 'optional', signal?: AbortSignal): Promise<CredentialJSON>;
  signIn(challengeId: string, credential: CredentialJSON): Promise<SignInResponse>;
  /** The API no longer knows this passkey: tell the device (where it can) to stop offering it. */
  forget(rpId: string | undefined, credentialId: string): void;
}

export interface PasskeySignIn {
  /** Whether the autofill offer is waiting for a pick. */
  $listening: ReadableAtom<boolean>;
  /** Offer passkeys in the email field's autofill until stop() or a pick (once: a refused pick ends it). */
  listen(): void;
  /** The button: the browser's passkey dialog, then the sign-in. */
  ask(): Promise<void>;
  stop(): void;
}

/** A failure of the ceremony or of the call, as the email step shows it; an abort shows nothing. */
export function passkeyFailure(err: unknown): Failure | null {
  if ((err as { kind?: unknown } | null)?.kind !== undefined) return failureOf(err); // the API's
  const kind = webauthnFailure(err);
  if (kind === 'aborted') return null;
  return { key: kind === 'unavailable' ? 'passkeys.error-unavailable' : 'passkeys.error-cancelled' };
}

/** Whether the API refused the credential as unknown (a passkey removed from the account). */
const unknownCredential = (err: unknown): boolean => {
  const e = (err ?? {}) as { status?: number; field?: string };
  return e.status === 401 && e.field === 'credential';
};

export function createPasskeySignIn(deps: PasskeySignInDeps, flow: Pick<SignInFlow, 'submitPasskey'>): PasskeySignIn {
  const $listening = atom(false);
  let listening: AbortController | null = null;
  /** The autofill ceremony under way; a new request waits until it has settled. */
  let pending: Promise<void> = Promise.resolve();

  const prove = (c: Ceremony, credential: CredentialJSON) => async (): Promise<SignInResponse> => {
    try {
      return await deps.signIn(c.challenge_id, credential);
    } catch (err) {
      if (unknownCredential(err) && typeof credential.id === 'string') deps.forget(c.options.rpId, credential.id);
      throw err;
    }
  };

  function stop(): void {
    listening?.abort();
    listening = null;
    $listening.set(false);
  }

  return {
    $listening,
    stop,

    listen() {
      if (listening) return;
      const control = new AbortController();
      listening = control;
      $listening.set(true);
      pending = (async () => {
        try {
          const c = await deps.options();
          const credential = await deps.credential(c.options, 'conditional', control.signal);
          if (control.signal.aborted) return;
          await flow.submitPasskey(prove(c, credential), passkeyFailure);
        } catch {
          // Nothing picked (aborted, refused by the browser, no options): the button still offers it.
        } finally {
          if (listening === control) stop();
        }
      })();
    },

    async ask() {
      stop();
      await pending; // the browser takes one request at a time
      await flow.submitPasskey(async () => {
        const c = await deps.options();
        return prove(c, await deps.credential(c.options, 'optional'))();
      }, passkeyFailure);
    },
  };
}
