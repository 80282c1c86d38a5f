// The sign-in flow's real dependencies: the Accounts API, the session, analytics.
import { activateVerify, signIn, verificationsActive } from '../core/api/calls';
import { storeSession, setProvisional } from '../core/session';
import { track } from '../core/analytics';
import { analyticsProduct } from './analytics-product';
import type { SignInDeps, SignInExit } from './signin-flow';

export function liveSignInDeps(productId: () => string, exit: (x: SignInExit) => void): SignInDeps {
  return {
    activationNeeded: async (email) => (await activateVerify(email)) === 'activate',
    signIn,
    verifications: verificationsActive,
    storeSession: (session) => storeSession(session),
    storeProvisional: (email, sessionToken) => setProvisional({ email, sessionToken }),
    exit,
    track: (event) => track(event, { feature: 'login', product: analyticsProduct(productId()) }),
  };
}
