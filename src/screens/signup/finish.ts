// Where the verification and profile steps end (spec §4): the product's
// callback url, else home — with onboarding=skip under the FREEMIUM_TALKS rule.
import { emit, ACCOUNTS_EVENTS } from '../../core/events';
import type { Query } from '../../core/router';
import { freemiumStored, onboardingQuery, onboardingUrl, type OnboardingContext } from '../../flows/onboarding';
import { useBranding, useElement } from '../../ui/context';

/** Reads the flag at call time: it may be stored after the screen mounted. */
export function useOnboarding(): () => OnboardingContext {
  const b = useBranding();
  return () => ({ freemium: freemiumStored(), product: b.id });
}

/** The query of the next sign-up step: product, the lead marker, onboarding=skip when it applies. */
export function useStepQuery(): (extra?: Query) => Query {
  const b = useBranding();
  const onboarding = useOnboarding();
  return (extra = {}) => onboardingQuery({ ...(b.id ? { product: b.id } : {}), ...extra }, onboarding());
}

export interface Finish {
  /** Leave for the callback or home. `signedIn` emits accounts-signed-in first (sign-in completes here). */
  done(signedIn?: { email: string }): void;
  /** Home, for answers that say there is nothing to do here. */
  home(): void;
}

export function useFinish(): Finish {
  const { router, host, embedded } = useElement();
  const b = useBranding();
  const onboarding = useOnboarding();
  return {
    done(signedIn) {
      if (signedIn) emit(host, ACCOUNTS_EVENTS.signedIn, { email: signedIn.email, product: b.id });
      const ctx = onboarding();
      if (b.callbackUrl) window.top?.location.assign(onboardingUrl(b.callbackUrl, ctx));
      else router.navigate('/', { query: onboardingQuery({}, ctx), replace: embedded });
    },
    home() {
      router.navigate('/', { replace: embedded });
    },
  };
}

/** Untrusted navigation state: a short string or ''. */
export function stateString(state: Record<string, unknown> | null, key: string): string {
  const v = state?.[key];
  return typeof v === 'string' && v.length <= 254 ? v : '';
}
