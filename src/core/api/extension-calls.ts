// One typed function per call of the extensions beyond spec §7 (docs/api.md "Extensions"):
// capability discovery, passkeys, sessions, the account's data. Error mapping lives in client.ts.
import {
  AccountExport, AuthenticationOptions, NO_CAPABILITIES, Passkey, PasskeyList, Reauthenticated, RegistrationOptions, SessionList,
  capabilitiesOf, type Capabilities,
} from './extension-schemas.ts';
import { SignInResponse } from './schemas.ts';
import { request, requestWithStatus } from './client.ts';
import type { Infer } from 'superstruct';

export { expireSession } from './client.ts'; // deleteAccount's caller ends a refused session (quietRefusal)

/** A credential as the browser gave it, in its JSON form (core/webauthn.ts). */
export type CredentialJSON = Record<string, unknown>;
export type Ceremony = Infer<typeof AuthenticationOptions>;
export type RegistrationCeremony = Infer<typeof RegistrationOptions>;

/**
 * GET /capabilities/ (contract C). Every status is an answer, none retried: only a 200 offers
 * anything (a 404 is an API without the extensions, a 5xx one in trouble). A network failure
 * is retried as any GET's, quietly (no "still trying" on screen), then throws.
 */
export async function getCapabilities(): Promise<Capabilities> {
  const { status, data } = await requestWithStatus({ method: 'GET', path: '/capabilities/', auth: false, anyStatus: 'all', background: true });
  return status === 200 ? capabilitiesOf(data) : NO_CAPABILITIES;
}

/** Options for a passkey sign-in (discoverable: any passkey of this site). */
export function passkeySignInOptions(): Promise<Ceremony> {
  return request({ method: 'POST', path: '/auth/passkeys/options/', schema: AuthenticationOptions, auth: false });
}

/** 200 as POST /auth/sign-in/ answers; 400 challenge expired or used, 401 passkey unknown or refused. */
export function passkeySignIn(challengeId: string, credential: CredentialJSON): Promise<SignInResponse> {
  return request({ method: 'POST', path: '/auth/passkeys/sign-in/', body: { challenge_id: challengeId, credential }, schema: SignInResponse, auth: false });
}

export function listPasskeys(): Promise<Passkey[]> {
  return request({ method: 'GET', path: '/users/me/passkeys/', schema: PasskeyList });
}

/** 403 when the session's sign-in is not recent (reauthenticate first). */
export function passkeyRegistrationOptions(): Promise<RegistrationCeremony> {
  return request({ method: 'POST', path: '/users/me/passkeys/options/', schema: RegistrationOptions });
}

export function registerPasskey(challengeId: string, credential: CredentialJSON, name: string): Promise<Passkey> {
  return request({ method: 'POST', path: '/users/me/passkeys/', body: { challenge_id: challengeId, credential, name }, schema: Passkey });
}

export function renamePasskey(id: string, name: string): Promise<Passkey> {
  return request({ method: 'PATCH', path: `/users/me/passkeys/${encodeURIComponent(id)}/`, body: { name }, schema: Passkey });
}

export async function removePasskey(id: string): Promise<void> {
  await request({ method: 'DELETE', path: `/users/me/passkeys/${encodeURIComponent(id)}/` });
}

/** Options to re-confirm with one of the user's own passkeys. */
export function reauthenticationOptions(): Promise<Ceremony> {
  return request({ method: 'POST', path: '/auth/reauthenticate/options/', schema: AuthenticationOptions });
}

/** Re-confirm who the user is (the recent sign-in rule): the password, or a passkey's answer. */
export async function reauthenticate(proof: { password: string } | { challenge_id: string; credential: CredentialJSON }): Promise<void> {
  await request({ method: 'POST', path: '/auth/reauthenticate/', body: { ...proof }, schema: Reauthenticated });
}

export function listSessions(): Promise<Infer<typeof SessionList>> {
  return request({ method: 'GET', path: '/users/me/sessions/', schema: SessionList });
}

export async function revokeSession(id: string): Promise<void> {
  await request({ method: 'DELETE', path: `/users/me/sessions/${encodeURIComponent(id)}/` });
}

export async function revokeOtherSessions(): Promise<void> {
  await request({ method: 'DELETE', path: '/users/me/sessions/others/' });
}

/** Everything the API holds about the user, as it came (the file the user downloads). */
export function exportAccount(): Promise<Infer<typeof AccountExport>> {
  return request({ method: 'GET', path: '/users/me/export/', schema: AccountExport });
}

/** 204; 403 when the session's sign-in is not recent; a refused session is the caller's to end (quietRefusal). */
export async function deleteAccount(): Promise<void> {
  await request({ method: 'DELETE', path: '/users/me/', quietRefusal: true });
}
