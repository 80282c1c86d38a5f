import { lazy, type ComponentType } from 'react';
import { loadAreas } from '../core/i18n';

/** A screen chunk that shows only once its strings (locale areas) are loaded too. */
export function lazyScreen<P>(load: () => Promise<{ default: ComponentType<P> }>, areas: readonly string[]) {
  return lazy(() => Promise.all([load(), loadAreas(['errors', ...areas])]).then(([m]) => m));
}
