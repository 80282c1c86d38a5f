// Product branding (spec §1, §3): defaults at once, the API's branding when it
// arrives, attributes over both. Everything here is untrusted input.
import { atom, type ReadableAtom } from 'nanostores';
import { $config } from './config';
import { isSafeColor, isSafeUrlAttribute, safeCallback } from './redirect';
import type { Product } from './api/schemas';

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

export function defaultBranding(id = ''): Branding {
  return {
    id,
    name: `${$config.get().company} Academy`,
    logo: null,
    backgroundImage: $config.get().defaultBackgroundImage || null,
    callbackUrl: null,
    brandColor: DEFAULT_BRAND_COLOR,
    isDefault: id === '',
  };
}

/** Merge a layer of branding values, keeping only safe ones; `loud`: warn about each refused one. */
export function mergeBranding(base: Branding, layer: Partial<Record<keyof BrandingOverrides, string | null | undefined>>, loud = true): Branding {
  const warn = (what: string, value: string): void => {
    if (loud) console.warn(`[accounts] ignored unsafe ${what}: ${JSON.stringify(value.slice(0, 80))}`);
  };
  const safeUrl = (value: string | null | undefined, what: string): string | null | undefined => {
    if (value == null || value === '') return value === '' ? undefined : value;
    if (isSafeUrlAttribute(value)) return value;
    warn(what, value);
    return undefined;
  };
  const next = { ...base };
  if (typeof layer.name === 'string' && layer.name.trim()) next.name = layer.name.trim().slice(0, 80);
  const logo = safeUrl(layer.logo, 'logo');
  if (logo !== undefined) next.logo = logo;
  const bg = safeUrl(layer.backgroundImage, 'background-image');
  if (bg !== undefined) next.backgroundImage = bg;
  if (typeof layer.callbackUrl === 'string' && layer.callbackUrl) {
    const cb = safeCallback(layer.callbackUrl, $config.get().allowedOrigins, '');
    if (cb) next.callbackUrl = cb;
    else warn('callback-url', layer.callbackUrl);
  }
  if (typeof layer.brandColor === 'string' && layer.brandColor) {
    if (isSafeColor(layer.brandColor)) next.brandColor = layer.brandColor;
    else warn('brand-color', layer.brandColor);
  }
  return next;
}

function fromApi(p: Product): Partial<Record<keyof BrandingOverrides, string | null>> {
  return { name: p.name, logo: p.logo, backgroundImage: p.background_image, callbackUrl: p.callback_url, brandColor: p.brand_color };
}

const cache = new Map<string, Promise<Product | null>>();

function fetchProduct(id: string): Promise<Product | null> {
  const key = `${$config.get().apiBase}|${id}`;
  let p = cache.get(key);
  if (!p) {
    // Branding is decoration: a failure keeps the defaults and never blocks a screen.
    p = import('./api/calls').then((m) => m.getProduct(id)).catch(() => { cache.delete(key); return null; });
    cache.set(key, p);
  }
  return p;
}

export interface BrandingStore {
  $branding: ReadableAtom<Branding>;
  /** Re-read attributes/query; fetches the product's branding when the id changes. */
  update(overrides: BrandingOverrides): void;
}

export function createBranding(initial: BrandingOverrides = {}): BrandingStore {
  const $branding = atom<Branding>(defaultBranding());
  let current: BrandingOverrides = {};
  let api: Product | null = null;
  let loadingId: string | null = null;

  const compute = (): void => {
    const id = normalizeProductId(current.product);
    let b = defaultBranding(id);
    if (api && id) b = mergeBranding(b, fromApi(api));
    b = mergeBranding(b, current);
    $branding.set(b);
  };

  const update = (overrides: BrandingOverrides): void => {
    current = { ...overrides };
    const id = normalizeProductId(overrides.product);
    if (id !== loadingId) {
      loadingId = id;
      api = null;
      if (id) {
        void fetchProduct(id).then((p) => {
          if (loadingId !== id) return;
          api = p;
          compute();
        });
      }
    }
    compute();
  };

  update(initial);
  return { $branding, update };
}
