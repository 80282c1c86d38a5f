import { useState } from 'react';
import { loadAccountApi } from '../../flows/account-api';
import { holdCode, type ForgotDeps, type ForgotExit } from '../../flows/recovery-flow';
import { NoSessionLayout } from '../../ui/NoSessionLayout';
import { useBranding, useElement, useLocation } from '../../ui/context';
import { useStable } from '../../ui/use-stable';
import { ForgotRequestStep } from './ForgotRequestStep';
import { ForgotCodeStep } from './ForgotCodeStep';
import { openStep, resendAt, resendSeconds, stateString } from '../common/step-entry';

/**
 * `/signin/forgot-password` — the email form, then "request sent" with the code (spec §4). The
 * code step is an entry of its own with the email in it: a reload, Back from the reset page and
 * Forward come back to it, and the code already in the inbox still works (issue 20).
 */
export default function ForgotPasswordScreen() {
  const { router } = useElement();
  const branding = useBranding();
  const loc = useLocation();
  const email = stateString(loc.state, 'email');
  const exit = useStable((x: ForgotExit) => {
    if (x.to === 'code') {
      openStep(router, { email: x.email, step: 'code', resendAt: resendAt(x.resendIn) }, { email: x.email });
      return;
    }
    holdCode(x.email, x.code); // in memory: never in navigation state
    router.navigate('/signin/forgot-password/reset', { state: { email: x.email, over: true }, query: branding.id ? { product: branding.id } : {} });
  });
  const [deps] = useState((): ForgotDeps => ({ forgotPassword: async (e) => (await loadAccountApi()).forgotPassword(e), exit }));

  return (
    <NoSessionLayout step="recovery">
      {loc.state?.['step'] === 'code' && email
        ? <ForgotCodeStep key={email} deps={deps} email={email} resendIn={resendSeconds(loc.state)} />
        : <ForgotRequestStep deps={deps} email={email} />}
    </NoSessionLayout>
  );
}
