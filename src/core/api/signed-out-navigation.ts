// Where an element goes when the API ends the session or a data fetch finds nothing: each element
// registers its router here when it mounts. Apart from client.ts so registering costs the first
// render nothing more (the API layer loads when the element is first used, issue #23); the client
// reads it when it needs it.

import type { Notice } from '../notices.ts';

export interface Navigation {
  /** `notice`: what the next screen says about why it is shown (core/notices.ts). */
  navigate(path: string, notice?: Notice): void;
  /** The router's current path; defaults to location.pathname. */
  currentPath?(): string;
}

let navigation: Navigation | undefined;

/**
 * The router registers how to leave for `/` after a forced sign-out or a 404
 * on a data fetch. Returns an unregister function. Default: do nothing.
 */
export function onSignedOutNavigate(nav: Navigation | Navigation['navigate']): () => void {
  const registered = typeof nav === 'function' ? { navigate: nav } : nav;
  navigation = registered;
  return () => {
    if (navigation === registered) navigation = undefined;
  };
}

/** The registered navigation, if any. */
export function signedOutNavigation(): Navigation | undefined {
  return navigation;
}
