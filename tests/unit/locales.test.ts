import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { flatKeys } from '../../src/core/i18n';

const root = join(import.meta.dirname, '../../locales');
type Dict = Record<string, unknown>;

function load(locale: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of readdirSync(join(root, locale)).filter((f) => f.endsWith('.json'))) {
    const dict = JSON.parse(readFileSync(join(root, locale, file), 'utf8')) as Dict;
    const area = file.replace(/\.json$/, '');
    for (const key of flatKeys(dict)) {
      const value = key.split('.').reduce<unknown>((o, k) => (o as Dict)[k], dict);
      out.set(`${area}.${key}`, String(value));
    }
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locales', () => {
  const pt = load('pt');
  for (const locale of ['en', 'es']) {
    const other = load(locale);
    it(`${locale} has exactly the keys of pt`, () => {
      expect([...other.keys()].sort()).toEqual([...pt.keys()].sort());
    });
    it(`${locale} uses the same placeholders as pt`, () => {
      for (const [k, v] of pt) expect(placeholders(other.get(k) ?? ''), k).toEqual(placeholders(v));
    });
  }
  it('has no empty values', () => {
    for (const locale of ['pt', 'en', 'es']) for (const [k, v] of load(locale)) expect(v.trim(), `${locale}:${k}`).not.toBe('');
  });
  it('keeps the spec messages verbatim', () => {
    expect(pt.get('common.not-found.title')).toBe('Esta página nao existe!');
    expect(load('en').get('signin.error-auth-404')).toBe('No account found with this email. Are you already registered?');
    expect(pt.get('errors.email-required')).toBe('Preencha o seu email');
    expect(load('en').get('errors.emails-differ')).toBe('Given emails are differents');
  });
});
