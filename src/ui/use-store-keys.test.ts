// Builds stub out @nanostores/react's `keys` option (vite.config.ts, accounts:drop-listen-keys):
// a useStore(…, { keys }) would throw there. Nothing may ask for it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../../tests/unit/source-files';

describe('useStore', () => {
  it('is never called with the keys option', () => {
    const offenders = ['src', 'embed', 'hosted'].flatMap(sourceFiles)
      .filter((f) => /useStore\([^;]*\bkeys\s*:/.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
