// Every locale file, loaded only when the translator opens (this module lives in its lazy chunk).
import { LOCALES, isLocale } from '../../core/i18n';
import type { LocaleTable, TranslatorSources } from '../../flows/translator-flow';

const files = import.meta.glob<Record<string, unknown>>('/locales/*/*.json', { import: 'default' });

export async function loadLocaleSources(): Promise<TranslatorSources> {
  const out = Object.fromEntries(LOCALES.map((l) => [l, {} as LocaleTable])) as unknown as TranslatorSources;
  await Promise.all(Object.entries(files).map(async ([path, load]) => {
    const m = /^\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (!m || !isLocale(m[1]) || !m[2]) return;
    out[m[1]][m[2]] = await load();
  }));
  return out;
}
