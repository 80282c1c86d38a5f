// Creating a passkey (issue 24): options from the API (a recent sign-in is required: a 403 says
// to confirm who the user is first), the browser's dialog, then the API keeps the public key.
// One place for the offer after a password sign-in and for settings' "Add a passkey".
import type { CredentialJSON, RegistrationCeremony } from '../core/api/extension-calls';
import type { CreationOptionsJSON, Passkey } from '../core/api/extension-schemas';
import { webauthnFailure } from '../core/webauthn';
import { failureOf, type Failure } from '../core/failure';

export interface RegisterDeps {
  options(): Promise<RegistrationCeremony>;
  create(options: CreationOptionsJSON): Promise<CredentialJSON>;
  register(challengeId: string, credential: CredentialJSON, name: string): Promise<Passkey>;
}

export type RegisterOutcome =
  | { to: 'created'; passkey: Passkey }
  /** The session's sign-in is not recent: confirm with the password or a passkey, then again. */
  | { to: 'reauthenticate' }
  /** `error` null: the user closed the browser's dialog on purpose (nothing to say). */
  | { to: 'failed'; error: Failure | null };

const isApi = (err: unknown): boolean => (err as { kind?: unknown } | null)?.kind !== undefined;

export async function createPasskey(deps: RegisterDeps, name: string): Promise<RegisterOutcome> {
  let ceremony: RegistrationCeremony;
  try {
    ceremony = await deps.options();
  } catch (err) {
    if ((err as { status?: number } | null)?.status === 403) return { to: 'reauthenticate' };
    return { to: 'failed', error: failureOf(err) };
  }
  let credential: CredentialJSON;
  try {
    credential = await deps.create(ceremony.options);
  } catch (err) {
    const kind = webauthnFailure(err);
    if (kind === 'aborted') return { to: 'failed', error: null };
    return { to: 'failed', error: { key: kind === 'exists' ? 'passkeys.error-exists' : kind === 'unavailable' ? 'passkeys.error-unavailable' : 'passkeys.error-create-cancelled' } };
  }
  try {
    return { to: 'created', passkey: await deps.register(ceremony.challenge_id, credential, name) };
  } catch (err) {
    return { to: 'failed', error: isApi(err) ? failureOf(err) : { key: 'errors.generic' } };
  }
}
