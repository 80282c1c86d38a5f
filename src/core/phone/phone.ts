// Phone values between the masked input, the API (E.164) and the stored
// display text '+code (area) number' (spec §3). Uses the default (min)
// metadata: the mobile-only metadata would reject landlines. The full metadata,
// for the contact modal's check alone, loads on demand (valid-number.ts).
import { AsYouType, getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { parsePhoneNumberFromString as parseWithMetadata } from 'libphonenumber-js/core';
import type { CountryCode, MetadataJson, PhoneNumber } from 'libphonenumber-js/min';
import metadata from 'libphonenumber-js/metadata.min.json';

const MAX_INPUT = 64;

/** What is parsed of a typed value: an already international value as such; otherwise only digits count. */
function phoneText(country: string, value: string): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_INPUT || !isSupportedCountry(country)) return undefined;
  const trimmed = value.trim();
  const text = trimmed.startsWith('+') ? '+' + trimmed.replace(/\D/g, '') : trimmed.replace(/\D/g, '');
  return text.replace('+', '') ? text : undefined;
}

function parseNational(country: string, value: string): PhoneNumber | undefined {
  const text = phoneText(country, value);
  return text === undefined ? undefined : parsePhoneNumberFromString(text, country as CountryCode);
}

/**
 * The E.164 form ('+5511987654321') of a national number typed for `country`:
 * its calling code and the number typed, with or without the national (trunk)
 * prefix the region writes it with (FR '06 12 34 56 78' and '6 12 34 56 78'
 * are +33612345678). Null when it cannot be read, or when no number of the
 * region can be like that (length and digit pattern of the metadata: BR
 * '(00) 00000-0000'). Digits that are neither the number nor its national form
 * are refused rather than sent as another number: parsing alone reads BR
 * '(01) 19876-5432' as a trunk 0 and +55 1198765432, but Brazil writes no trunk
 * prefix. The contact modal also wants the region's own calling code: see
 * isValidForCountry.
 */
export function toInternational(country: string, nationalValue: string): string | null {
  const parsed = parseNational(country, nationalValue);
  if (!parsed?.isValid()) return null;
  if (nationalValue.trim().startsWith('+')) return parsed.number;
  const typed = nationalValue.replace(/\D/g, '');
  const asWritten = typed === parsed.nationalNumber || typed === parsed.formatNational().replace(/\D/g, '');
  return asWritten ? parsed.number : null;
}

/**
 * Whether the value is a valid phone number for the selected region: valid
 * and under the region's calling code. Regions sharing a numbering plan
 * (AX/FI, CC/AU, US/CA) cannot be told apart by number, and the E.164 value
 * sent is the same, so a number of a sibling region is accepted.
 */
export function isValidForCountry(country: string, value: string): boolean {
  const parsed = parseNational(country, value);
  return !!parsed && parsed.isValid() && parsed.countryCallingCode === getCountryCallingCode(country as CountryCode);
}

/**
 * isValidForCountry against other metadata than the bundled min one: with
 * the full metadata, the region's number patterns per type, not only its
 * lengths (see valid-number.ts, which loads it on demand).
 */
export function isValidForCountryWith(full: MetadataJson, country: string, value: string): boolean {
  const text = phoneText(country, value);
  const parsed = text === undefined ? undefined : parseWithMetadata(text, country as CountryCode, full);
  return !!parsed && parsed.isValid() && parsed.countryCallingCode === getCountryCallingCode(country as CountryCode);
}

const callingCodes = (metadata as { country_calling_codes: Record<string, string[]> }).country_calling_codes;

function regionOf(parsed: PhoneNumber): CountryCode | undefined {
  if (parsed.country) return parsed.country;
  const possible = parsed.getPossibleCountries();
  if (possible[0]) return possible[0];
  // The calling code's main region (listed first in the metadata).
  const main = callingCodes[parsed.countryCallingCode]?.[0];
  return main && isSupportedCountry(main) ? main : undefined;
}

/**
 * The national significant number grouped for display, without any trunk
 * prefix: the national format where it needs none (BR '(11) 98765-4321'),
 * else the international grouping (GB '7400 123456').
 */
function groupNational(nsn: string, country: CountryCode | undefined, parsed: PhoneNumber): string {
  if (country) {
    const national = new AsYouType(country).input(nsn);
    if (/\D/.test(national) && national.replace(/\D/g, '') === nsn) return national;
  }
  const international = parsed.formatInternational().replace(/^\+\d+\s*/, '');
  return international.replace(/\D/g, '') === nsn ? international : nsn;
}

/**
 * The stored display text '+code (area) number' of an E.164 number, built
 * from its national significant number: BR '+55 (11) 98765-4321',
 * US '+1 (201) 555-0123', GB '+44 (7400) 123456'. Null when unparseable.
 */
export function formatStored(e164: string): string | null {
  if (typeof e164 !== 'string' || e164.length > MAX_INPUT) return null;
  const parsed = parsePhoneNumberFromString('+' + e164.replace(/\D/g, ''));
  if (!parsed) return null;
  const nsn = parsed.nationalNumber;
  const grouped = groupNational(nsn, regionOf(parsed), parsed);
  const prefix = `+${parsed.countryCallingCode}`;
  if (grouped.startsWith('(')) return `${prefix} ${grouped}`;
  const space = grouped.indexOf(' ');
  if (space < 0) return `${prefix} ${grouped}`;
  return `${prefix} (${grouped.slice(0, space)}) ${grouped.slice(space + 1)}`;
}

export interface StoredPhone {
  country: CountryCode;
  /** National significant number: digits only, no trunk prefix. */
  national: string;
}

/**
 * Reads a stored phone text ('+55 (11) 98765-4321', an E.164 value, or a
 * sloppier variant) back into region and national digits for the input.
 * Untrusted input: anything unreadable gives null. A number that parses but
 * is not valid is still returned so the user can correct it.
 */
export function parseStored(text: unknown): StoredPhone | null {
  if (typeof text !== 'string' || text.length > MAX_INPUT) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length < 4 || digits.length > 17) return null;
  const parsed = parsePhoneNumberFromString('+' + digits);
  if (!parsed) return null;
  const country = regionOf(parsed);
  if (!country) return null;
  return { country, national: parsed.nationalNumber };
}

/** '+55' for 'BR'. */
export function callingPrefix(country: string): string | null {
  return isSupportedCountry(country) ? `+${getCountryCallingCode(country)}` : null;
}
