// Locale resolution, dictionaries and translation (spec §1).
// The first screen's area of pt (`common`) ships in the entry (pt is the default and fallback);
// every other locale and area loads when a screen first needs it.
import rosetta from 'rosetta';
import { atom } from 'nanostores';
import { cookieAttributes } from './config';
import { isOnline, nextOnline } from './network-wait';
import { readCookie } from './read-cookie';
import type { TKey } from './i18n-keys';
import common from '../../locales/pt/common.json';

export type { TKey } from './i18n-keys';

import { browserLanguages, FALLBACK_LOCALE, LOCALE_COOKIE, resolveLocale, type Locale } from './locale';

export { FALLBACK_LOCALE, HELP_SUFFIX, LOCALE_COOKIE, LOCALES, isLocale, resolveLocale, toLocale, type Locale } from './locale';

type Dict = Record<string, unknown>;

/**
 * The area of what the first screen can show (the sign-in email step, its layout and side message,
 * the language menu, the alerts that can show there, a lazy screen's spinner and load failure);
 * it ships in the entry for pt. The rest arrives with what shows it: `errors`, `signin` (the
 * password step) and `shared` (what later screens share) with the sign-in flow (embed/ready.ts
 * carries pt's), each lazy screen's areas with it (screens/lazy-screen.tsx).
 */
export const EAGER_AREAS = ['common'] as const;

/** pt's eager areas by name (the paint's template imports the same file: its texts are there once). */
export const eagerPt: Record<string, Dict> = { common };
type Chunk = () => Promise<{ default: Record<string, Dict> }>;
/** Each language's areas in two chunks: the first screen's (pt's are in the entry, eagerPt), then the rest. */
export const bundles: Record<Locale, [first: Chunk | null, rest: Chunk]> = {
  pt: [null, () => import('./locale-bundles/pt')],
  en: [() => import('./locale-bundles/en'), () => import('./locale-bundles/en-more')],
  es: [() => import('./locale-bundles/es'), () => import('./locale-bundles/es-more')],
};

export function areaOf(path: string): string {
  return path.replace(/^.*\/([\w-]+)\.json$/, '$1');
}

const i18n = rosetta<Dict>({ pt: { common } });
i18n.locale(FALLBACK_LOCALE);
/** `${locale}/${area}` pairs whose strings are in rosetta. */
const loaded = new Set<string>(EAGER_AREAS.map((a) => `pt/${a}`));
/** Areas some screen on the page has asked for; a locale switch loads them all. */
const wanted = new Set<string>(EAGER_AREAS);

const bundleLoads = new Map<Chunk, Promise<void>>();

/** Put an area's strings in rosetta unless they are there already; true when they were added. */
function addArea(locale: Locale, area: string, dict: Dict): boolean {
  if (loaded.has(`${locale}/${area}`)) return false;
  i18n.set(locale, { [area]: dict });
  loaded.add(`${locale}/${area}`);
  return true;
}

/**
 * An area's strings that came inside some chunk (embed/ready.ts carries pt's error messages):
 * loadAreas finds them there and downloads nothing for them.
 */
export function provideStrings(locale: Locale, area: string, dict: Dict): void {
  if (addArea(locale, area, dict)) $dictVersion.set($dictVersion.get() + 1);
}

/** Load the chunk of `locale`'s areas that has `area`: a chunk's areas arrive together. */
function loadBundle(locale: Locale, area: string): Promise<void> {
  const [first, rest] = bundles[locale];
  const load = first && (EAGER_AREAS as readonly string[]).includes(area) ? first : rest;
  let p = bundleLoads.get(load);
  if (!p) {
    p = load().then((m) => {
      for (const [path, dict] of Object.entries(m.default)) addArea(locale, areaOf(path), dict);
    }).catch((err: unknown) => {
      bundleLoads.delete(load); // offline: a later call tries again
      throw err;
    });
    bundleLoads.set(load, p);
  }
  return p;
}

async function loadPair(locale: Locale, area: string): Promise<void> {
  if (!loaded.has(`${locale}/${area}`)) await loadBundle(locale, area);
}

/**
 * A language chosen on this page whose cookie is not written yet (its write waits for js-cookie,
 * below): until then it is the page's language, and the write that comes writes the latest one.
 */
let unwritten: Locale | undefined;

