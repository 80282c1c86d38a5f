// The activation flow wired to the Accounts API, the session and analytics ('activation').
import { loadApi } from './api';
import { storeSession } from '../core/session-store';
import { track } from '../core/analytics';
import { analyticsProduct } from './analytics-product';
import { createActivateFlow, type ActivateExit, type ActivateFlow } from './activate-flow';

export function createLiveActivateFlow(
  productId: () => string,
  exit: (x: ActivateExit) => void,
  email: string,
  opts: { checked: boolean },
  // The automatic sign-in sends the product's callback url, as the sign-in form's does (spec §4).
  callbackUrl: () => string | null = () => null,
): ActivateFlow {
  return createActivateFlow({
    activateStatus: async (e) => (await loadApi()).activateStatus(e),
    activatePassword: async (e, password, code) => (await loadApi()).activatePassword(e, password, code),
    resendActivationCode: async (e) => (await loadApi()).resendActivationCode(e),
    signIn: async (e, password) => (await loadApi()).signIn(e, password, callbackUrl()),
    verifications: async (e) => (await loadApi()).verificationsActive(e),
    sendEmailCode: async (e) => (await loadApi()).sendEmailCode(e),
    storeSession: (session) => storeSession(session),
    exit,
    track: (event) => track(event, { feature: 'activation', product: analyticsProduct(productId()) }),
  }, email, opts);
}
