import { emit, ACCOUNTS_EVENTS } from '../../core/events';
import { useBranding, useElement } from '../../ui/context';
import { useStable } from '../../ui/use-stable';
import { callbackRedirect } from '../../flows/onboarding';
import { leaveTo } from '../../core/redirect';

/**
 * What sign-in's 'done' does, for the flows that sign in automatically (reset,
 * activation): tell the page, then leave for the product's callback or go home.
 */
export function useFinishSignIn(): (email: string) => void {
  const { router, host, embedded } = useElement();
  const branding = useBranding();
  return useStable((email: string) => {
    emit(host, ACCOUNTS_EVENTS.signedIn, { email, product: branding.id });
    if (branding.callbackUrl) leaveTo(callbackRedirect(branding.callbackUrl, branding.id));
    else router.navigate('/', { replace: embedded });
  });
}
