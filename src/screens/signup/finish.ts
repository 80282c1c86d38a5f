// Where the verification and profile steps end (spec §4): the product's
// callback url, else home — with onboarding=skip under the FREEMIUM_TALKS rule.
import { emit, ACCOUNTS_EVENTS } from '../../core/events';
import type { Query } from '../../core/router';
import { leaveTo } from '../../core/redirect';
import { freemiumStored, onboardingQuery, onboardingUrl, type OnboardingContext } from '../../flows/onboarding';
import { showAlert } from '../../core/show-alert';
import type { Shown } from '../../flows/code-failure';
import { useBranding, useElement, useLocation } from '../../ui/context';
import { atStep, flowEnded } from '../../flows/flow-step-actions';
import { useEffect } from 'react';

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

/**
 * Sign-in's divert to validate-email (spec §4), after any sign-in: sign-in itself, activation's
 * or the password reset's. A code that did not go out is the resend button's alert; the step
 * opens all the same. `creating`: sign-up's numbered steps follow (activation).
 */
export function useToValidateEmail(creating = false): (x: { email: string; resendIn: number; sendError?: Shown | undefined }) => void {
  const { router } = useElement();
  const stepQuery = useStepQuery();
  return (x) => {
    if (x.sendError) showAlert({ ...x.sendError, kind: 'error' });
    const state = { email: x.email, resendAt: Date.now() + x.resendIn * 1000, ...(creating ? { creating: true } : {}) };
    router.navigate('/signup/validate-email', { query: stepQuery(), state });
  };
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
      flowEnded();
      if (signedIn) emit(host, ACCOUNTS_EVENTS.signedIn, { email: signedIn.email, product: b.id });
      const ctx = onboarding();
      if (b.callbackUrl) leaveTo(onboardingUrl(b.callbackUrl, ctx));
      else router.navigate('/', { query: onboardingQuery({}, ctx), replace: embedded });
    },
    home() {
      flowEnded();
      router.navigate('/', { replace: embedded });
    },
  };
}

/**
 * A verification step of a signed-in flow: where the flow is, for the guards (flows/flow-steps.ts),
 * so Back to the form before it comes back here (issue 20). `active`: false for a step opened
 * on its own, outside a flow.
 */
export function useFlowStep(active = true): void {
  const loc = useLocation();
  useEffect(() => {
    if (active) atStep(loc);
  }, [loc, active]);
}
