// Where the verification and profile steps end (spec §4): the product's
// callback url, else home — with onboarding=skip under the FREEMIUM_TALKS rule.
import { emit, ACCOUNTS_EVENTS } from '../../core/events';
import type { Query, Router } from '../../core/router';
import type { Branding } from '../../core/product';
import { leaveTo } from '../../core/redirect';
import { freemiumStored, onboardingQuery, onboardingUrl, type OnboardingContext } from '../../flows/onboarding';
import { showAlert } from '../../core/show-alert';
import type { Failure } from '../../core/failure';
import { useBranding, useElement, useLocation } from '../../ui/context';
import { atStep, flowEnded } from '../../flows/flow-step-actions';
import { useLayoutEffect } from 'react';
import { resendAt } from '../common/step-entry';

/**
 * What the ends of a flow need from the element: its router, host and mode, and the branding as
 * it is when they run (the product's record may arrive after the screen mounted).
 */
export interface FinishContext {
  router: Router;
  host: HTMLElement;
  embedded: boolean;
  branding: () => Branding;
}

/** Reads the flag at call time: it may be stored after the screen mounted. */
function onboardingOf(ctx: FinishContext): OnboardingContext {
  return { freemium: freemiumStored(), product: ctx.branding().id };
}

/** The query of the next sign-up step: product, the lead marker, onboarding=skip when it applies. */
function stepQueryOf(ctx: FinishContext, extra: Query = {}): Query {
  const id = ctx.branding().id;
  return onboardingQuery({ ...(id ? { product: id } : {}), ...extra }, onboardingOf(ctx));
}

/**
 * Sign-in's divert to validate-email (spec §4), after any sign-in: sign-in itself, activation's
 * or the password reset's. A code that did not go out is the resend button's alert; the step
 * opens all the same. `creating`: sign-up's numbered steps follow (activation).
 */
export function toValidateEmail(ctx: FinishContext, x: { email: string; resendIn: number; sendError?: Failure | undefined }, creating = false): void {
  if (x.sendError) showAlert({ ...x.sendError, kind: 'error' });
  const state = { email: x.email, resendAt: resendAt(x.resendIn), ...(creating ? { creating: true } : {}) };
  ctx.router.navigate('/signup/validate-email', { query: stepQueryOf(ctx), state });
}

export interface Finish {
  /**
   * Leave for the callback, else for `target` (home; sign-in's `next` page). `signedIn` emits
   * accounts-signed-in first (sign-in completes here).
   */
  done(signedIn?: { email: string }, target?: string): void;
  /** Home, for answers that say there is nothing to do here. */
  home(): void;
}

export function finishWith(ctx: FinishContext): Finish {
  return {
    done(signedIn, target = '/') {
      flowEnded();
      const b = ctx.branding();
      if (signedIn) emit(ctx.host, ACCOUNTS_EVENTS.signedIn, { email: signedIn.email, product: b.id });
      const onboarding = onboardingOf(ctx);
      if (b.callbackUrl) leaveTo(onboardingUrl(b.callbackUrl, onboarding));
      else ctx.router.navigate(target, { query: onboardingQuery({}, onboarding), replace: ctx.embedded });
    },
    home() {
      flowEnded();
      ctx.router.navigate('/', { replace: ctx.embedded });
    },
  };
}

/** The screen's FinishContext (the branding of its latest render). */
function useFinishContext(): FinishContext {
  const { router, host, embedded } = useElement();
  const b = useBranding();
  return { router, host, embedded, branding: () => b };
}

export function useStepQuery(): (extra?: Query) => Query {
  const ctx = useFinishContext();
  return (extra = {}) => stepQueryOf(ctx, extra);
}

export function useToValidateEmail(creating = false): (x: { email: string; resendIn: number; sendError?: Failure | undefined }) => void {
  const ctx = useFinishContext();
  return (x) => toValidateEmail(ctx, x, creating);
}

export function useFinish(): Finish {
  return finishWith(useFinishContext());
}

/**
 * A verification step of a signed-in flow: where the flow is, for the guards (flows/flow-steps.ts),
 * so Back to the form before it comes back here (issue 20). `active`: false for a step opened
 * on its own, outside a flow.
 */
export function useFlowStep(active = true): void {
  const loc = useLocation();
  // In the commit that shows the step, not after the paint: a Back pressed as soon as it shows
  // must find the flow here (a gate run went home from the profile step's Back).
  useLayoutEffect(() => {
    if (active) atStep(loc);
  }, [loc, active]);
}
