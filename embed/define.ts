// One guarded registration: defining twice (two script tags, two versions) never throws.
// Typings for the tags and events: embed/types.d.ts (shipped as dist/embed/accounts.d.ts).
import { $config } from '../src/core/config';
import { ELEMENTS, type AccountsTag } from './elements';
import { EAGER_AREAS, initLocale, isLocale, loadAreas } from '../src/core/i18n';
import { sendLocaleChanges } from './locale-events';
import { VERSION } from './version';

export { VERSION };

const VERSION_KEY = Symbol.for('accounts.version');

/**
 * The strings of the first screen in the page's language and in each element's `locale`, before
 * the first render: a page in English shows English at once, not Portuguese for a moment.
 * Offline, the render goes ahead in Portuguese (the fallback) and switches when they arrive.
 */
function firstStrings(page: string): Promise<unknown> {
  const wanted = new Set([page]);
  for (const el of document.querySelectorAll(Object.keys(ELEMENTS).map((t) => `${t}[locale]`).join(','))) {
    const l = el.getAttribute('locale');
    if (isLocale(l)) wanted.add(l);
  }
  wanted.delete('pt');
  return Promise.all([...wanted].map((l) => loadAreas(EAGER_AREAS, l as 'en' | 'es'))).catch(() => {});
}

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
  await firstStrings(initLocale());
  for (const [tag, ctor] of Object.entries(ELEMENTS) as [AccountsTag, CustomElementConstructor][]) {
    if (!registry.get(tag)) registry.define(tag, ctor);
  }
}
