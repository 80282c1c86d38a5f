import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '../../core/i18n';
import { localeTables } from './locale-sources';

describe('localeTables (the translator\'s source)', () => {
  it('gives every area file of every locale, as on disk (each language\'s two chunks together)', async () => {
    for (const locale of LOCALES) {
      const dir = join(import.meta.dirname, '../../../locales', locale);
      const onDisk = Object.fromEntries(readdirSync(dir).filter((f) => f.endsWith('.json'))
        .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, f), 'utf8')) as unknown]));
      expect(await localeTables(locale), locale).toEqual(onDisk);
    }
  });
});