/** The page's language before any element asks for one: a choice not yet written, cookie, browser, pt. */
export function initialLocale(): Locale {
  if (typeof document === 'undefined') return FALLBACK_LOCALE;
  return unwritten ?? resolveLocale(readCookie(LOCALE_COOKIE), browserLanguages());
}

/** The locale in use; bumps `$dictVersion` when a dictionary arrives so views re-render. */
export const $locale = atom<Locale>(FALLBACK_LOCALE);
export const $dictVersion = atom(0);

/** Load areas for the current locale (and pt, the fallback) before a screen shows. */
export async function loadAreas(areas: readonly string[], locale: Locale = $locale.get()): Promise<void> {
  for (const a of areas) wanted.add(a);
  const before = loaded.size;
  await Promise.all(areas.flatMap((a) => [loadPair(FALLBACK_LOCALE, a), loadPair(locale, a)]));
  if (loaded.size !== before) $dictVersion.set($dictVersion.get() + 1);
}

/**
 * Load every area asked for on the page in `locale`; nothing to wait for when they are there
 * already. Settles either way: offline, texts stay in the language shown before (translate) until
 * they can be fetched. An element's first render and a lazy screen wait for it (embed/elements.ts,
 * screens/lazy-screen.tsx): one added later in another language, or while the page switches, would
 * show another language until they arrive.
 */
export function loadLocale(locale = $locale.get()): Promise<void> | undefined {
  if ([...wanted].every((a) => loaded.has(`${locale}/${a}`))) return undefined;
  // Offline, not tried (a chunk that failed stays failed in the page's module map): the page's
  // language loads at `online`, so a switch made offline shows once the connection is back.
  if (!isOnline()) return void nextOnline().then(() => loadLocale());
  return loadAreas([...wanted], locale).catch(() => {});
}

/**
 * Write the shared language cookie. js-cookie, the one writer of cookies, comes with the element's
 * first use (the language menu is one), not with the first render, which only reads
 * (read-cookie.ts; issue #23). Offline the write waits for the connection: a chunk asked for
 * offline stays failed in today's engines.
 */
async function persistLocale(locale: Locale): Promise<void> {
  unwritten = locale;
  if (!isOnline()) await nextOnline();
  const { default: Cookies } = await import('js-cookie');
  if (!unwritten) return; // a later choice's write came first
  Cookies.set(LOCALE_COOKIE, unwritten, cookieAttributes(365));
  unwritten = undefined; // the cookie is the page's language again, whoever writes it next
}

/**
 * The language shown before the latest switch: until the new one's strings arrive, texts stay in
 * it (translate) rather than in pt for a moment; offline, until they can be fetched.
 */
let shownBefore: Locale | undefined;

/** Switch language for every element on the page; persist=true writes the shared cookie. */
export async function setLocale(locale: Locale, persist = true): Promise<void> {
  if (locale !== $locale.get()) shownBefore = $locale.get();
  $locale.set(locale);
  const written = persist ? persistLocale(locale).catch(() => {}) : undefined; // the chunk can't load: this page still switches
  await loadLocale(locale);
  await written;
}

/** Take the page's language (cookie, browser, pt); returns it. */
export function initLocale(): Locale {
  const l = initialLocale();
  if (l !== $locale.get()) void setLocale(l, false);
  return l;
}

export type Params = Record<string, string | number>;

/**
 * Translate; while `locale`'s strings of the key's area are loading, in the language shown before
 * the switch; falls back to pt, then to the key itself so nothing renders blank.
 */
export function translate(key: TKey, params?: Params, locale: Locale = $locale.get()): string {
  const area = key.slice(0, key.indexOf('.'));
  const lang = [locale, shownBefore].find((l) => l && loaded.has(`${l}/${area}`)) ?? FALLBACK_LOCALE;
  return i18n.t(key, params, lang) || i18n.t(key, params, FALLBACK_LOCALE) || key;
}


/** BCP 47 tag for Intl APIs: Brazilian Portuguese for pt. */
export const INTL_TAG: Record<Locale, string> = { pt: 'pt-BR', en: 'en', es: 'es' };

/** Every key of a dictionary as dotted paths (used by the parity test and the translator tool). */
export function flatKeys(dict: Dict, prefix = ''): string[] {
  return Object.entries(dict).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flatKeys(v as Dict, `${prefix}${k}.`) : [`${prefix}${k}`]);
}
