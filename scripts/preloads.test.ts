// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LOCALE_PRELOADS_MARK, PRELOADS_MARK, preloadList, writePreloads } from './preloads.mjs';

const chunk = (fileName: string, imports: string[] = [], dynamicImports: string[] = []) => ({ type: 'chunk' as const, fileName, imports, dynamicImports });

describe('the entry preload list', () => {
  it('names each chunk the entry imports dynamically and everything those import statically, once, never the entry', () => {
    const entry = chunk('accounts.js', [], ['chunks/elements-a.js', 'chunks/ready-b.js']);
    const bundle = {
      'accounts.js': entry,
      'chunks/elements-a.js': chunk('chunks/elements-a.js', ['accounts.js', 'chunks/runtime-c.js'], ['chunks/SignInRoutes-d.js']),
      'chunks/ready-b.js': chunk('chunks/ready-b.js', ['chunks/elements-a.js', 'chunks/runtime-c.js', 'accounts.js']),
      'chunks/runtime-c.js': chunk('chunks/runtime-c.js'),
      'chunks/SignInRoutes-d.js': chunk('chunks/SignInRoutes-d.js', ['chunks/elements-a.js']),
      'chunks/style.css': { type: 'asset' as const, fileName: 'chunks/style.css' },
    };
    expect(preloadList(bundle, entry)).toEqual(['chunks/elements-a.js', 'chunks/ready-b.js', 'chunks/runtime-c.js']);
  });

  it('starts from the chunks it is given, when not all the entry imports are wanted at once', () => {
    const entry = chunk('accounts.js', [], ['chunks/elements-a.js', 'chunks/ready-b.js']);
    const bundle = {
      'accounts.js': entry,
      'chunks/elements-a.js': chunk('chunks/elements-a.js', ['chunks/runtime-c.js'], ['chunks/page-setup-e.js']),
      'chunks/ready-b.js': chunk('chunks/ready-b.js', ['chunks/elements-a.js', 'chunks/runtime-c.js', 'chunks/calls-d.js']),
      'chunks/runtime-c.js': chunk('chunks/runtime-c.js'),
      'chunks/calls-d.js': chunk('chunks/calls-d.js'),
      'chunks/page-setup-e.js': chunk('chunks/page-setup-e.js', ['chunks/elements-a.js']),
    };
    expect(preloadList(bundle, entry, ['chunks/elements-a.js', 'chunks/page-setup-e.js'])).toEqual(['chunks/elements-a.js', 'chunks/page-setup-e.js', 'chunks/runtime-c.js']);
  });

  it('is written in place of the one mark, whatever quotes the minifier chose', () => {
    expect(writePreloads(`var e=\`${PRELOADS_MARK}\`;`, ['chunks/a.js'])).toBe('var e=["chunks/a.js"];');
    expect(writePreloads(`var e="${PRELOADS_MARK}";`, [])).toBe('var e=[];');
    expect(() => writePreloads('var e=[];', [])).toThrow(/expected one/);
    expect(() => writePreloads(`"${PRELOADS_MARK}";'${PRELOADS_MARK}'`, [])).toThrow(/found 2/);
  });

  it('writes the strings chunks by language in place of their own mark', () => {
    const code = `var e="${PRELOADS_MARK}",t='${LOCALE_PRELOADS_MARK}';`;
    const written = writePreloads(writePreloads(code, ['chunks/elements-a.js']), { en: ['chunks/en-b.js'], es: ['chunks/es-c.js'] }, LOCALE_PRELOADS_MARK);
    expect(written).toBe('var e=["chunks/elements-a.js"],t={"en":["chunks/en-b.js"],"es":["chunks/es-c.js"]};');
    expect(() => writePreloads('var e=[];', {}, LOCALE_PRELOADS_MARK)).toThrow(`expected one ${LOCALE_PRELOADS_MARK}`);
  });
});
