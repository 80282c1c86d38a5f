// The cross-site hand-off (src/core/embed-mode.ts, docs/embedding.md "Cookie modes"): on a page
// that can't share the portal's cookies, the first form submit in an element becomes a top-level
// navigation to the hosted portal, before any flow runs, so no session, email or token is ever
// stored on the partner's site. Installed by page-setup.ts.
import { handoffUrl } from '../src/core/handoff-url';
import { $locale } from '../src/core/i18n';
import { stepOf } from '../src/core/events';

/** Elements that hand off; accounts-portal is the hosted portal itself. */
const HANDOFF_TAGS = ['accounts-signin', 'accounts-signup', 'accounts-hub', 'accounts-settings'];

/** Navigate the top window; a sandboxed frame that may not falls back to its own. */
function go(url: string): void {
  try {
    (window.top ?? window).location.assign(url);
  } catch {
    window.location.assign(url);
  }
}

export function installHandoff(doc: Document): void {
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
        // Asked of the element, not heard here: a step shown before this chunk arrived counts too.
        step: stepOf(target) ?? (target.localName === 'accounts-signup' ? 'signup' : 'signin'),
        product: target.getAttribute('product') ?? undefined,
        callbackUrl: target.getAttribute('callback-url') ?? undefined,
        email,
        locale: $locale.get(),
        passkey: form?.getAttribute('name') === 'passkey', // the email step's "Sign in with a passkey"
      }));
    }, true);
  };
  doc.addEventListener('accounts-ready', (e) => watch(e.composedPath()[0]), true);
  doc.addEventListener('accounts-step-change', (e) => watch(e.composedPath()[0]), true);
  // Elements that rendered before this chunk arrived.
  for (const el of doc.querySelectorAll(HANDOFF_TAGS.join(','))) watch(el);
}
