// Keys are typed from locales/pt (i18n-keys.ts): `npm run typecheck` is this test's gate. Each
// expect-error line below fails typecheck if its typo were ever accepted as a key.
import { describe, expect, it } from 'vitest';
import { flatKeys, translate, type TKey } from './i18n';
import common from '../../locales/pt/common.json';

describe('translation keys', () => {
  it('accept every key of locales/pt and refuse a typo', () => {
    const known: TKey = 'common.language-name.pt';
    // @ts-expect-error a typo is not a key
    const typo: TKey = 'common.language-nme.pt';
    // @ts-expect-error an area prefix alone is not a key
    const area: TKey = 'common';
    expect([known, typo, area]).toHaveLength(3);
    expect(flatKeys(common)).toContain(known.slice('common.'.length));
  });

  it("are what translate accepts (useT's t has the same parameter)", () => {
    // @ts-expect-error translate refuses an unknown key; at run time it shows as itself
    expect(translate('common.no-such-key', undefined, 'pt')).toBe('common.no-such-key');
    expect(translate('common.language-name.pt', undefined, 'pt')).toBe('Português');
  });
});
