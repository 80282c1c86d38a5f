// The entry's first module (embed/accounts.ts imports it before any other): the chunks the first
// render needs are asked for before the rest of the entry's modules run, the paint's included, so
// their round trip starts as early as the script can start it (issue #23). With them, the strings
// of a page in English or Spanish, which the first render waits for (embed/define.ts; an
// element's own `locale` is rarer: its strings come a hop later).
import preloads, { byLocale } from 'virtual:accounts-preloads';
import { pageLocale } from './page-cookies';
import { preload } from './preload';

// The elements' chunks before the strings': reading the language's cookie is a trip to the browser.
if (typeof document !== 'undefined') {
  preload(preloads, import.meta.url);
  preload(byLocale[pageLocale()] ?? [], import.meta.url);
}
