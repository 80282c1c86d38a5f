// Page-wide behaviour the first screen doesn't need, loaded on demand by define.ts right
// after registration so it costs the 25 kB entry one dynamic import:
//  - accounts-locale-change on every element when the language changes (menu or `locale`);
//  - monitoring, only when a DSN is configured;
//  - the cross-site hand-off (src/core/embed-mode.ts, docs/embedding.md "Cookie modes"): on a
//    page that can't share the portal's cookies, the first form submit in an element becomes a
//    top-level navigation to the hosted portal, before any flow runs, so no session, email or
//    token is ever stored on the partner's site.
import { $config } from '../src/core/config';
import { handoffUrl, pageMode, type EmbedMode } from '../src/core/embed-mode';
import { emitAll, hostCount } from '../src/core/events';
import { $locale } from '../src/core/i18n';

/** Elements that hand off; accounts-portal is the hosted portal itself. */
const HANDOFF_TAGS = ['accounts-signin', 'accounts-signup', 'accounts-hub', 'accounts-settings'];

let mode: EmbedMode | undefined;

/** The mode this page runs in (detected once, at install). */
export function embedMode(): EmbedMode | undefined {
  return mode;
}

/** Navigate the top window; a sandboxed frame that may not falls back to its own. */
function go(url: string): void {
  try {
    (window.top ?? window).location.assign(url);
  } catch {
    window.location.assign(url);
  }
}

function installHandoff(doc: Document): void {
  const steps = new WeakMap<Element, string>();
  const watched = new WeakSet<ShadowRoot>();
  const watch = (target: EventTarget | undefined): void => {
    if (!(target instanceof HTMLElement) || !HANDOFF_TAGS.includes(target.localName)) return;
    const root = target.shadowRoot;
    if (!root || watched.has(root)) return;
    watched.add(root);
    // Capture on the shadow root runs before the form's own listener, which never sees the event.
    root.addEventListener('submit', (e) => {
      e.preventDefault();
      e.stopImmediatePropagation();
      const form = e.target instanceof HTMLFormElement ? e.target : null;
      const email = form?.querySelector<HTMLInputElement>('input[name="email"]')?.value;
      go(handoffUrl({
        step: steps.get(target) ?? (target.localName === 'accounts-signup' ? 'signup' : 'signin'),
        product: target.getAttribute('product') ?? undefined,
        callbackUrl: target.getAttribute('callback-url') ?? undefined,
        email,
        locale: $locale.get(),
        passkey: form?.getAttribute('name') === 'passkey', // the email step's "Sign in with a passkey"
      }));
    }, true);
  };
  doc.addEventListener('accounts-ready', (e) => watch(e.composedPath()[0]), true);
  doc.addEventListener('accounts-step-change', (e) => {
    const host = e.composedPath()[0];
    if (host instanceof Element) steps.set(host, e.detail.step);
    watch(host);
  }, true);
  // Elements that rendered before this chunk arrived.
  for (const el of doc.querySelectorAll(HANDOFF_TAGS.join(','))) watch(el);
}

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
