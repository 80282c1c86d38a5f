// Where a sign-in goes once its flow is done with the form. Loaded with the flow (the first
// render's bundle holds the email step only): 'validate-email' and 'done' are
// signup/finish.ts's useToValidateEmail and useFinish written small, without hooks.
import type { SignInExit } from '../../flows/signin-flow';
import type { Branding } from '../../core/product';
import type { Query } from '../../core/router';
import { emit, ACCOUNTS_EVENTS } from '../../core/events';
import { showAlert } from '../../core/show-alert';
import { leaveTo } from '../../core/redirect';
import { callbackRedirect, freemiumStored, onboardingQuery } from '../../flows/onboarding';
import { resendAt } from '../common/step-entry';
import type { ElementContextValue } from '../../ui/context';

/** `branding`: read when the exit happens (the product's record may arrive after the submit). */
export function signInExit({ router, host, embedded }: ElementContextValue, branding: () => Branding): (x: SignInExit) => void {
  return (x) => {
    const b = branding();
    const productQuery: Query = b.id ? { product: b.id } : {};
    switch (x.to) {
      case 'activate':
        router.navigate('/activate', { query: { email: x.email, ...productQuery }, state: { activationChecked: true } });
        break;
      case 'validate-email':
        // The code did not go out: the resend button's alert; the step opens all the same.
        if (x.sendError) showAlert({ ...x.sendError, kind: 'error' });
        router.navigate('/signup/validate-email', { query: onboardingQuery(productQuery, { freemium: freemiumStored(), product: b.id }), state: { email: x.email, resendAt: resendAt(x.resendIn) } });
        break;
      case 'provisional':
        router.navigate('/signin/provisional-password/', { query: productQuery });
        break;
      case 'done':
        emit(host, ACCOUNTS_EVENTS.signedIn, { email: x.email, product: b.id });
        if (b.callbackUrl) leaveTo(callbackRedirect(b.callbackUrl, b.id));
        else router.navigate(x.target, { replace: embedded });
        break;
    }
  };
}
