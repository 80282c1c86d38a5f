// Locale parity: the three locales have the same keys and placeholders, no empty or
// non-string values, and en/es are real translations rather than copies of pt.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { flatKeys } from '../../src/core/i18n';
import { t as apiText } from '../../demo/api/lib/i18n';

const root = join(import.meta.dirname, '../../locales');
const LOCALES = ['pt', 'en', 'es'] as const;
type Dict = Record<string, unknown>;

interface Loaded {
  /** 'area.dotted.key' → the raw leaf value. */
  values: Map<string, unknown>;
  /** area → number of keys. */
  counts: Map<string, number>;
}

function load(locale: string): Loaded {
  const values = new Map<string, unknown>();
  const counts = new Map<string, number>();
  for (const file of readdirSync(join(root, locale)).filter((f) => f.endsWith('.json')).sort()) {
    const dict = JSON.parse(readFileSync(join(root, locale, file), 'utf8')) as Dict;
    const area = file.replace(/\.json$/, '');
    const keys = flatKeys(dict);
    counts.set(area, keys.length);
    for (const key of keys) values.set(`${area}.${key}`, key.split('.').reduce<unknown>((o, k) => (o as Dict)[k], dict));
  }
  return { values, counts };
}

const text = (locale: Loaded) => new Map([...locale.values].map(([k, v]) => [k, String(v)]));
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
/** Words of a sentence, placeholders and lone symbols not counted. */
const words = (s: string) => s.replace(/\{\{\s*\w+\s*\}\}/g, ' ').split(/\s+/).filter((w) => /\p{L}/u.test(w));

/**
 * Strings allowed to read the same in en/es as in pt although longer than three words:
 * proper nouns and brand strings only. Each entry must still exist (a stale entry fails).
 */
const SAME_AS_PT_ALLOWED = new Set<string>([
  // Each language is shown in its own name in every locale (spec §1, language menu).
  'common.language-name.pt',
  'common.language-name.en',
  'common.language-name.es',
  // '{product} Future' is a product name (spec §2).
  'hub.language.future',
]);

const all = Object.fromEntries(LOCALES.map((l) => [l, load(l)])) as Record<(typeof LOCALES)[number], Loaded>;
const pt = text(all.pt);

describe('locales', () => {
  it('prints the key count per area and locale', () => {
    const areas = [...all.pt.counts.keys()];
    const line = (name: string, count: (l: (typeof LOCALES)[number]) => number) =>
      `${name.padEnd(12)} ${LOCALES.map((l) => String(count(l)).padStart(4)).join(' ')}`;
    const total = (l: (typeof LOCALES)[number]) => [...all[l].counts.values()].reduce((a, b) => a + b, 0);
    console.log([`${'area'.padEnd(12)} ${LOCALES.map((l) => l.padStart(4)).join(' ')}`,
      ...areas.map((area) => line(area, (l) => all[l].counts.get(area) ?? 0)), line('total', total)].join('\n'));
    expect(areas.length).toBeGreaterThan(0);
  });

  for (const locale of ['en', 'es'] as const) {
    const other = text(all[locale]);
    it(`${locale} has exactly the areas and keys of pt`, () => {
      expect([...all[locale].counts.keys()].sort()).toEqual([...all.pt.counts.keys()].sort());
      expect([...other.keys()].sort()).toEqual([...pt.keys()].sort());
    });
    it(`${locale} uses the same placeholders as pt`, () => {
      for (const [k, v] of pt) expect(placeholders(other.get(k) ?? ''), `${locale}:${k}`).toEqual(placeholders(v));
    });
    it(`${locale} translates every sentence longer than three words instead of copying pt`, () => {
      const copies = [...pt].filter(([k, v]) => !SAME_AS_PT_ALLOWED.has(k) && words(v).length > 3 && other.get(k) === v).map(([k]) => k);
      expect(copies, `${locale} values identical to pt`).toEqual([]);
    });
  }

  it('has only non-empty string values', () => {
    for (const locale of LOCALES) {
      for (const [k, v] of all[locale].values) {
        expect(typeof v, `${locale}:${k} is a string`).toBe('string');
        expect(String(v).trim(), `${locale}:${k} is not empty`).not.toBe('');
      }
    }
  });

  it('writes placeholders only as {{name}}, never half-open', () => {
    for (const locale of LOCALES) {
      for (const [k, v] of text(all[locale])) {
        const stripped = v.replace(/\{\{\s*\w+\s*\}\}/g, '');
        expect(/\{\{|\}\}/.test(stripped), `${locale}:${k} has a malformed placeholder: ${v}`).toBe(false);
      }
    }
  });

  it('keeps the allow-list of same-as-pt strings current', () => {
    for (const k of SAME_AS_PT_ALLOWED) expect(pt.has(k), `${k} still exists`).toBe(true);
  });

  it('names each language in its own language, the same in every locale', () => {
    for (const locale of LOCALES) {
      const names = text(all[locale]);
      expect(names.get('common.language-name.pt'), locale).toBe('Português');
      expect(names.get('common.language-name.en'), locale).toBe('English');
      expect(names.get('common.language-name.es'), locale).toBe('Español');
    }
  });

  it('keeps the spec messages verbatim', () => {
    const en = text(all.en);
    expect(pt.get('shared.not-found.title')).toBe('Esta página nao existe!');
    expect(en.get('signin.error-auth-404')).toBe('No account found with this email. Are you already registered?');
    expect(pt.get('errors.email-required')).toBe('Preencha o seu email');
    expect(en.get('errors.emails-differ')).toBe('Given emails are differents');
  });

  // The verify screens said "Solicite um novo código!", recovery and the API "Peça um novo código!" (QA).
  it('words the expired-code message the same on every screen and as the API does', () => {
    for (const locale of LOCALES) {
      const strings = text(all[locale]);
      const api = apiText(locale, 'codeInvalid');
      expect(strings.get('verify.code-expired'), `${locale}:verify.code-expired`).toBe(api);
      expect(strings.get('recovery.code-expired'), `${locale}:recovery.code-expired`).toBe(api);
    }
  });

  it('has a page title per locale for the hosted portal', () => {
    for (const locale of LOCALES) expect(placeholders(text(all[locale]).get('portal.title') ?? '')).toEqual(['company']);
  });
});
