// Builds keep only r2wc's string transform (vite.config.ts, accounts:r2wc-string-props): an
// element given typed props ({ open: 'boolean' }) would have those attributes ignored there. Every
// element gives r2wc a list of names, which it reads as strings.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../tests/unit/source-files';

describe('r2wc', () => {
  it('is given its props as a list of names, never typed', () => {
    const calls = ['src', 'embed', 'hosted'].flatMap(sourceFiles).flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/\br2wc\(([^;]*)\)/g)].map((m) => m[1]!));
    expect(calls.length).toBeGreaterThan(0);
    for (const args of calls) expect(args).toMatch(/\{[^}]*\bprops\b(?!\s*:\s*\{)[^}]*\}/);
  });

  it('reads a list of props as strings (what the build patch relies on)', () => {
    const core = readFileSync(join('node_modules', '@r2wc', 'core', 'dist', 'core.js'), 'utf8');
    expect(core).toContain('Array.isArray(e.props) ? "string"');
  });
});
