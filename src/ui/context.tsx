// What every screen of one element shares: its router, its branding and its host.
import { createContext, useContext } from 'react';
import { useStore } from '@nanostores/react';
import { $dictVersion, $locale, translate, type Params } from '../core/i18n';
import type { TKey } from '../core/i18n-keys';
import type { Router, Location } from '../core/router';
import type { BrandingStore } from '../core/branding';
import type { Branding } from '../core/product';

export interface ElementContextValue {
  router: Router;
  branding: BrandingStore;
  /** The custom element (or the portal root) events are dispatched from. */
  host: HTMLElement;
  /** Tag of the element, e.g. 'accounts-signin'; 'accounts-portal' for the hosted page. */
  tag: string;
  /** Embedded elements leave the page for the hosted portal instead of routing there. */
  embedded: boolean;
  /** CSP nonce for <style> fallbacks. */
  nonce: string | undefined;
}

export const ElementContext = createContext<ElementContextValue | null>(null);

export function useElement(): ElementContextValue {
  const ctx = useContext(ElementContext);
  if (!ctx) throw new Error('ElementContext missing');
  return ctx;
}

export function useBranding(): Branding {
  return useStore(useElement().branding.$branding);
}

export function useLocation(): Location {
  return useStore(useElement().router.$location);
}

export type Translate = (key: TKey, params?: Params) => string;

/** Re-renders on locale switch and when a dictionary arrives. */
export function useT(): Translate {
  const locale = useStore($locale);
  useStore($dictVersion);
  return (key, params) => translate(key, params, locale);
}
