// Form rules from spec §5. Each rule returns an i18n error KEY or null, so
// screens translate and the rules stay testable without a renderer.
import { CEP_DIGITS, CODE_LENGTH, CUSTOM_GENDER_MAX, DAY_MAX, NAME_MAX, YEAR_MAX } from './constants';
import { blank, passwordError, textLength as length, type ErrorKey } from './credentials';

// Sign-in's rules live in modules of their own, so the chunk a first screen needs before a submit
// carries them without the rest of this file (issue #23); they are part of this module's API.
export { emailError, passwordChecks, passwordError, type ErrorKey } from './credentials';
export { validationKind, type VerificationEntry } from './verification-kind';

export type FieldErrors<F extends string> = Record<F, ErrorKey | null>;

/** True when any field has an error. */
export function hasErrors(errors: Record<string, ErrorKey | null>): boolean {
  return Object.values(errors).some((e) => e !== null);
}

// ---- Email, name, password (the sign-in rules: credentials.ts) ----------

/** confirm_email must equal email (after trimming; the API compares them too). */
export function confirmEmailError(email: string, confirm: string): ErrorKey | null {
  // Addresses are kept lower-cased by the API: 'Ana@…' and 'ana@…' are the same account.
  return email.trim().toLowerCase() === confirm.trim().toLowerCase() ? null : 'errors.emails-differ';
}

/** Required, and at most NAME_MAX characters once trimmed (counted as the API counts them). */
export function nameError(value: string): ErrorKey | null {
  if (blank(value)) return 'errors.name-required';
  return value.trim().length > NAME_MAX ? 'errors.name-long' : null;
}

export function confirmPasswordError(password: string, confirm: string): ErrorKey | null {
  if (!confirm) return 'errors.confirm-password-required';
  return confirm === password ? null : 'errors.passwords-differ';
}

export function changePasswordErrors(form: {
  current: string;
  password: string;
  confirm: string;
}): FieldErrors<'current' | 'password' | 'confirm'> {
  return {
    current: form.current ? null : 'errors.current-password-required',
    password:
      passwordError(form.password) ?? (form.current && form.password === form.current ? 'errors.password-same' : null),
    confirm: confirmPasswordError(form.password, form.confirm),
  };
}

// ---- Verification codes --------------------------------------------------

