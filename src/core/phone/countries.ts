// The phone country table, derived at runtime from libphonenumber-js so it
// never drifts from the metadata used to validate. Import this module on
// demand (dynamic import): it pulls in the metadata and example numbers.
import { AsYouType, getCountries, getCountryCallingCode, getExampleNumber } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/examples.mobile.json';

export type { CountryCode };

export interface PhoneCountry {
  /** ISO 3166-1 alpha-2 region code. */
  country: CountryCode;
  /** Calling code without '+', e.g. '55'. */
  callingCode: string;
  /** Input mask for the national number, '#' per digit. */
  mask: string;
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
  const needsTrunk = example.formatNational().replace(/\D/g, '') !== nsn;
  const formatted = needsTrunk
    ? example.formatInternational().replace(/^\+\d+\s*/, '')
    : new AsYouType(country).input(nsn);
  return formatted.replace(/\d/g, '#');
}

let table: readonly PhoneCountry[] | undefined;
let byCode: Map<string, PhoneCountry> | undefined;

/** Every region libphonenumber-js knows (about 245) with calling code and mask. */
export function phoneCountries(): readonly PhoneCountry[] {
  if (!table) {
    const rows: PhoneCountry[] = [];
    for (const country of getCountries()) {
      const mask = deriveMask(country);
      if (mask) rows.push({ country, callingCode: getCountryCallingCode(country), mask });
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
