import { useLayoutEffect, useState } from 'react';
import { createMemoryRouter, createUrlRouter, type Router } from '../../core/router';
import { KEY, elementScope } from '../../core/keys';
import type { RootOptions } from './types';

/**
 * The element's router, created once: the page's URL for the hosted portal, a memory router
 * (kept per element in this tab's storage: core/keys.ts elementScope) for an embedded element, started
 * on `email` when given.
 */
export function useElementRouter(options: RootOptions, host: Element, email: string | undefined): Router {
  const [router] = useState<Router>(() =>
    options.mode === 'url'
      ? createUrlRouter()
      : createMemoryRouter({ path: options.startPath, query: email ? { email } : {} }, KEY.route + elementScope(options.tag, host)));
  // Started once committed (creating it touches nothing). A layout effect: removing the element
  // forgets its saved step even when it goes before the passive effects have run (they wait for
  // a paint), and the URL router follows Back from before the first paint.
  useLayoutEffect(() => router.start(), [router]);
  return router;
}
