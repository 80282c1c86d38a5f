import { useEffect, useMemo, useState } from 'react';
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
  const [branding] = useState(() => createBranding(overrides));
  useEffect(() => branding.update(overrides), [branding, overrides]);
  return branding;
}
