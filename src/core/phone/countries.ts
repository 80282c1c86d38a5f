// The phone country table, derived at runtime from libphonenumber-js so it
// never drifts from the metadata used to validate. Import this module on
// demand (dynamic import): it pulls in the metadata and example numbers.
import { AsYouType, getCountries, getCountryCallingCode, getExampleNumber } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/examples.mobile.json';
import { applyMask, maskSlots, onlyDigits } from './mask';

export type { CountryCode };

export interface PhoneCountry {
  /** ISO 3166-1 alpha-2 region code. */
  country: CountryCode;
  /** Calling code without '+', e.g. '55'. */
  callingCode: string;
  /** Input mask for the national number, '#' per digit. */
  mask: string;
  /** The region writes its numbers with a national (trunk) prefix: FR '06 12 34 56 78', GB '07400 123456'. */
  trunk: boolean;
}

/** Whether the region's national format of its example mobile number has a trunk prefix (FR 06…). */
function writesTrunk(country: CountryCode): boolean {
  const example = getExampleNumber(country, examples);
  return !!example && example.formatNational().replace(/\D/g, '') !== example.nationalNumber;
}

/**
 * The mask of a region, from its example mobile number: the national format
 * as typed (AsYouType), digits replaced by '#'. Where the national format
 * needs a trunk prefix (GB '07400 123456'), the user types no such prefix, so
 * the international grouping without '+code ' is used instead.
 */
export function deriveMask(country: CountryCode): string | null {
  const example = getExampleNumber(country, examples);
  if (!example) return null;
  const nsn = example.nationalNumber;
  const needsTrunk = writesTrunk(country);
  const formatted = needsTrunk
    ? example.formatInternational().replace(/^\+\d+\s*/, '')
    : new AsYouType(country).input(nsn);
  return formatted.replace(/\d/g, '#');
}

/**
 * The digits typed as libphonenumber's as-you-type formatter reads and shows them for the region.
 * `national`: the national significant number, any national (trunk) prefix typed left out.
 */
function asTyped(row: PhoneCountry, digits: string): { text: string; national: string } {
  // getNationalNumber() is in the library's main typings, not the /min ones (same class).
  const national = new AsYouType(row.country) as AsYouType & { getNationalNumber(): string };
  const text = national.input(digits);
  const nsn = national.getNationalNumber();
  // Without the prefix the region's national format needs (FR 06…), the formatter leaves the
  // digits ungrouped: group them as it does after +code instead (FR '6 12 34 56 78').
  if (digits !== nsn || /\D/.test(text)) return { text, national: nsn };
  const prefix = `+${row.callingCode}`;
  const grouped = new AsYouType().input(prefix + digits).slice(prefix.length).trim();
  return { text: onlyDigits(grouped) === digits ? grouped : text, national: nsn };
}

/**
 * A number typed for a region, with or without the national (trunk) prefix the region writes: FR
 * '0612345678' and '612345678' both read as +33 6 12 34 56 78. `number` is what to show, as libphonenumber's
 * as-you-type formatter shows it ('06 12 34 56 78', '6 12 34 56 78'); `mask` is what it is
 * checked against: the region's, with a slot for each digit of a prefix typed before the number.
 * Digits beyond the number's are dropped.
 */
export function typePhone(row: PhoneCountry, input: string): { number: string; mask: string } {
  let digits = onlyDigits(input);
  if (!row.trunk) {
    // A region that writes no trunk prefix (BR, US): a leading 0 or 1 is the number's own digit,
    // not one to drop (BR '(01) 19876-5432' is shown so, and refused, not read as another number).
    digits = digits.slice(0, maskSlots(row.mask));
    const read = asTyped(row, digits);
    return { number: read.national === digits ? read.text : applyMask(row.mask, digits), mask: row.mask };
  }
  let read = asTyped(row, digits);
  // Too many digits: drop from the end until the number has the region's length (the prefix as
  // the formatter reads it may change as digits go, hence a loop; each turn drops one or more).
  while (read.national.length > maskSlots(row.mask)) {
    digits = digits.slice(0, digits.length - Math.max(1, read.national.length - maskSlots(row.mask)));
    read = asTyped(row, digits);
  }
  const prefixDigits = Math.max(0, digits.length - read.national.length);
  return { number: read.text, mask: '#'.repeat(prefixDigits) + row.mask };
}

/**
 * A number in international form ('+55 21 99876-5432': pasted, autofilled, or typed far enough):
 * the region its calling code names and the digits after the code, or null when it names none
 * ('+', '+3', no '+'). A code several regions share (+1) names the one libphonenumber reads the
 * number as, else `current` when it is one of them.
 */
export function readInternational(input: string, current: string): { row: PhoneCountry; national: string } | null {
  const text = input.trim();
  if (!text.startsWith('+')) return null;
  const reader = new AsYouType() as AsYouType & { getNationalNumber(): string };
  reader.input(`+${onlyDigits(text)}`);
  const code = reader.getCallingCode();
  if (!code) return null;
  const rows = phoneCountries().filter((r) => r.callingCode === code);
  const named = reader.getCountry();
  const row = rows.length === 1 ? rows[0] : (rows.find((r) => r.country === named) ?? rows.find((r) => r.country === current));
  return row ? { row, national: reader.getNationalNumber() } : null;
}

let table: readonly PhoneCountry[] | undefined;
let byCode: Map<string, PhoneCountry> | undefined;

/** Every region libphonenumber-js knows (about 245) with calling code and mask. */
export function phoneCountries(): readonly PhoneCountry[] {
  if (!table) {
    const rows: PhoneCountry[] = [];
    for (const country of getCountries()) {
      const mask = deriveMask(country);
      if (mask) rows.push({ country, callingCode: getCountryCallingCode(country), mask, trunk: writesTrunk(country) });
    }
    table = rows;
    byCode = new Map(rows.map((r) => [r.country, r]));
  }
  return table;
}

/** The table row of a region (case-insensitive), or undefined. */
export function phoneCountry(iso2: string): PhoneCountry | undefined {
  phoneCountries();
  return byCode?.get(iso2.toUpperCase());
}
