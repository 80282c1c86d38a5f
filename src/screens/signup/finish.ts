// Where the verification and profile steps end (spec §4): the product's
// callback url, else home — with onboarding=skip under the FREEMIUM_TALKS rule.
import { emit, ACCOUNTS_EVENTS } from '../../core/events';
import { RESEND_SECONDS } from '../../core/constants';
import type { Query } from '../../core/router';
import { leaveTo } from '../../core/redirect';
import { freemiumStored, onboardingQuery, onboardingUrl, type OnboardingContext } from '../../flows/onboarding';
import { showAlert } from '../../core/alerts';
import type { Shown } from '../../flows/code-failure';
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
  /**
   * Leave for the callback, else for `target` (home; sign-in's `next` page). `signedIn` emits
   * accounts-signed-in first (sign-in completes here).
   */
  done(signedIn?: { email: string }, target?: string): void;
  /** Home, for answers that say there is nothing to do here. */
  home(): void;
}

export function useFinish(): Finish {
  const { router, host, embedded } = useElement();
  const b = useBranding();
  const onboarding = useOnboarding();
  return {
    done(signedIn, target = '/') {
      if (signedIn) emit(host, ACCOUNTS_EVENTS.signedIn, { email: signedIn.email, product: b.id });
      const ctx = onboarding();
      if (b.callbackUrl) leaveTo(onboardingUrl(b.callbackUrl, ctx));
      else router.navigate(target, { query: onboardingQuery({}, ctx), replace: embedded });
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

/** Untrusted navigation state: a finite number or null. */
export function stateNumber(state: Record<string, unknown> | null, key: string): number | null {
  const v = state?.[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** Longest wait a navigation state may ask of "Resend code" (a 429's Retry-After included). */
const MAX_RESEND_WAIT_S = 300;

/**
 * Seconds before validate-email's "Resend code": counted from `resendAt` (set by the step that
 * sent the code, kept across a reload), else a full count after sign-up, which sends the code.
 */
export function resendSeconds(state: Record<string, unknown> | null, now = Date.now()): number {
  const at = stateNumber(state, 'resendAt');
  if (at !== null) return Math.min(MAX_RESEND_WAIT_S, Math.max(0, Math.ceil((at - now) / 1000)));
  return state?.['creating'] === true ? RESEND_SECONDS : 0;
}
