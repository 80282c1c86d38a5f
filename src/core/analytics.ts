// Product analytics (spec §3): a typed event goes to the page as
// `accounts-analytics` and, when the page has Google Tag Manager, to its
// dataLayer. Extra properties are scrubbed of anything secret-looking.
import {
  emitActive,
  type AnalyticsEventName,
  type AnalyticsFeature,
  type AnalyticsProduct,
  type AnalyticsValue,
} from './events.ts';
import { isSecretKey } from './secrets.ts';

export type { AnalyticsEventName, AnalyticsFeature, AnalyticsProduct, AnalyticsValue };

export interface TrackProps {
  feature: AnalyticsFeature;
  product: AnalyticsProduct;
  [extra: string]: AnalyticsValue | undefined;
}

const MAX_STRING = 200;

/** Keep plain values under harmless keys; drop anything that could be a credential. */
export function scrubProps(extra: Record<string, unknown>): Record<string, AnalyticsValue> {
  const out: Record<string, AnalyticsValue> = {};
  for (const [key, value] of Object.entries(extra)) {
    if (isSecretKey(key) || key === '__proto__') continue;
    if (typeof value === 'string') out[key] = value.slice(0, MAX_STRING);
    else if (typeof value === 'number' || typeof value === 'boolean' || value === null) out[key] = value;
  }
  return out;
}

interface DataLayerWindow {
  dataLayer?: unknown;
}

export function track(event: AnalyticsEventName, { feature, product, ...extra }: TrackProps): void {
  const props = scrubProps(extra);
  emitActive('accounts-analytics', { event, feature, product, props });
  const layer = typeof window === 'undefined' ? undefined : (window as DataLayerWindow).dataLayer;
  if (Array.isArray(layer)) {
    try {
      layer.push({ ...props, event, feature, product });
    } catch {
      // a broken tag manager must not break the flow
    }
  }
}
