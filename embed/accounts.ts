// The one script partner pages load. It asks at once for everything the first screen needs to
// render (the elements' chunk with its imports: one round trip), paints <accounts-signin>'s email
// step meanwhile (embed/paint.ts), and defines every <accounts-*> element when they are there.
// What a submit needs (embed/ready.ts: the API layer, the sign-in flow) and the page-wide setup
// (embed/page-setup.ts: the cross-site hand-off) are fetched at the first sign of use — a focus, a
// tap or a key in an element, painted or real — so a page that only shows the element stays
// light, and both are there before the user has typed an email (a submit that comes sooner waits
// for the setup: embed/elements.ts). Offline, the painted form stays and the load is tried again online.
import './preload-now';
import { paintUntil } from './paint';

export { VERSION } from './version';

/** Define every <accounts-*> element (idempotent; a second bundle's call is ignored with a warning). */
export async function defineElements(registry?: CustomElementRegistry): Promise<void> {
  const { defineElements: define } = await import('./define');
  await define(registry);
}

function load(): Promise<void> {
  return defineElements().catch(() => new Promise<void>((resolve) => {
    addEventListener('online', () => resolve(load()), { once: true }); // the window's (bytes of the first paint)
  }));
}

const USE = ['focusin', 'pointerdown', 'keydown'] as const;

/** Fetch embed/ready.ts's chunk and page-setup's once an element is used (its screens would import each piece of ready anyway). */
function readyOnFirstUse(): void {
  const used = (e: Event) => {
    // Offline, not tried: Firefox keeps a failed import in the page's module map, and a submit held
    // for page-setup (embed/elements.ts) then never got it back online. A use once online fetches.
    if (!navigator.onLine || !e.composedPath().some((n) => n instanceof Element && n.localName.startsWith('accounts-'))) return;
    for (const type of USE) document.removeEventListener(type, used, true);
    Promise.all([import('./ready'), import('./page-setup')]).catch(readyOnFirstUse); // offline: the next use tries again
  };
  for (const type of USE) document.addEventListener(type, used, true);
}

if (typeof document !== 'undefined') readyOnFirstUse();
// Paint first; the elements are defined in the next task (their chunks are already on the way).
paintUntil(new Promise<void>((resolve) => setTimeout(() => resolve(load()))));
