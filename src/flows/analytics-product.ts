import type { AnalyticsProduct } from '../core/analytics';

/** Spec §3 analytics products: talks, memhack, academy; everything else is the accounts portal. */
export function analyticsProduct(productId: string): AnalyticsProduct {
  if (productId === 'talks') return 'talks';
  if (productId === 'memhack') return 'memhack';
  if (productId === 'academy') return 'academy';
  return 'accounts';
}
