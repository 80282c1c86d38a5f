// Every locale file, loaded only when the translator opens (this module lives in its lazy chunk).
// Through the i18n bundles, not a glob of its own: the entry's pt files then need no module
// namespace objects (which would cost the embed a runtime chunk and one more round trip).
import { areaOf, bundles, eagerPt, LOCALES, type Locale } from '../../core/i18n';
import type { TranslatorSources } from '../../flows/translator-flow';

/** Every area of `locale`, as laid out in locales/<locale>/: its first screen's, then the rest. */
export async function localeTables(locale: Locale): Promise<Record<string, unknown>> {
  const [first, rest] = bundles[locale];
  const byArea = (files: Record<string, unknown>) => Object.fromEntries(Object.entries(files).map(([p, d]) => [areaOf(p), d]));
  return { ...(first ? byArea((await first()).default) : eagerPt), ...byArea((await rest()).default) };
}

export async function loadLocaleSources(): Promise<TranslatorSources> {
  const tables = await Promise.all(LOCALES.map(async (l) => [l, await localeTables(l)] as const));
  return Object.fromEntries(tables) as unknown as TranslatorSources;
}
