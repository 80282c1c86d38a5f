import type { BrandingOverrides } from '../../core/product';

export interface ElementProps extends BrandingOverrides {
  /** Set by r2wc: the shadow root the element renders into. */
  container?: ShadowRoot | HTMLElement;
  locale?: string;
  apiBase?: string;
  portalUrl?: string;
  nonce?: string;
  email?: string;
}

export interface RootOptions {
  tag: string;
  mode: 'url' | 'memory';
  /** Memory routers start here. */
  startPath: string;
}
