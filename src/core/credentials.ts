// Spec §5's email and password rules: what sign-in's first screen checks before a submit. Kept
// apart from validation.ts (which re-exports them) so the chunk that screen needs stays small.
import type { TKey } from './i18n-keys';
import { PASSWORD_MIN } from './constants';

/** An i18n error key of locales/pt (a typo fails typecheck); each rule returns one or null. */
export type ErrorKey = TKey;

export const blank = (value: string | null | undefined): boolean => !value || value.trim() === '';
/** Characters as the API counts them (code points). */
export const textLength = (value: string): number => [...value].length;

// The HTML living standard's email grammar, plus a dot in the domain.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function emailError(value: string): ErrorKey | null {
  if (blank(value)) return 'errors.email-required';
  const email = value.trim();
  return email.length <= 254 && EMAIL.test(email) ? null : 'errors.email-invalid';
}

/** The two live checks of the password hint. */
export function passwordChecks(pw: string): { minLength: boolean; lettersAndNumbers: boolean } {
  return {
    minLength: textLength(pw) >= PASSWORD_MIN,
    lettersAndNumbers: /\p{L}/u.test(pw) && /\p{Nd}/u.test(pw),
  };
}

/** Every password field: required; letters and numbers, at least 6 characters. */
export function passwordError(pw: string): ErrorKey | null {
  if (!pw) return 'errors.password-required';
  const checks = passwordChecks(pw);
  return checks.minLength && checks.lettersAndNumbers ? null : 'errors.password-rule';
}
