// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PRELOADS_MARK, preloadList, writePreloads } from './preloads.mjs';

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

  it('leaves out the dynamic imports it is told to (they load when the entry asks)', () => {
    const entry = chunk('accounts.js', [], ['chunks/elements-a.js', 'chunks/ready-b.js']);
    const bundle = {
      'accounts.js': entry,
      'chunks/elements-a.js': { ...chunk('chunks/elements-a.js', ['chunks/runtime-c.js']), name: 'elements' },
      'chunks/ready-b.js': { ...chunk('chunks/ready-b.js', ['chunks/elements-a.js', 'chunks/runtime-c.js', 'chunks/calls-d.js']), name: 'ready' },
      'chunks/runtime-c.js': chunk('chunks/runtime-c.js'),
      'chunks/calls-d.js': chunk('chunks/calls-d.js'),
    };
    expect(preloadList(bundle, entry, (c) => c?.name === 'elements')).toEqual(['chunks/elements-a.js', 'chunks/runtime-c.js']);
  });

  it('is written in place of the one mark, whatever quotes the minifier chose', () => {
    expect(writePreloads(`var e=\`${PRELOADS_MARK}\`;`, ['chunks/a.js'])).toBe('var e=["chunks/a.js"];');
    expect(writePreloads(`var e="${PRELOADS_MARK}";`, [])).toBe('var e=[];');
    expect(() => writePreloads('var e=[];', [])).toThrow(/expected one/);
    expect(() => writePreloads(`"${PRELOADS_MARK}";'${PRELOADS_MARK}'`, [])).toThrow(/found 2/);
  });
});
