import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { createLiveForgotFlow } from '../../flows/recovery-live';
import type { Query } from '../../core/router';
import { NoSessionLayout } from '../../ui/NoSessionLayout';
import { useBranding, useElement, useLocation } from '../../ui/context';
import { ForgotRequestStep } from './ForgotRequestStep';
import { ForgotCodeStep } from './ForgotCodeStep';
import { stateString } from './nav-state';
import { useStable } from './use-stable';

/** `/signin/forgot-password` — email form, then "request sent" with the code (spec §4). */
export default function ForgotPasswordScreen() {
  const { router } = useElement();
  const branding = useBranding();
  const loc = useLocation();
  const productQuery: Query = branding.id ? { product: branding.id } : {};
  const toReset = useStable((email: string, code: string) => {
    router.navigate('/signin/forgot-password/reset', { state: { email, code }, query: productQuery });
  });
  const [flow] = useState(() => createLiveForgotFlow((x) => toReset(x.email, x.code), stateString(loc, 'email')));
  const state = useStore(flow.$state);

  return (
    <NoSessionLayout step="recovery">
      {state.step === 'email' ? <ForgotRequestStep flow={flow} email={state.email} /> : <ForgotCodeStep flow={flow} state={state} />}
    </NoSessionLayout>
  );
}
