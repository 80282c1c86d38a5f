// The sign-in flow's real dependencies: the Accounts API, the session, analytics.
import { loadApi } from './api';
import { storeSession, setProvisional } from '../core/session';
import { track } from '../core/analytics';
import { analyticsProduct } from './analytics-product';
import type { SignInDeps, SignInExit } from './signin-flow';

export function liveSignInDeps(productId: () => string, exit: (x: SignInExit) => void): SignInDeps {
  return {
    activationNeeded: async (email) => (await (await loadApi()).activateVerify(email)) === 'activate',
    signIn: async (email, password) => (await loadApi()).signIn(email, password),
    verifications: async (email) => (await loadApi()).verificationsActive(email),
    storeSession: (session) => storeSession(session),
    storeProvisional: (email, sessionToken) => setProvisional({ email, sessionToken }),
    exit,
    track: (event) => track(event, { feature: 'login', product: analyticsProduct(productId()) }),
  };
}
