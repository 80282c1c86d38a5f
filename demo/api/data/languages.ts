// Language codes offered as native_language; names come from Intl.DisplayNames in the caller's language.
export const LANGUAGE_CODES = ['pt', 'en', 'es', 'fr', 'de', 'it', 'ja', 'ko', 'zh', 'ru', 'ar', 'hi', 'nl', 'pl', 'tr', 'sv', 'he', 'el', 'uk', 'vi'] as const;

const cache = new Map<string, { code: string; name: string }[]>();

export function languageList(lang: 'pt' | 'en' | 'es'): { code: string; name: string }[] {
  let list = cache.get(lang);
  if (!list) {
    const names = new Intl.DisplayNames([lang === 'pt' ? 'pt-BR' : lang], { type: 'language' });
    list = LANGUAGE_CODES.map((code) => {
      const name = names.of(code) ?? code;
      return { code, name: name.charAt(0).toLocaleUpperCase(lang) + name.slice(1) };
    });
    cache.set(lang, list);
  }
  return list;
}
