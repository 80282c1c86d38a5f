// The branding store of an element (spec §1, §3): defaults at once, the product's record from
// the API when it arrives, attributes and query over both. Apart from product.ts, whose pure
// rules the first paint uses without this.
import { atom, type ReadableAtom } from 'nanostores';
import { $config, originAllowed } from './config';
import { defaultBranding, isCompanyProduct, mergeBranding, normalizeProductId, warnOnce, type Branding, type BrandingLayer, type BrandingOverrides } from './product';
import { safeCallback } from './safe-callback';
import { readTokens } from './session-state';
import type { Product } from './api/schemas';

/** `b` with `raw` as its callback url when it is an allowed one; a refused value is warned about. */
export function mergeCallback(b: Branding, raw: string | null | undefined, loud = true): Branding {
  if (typeof raw !== 'string' || !raw) return b;
  const callbackUrl = safeCallback(raw, (origin) => originAllowed(origin, $config.get().allowedOrigins), '');
  if (callbackUrl) return { ...b, callbackUrl };
  if (loud) warnOnce(`[accounts] ignored unsafe callback-url: ${JSON.stringify(raw.slice(0, 80))}`);
  return b;
}

function fromApi(p: Product): BrandingLayer {
  return { name: p.name, logo: p.logo, backgroundImage: p.background_image, brandColor: p.brand_color };
}

/** The API does not know the product (404): the page is branded as the default one. */
const UNKNOWN = 'unknown';

const cache = new Map<string, Promise<Product | typeof UNKNOWN | null>>();

function fetchProduct(id: string): Promise<Product | typeof UNKNOWN | null> {
  const key = `${$config.get().apiBase}|${id}`;
  let p = cache.get(key);
  if (!p) {
    // Branding is decoration: a failure keeps the defaults and never blocks a screen.
    p = import('./api/calls').then((m) => m.getProduct(id, readTokens().access)).catch((e: unknown) => {
      if ((e as { status?: unknown } | null)?.status === 404) return UNKNOWN;
      cache.delete(key);
      return null;
    });
    cache.set(key, p);
  }
  return p;
}

export interface BrandingStore {
  $branding: ReadableAtom<Branding>;
  /** The product's record is on its way (or not asked for yet): its callback url is not known yet. */
  $pending: ReadableAtom<boolean>;
  /** Re-read attributes/query; asks for the product's branding when its id is new. */
  update(overrides: BrandingOverrides): void;
}

/**
 * `initial` gives the first render its branding (defaults, attributes, query) and asks for
 * nothing: creating the store is free of side effects, so a component may do it while rendering.
 * The product's record is asked for by the first `update()` (the element root's layout effect).
 */
export function createBranding(initial: BrandingOverrides = {}): BrandingStore {
  const $branding = atom<Branding>(defaultBranding());
  const $pending = atom(false);
  let current: BrandingOverrides = {};
  let api: Product | typeof UNKNOWN | null = null;
  let loadingId: string | null = null;
  /** The id whose record was last asked for (undefined: none yet). */
  let asked: string | undefined;

  const compute = (loud: boolean): void => {
    const id = normalizeProductId(current.product);
    let b = defaultBranding(id);
    // An unknown product names nobody: no 'you are accessing …' unless the page gives a name.
    if (api === UNKNOWN && !current.name?.trim()) b = { ...defaultBranding(), id };
    // An alias the API answers with the default record (`default` → `lingora`) is the default.
    else if (api && api !== UNKNOWN && id) b = mergeCallback(mergeBranding({ ...b, isDefault: b.isDefault || isCompanyProduct(String(api.id)) }, fromApi(api)), api.callback_url);
    b = mergeCallback(mergeBranding(b, current, loud), current.callbackUrl, loud);
    $branding.set(b);
  };

  /** Takes the overrides in; a new product id forgets the record of the last one. */
  const take = (overrides: BrandingOverrides): string => {
    current = { ...overrides };
    const id = normalizeProductId(overrides.product);
    if (id !== loadingId) {
      loadingId = id;
      api = null;
      $pending.set(Boolean(id));
    }
    return id;
  };

  const update = (overrides: BrandingOverrides): void => {
    const id = take(overrides);
    if (id !== asked) {
      asked = id;
      if (!id && typeof overrides.product === 'string' && overrides.product.trim()) {
        warnOnce(`[accounts] ignored invalid product: ${JSON.stringify(overrides.product.slice(0, 80))}`);
      }
      if (id) {
        void fetchProduct(id).then((p) => {
          if (loadingId !== id) return;
          api = p;
          compute(true);
          $pending.set(false);
        });
      }
    }
    compute(true);
  };

  take(initial);
  compute(false);
  return { $branding, $pending, update };
}
