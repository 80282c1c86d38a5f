// One guarded registration: defining twice (two script tags, two versions) never throws.
// Typings for the tags and events: embed/types.d.ts (shipped as dist/embed/accounts.d.ts).
import { $config } from '../src/core/config';
import { ELEMENTS, type AccountsTag } from './elements';
import { initLocale, loadLocale } from '../src/core/i18n';
import { sendLocaleChanges } from './locale-events';
import { VERSION } from './version';

export { VERSION };

const VERSION_KEY = Symbol.for('accounts.version');

export async function defineElements(registry: CustomElementRegistry = customElements): Promise<void> {
  const g = globalThis as unknown as Record<symbol, string | undefined>;
  const existing = g[VERSION_KEY];
  if (existing && existing !== VERSION) {
    // Another bundle got here first: its elements, session and locale stay in charge.
    console.warn(`[accounts] ignored version ${VERSION}: ${existing} is defined`);
    return;
  }
  g[VERSION_KEY] = VERSION;
  sendLocaleChanges();
  // Monitoring starts with the page when a DSN is configured; else page-setup comes at the first use.
  if ($config.get().sentryDsn) void import('./page-setup').catch(() => {});
  // The page's language's strings before the elements are defined (until then the paint stands
  // for <accounts-signin>, embed/paint.ts): a page in English shows English at once, not
  // Portuguese for a moment. An element in another language waits for its own as it connects
  // (embed/elements.ts). Offline, the render goes ahead in Portuguese.
  initLocale();
  await loadLocale();
  for (const [tag, ctor] of Object.entries(ELEMENTS) as [AccountsTag, CustomElementConstructor][]) {
    if (!registry.get(tag)) registry.define(tag, ctor);
  }
}
