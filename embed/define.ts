// One guarded registration: defining twice (two script tags, two versions) never throws.
// Typings for the tags and events: embed/types.d.ts (shipped as dist/embed/accounts.d.ts).
import { ELEMENTS, type AccountsTag } from './elements';
import { initLocale } from '../src/core/i18n';

const VERSION_KEY = Symbol.for('accounts.version');

export const VERSION: string = typeof __ACCOUNTS_VERSION__ === 'string' ? __ACCOUNTS_VERSION__ : '0.0.0';

export function defineElements(registry: CustomElementRegistry = customElements): void {
  const g = globalThis as unknown as Record<symbol, string | undefined>;
  const existing = g[VERSION_KEY];
  if (existing && existing !== VERSION) {
    // Another bundle got here first: its elements, session and locale stay in charge.
    console.warn(`[accounts] ignored version ${VERSION}: ${existing} is defined`);
    return;
  }
  g[VERSION_KEY] = VERSION;
  initLocale();
  for (const [tag, ctor] of Object.entries(ELEMENTS) as [AccountsTag, CustomElementConstructor][]) {
    if (!registry.get(tag)) registry.define(tag, ctor);
  }
  // Locale events, monitoring and the cross-site hand-off load on demand (embed/mode.ts).
  void import('./mode').catch(() => {});
}
