// accounts-locale-change on every element when the language changes (the menu or `locale`), from
// the moment the elements are defined (define.ts).
import { emitAll, hostCount } from '../src/core/events';
import { $locale } from '../src/core/i18n';

let on = false;

/** Idempotent. The language the elements start in (cookie, `locale`, browser) is not a change: only once one is mounted. */
export function sendLocaleChanges(): void {
  if (on) return;
  on = true;
  // Before, it depended on which came first (QA: an event on the document or none).
  $locale.listen((locale) => { if (hostCount()) emitAll('accounts-locale-change', { locale }); });
}
