// The provisional-password flow wired to the Accounts API and the provisional state.
import { loadApi } from './api';
import { setProvisional } from '../core/session-store';
import { createProvisionalFlow, type ProvisionalDeps, type ProvisionalFlow } from './provisional-flow';

export function createLiveProvisionalFlow(exit: ProvisionalDeps['exit'], ctx: { email: string; sessionToken: string | null }): ProvisionalFlow {
  return createProvisionalFlow({
    completeNewPassword: async (email, password, token) => (await loadApi()).completeNewPassword(email, password, token),
    signIn: async (email, password) => (await loadApi()).signIn(email, password),
    keepToken: (sessionToken) => setProvisional({ email: ctx.email, sessionToken }),
    clearProvisional: () => setProvisional(null),
    exit,
  }, ctx);
}
