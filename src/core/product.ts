// Product branding (spec §1, §3): defaults at once, the API's branding when it
// arrives, attributes over both. Everything here is untrusted input.
import { $config } from './config';
import { isSafeColor, isSafeUrlAttribute } from './safe-url';

export const DEFAULT_BRAND_COLOR = '#6b3fa0';

export interface Branding {
  /** Product id from the attribute or the `product` query; '' for the default. */
  id: string;
  name: string;
  logo: string | null;
  backgroundImage: string | null;
  callbackUrl: string | null;
  brandColor: string;
  isDefault: boolean;
}

export interface BrandingOverrides {
  product?: string | undefined;
  name?: string | undefined;
  logo?: string | undefined;
  backgroundImage?: string | undefined;
  callbackUrl?: string | undefined;
  brandColor?: string | undefined;
}

/** One source of branding values (attributes, query, the API's record); all untrusted. */
export type BrandingLayer = Partial<Record<keyof BrandingOverrides, string | null | undefined>>;

export type ProductKind = 'yowza' | 'lms' | 'io' | 'talks' | 'default';

const PRODUCT_ID = /^[a-z0-9][a-z0-9_-]{0,39}$/;

export function normalizeProductId(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  const id = raw.trim().toLowerCase();
  return PRODUCT_ID.test(id) ? id : '';
}

/** Which side message family a product belongs to (spec §2). */
export function productKind(id: string): ProductKind {
  const company = $config.get().company.toLowerCase();
  if (id === 'yowza') return 'yowza';
  if (id === 'lms') return 'lms';
  if (id === `${company}-io`) return 'io';
  if (id === 'talks') return 'talks';
  return 'default';
}

/** Sign-up `source`: the uppercased product, ACCOUNT for the default. */
export function signupSource(b: Branding): string {
  return b.isDefault ? 'ACCOUNT' : b.id.toUpperCase();
}

/** A product's mark without a logo: the first letter of its name. */
export const initialOf = (name: string): string => [...name.trim()][0]?.toUpperCase() ?? '';

/** The company's own product (`lingora`, the API's default record), which is the default too. */
export const isCompanyProduct = (id: string): boolean => id === $config.get().company.toLowerCase();

export function defaultBranding(id = ''): Branding {
  const company = $config.get().company;
  const isDefault = id === '' || isCompanyProduct(id);
  return {
    id,
    // Until its record (or the page's `name`) arrives, a product reads as its id ('talks' → 'Talks'),
    // never as the default product.
    name: isDefault ? `${company} Academy` : id[0]!.toUpperCase() + id.slice(1),
    logo: isDefault ? $config.get().defaultLogo : null,
    backgroundImage: $config.get().defaultBackgroundImage || null,
    callbackUrl: null,
    brandColor: DEFAULT_BRAND_COLOR,
    isDefault,
  };
}

const warned = new Set<string>();

/**
 * A console warning about a refused value, once per page: branding is merged again on every
 * render and on the product's arrival, and the same refusal said three times is noise.
 */
export function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}

/**
 * Merge a layer of branding's looks (name, logo, background, colour), keeping only safe values;
 * `loud`: warn about each refused one. The callback url is branding.ts's (`mergeCallback`).
 */
export function mergeBranding(base: Branding, layer: BrandingLayer, loud = true): Branding {
  const warn = (what: string, value: string): void => {
    if (loud) warnOnce(`[accounts] ignored unsafe ${what}: ${JSON.stringify(value.slice(0, 80))}`);
  };
  const safeUrl = (value: string | null | undefined, what: string): string | null | undefined => {
    if (value == null || value === '') return value === '' ? undefined : value;
    if (isSafeUrlAttribute(value)) return value;
    warn(what, value);
    return undefined;
  };
  const next = { ...base };
  if (typeof layer.name === 'string' && layer.name.trim()) {
    next.name = layer.name.trim().slice(0, 80);
    // The default logo pictures the default product's name: a product named otherwise shows its
    // name, unless it has a logo of its own (below).
    if (next.logo !== null && next.logo === $config.get().defaultLogo) next.logo = null;
  }
  const logo = safeUrl(layer.logo, 'logo');
  if (logo !== undefined) next.logo = logo;
  const bg = safeUrl(layer.backgroundImage, 'background-image');
  if (bg !== undefined) next.backgroundImage = bg;
  if (typeof layer.brandColor === 'string' && layer.brandColor) {
    if (isSafeColor(layer.brandColor)) next.brandColor = layer.brandColor;
    else warn('brand-color', layer.brandColor);
  }
  return next;
}
