// Helpers of the flow specs (reload-back, activation-code, alerts): locale strings, request
// counts, the layout-shift record. New beside the gate's support files; imports them as they are.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

export type Lang = 'pt' | 'en' | 'es';
export const LOCALE: Record<Lang, string> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' };

/** A string of locales/<lang>/<area>.json with its parameters filled in. */
export function msg(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const [area, ...path] = key.split('.');
  let v: unknown = JSON.parse(readFileSync(new URL(`../../../locales/${lang}/${area}.json`, import.meta.url), 'utf8'));
  for (const p of path) v = (v as Record<string, unknown>)[p];
  if (typeof v !== 'string') throw new Error(`no string ${key} in ${lang}`);
  return v.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k]));
}

/** Requests the page makes with `method` to `path` (the API's, any origin). */
export function countRequests(page: Page, method: string, path: string): { readonly count: number } {
  const seen = { count: 0 };
  page.on('request', (r) => { if (r.method() === method && new URL(r.url()).pathname === path) seen.count++; });
  return seen;
}

/**
 * Holds every request to `url` (a glob, a regexp or a predicate, as page.route takes) until the
 * returned `release` is called: a chunk, a picture or an answer that arrives late, on purpose.
 * `method`: only requests of that method are held; the others go on.
 */
export async function holdRequests(page: Page, url: Parameters<Page['route']>[0], method?: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(url, async (route) => {
    if (!method || route.request().method() === method) await held;
    await route.fallback();
  });
  return release;
}

/**
 * Records every layout shift of the page from its start, including those right after input
 * (which CLS itself leaves out): an alert that moves the form under the user's finger counts.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; nodes: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node | null }[] })[]) {
        w.__shifts.push({ value: e.value, nodes: (e.sources ?? []).map((s) => (s.node instanceof Element ? `${s.node.localName}.${s.node.className}` : String(s.node?.nodeName))) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recorded since the last call. */
export async function takeLayoutShifts(page: Page): Promise<{ value: number; nodes: string[] }[]> {
  return page.evaluate(() => {
    const w = window as unknown as { __shifts: { value: number; nodes: string[] }[] };
    return w.__shifts.splice(0);
  });
}
