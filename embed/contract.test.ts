// @vitest-environment node
// The parts the screens set are the parts the contract declares: a `part` in src/ or embed/ that
// embed/contract.ts doesn't name fails here, and so does a declared part that nothing sets.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../tests/unit/source-files';
import { stripComments } from '../scripts/check-layers.mjs';
import { ATTRIBUTE_DOCS, ATTRIBUTES, FLAGS, PARTS } from './contract';

/** `panel-${p}` and `panel-<product>` both read `panel-*`: a family of parts named from a value. */
const shape = (name: string): string => name.replace(/\$\{[^}]*\}|<[^>]*>/g, '*');
const names = (text: string): string[] => text.split(/\s+/).filter(Boolean).map(shape);
/** The strings an expression can give (a string compared against is not one). */
const literals = (expr: string): string[] => [...expr.replace(/[!=]==?\s*(['"`])[^'"`]*\1/g, '').matchAll(/'([^']*)'|"([^"]*)"|`([^`]*)`/g)].flatMap((m) => names(m[1] ?? m[2] ?? m[3] ?? ''));

/** The part names a source file sets: `part="…"`, `part={…}` (JSX) and `part: '…'` (h() props). */
export function partsIn(source: string): string[] {
  const code = stripComments(source);
  const found: string[] = [];
  for (const m of code.matchAll(/(?<![\w-])part(?:=|:\s*)("[^"]*"|'[^']*'|`[^`]*`|\{(`[^`]*`|[^}]*)\})/g)) {
    const value = m[2] ?? m[1]!;
    if (/^["'`]/.test(value)) {
      found.push(...literals(value));
      continue;
    }
    // A name: the strings of its `const` (Button's `part` picks one of three).
    const ident = /^\s*([A-Za-z_$][\w$]*)\s*$/.exec(value)?.[1];
    const expr = ident ? new RegExp(`const ${ident}\\s*=([^;]*);`).exec(code)?.[1] : value;
    const strings = literals(expr ?? '');
    if (strings.length === 0) throw new Error(`cannot read the part names of part={${value}}`);
    found.push(...strings);
  }
  return found;
}

const familyCovers = (family: string, name: string): boolean =>
  family.includes('*') && new RegExp(`^${family.split('*').map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\w-]+')}$`).test(name);

describe('the parts of the contract', () => {
  const used = new Map<string, string>();
  for (const file of [...sourceFiles('src'), ...sourceFiles('embed')]) {
    for (const name of partsIn(readFileSync(file, 'utf8'))) if (!used.has(name)) used.set(name, file);
  }
  const declared = Object.keys(PARTS).map(shape);

  it('reads every way a screen sets a part', () => {
    const sample = [
      '<div part="container translator" data-part="sessions" />',
      '<p part={`alert alert-${a.kind}`} />',
      "h('a', { part: 'link teacher-link' });",
      "const part = variant === 'primary' ? 'button primary-button' : 'link';\n<button part={part} />",
      '// part="in-a-comment"',
    ].join('\n');
    expect(partsIn(sample)).toEqual(['container', 'translator', 'alert', 'alert-*', 'link', 'teacher-link', 'button', 'primary-button', 'link']);
    expect(() => partsIn('<b part={x} />')).toThrow(/part=\{x\}/);
  });

  it('declares every part set in src/ and embed/', () => {
    expect(used.size).toBeGreaterThan(40);
    const missing = [...used].filter(([name]) => !declared.includes(name) && !declared.some((d) => familyCovers(name, d)));
    expect(missing.map(([name, file]) => `${name} (${file})`)).toEqual([]);
  });

  it('declares no part that nothing sets', () => {
    const unused = declared.filter((d) => !used.has(d) && ![...used.keys()].some((u) => familyCovers(u, d)));
    expect(unused).toEqual([]);
  });
});

describe('the attributes of the contract', () => {
  it('flags are the boolean attributes', () => {
    const booleans = Object.entries(ATTRIBUTE_DOCS).filter(([, d]) => d.type === 'boolean').map(([a]) => a);
    expect(booleans).toEqual([...FLAGS]);
  });

  it('documents every attribute, the flags among them', () => {
    expect(Object.keys(ATTRIBUTE_DOCS).filter((a) => !(FLAGS as readonly string[]).includes(a))).toEqual(Object.keys(ATTRIBUTES));
  });
});

describe('the contract in the bundle', () => {
  // The documentation exports are dropped by the bundler only while no runtime module imports them.
  const RUNTIME = ['TAGS', 'ATTRIBUTES', 'FLAGS', 'SETTINGS_SECTIONS', 'observedBy'];
  it('runtime modules import only its text-free part', () => {
    const imported = [...sourceFiles('src'), ...sourceFiles('embed'), ...sourceFiles('hosted')].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'[./]*(?:embed\/)?contract'/g)]
        .flatMap((m) => m[1]!.split(',').map((n) => n.trim()).filter((n) => n && !n.startsWith('type ')).map((n) => `${n} (${file})`)));
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((n) => !RUNTIME.includes(n.split(' ')[0]!))).toEqual([]);
  });
});
