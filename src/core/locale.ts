// Which language (spec §1), with no dependencies: the embed's first paint (embed/paint.ts) picks
// the language before the i18n machinery (core/i18n.ts) has loaded, and must pick the same one.
export const LOCALES = ['pt', 'en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'pt';
export const LOCALE_COOKIE = 'user_locale';

/** Help-centre suffix per spec §1: pt→br, es→es, en→en. */
export const HELP_SUFFIX: Record<Locale, string> = { pt: 'br', es: 'es', en: 'en' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** 'pt-BR' -> 'pt', 'es-419' -> 'es'; anything unknown -> null. */
export function toLocale(tag: unknown): Locale | null {
  if (typeof tag !== 'string') return null;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : null;
}

/** Cookie user_locale, then the browser languages, then pt. */
export function resolveLocale(cookie: string | undefined, browser: readonly string[]): Locale {
  const fromCookie = toLocale(cookie);
  if (fromCookie) return fromCookie;
  for (const tag of browser) {
    const l = toLocale(tag);
    if (l) return l;
  }
  return FALLBACK_LOCALE;
}

/** The browser's languages, in order of preference. */
export function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
}
