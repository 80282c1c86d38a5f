// The browser's side of passkeys: options from the API (JSON, base64url) into
// navigator.credentials, the credential back into JSON, and failures into a few plain kinds.
// Loaded only with the passkey screens (an on-demand chunk).
import type { CreationOptionsJSON, RequestOptionsJSON } from './api/extension-schemas';

// Where passkeys can be used at all is a module of its own (the sign-in screen asks it before it
// loads any of this); re-exported here.
export { isIpHost, passkeyPlace, webauthnSupported } from './passkey-place';

export type CredentialJSON = Record<string, unknown>;

/**
 * What went wrong, as the user can act on it. The browser words a cancel, a timeout and "no
 * passkey here" the same (NotAllowedError, on purpose: a page must not learn which).
 */
export type WebAuthnFailure = 'cancelled' | 'exists' | 'unavailable' | 'aborted';

/** The browser offers passkeys in the email field's autofill (conditional mediation). */
export async function conditionalAvailable(): Promise<boolean> {
  try {
    const check = (PublicKeyCredential as { isConditionalMediationAvailable?: () => Promise<boolean> }).isConditionalMediationAvailable;
    return typeof check === 'function' && (await check.call(PublicKeyCredential)) === true;
  } catch {
    return false;
  }
}

export function fromB64u(s: string): ArrayBuffer {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(s.length / 4) * 4, '=');
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)).buffer;
}

export function toB64u(buf: ArrayBuffer | ArrayBufferView): string {
  const bytes = buf instanceof ArrayBuffer ? new Uint8Array(buf) : new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const descriptors = (list: RequestOptionsJSON['allowCredentials']): PublicKeyCredentialDescriptor[] | undefined =>
  list?.map((d) => ({ type: 'public-key', id: fromB64u(d.id), ...(d.transports ? { transports: d.transports as AuthenticatorTransport[] } : {}) }));

export function creationOptions(o: CreationOptionsJSON): PublicKeyCredentialCreationOptions {
  const sel = o.authenticatorSelection;
  return {
    challenge: fromB64u(o.challenge),
    rp: { name: o.rp.name, ...(o.rp.id ? { id: o.rp.id } : {}) },
    user: { id: fromB64u(o.user.id), name: o.user.name, displayName: o.user.displayName },
    pubKeyCredParams: o.pubKeyCredParams.map((p) => ({ type: 'public-key', alg: p.alg })),
    ...(o.timeout ? { timeout: o.timeout } : {}),
    ...(o.excludeCredentials ? { excludeCredentials: descriptors(o.excludeCredentials)! } : {}),
    ...(sel ? { authenticatorSelection: sel as AuthenticatorSelectionCriteria } : {}),
    ...(o.attestation ? { attestation: o.attestation as AttestationConveyancePreference } : {}),
  };
}

export function requestOptions(o: RequestOptionsJSON): PublicKeyCredentialRequestOptions {
  return {
    challenge: fromB64u(o.challenge),
    ...(o.rpId ? { rpId: o.rpId } : {}),
    ...(o.timeout ? { timeout: o.timeout } : {}),
    ...(o.allowCredentials?.length ? { allowCredentials: descriptors(o.allowCredentials)! } : {}),
    ...(o.userVerification ? { userVerification: o.userVerification as UserVerificationRequirement } : {}),
  };
}

/** The credential as the API reads it (RegistrationResponseJSON / AuthenticationResponseJSON). */
export function credentialJSON(cred: PublicKeyCredential): CredentialJSON {
  const r = cred.response;
  const response: Record<string, unknown> = { clientDataJSON: toB64u(r.clientDataJSON) };
  if ('attestationObject' in r) {
    const att = r as AuthenticatorAttestationResponse;
    response.attestationObject = toB64u(att.attestationObject);
    response.transports = typeof att.getTransports === 'function' ? att.getTransports() : [];
  } else {
    const a = r as AuthenticatorAssertionResponse;
    response.authenticatorData = toB64u(a.authenticatorData);
    response.signature = toB64u(a.signature);
    if (a.userHandle) response.userHandle = toB64u(a.userHandle);
  }
  return {
    id: cred.id, rawId: toB64u(cred.rawId), type: cred.type, response,
    clientExtensionResults: cred.getClientExtensionResults(),
    ...(cred.authenticatorAttachment ? { authenticatorAttachment: cred.authenticatorAttachment } : {}),
  };
}

export function webauthnFailure(err: unknown): WebAuthnFailure {
  const name = (err as { name?: unknown } | null)?.name;
  if (name === 'AbortError') return 'aborted';
  if (name === 'InvalidStateError') return 'exists'; // registration: this device already holds one
  if (name === 'SecurityError' || name === 'NotSupportedError') return 'unavailable';
  return 'cancelled';
}

export async function createCredential(o: CreationOptionsJSON): Promise<CredentialJSON> {
  const cred = await navigator.credentials.create({ publicKey: creationOptions(o) });
  if (!cred) throw new DOMException('no credential', 'NotAllowedError');
  return credentialJSON(cred as PublicKeyCredential);
}

/** `conditional`: wait in the email field's autofill until the user picks a passkey (or `signal` aborts). */
export async function getCredential(o: RequestOptionsJSON, mediation: 'conditional' | 'optional', signal?: AbortSignal): Promise<CredentialJSON> {
  const cred = await navigator.credentials.get({ publicKey: requestOptions(o), mediation, ...(signal ? { signal } : {}) });
  if (!cred) throw new DOMException('no credential', 'NotAllowedError');
  return credentialJSON(cred as PublicKeyCredential);
}

/** Tell the device a passkey no longer exists here, so it stops offering it (where browsers can). */
export function signalUnknownCredential(rpId: string | undefined, credentialId: string): void {
  try {
    const signal = (PublicKeyCredential as { signalUnknownCredential?: (o: { rpId: string; credentialId: string }) => Promise<void> }).signalUnknownCredential;
    if (rpId && typeof signal === 'function') void signal.call(PublicKeyCredential, { rpId, credentialId }).catch(() => undefined);
  } catch {
    // an old browser: it keeps offering the passkey; the API keeps refusing it
  }
}
