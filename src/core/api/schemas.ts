// The Accounts API contract (spec §3 and §7), checked on every answer.
// The reference API in demo/api answers with these shapes and its contract
// tests validate against this file, so there is one source of truth.
import {
  array, boolean, enums, literal, nullable, number, optional, string, type, union,
  type Infer,
} from 'superstruct';

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

/** Refresh path is "not shown" in the spec: we use POST /auth/refresh/ and rotate the refresh token. */
export const RefreshResponse = type({
  session: type({
    access_token: string(),
    expires_in: optional(nullable(number())),
    refresh_token: optional(string()),
    id_token: optional(string()),
  }),
});

export const Address = type({
  country: string(),
  postal_code: string(),
  address: string(),
  neighborhood: string(),
  city: string(),
  state: string(),
  complement: string(),
});

export const GenderEnum = enums(['FEMALE', 'MALE', 'CUSTOM', 'UNSPECIFIED']);

export const User = type({
  id: union([string(), number()]),
  name: string(),
  email: string(),
  avatar: nullable(string()),
  birthdate: nullable(string()), // yyyy-MM-dd
  gender: nullable(string()), // an enum value or the custom text
  native_language: nullable(string()),
  phone_number: nullable(string()), // '+code (area) number'
  address: nullable(Address),
  active: boolean(),
});

export const Language = type({ code: string(), name: string() });
export const LanguageList = type({ results: array(Language) });

export const Platforms = array(string());

export const Product = type({
  id: union([string(), number()]),
  name: string(),
  logo: nullable(string()),
  background_image: nullable(string()),
  callback_url: nullable(string()),
  brand_color: nullable(string()),
});

export const Verification = type({
  type_validation: enums(['EMAIL', 'PHONE_NUMBER']),
  active: boolean(),
});
export const VerificationList = array(Verification);

export const ActiveResult = type({ active: boolean() });
export const AuthStateResult = type({ auth_state: AuthState });
/** Sign-up answer is "not shown": 201 with the new user's id, name and email. */
export const CreatedAccount = type({ id: union([string(), number()]), name: string(), email: string() });
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
export type Address = Infer<typeof Address>;
export type Gender = Infer<typeof GenderEnum>;
export type User = Infer<typeof User>;
export type Language = Infer<typeof Language>;
export type Product = Infer<typeof Product>;
export type Verification = Infer<typeof Verification>;
export type ErrorBody = Infer<typeof ErrorBody>;
