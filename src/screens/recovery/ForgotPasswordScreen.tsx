import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { createLiveForgotFlow } from '../../flows/recovery-live';
import type { Query } from '../../core/router';
import { NoSessionLayout } from '../../ui/NoSessionLayout';
import { useBranding, useElement, useLocation } from '../../ui/context';
import { ForgotRequestStep } from './ForgotRequestStep';
import { ForgotCodeStep } from './ForgotCodeStep';
import { stateString } from './nav-state';
import { useStable } from '../../ui/use-stable';

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
  const sentTo = state.step === 'email' ? null : state.email;

  // Keep the email in history state once a code was requested: a reload comes back to the
  // email step with it filled in, one click from a new code.
  useEffect(() => {
    if (sentTo && stateString(router.$location.get(), 'email') !== sentTo) {
      router.navigate(router.$location.get().path, { query: router.$location.get().query, state: { email: sentTo }, replace: true });
    }
  }, [sentTo]); // eslint-disable-line react-hooks/exhaustive-deps -- router is stable

  return (
    <NoSessionLayout step="recovery">
      {state.step === 'email' ? <ForgotRequestStep flow={flow} email={state.email} /> : <ForgotCodeStep flow={flow} state={state} />}
    </NoSessionLayout>
  );
}
