// The one script partner pages load. It asks at once for everything the first screen needs to
// render and to act (the elements' chunk and embed/ready.ts's, with their imports: one round
// trip), paints <accounts-signin>'s email step meanwhile (embed/paint.ts), and defines every
// <accounts-*> element when both chunks are there. Offline, the painted form stays and the load
// is tried again online.
import preloads from 'virtual:accounts-preloads';
import { paintUntil } from './paint';
import { preload } from './preload';

export { VERSION } from './version';

preload(preloads, import.meta.url);

/** Define every <accounts-*> element (idempotent; a second bundle's call is ignored with a warning). */
export async function defineElements(registry?: CustomElementRegistry): Promise<void> {
  // What acting on the first screen needs comes with the elements; when it fails, the screens
  // still load each piece on demand.
  const [{ defineElements: define }] = await Promise.all([import('./define'), import('./ready').catch(() => undefined)]);
  await define(registry);
}

function load(): Promise<void> {
  return defineElements().catch(() => new Promise<void>((resolve) => {
    window.addEventListener('online', () => resolve(load()), { once: true });
  }));
}

// Paint first; the elements are defined in the next task (their chunks are already on the way).
paintUntil(new Promise<void>((resolve) => setTimeout(() => resolve(load()))));
