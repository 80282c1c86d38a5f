// The extensions beyond spec §7 (docs/api.md "Extensions"): passkeys, sessions, the account's
// data. Checked on every answer like schemas.ts; the reference API's tests validate against these.
import { array, boolean, literal, nullable, number, optional, string, type, union, type Infer } from 'superstruct';

/** GET /capabilities/ (contract C): unknown keys ignored, a missing or non-boolean key is false. */
export interface Capabilities {
  passkeys: boolean;
  sessions: boolean;
  data_export: boolean;
  account_deletion: boolean;
}

export const NO_CAPABILITIES: Capabilities = { passkeys: false, sessions: false, data_export: false, account_deletion: false };

export function capabilitiesOf(body: unknown): Capabilities {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return NO_CAPABILITIES;
  const o = body as Record<string, unknown>;
  return { passkeys: o.passkeys === true, sessions: o.sessions === true, data_export: o.data_export === true, account_deletion: o.account_deletion === true };
}

export const Passkey = type({
  id: string(),
  name: string(),
  created_at: string(),
  last_used_at: nullable(string()),
});
export const PasskeyList = array(Passkey);

const Descriptor = type({ id: string(), type: literal('public-key'), transports: optional(array(string())) });

/** PublicKeyCredentialCreationOptionsJSON, the parts the browser needs. */
export const CreationOptionsJSON = type({
  challenge: string(),
  rp: type({ name: string(), id: optional(string()) }),
  user: type({ id: string(), name: string(), displayName: string() }),
  pubKeyCredParams: array(type({ type: literal('public-key'), alg: number() })),
  timeout: optional(number()),
  excludeCredentials: optional(array(Descriptor)),
  authenticatorSelection: optional(type({
    residentKey: optional(string()), requireResidentKey: optional(boolean()), userVerification: optional(string()), authenticatorAttachment: optional(string()),
  })),
  attestation: optional(string()),
});

/** PublicKeyCredentialRequestOptionsJSON. */
export const RequestOptionsJSON = type({
  challenge: string(),
  rpId: optional(string()),
  timeout: optional(number()),
  allowCredentials: optional(array(Descriptor)),
  userVerification: optional(string()),
});

export const RegistrationOptions = type({ challenge_id: string(), options: CreationOptionsJSON });
export const AuthenticationOptions = type({ challenge_id: string(), options: RequestOptionsJSON });

export const Reauthenticated = type({ recent_until: optional(nullable(string())) });

export const SessionInfo = type({
  id: string(),
  user_agent: string(),
  last_active_at: string(),
  current: boolean(),
});
export const SessionList = array(SessionInfo);

/** GET /users/me/export/: kept as it came (the user's file); only its outline is checked. */
export const AccountExport = type({
  profile: type({ email: string() }),
  exported_at: optional(union([string(), number()])),
});

export type Passkey = Infer<typeof Passkey>;
export type CreationOptionsJSON = Infer<typeof CreationOptionsJSON>;
export type RequestOptionsJSON = Infer<typeof RequestOptionsJSON>;
export type SessionInfo = Infer<typeof SessionInfo>;
