// The native-language list, asked again at a language switch: what shows meanwhile, and which
// answer wins.
import { describe, expect, it, vi } from 'vitest';
import { createLanguageList, offeredLanguages } from './language-list';

describe('createLanguageList', () => {
  // A language switch asks again (the API names the languages in the one on screen).
  it('asked again, keeps the list shown while the new one loads and if it fails; the last asked wins', async () => {
    const answers: ((list: { code: string; name: string }[] | Error) => void)[] = [];
    const getLanguages = vi.fn(() => new Promise<{ code: string; name: string }[]>((resolve, reject) => {
      answers.push((v) => (v instanceof Error ? reject(v) : resolve(v)));
    }));
    const f = createLanguageList(getLanguages);
    const first = f.load();
    answers[0]!([{ code: 'de', name: 'Alemán' }]);
    await first;
    const es = { status: 'ready', list: [{ code: 'de', name: 'Alemán' }] };
    const failing = f.load();
    expect(f.$languages.get(), 'shown while the next loads').toEqual(es);
    answers[1]!(new Error('offline'));
    await failing;
    expect(f.$languages.get(), 'kept when the next fails').toEqual(es);
    const slow = f.load();
    const fast = f.load();
    answers[3]!([{ code: 'de', name: 'German' }]);
    await fast;
    answers[2]!([{ code: 'de', name: 'Alemão' }]);
    await slow;
    expect(f.$languages.get(), 'the last asked').toEqual({ status: 'ready', list: [{ code: 'de', name: 'German' }] });
  });

  it('offers the list, none when it failed (the language is optional), nothing to pick while it loads', () => {
    expect(offeredLanguages({ status: 'ready', list: [{ code: 'pt', name: 'Português' }] })).toEqual([{ code: 'pt', name: 'Português' }]);
    expect(offeredLanguages({ status: 'error' })).toEqual([]);
    expect(offeredLanguages({ status: 'loading' })).toBeNull();
  });
});
