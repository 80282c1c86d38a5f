import { lazy, type ComponentType } from 'react';
import { loadAreas } from '../core/i18n';

/** A screen chunk that shows only once its strings (locale areas) are loaded too. */
export function lazyScreen<P>(load: () => Promise<{ default: ComponentType<P> }>, areas: readonly string[]) {
  // Every lazy group may show errors and the signed-out side panel's messages for its steps.
  return lazy(() => Promise.all([load(), loadAreas(['errors', 'side', ...areas])]).then(([m]) => m));
}
