// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { EMBED_BUDGET, FIRST_RENDER_BUDGET, READY_BUDGET, staticClosure, staticImports } from './size-budget.mjs';

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

describe('size-budget', () => {
  it('budgets 9 kB for the first paint, 29.7 kB for the first real render and 45.4 kB for what the first use adds', () => {
    expect(EMBED_BUDGET).toBe(9 * 1024);
    expect(FIRST_RENDER_BUDGET).toBe(29.7 * 1024);
    expect(READY_BUDGET).toBe(45.4 * 1024);
  });

  it('finds static imports in minified output and ignores dynamic import()', () => {
    const code =
      'import{a as b}from"./chunks/A-1.js";import"./chunks/B-2.js";export{c}from\'./chunks/C-3.js\';' +
      'const d=()=>import(`./chunks/Lazy-4.js`),e=import("./chunks/Lazy-5.js");import.meta.url;';
    expect(staticImports(code).sort()).toEqual(['./chunks/A-1.js', './chunks/B-2.js', './chunks/C-3.js']);
  });

  it('follows static imports recursively, once each, and not into lazy chunks', () => {
    dir = mkdtempSync(join(tmpdir(), 'size-'));
    mkdirSync(join(dir, 'chunks'));
    writeFileSync(join(dir, 'accounts.js'), 'import"./chunks/a.js";const l=()=>import("./chunks/lazy.js");');
    writeFileSync(join(dir, 'chunks/a.js'), 'import"./b.js";import"./a.js";');
    writeFileSync(join(dir, 'chunks/b.js'), 'export{};');
    writeFileSync(join(dir, 'chunks/lazy.js'), 'import"./b.js";');
    const { js } = staticClosure(join(dir, 'accounts.js'));
    expect(js.map((f) => basename(f)).sort()).toEqual(['a.js', 'accounts.js', 'b.js']);
  });
});
