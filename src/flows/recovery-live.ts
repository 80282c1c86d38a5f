// The forgot-password flows wired to the Accounts API and the session.
import { loadApi } from './api';
import { storeSession } from '../core/session-store';
import { createResetFlow, type ForgotDeps, type ResetExit, type ResetFlow } from './recovery-flow';

export function liveForgotDeps(exit: ForgotDeps['exit']): ForgotDeps {
  return { forgotPassword: async (e) => (await loadApi()).forgotPassword(e), exit };
}

/** `callbackUrl`: the automatic sign-in sends the product's, as the sign-in form's does (spec §4). */
export function createLiveResetFlow(exit: (x: ResetExit) => void, ctx: { email: string; code: string }, callbackUrl: () => string | null = () => null): ResetFlow {
  return createResetFlow({
    forgotPasswordReset: async (email, password, code) => (await loadApi()).forgotPasswordReset(email, password, code),
    signIn: async (email, password) => (await loadApi()).signIn(email, password, callbackUrl()),
    storeSession: (session) => storeSession(session),
    verifications: async (e) => (await loadApi()).verificationsActive(e),
    sendEmailCode: async (e) => (await loadApi()).sendEmailCode(e),
    exit,
  }, ctx);
}
