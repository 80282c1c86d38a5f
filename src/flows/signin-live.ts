// The sign-in flow's real dependencies: the Accounts API, the session, analytics.
import { loadApi } from './api';
import { storeSession, setProvisional } from '../core/session-store';
import { track } from '../core/analytics';
import { analyticsProduct } from './analytics-product';
import { createSignInFlow, type SignInDeps, type SignInExit, type SignInFlow } from './signin-flow';
import { offerPasskey } from './passkey-offer';

/**
 * What every flow that signs in needs (sign-in, activation's and reset's automatic sign-in):
 * the sign-in call with the product's callback url (spec §4), the session, and the verification
 * check after it (after-sign-in.ts). Screens spread it into their flow's dependencies.
 */
export function liveSignInAfter(callbackUrl: () => string | null = () => null): Pick<SignInDeps, 'signIn' | 'storeSession' | 'verifications' | 'sendEmailCode'> {
  return {
    signIn: async (email, password) => (await loadApi()).signIn(email, password, callbackUrl()),
    verifications: async (email) => (await loadApi()).verificationsActive(email),
    sendEmailCode: async (email) => (await loadApi()).sendEmailCode(email),
    storeSession: (session) => storeSession(session),
  };
}

export function liveSignInDeps(productId: () => string, exit: (x: SignInExit) => void, callbackUrl: () => string | null = () => null): SignInDeps {
  return {
    activationNeeded: async (email) => (await (await loadApi()).activateVerify(email)) === 'activate',
    ...liveSignInAfter(callbackUrl),
    storeProvisional: (email, sessionToken) => setProvisional({ email, sessionToken }),
    exit,
    track: (event) => track(event, { feature: 'login', product: analyticsProduct(productId()) }),
    offerPasskey,
  };
}

/** The sign-in flow wired to the real API; loaded when the user first touches the form. */
export function createLiveSignInFlow(productId: () => string, exit: (x: SignInExit) => void, email: string, callbackUrl?: () => string | null, next?: string): SignInFlow {
  return createSignInFlow(liveSignInDeps(productId, exit, callbackUrl), email, next);
}
