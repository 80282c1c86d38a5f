// Page-wide setup the first screen doesn't need, loaded by the entry (embed/accounts.ts) at the
// first use of an element — at once when a Sentry DSN is configured — so a page that only shows
// the element doesn't download it:
//  - monitoring, only when a DSN is configured;
//  - the cross-site hand-off (cross-site-handoff.ts), on a page that can't share the portal's
//    cookies (the entry holds a submit that comes before this chunk, and sends it again after).
import { $config } from '../src/core/config';
import { pageMode, type EmbedMode } from '../src/core/embed-mode';
import { installHandoff } from './cross-site-handoff';

let mode: EmbedMode | undefined;

/** Its chunk may not load (offline): no monitoring until back online, then it tries again. */
function startMonitoring(): void {
  import('../src/core/monitoring').then((m) => m.initMonitoring(), () => window.addEventListener('online', startMonitoring, { once: true }));
}

/** Idempotent: a second define (or a second bundle's) keeps the first install. */
export function install(doc: Document = document): EmbedMode {
  if (mode) return mode;
  if ($config.get().sentryDsn) startMonitoring();
  // On the portal's own origin there is nowhere to hand off to (cookies blocked there is the portal's problem).
  mode = pageMode();
  if (mode === 'cross-site') installHandoff(doc);
  return mode;
}

// The entry imports this chunk for its effect: install on load.
install();
