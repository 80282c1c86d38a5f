// The native-language list (GET /languages/), which the API names in the page's language: asked
// again at a language switch, by settings' profile and by sign-up's profile step alike. The list
// shown stays while the new one loads and if it fails (the names in the language before beat an
// empty, disabled list); the last asked wins.
import { atom, type ReadableAtom } from 'nanostores';
import type { Language } from '../core/api/schemas';

export type Languages = { status: 'loading' } | { status: 'ready'; list: Language[] } | { status: 'error' };

export interface LanguageList {
  $languages: ReadableAtom<Languages>;
  load(): Promise<void>;
}

export function createLanguageList(getLanguages: () => Promise<Language[]>): LanguageList {
  const $languages = atom<Languages>({ status: 'loading' });
  let asked = 0;
  return {
    $languages,
    async load() {
      const mine = ++asked;
      const shown = $languages.get().status === 'ready';
      if (!shown) $languages.set({ status: 'loading' });
      try {
        const list = await getLanguages();
        if (mine === asked) $languages.set({ status: 'ready', list });
      } catch {
        if (mine === asked && !shown) $languages.set({ status: 'error' });
      }
    },
  };
}

/** What the profile fields offer: the list; none when it failed (the language is optional); null while loading. */
export function offeredLanguages(languages: Languages): Language[] | null {
  if (languages.status === 'ready') return languages.list;
  return languages.status === 'error' ? [] : null;
}
