// Page-wide setup the first screen doesn't need, loaded on demand by define.ts right after
// registration so it costs the 25 kB entry one dynamic import:
//  - accounts-locale-change on every element when the language changes (menu or `locale`);
//  - monitoring, only when a DSN is configured;
//  - the cross-site hand-off (cross-site-handoff.ts), on a page that can't share the portal's cookies.
import { $config } from '../src/core/config';
import { pageMode, type EmbedMode } from '../src/core/embed-mode';
import { emitAll, hostCount } from '../src/core/events';
import { $locale } from '../src/core/i18n';
import { installHandoff } from './cross-site-handoff';

let mode: EmbedMode | undefined;

/** Idempotent: a second define (or a second bundle's) keeps the first install. */
export function install(doc: Document = document): EmbedMode {
  if (mode) return mode;
  // The language the elements start in (cookie, `locale`, browser) is not a change: only once
  // one is mounted. Before, it depended on which came first (QA: an event on the document or none).
  $locale.listen((locale) => { if (hostCount()) emitAll('accounts-locale-change', { locale }); });
  if ($config.get().sentryDsn) void import('../src/core/monitoring').then((m) => m.initMonitoring());
  // On the portal's own origin there is nowhere to hand off to (cookies blocked there is the portal's problem).
  mode = pageMode();
  if (mode === 'cross-site') installHandoff(doc);
  return mode;
}

// define.ts imports this chunk for its effect: install on load.
install();
