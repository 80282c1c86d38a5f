// FREEMIUM_TALKS (spec §4): sign-up for talks from a lead stores a local flag;
// while it is stored and the product is talks, every redirect a flow makes
// gets onboarding=skip, so the talks site skips its own onboarding.
import { leaveTo, withQuery } from '../core/redirect';
import { readRaw, writeRaw } from '../core/storage';
import type { Query } from '../core/router';

export const FREEMIUM_TALKS = 'FREEMIUM_TALKS';
export const ONBOARDING_SKIP = { onboarding: 'skip' } as const;

export interface OnboardingContext {
  /** Whether the FREEMIUM_TALKS flag is stored. */
  freemium: boolean;
  /** The current product id ('' for the default). */
  product: string;
}

export function skipsOnboarding(ctx: OnboardingContext): boolean {
  return ctx.freemium && ctx.product === 'talks';
}

/** A redirect URL (absolute or root-relative) with onboarding=skip when the rule applies. */
export function onboardingUrl(url: string, ctx: OnboardingContext): string {
  return skipsOnboarding(ctx) ? withQuery(url, ONBOARDING_SKIP) : url;
}

/** The query of an in-portal navigation with onboarding=skip when the rule applies. */
export function onboardingQuery(query: Query, ctx: OnboardingContext): Query {
  return skipsOnboarding(ctx) ? { ...query, ...ONBOARDING_SKIP } : query;
}

/** A product's callback url as a redirect, under the rule with the flag as stored now. */
export function callbackRedirect(url: string, product: string): string {
  return onboardingUrl(url, { freemium: freemiumStored(), product });
}

/**
 * Leave for a product's callback (the route guards' exits: screens/root/use-route-guard.ts), the
 * flag read as it leaves. `assign`: a plain navigation, not leaveTo's once-only one.
 */
export function leaveForCallback(url: string, product: string, assign: boolean): void {
  const to = callbackRedirect(url, product);
  if (assign) window.location.assign(to);
  else leaveTo(to);
}

/** Storage side (untrusted: only the exact value written counts). */
export function freemiumStored(): boolean {
  return readRaw('local', FREEMIUM_TALKS) === 'true';
}

export function storeFreemium(): void {
  writeRaw('local', FREEMIUM_TALKS, 'true');
}
