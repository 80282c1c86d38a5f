// Builds stub out @nanostores/react's `keys` option (vite.config.ts, accounts:drop-listen-keys):
// a useStore(…, { keys }) would throw there. Nothing may ask for it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe('useStore', () => {
  it('is never called with the keys option', () => {
    const offenders = ['src', 'embed', 'hosted'].flatMap(sources)
      .filter((f) => /useStore\([^;]*\bkeys\s*:/.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
