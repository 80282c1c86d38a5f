// Localised country names at zero bytes: Intl.DisplayNames. The portal's 'pt'
// is Brazilian Portuguese ('Quénia' is European; 'Quênia' is what users expect).

const LOCALE_TAGS: Record<string, string> = { pt: 'pt-BR' };
const cache = new Map<string, Intl.DisplayNames | null>();

function displayNames(locale: string): Intl.DisplayNames | null {
  const tag = LOCALE_TAGS[locale] ?? locale;
  let names = cache.get(tag);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([tag], { type: 'region' });
    } catch {
      names = null;
    }
    cache.set(tag, names);
  }
  return names;
}

/** The name of a region in the portal's language; the code itself when unknown. */
export function countryName(iso2: string, locale: string): string {
  const code = iso2.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return iso2;
  try {
    return displayNames(locale)?.of(code) ?? code;
  } catch {
    return code;
  }
}
