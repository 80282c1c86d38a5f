// The one script partner pages load. It paints <accounts-signin>'s email step at once
// (embed/paint.ts) and loads the elements as the next chunk; every <accounts-*> element is
// defined when it arrives. Offline, the painted form stays and the load is tried again online.
import { paintUntil } from './paint';

export { VERSION } from './version';

/** Define every <accounts-*> element (idempotent; a second bundle's call is ignored with a warning). */
export async function defineElements(registry?: CustomElementRegistry): Promise<void> {
  const { defineElements: define } = await import('./define');
  await define(registry);
}

function load(): Promise<void> {
  return defineElements().catch(() => new Promise<void>((resolve) => {
    window.addEventListener('online', () => resolve(load()), { once: true });
  }));
}

// Paint first; the elements' chunk is asked for in the next task, so the painted frame isn't
// held up by starting that import.
paintUntil(new Promise<void>((resolve) => setTimeout(() => resolve(load()))));
