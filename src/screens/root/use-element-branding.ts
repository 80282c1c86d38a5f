import { useLayoutEffect, useMemo, useState } from 'react';
import { createBranding, type BrandingStore } from '../../core/branding';
import type { Query } from '../../core/router';
import type { ElementProps } from './types';

/**
 * The element's branding: its attributes, or the page's query (callback_url there is a partner's
 * hand-off; mergeBranding keeps it only when allow-listed). Follows both as they change.
 */
export function useElementBranding(props: ElementProps, query: Query): BrandingStore {
  const { name, logo, backgroundImage, brandColor } = props;
  const product = props.product ?? query.product;
  const callbackUrl = props.callbackUrl ?? query.callback_url;
  const overrides = useMemo(() => ({ name, logo, backgroundImage, brandColor, product, callbackUrl }), [name, logo, backgroundImage, brandColor, product, callbackUrl]);
  // The first render is branded from the overrides alone; the product's record is asked for once
  // the element is committed, in a layout effect (after use-element-config's: the API base is set,
  // and before the first paint, as early as a render-time request would leave).
  const [branding] = useState(() => createBranding(overrides));
  useLayoutEffect(() => branding.update(overrides), [branding, overrides]);
  return branding;
}
