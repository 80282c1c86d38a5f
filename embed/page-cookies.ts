// The page's cookies as the entry reads them before the elements are defined (the paint's
// session check, the page's language): read once, since each document.cookie read is a round trip
// to the browser, and forgotten once the elements take over.
import { LOCALE_COOKIE, browserLanguages, resolveLocale, type Locale } from '../src/core/locale';
import { readCookie } from '../src/core/read-cookie';

let cookies: string | undefined;

export function cookie(name: string): string | undefined {
  cookies ??= document.cookie;
  return readCookie(name, cookies);
}

export function forgetCookies(): void {
  cookies = undefined;
}

/** The page's language as the elements will take it (core/i18n.ts initialLocale): cookie, browser, pt. */
export function pageLocale(): Locale {
  return resolveLocale(cookie(LOCALE_COOKIE), browserLanguages());
}
