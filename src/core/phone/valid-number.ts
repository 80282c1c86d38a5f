// The contact modal's check (spec §5: the number 'must also parse as valid for
// the selected country'), with the full ("max") metadata: ~39 kB gzip, so it
// loads on demand in a chunk of its own, never with the phone rules (phone.ts)
// the sign-up steps use. Kept apart from phone.ts so that chunk gets no
// dynamic import: in the hosted build one brings in the entry's preload
// helper, and with it the entry as a dependency of every import of phone.ts.
import type { MetadataJson } from 'libphonenumber-js/core';
import { isValidForCountry, isValidForCountryWith } from './phone';

let fullMetadata: Promise<MetadataJson> | undefined;

/** A failed load is tried again on the next call. */
function loadFullMetadata(): Promise<MetadataJson> {
  fullMetadata ??= import('libphonenumber-js/metadata.max.json').then((m) => m.default, (err: unknown) => {
    fullMetadata = undefined;
    throw err;
  });
  return fullMetadata;
}

/** Starts loading the full metadata ahead of isValidForCountryFull (when the contact modal opens). */
export function preloadFullMetadata(): void {
  loadFullMetadata().catch(() => undefined);
}

/**
 * Whether the value is a valid number of the selected region by the region's
 * number patterns per type (mobile, fixed line, ...), not only its lengths.
 * BR '(11) 00000-0000' and '(11) 11111-1111' have a mobile's length, but a BR
 * mobile starts with 9: refused. A landline of the region is a valid number:
 * BR '(11) 3123-4567' passes. When the metadata cannot load (offline) the
 * length check answers rather than block the change; the API has the last word.
 */
export async function isValidForCountryFull(country: string, value: string): Promise<boolean> {
  if (!isValidForCountry(country, value)) return false;
  let full: MetadataJson;
  try {
    full = await loadFullMetadata();
  } catch {
    return true;
  }
  return isValidForCountryWith(full, country, value);
}
