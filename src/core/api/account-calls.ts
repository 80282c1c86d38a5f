// The account's calls of spec §7 beyond signing in: sign-up, recovery, activation, verification,
// the profile, the address, the phone. A chunk of its own (flows/account-api.ts), loaded by the
// screens that make them; calls.ts has what a sign-in needs.
import { validate, type Infer } from 'superstruct';
import { ActiveResult, AuthStateResult } from './schemas.ts';
import { Address, LanguageList, Platforms, User, type Language } from './account-schemas.ts';
import { request, type Call } from './client.ts';

export type DeliveryChannel = 'SMS' | 'WHATSAPP';

/**
 * Spec §7: email and password; 200 is success, a 404 (ApiError kind 'not-found') sends the screen
 * to sign-in. An API that has the account prove its mailbox (contract B,
 * docs/api.md "Extensions beyond spec §7") answers 428 (or 429) with `code_required` and emails a
 * code; the password goes again with that `confirmation_code` (uppercased).
 */
export async function activatePassword(email: string, password: string, code?: string): Promise<void> {
  const body = code ? { email, password, confirmation_code: code.toUpperCase() } : { email, password };
  await request({ method: 'PATCH', path: '/auth/activate/password/', body, auth: false });
}

/** Contract B: the activation code again (202; 429 with Retry-After within 30 s). */
export async function resendActivationCode(email: string): Promise<void> {
  await request({ method: 'POST', path: '/auth/activate/code/', body: { email }, auth: false });
}

export function completeNewPassword(email: string, newPassword: string, sessionToken: string): Promise<Infer<typeof AuthStateResult>> {
  return request({
    method: 'POST',
    path: '/auth/password/complete/',
    body: { new_password: newPassword, email, session_token: sessionToken },
    schema: AuthStateResult,
    auth: false,
  });
}

export interface NewAccount {
  name: string;
  email: string;
  confirm_email: string;
  password: string;
  /** Uppercased product name; the default product gives ACCOUNT. */
  source: string;
}

/** Any 2xx is success (spec §7 shows no answer): the flow signs in next and reads nothing from it. */
export async function createAccount(account: NewAccount): Promise<void> {
  await request({ method: 'POST', path: '/users/create-account/', body: { ...account }, auth: false });
}

export async function forgotPassword(email: string): Promise<void> {
  await request({ method: 'POST', path: '/auth/password/forgot/', body: { email }, auth: false });
}

export async function forgotPasswordReset(email: string, password: string, code: string): Promise<void> {
  await request({
    method: 'POST',
    path: '/auth/password/forgot/reset/',
    body: { email, password, confirmation_code: code.toUpperCase() },
    auth: false,
  });
}

export async function changePassword(previousPassword: string, newPassword: string): Promise<void> {
  await request({
    method: 'POST',
    path: '/auth/password/reset/',
    body: { previous_password: previousPassword, new_password: newPassword },
  });
}

export function verifyEmail(code: string): Promise<Infer<typeof ActiveResult>> {
  return request({ method: 'PUT', path: '/users/me/verify/email/', body: { code: code.toUpperCase() }, schema: ActiveResult });
}

/**
 * Sign-up sends the number (and optionally the channel); settings sends only the channel. Spec §7
 * says settings "expects 201 … created"; any 2xx is taken, whatever its body (the code was sent).
 */
export async function sendPhoneCode(payload: { phone_number: string; delivery_by?: DeliveryChannel } | { delivery_by: DeliveryChannel }): Promise<void> {
  const body = 'phone_number' in payload && payload.delivery_by ? { phone_number: payload.phone_number, delivery_by: payload.delivery_by }
    : 'phone_number' in payload ? { phone_number: payload.phone_number } : { delivery_by: payload.delivery_by };
  await request({ method: 'POST', path: '/users/me/verify-code/phone-number/', body });
}

export function verifyPhone(code: string): Promise<Infer<typeof ActiveResult>> {
  return request({ method: 'PUT', path: '/users/me/verify/phone-number/', body: { code: code.toUpperCase() }, schema: ActiveResult });
}

/** Settings phone change: a code goes by SMS to the new number (result not specified). */
export async function requestPhoneChange(phoneNumber: string): Promise<void> {
  await request({ method: 'POST', path: '/users/verify', body: { delivery_by: 'SMS', phone_number: phoneNumber } });
}

/**
 * PATCH /users/me/: spec §7 shows only "id, gender, birthdate" in the answer. A whole user (the
 * reference API's) is taken as it is; any other 2xx is read back with GET /users/me/.
 */
async function patchMe(call: Omit<Call, 'method' | 'path' | 'schema'>): Promise<User> {
  const answer = await request({ ...call, method: 'PATCH', path: '/users/me/' });
  const [failure, user] = validate(answer, User, { coerce: true });
  return failure ? getMe() : user;
}

export function updatePhone(phoneNumber: string): Promise<User> {
  return patchMe({ body: { phone_number: phoneNumber } });
}

export interface ProfilePatch {
  name?: string;
  gender?: string;
  native_language?: string;
  /** yyyy-MM-dd */
  birthdate?: string;
}

export function updateProfile(patch: ProfilePatch): Promise<User> {
  const form = new FormData();
  for (const key of ['name', 'gender', 'native_language', 'birthdate'] as const) {
    const value = patch[key];
    if (value !== undefined) form.append(key, value);
  }
  return patchMe({ form });
}

export function uploadAvatar(file: Blob): Promise<User> {
  // A File (not a bare Blob) so every FormData implementation keeps the name.
  const png = new File([file], 'pp.png', { type: file.type || 'image/png' });
  const form = new FormData();
  form.append('avatar', png, 'pp.png');
  return patchMe({ form });
}

export function getMe(): Promise<User> {
  return request({ method: 'GET', path: '/users/me/', schema: User, notFoundGoesHome: true });
}

export async function getLanguages(): Promise<Language[]> {
  return (await request({ method: 'GET', path: '/languages/', schema: LanguageList, notFoundGoesHome: true })).results;
}

export function saveAddress(address: Address): Promise<Address> {
  return request({
    method: 'PUT',
    path: '/users/me/address/',
    body: { ...address, postal_code: address.postal_code.replace(/-/g, '') },
    schema: Address,
  });
}

export function getPlatforms(): Promise<string[]> {
  return request({ method: 'GET', path: '/platforms', schema: Platforms, background: true });
}
