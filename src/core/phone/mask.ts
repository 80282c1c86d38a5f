// Phone input masks: '#' is a digit slot, anything else is shown as typed.
// Pure string work, no phone metadata, so screens can mask before the
// country table (a lazy chunk) has loaded.
import type { TKey } from '../i18n-keys';

export const DEFAULT_PHONE_COUNTRY = 'BR';
export const DEFAULT_PHONE_MASK = '(##) #####-####';

/** 'Fill your phone number field completely' */
export const PHONE_INCOMPLETE = 'errors.phone-incomplete';
/** 'invalid phone number' */
export const PHONE_INVALID = 'errors.phone-invalid';

export const onlyDigits = (value: string): string => value.replace(/\D/g, '');

/** Number of digit slots in a mask. */
export function maskSlots(mask: string): number {
  let n = 0;
  for (const ch of mask) if (ch === '#') n++;
  return n;
}

/**
 * Fills the mask's '#' slots with the digits of `value` (other characters in
 * `value` are ignored). Stops where the digits end, so no trailing literal is
 * added, and drops digits beyond the mask's slots.
 */
export function applyMask(mask: string, value: string): string {
  const digits = onlyDigits(value);
  let out = '';
  let i = 0;
  for (const ch of mask) {
    if (i >= digits.length) break;
    if (ch === '#') out += digits[i++];
    else out += ch;
  }
  return out;
}

/** Whether `value` fills every '#' of the mask (no slot left open, none extra). */
export function isMaskComplete(mask: string, value: string): boolean {
  return onlyDigits(value).length === maskSlots(mask);
}

/**
 * The error key for a masked phone field: PHONE_INCOMPLETE while any slot is
 * open. An empty value passes only when the field is optional.
 */
export function phoneMaskError(mask: string, value: string, options: { optional?: boolean } = {}): TKey | null {
  if (options.optional && onlyDigits(value) === '') return null;
  return isMaskComplete(mask, value) ? null : PHONE_INCOMPLETE;
}
