// The portal's own strings (locales/<lang>/<area>.json), to find controls and messages by the
// words a user of that language reads.
import { readFileSync } from 'node:fs';

export const LANGS = ['pt', 'en', 'es'] as const;
export type Lang = (typeof LANGS)[number];

/** The string `area.key.sub` of locales/<lang>/<area>.json (nested keys included), placeholders filled. */
export function msg(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const [area, ...path] = key.split('.');
  let v: unknown = JSON.parse(readFileSync(new URL(`../../../locales/${lang}/${area}.json`, import.meta.url), 'utf8'));
  for (const p of path) v = (v as Record<string, unknown>)[p];
  if (typeof v !== 'string') throw new Error(`no string ${key} in ${lang}`);
  return v.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k]));
}
