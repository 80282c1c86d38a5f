// The provisional-password flow wired to the Accounts API and the provisional state.
import { loadApi } from './api';
import { setProvisional } from '../core/session-store';
import { createProvisionalFlow, type ProvisionalDeps, type ProvisionalFlow } from './provisional-flow';

export function createLiveProvisionalFlow(exit: ProvisionalDeps['exit'], ctx: { email: string; sessionToken: string }): ProvisionalFlow {
  return createProvisionalFlow({
    completeNewPassword: async (email, password, token) => (await loadApi()).completeNewPassword(email, password, token),
    clearProvisional: () => setProvisional(null),
    exit,
  }, ctx);
}
