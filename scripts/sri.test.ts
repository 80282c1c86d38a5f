// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { integrity, sriTable } from './sri.mjs';

const dir = mkdtempSync(join(tmpdir(), 'sri-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('hashes accounts.js first, then every chunk, as sha384 base64', () => {
  mkdirSync(join(dir, 'chunks'));
  writeFileSync(join(dir, 'accounts.js'), 'import "./chunks/a.js";');
  writeFileSync(join(dir, 'chunks/b.js'), 'export const b = 2;');
  writeFileSync(join(dir, 'chunks/a.js'), 'export const a = 1;');
  writeFileSync(join(dir, 'accounts.d.ts'), 'export {};');
  const table = sriTable(dir);
  expect(Object.keys(table)).toEqual(['accounts.js', 'chunks/a.js', 'chunks/b.js']);
  const expected = `sha384-${createHash('sha384').update('import "./chunks/a.js";').digest('base64')}`;
  expect(table['accounts.js']).toBe(expected);
  expect(integrity(Buffer.from('x'))).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
});
