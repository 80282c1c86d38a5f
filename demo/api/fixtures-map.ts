// Which schema from src/core/api/schemas.ts each fixture call's success answer must match.
import type { Struct } from 'superstruct';
import {
  ActiveResult, Address, AuthStateResult, Created, CreatedAccount, Detail, LanguageList, Platforms, Product, RefreshResponse,
  SignInResponse, User, VerificationList,
} from '../../src/core/api/schemas.ts';

export const CALL_SCHEMAS: Record<string, Struct<unknown, unknown> | null> = {
  'activate-verify': Detail,
  'activate-password': Detail,
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
} as Record<string, Struct<unknown, unknown> | null>;

export interface Fixture { request: { method: string; path: string }; status: number; body: unknown }
