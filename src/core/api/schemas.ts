// The Accounts API contract (spec §3 and §7), checked on every answer.
// The reference API in demo/api answers with these shapes and its contract
// tests validate against this file, so there is one source of truth.
// Read as any spec-following API may answer: `type()` ignores unknown fields, a field that may
// be null may also be left out (`maybe`: read as null), and where spec §7 doesn't show an answer
// the portal checks nothing of it (calls.ts).
import {
  array, boolean, defaulted, enums, literal, nullable, number, optional, string, type, union,
  type Infer, type Struct,
} from 'superstruct';

/** A nullable field an API may also leave out: read as null (the client validates with coercion). */
const maybe = <T>(struct: Struct<T, unknown>) => defaulted(nullable(struct), null);

export const AuthSession = type({
  access_token: string(),
  refresh_token: string(),
  id_token: string(),
  /** Seconds; absent or null → the access cookie lives 1 day (spec §9). */
  expires_in: optional(nullable(number())),
});

export const AuthState = string(); // AUTHENTICATED, NEW_PASSWORD_REQUIRED or other values (spec §4)

export const SignInResponse = type({
  auth_state: AuthState,
  session: nullable(AuthSession),
  user_attributes: type({ email: string() }),
  session_token: nullable(string()),
});

/** What a refresh gives (spec §7: "session with access_token and expires_in"); a rotated refresh token is kept. */
export const RefreshedSession = type({
  access_token: string(),
  expires_in: optional(nullable(number())),
  refresh_token: optional(string()),
  id_token: optional(string()),
});

/** The reference API's refresh answer: the session wrapped (the path is ACCOUNTS_REFRESH_PATH). */
export const RefreshResponse = type({ session: RefreshedSession });

/** A refresh answer as the portal reads it: wrapped, or the session's fields at the top. */
export const RefreshAnswer = union([RefreshResponse, RefreshedSession]);

export const Product = type({
  id: union([string(), number()]),
  name: string(),
  logo: maybe(string()),
  background_image: maybe(string()),
  callback_url: maybe(string()),
  brand_color: maybe(string()),
});

export const Verification = type({
  type_validation: enums(['EMAIL', 'PHONE_NUMBER']),
  active: boolean(),
});
export const VerificationList = array(Verification);

export const ActiveResult = type({ active: boolean() });
export const AuthStateResult = type({ auth_state: AuthState });
/** The reference API's sign-up answer (201 with the new user's id, name and email); spec §7 shows
 * none, so the portal takes any 2xx. */
export const CreatedAccount = type({ id: union([string(), number()]), name: string(), email: string() });
/** The reference API's answer to a code send (201); the portal takes any 2xx. */
export const Created = type({ created: literal(true) });
export const Detail = type({ detail: string() });

/** Error bodies (spec §8): an errors array, errors.details, or detail; `field` names the bad input. */
export const ErrorBody = type({
  errors: optional(union([array(string()), type({ details: string() })])),
  detail: optional(string()),
  field: optional(string()),
  retry_after: optional(number()),
});

export type AuthSession = Infer<typeof AuthSession>;
export type SignInResponse = Infer<typeof SignInResponse>;
export type RefreshResponse = Infer<typeof RefreshResponse>;
export type RefreshedSession = Infer<typeof RefreshedSession>;
export type Product = Infer<typeof Product>;
export type Verification = Infer<typeof Verification>;
export type ErrorBody = Infer<typeof ErrorBody>;
export type { Address, Gender, Language, User } from './account-schemas.ts';
