// One guarded registration: defining twice (two script tags, two versions) never throws.
import { ELEMENTS, type AccountsTag } from './elements';
import { initLocale } from '../src/core/i18n';
import { $config } from '../src/core/config';

const VERSION_KEY = Symbol.for('accounts.elements.version');

export const VERSION: string = typeof __ACCOUNTS_VERSION__ === 'string' ? __ACCOUNTS_VERSION__ : '0.0.0';

export function defineElements(registry: CustomElementRegistry = customElements): void {
  const g = globalThis as unknown as Record<symbol, string | undefined>;
  const existing = g[VERSION_KEY];
  if (existing && existing !== VERSION) {
    console.warn(`[accounts] elements ${existing} already defined; ignoring version ${VERSION}`);
  }
  g[VERSION_KEY] ??= VERSION;
  initLocale();
  // Monitoring (and @sentry/browser) loads only when a DSN is configured.
  if ($config.get().sentryDsn) void import('../src/core/monitoring').then((m) => m.initMonitoring());
  for (const [tag, ctor] of Object.entries(ELEMENTS) as [AccountsTag, CustomElementConstructor][]) {
    if (!registry.get(tag)) registry.define(tag, ctor);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'accounts-signin': HTMLElement;
    'accounts-signup': HTMLElement;
    'accounts-hub': HTMLElement;
    'accounts-settings': HTMLElement;
    'accounts-portal': HTMLElement;
  }
}
