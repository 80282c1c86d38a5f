// The account's shapes (spec §3): the user, the address, the language list, the platforms. Apart
// from schemas.ts so the sign-in's chunk carries none of them (account-calls.ts reads them).
import { array, boolean, defaulted, enums, nullable, number, string, type, union, type Infer, type Struct } from 'superstruct';

/** A nullable field an API may also leave out: read as null (the client validates with coercion). */
const maybe = <T>(struct: Struct<T, unknown>) => defaulted(nullable(struct), null);

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
  avatar: maybe(string()),
  birthdate: maybe(string()), // yyyy-MM-dd
  gender: maybe(string()), // an enum value or the custom text
  native_language: maybe(string()),
  phone_number: maybe(string()), // '+code (area) number'
  address: maybe(Address),
  active: boolean(),
});

export const Language = type({ code: string(), name: string() });
export const LanguageList = type({ results: array(Language) });

export const Platforms = array(string());

export type Address = Infer<typeof Address>;
export type Gender = Infer<typeof GenderEnum>;
export type User = Infer<typeof User>;
export type Language = Infer<typeof Language>;