/** Uppercases and strips everything but A-Z and 0-9 (pasted codes, spaces). */
export function normalizeCode(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

export function isCompleteCode(value: string): boolean {
  return new RegExp(`^[A-Za-z0-9]{${CODE_LENGTH}}$`).test(value);
}

export function codeError(value: string): ErrorKey | null {
  if (!value) return 'errors.code-required';
  return isCompleteCode(value) ? null : 'errors.code-invalid';
}

// ---- Profile ---------------------------------------------------------------

export const GENDERS = ['FEMALE', 'MALE', 'CUSTOM', 'UNSPECIFIED'] as const;
export type Gender = (typeof GENDERS)[number];
export const isGender = (value: string): value is Gender => (GENDERS as readonly string[]).includes(value);

export function genderError(gender: string): ErrorKey | null {
  return isGender(gender) ? null : 'errors.gender-required';
}

export function customGenderError(text: string): ErrorKey | null {
  if (blank(text)) return 'errors.gender-custom-required';
  return length(text.trim()) > CUSTOM_GENDER_MAX ? 'errors.gender-custom-long' : null;
}

/** The API's gender field: the enum value, or the custom text for CUSTOM. */
export function genderPayload(gender: Gender, customText: string): string {
  return gender === 'CUSTOM' ? customText.trim() : gender;
}

/** Splits the API's gender back into the select and the custom text. */
export function genderFromStored(stored: string | null | undefined): { gender: Gender | ''; customText: string } {
  if (!stored) return { gender: '', customText: '' };
  return isGender(stored) ? { gender: stored, customText: '' } : { gender: 'CUSTOM', customText: stored };
}

export interface BirthdateParts {
  day: string;
  /** 1-12, as chosen from the month list; '' when not chosen. */
  month: string | number;
  year: string;
}

export const BIRTH_MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

const filled = (p: BirthdateParts) => [!blank(p.day), !blank(String(p.month ?? '')), !blank(p.year)];

/**
 * 'yyyy-MM-dd' when all three parts are filled and form a real date not in
 * the future; otherwise null.
 */
export function birthdateValue(parts: BirthdateParts, today: Date = new Date()): string | null {
  if (!filled(parts).every(Boolean)) return null;
  const day = parts.day.trim();
  const year = parts.year.trim();
  const month = String(parts.month).trim();
  if (!new RegExp(`^\\d{1,${DAY_MAX}}$`).test(day) || !new RegExp(`^\\d{${YEAR_MAX}}$`).test(year)) return null;
  if (!/^\d{1,2}$/.test(month)) return null;
  const d = Number(day);
  const m = Number(month);
  const y = Number(year);
  if (m < 1 || m > 12 || d < 1) return null;
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d); // unlike Date.UTC, keeps years 0-99 as written
  if (date.getUTCDate() !== d || date.getUTCMonth() !== m - 1) return null;
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  if (date.getTime() > todayUtc) return null;
  return `${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Empty is fine (not saved); partial blocks saving; full must be a real date. */
export function birthdateError(parts: BirthdateParts, today: Date = new Date()): ErrorKey | null {
  const f = filled(parts);
  if (f.every((x) => !x)) return null;
  if (!f.every(Boolean)) return 'errors.birthdate-partial';
  return birthdateValue(parts, today) ? null : 'errors.birthdate-invalid';
}

/** The three inputs for a stored 'yyyy-MM-dd' (empty parts when absent or malformed). */
export function birthdateParts(value: string | null | undefined): BirthdateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return { day: '', month: '', year: '' };
  return { day: String(Number(match[3])), month: Number(match[2]), year: match[1] ?? '' };
}

export interface ProfileForm {
  name: string;
  gender: string;
  customText: string;
  birthdate: BirthdateParts;
}

export function profileErrors(form: ProfileForm, today: Date = new Date()): FieldErrors<'name' | 'gender' | 'customText' | 'birthdate'> {
  return {
    name: nameError(form.name),
    gender: genderError(form.gender),
    customText: form.gender === 'CUSTOM' ? customGenderError(form.customText) : null,
    birthdate: birthdateError(form.birthdate, today),
  };
}

// ---- Address ---------------------------------------------------------------

/** Brazil by common name (as the country list gives it) or ISO code. */
export function isBrazil(country: string | null | undefined): boolean {
  const c = (country ?? '').trim().toLowerCase();
  return c === 'brazil' || c === 'brasil' || c === 'br';
}

export function stripCep(value: string): string {
  return value.replace(/\D/g, '');
}

/** Progressive #####-### for a CEP being typed; extra digits dropped. */
export function formatCep(value: string): string {
  const digits = stripCep(value).slice(0, CEP_DIGITS);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/**
 * Outside Brazil, the API's rule (PUT /users/me/address/): 2 to 10 letters and digits once
 * spaces, dots and dashes are dropped ('1000-001', 'SW1A 1AA'). Checked here too, so the
 * field says so and Save stays off instead of a refused request.
 */
const FOREIGN_POSTAL_CODE = /^[A-Za-z0-9]{2,10}$/;

export function postalCodeError(country: string, value: string): ErrorKey | null {
  if (blank(value)) return 'errors.postal-code-required';
  if (!isBrazil(country)) return FOREIGN_POSTAL_CODE.test(value.trim().replace(/[\s.-]/g, '')) ? null : 'errors.postal-code-invalid';
  return /^\d{5}-?\d{3}$/.test(value.trim()) ? null : 'errors.postal-code-invalid';
}

export interface AddressForm {
  country: string;
  postal_code: string;
  address: string;
  neighborhood: string;
  city: string;
  state: string;
  complement: string;
}

export type AddressField = Exclude<keyof AddressForm, 'complement'>;

export function addressErrors(form: AddressForm): FieldErrors<AddressField> {
  const required = (value: string, key: Exclude<AddressField, 'postal_code'>) => (blank(value) ? (`errors.${key}-required` as const) : null);
  return {
    country: required(form.country, 'country'),
    postal_code: postalCodeError(form.country, form.postal_code),
    address: required(form.address, 'address'),
    neighborhood: required(form.neighborhood, 'neighborhood'),
    city: required(form.city, 'city'),
    state: required(form.state, 'state'),
  };
}

/** The PUT /users/me/address/ body: trimmed fields, postal code without dashes. */
export function addressPayload(form: AddressForm): AddressForm {
  return {
    country: form.country.trim(),
    postal_code: form.postal_code.trim().replace(/-/g, ''),
    address: form.address.trim(),
    neighborhood: form.neighborhood.trim(),
    city: form.city.trim(),
    state: form.state.trim(),
    complement: (form.complement ?? '').trim(),
  };
}

/** Save is enabled only when the form is valid and differs from what is saved. */
/** Whether the form would send something other than `saved` (as the payload reads both). */
export function addressChanged(form: AddressForm, saved: AddressForm): boolean {
  const a = addressPayload(form);
  const b = addressPayload(saved);
  return (Object.keys(a) as (keyof AddressForm)[]).some((k) => a[k] !== b[k]);
}

export function canSaveAddress(form: AddressForm, saved: AddressForm | null | undefined): boolean {
  if (hasErrors(addressErrors(form))) return false;
  return !saved || addressChanged(form, saved);
}
