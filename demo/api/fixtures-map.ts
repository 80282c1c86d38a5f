// Which schema from src/core/api/schemas.ts (or account-schemas.ts) each fixture call's success answer must match.
import { array, boolean, number, object, optional, string, type, union, literal, type Struct } from 'superstruct';
import { ActiveResult, AuthStateResult, Created, CreatedAccount, Detail, Product, RefreshResponse, SignInResponse, VerificationList } from '../../src/core/api/schemas.ts';
import { Address, LanguageList, Platforms, User } from '../../src/core/api/account-schemas.ts';
import { AccountExport, AuthenticationOptions, Passkey, PasskeyList, Reauthenticated, RegistrationOptions, SessionList } from '../../src/core/api/extension-schemas.ts';

// External services (sandbox stand-ins); their shapes are not in schemas.ts, so they are spelled here.
export const ExtCountries = array(object({ name: object({ common: string(), official: string() }), independent: boolean() }));
export const ExtStates = array(object({ id: number(), sigla: string(), nome: string(), regiao: object({ id: number(), sigla: string(), nome: string() }) }));
export const ExtViaCep = union([
  type({ cep: string(), logradouro: string(), complemento: string(), bairro: string(), localidade: string(), uf: string(), ibge: optional(string()), ddd: optional(string()) }),
  object({ erro: literal('true') }),
]);

export const CALL_SCHEMAS: Record<string, Struct<unknown, unknown> | null> = {
  'activate-verify': Detail,
  'activate-password': Detail,
  'activate-code': Detail,
  'sign-in': SignInResponse,
  'password-complete': AuthStateResult,
  refresh: RefreshResponse,
  'sign-out-global': null, // 204, no body
  'verify-active': VerificationList,
  product: Product,
  'create-account': CreatedAccount,
  'password-forgot': Detail,
  'password-forgot-reset': Detail,
  'password-reset': Detail,
  'verify-code-email': Created,
  'verify-email': ActiveResult,
  'verify-code-phone': Created,
  'verify-phone': ActiveResult,
  'users-verify': Created,
  'users-me': User,
  'users-me-patch': User,
  languages: LanguageList,
  address: Address,
  platforms: Platforms,
  'ext-countries': ExtCountries,
  'ext-ibge-states': ExtStates,
  'ext-viacep': ExtViaCep,
  // The extensions beyond spec §7 (docs/api.md "Extensions").
  'passkeys-list': PasskeyList,
  'passkey-options': RegistrationOptions,
  'passkey-register': Passkey,
  'passkey-rename': Passkey,
  'passkey-remove': null, // 204
  'reauth-options': AuthenticationOptions,
  reauthenticate: Reauthenticated,
  'sessions-list': SessionList,
  'session-revoke': null,
  'sessions-revoke-others': null,
  'account-export': AccountExport,
  'account-delete': null,
} as Record<string, Struct<unknown, unknown> | null>;

export interface Fixture { request: { method: string; path: string }; status: number; body: unknown }
