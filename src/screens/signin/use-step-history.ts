// On the hosted page the password step is a history entry of its own, so the browser's Back does
// what the step's back button does (spec §4: back to the email step, email cleared) instead of
// leaving the portal. Inside an element (memory router) there is no browser history to keep.
// The entry's URL carries the email (spec §2: /signin/ takes an email query), so a reload of the
// password step comes back with the email typed (on the email step, the flow being gone);
// Back returns to the entry before it, which has none.
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { SignInFlow, SignInState } from '../../flows/signin-flow';
import type { Location, Router } from '../../core/router';

/** The password step's entry; navigation state is untrusted. */
const isPasswordEntry = (state: Record<string, unknown> | null): boolean => state?.['signinStep'] === 'password';

/** Keeps the history in step with the flow; returns what the step's back button does. */
export function useStepHistory(router: Router, loc: Location, flow: SignInFlow | null, step: SignInState['step'], email = ''): () => void {
  const history = router.mode === 'url';
  // In the commit that shows the step, not after the paint: a Back pressed as soon as the password
  // field is there must find the entry (under load, an effect ran late and Back left the portal).
  useLayoutEffect(() => {
    if (!history || step !== 'password') return;
    const { path, query, state: entry } = router.$location.get();
    if (!isPasswordEntry(entry)) router.navigate(path, { query: email ? { ...query, email } : query, state: { ...entry, signinStep: 'password' } });
  }, [history, step, router, email]);
  // Leaving the password step's entry (the browser's Back, or the button) returns to the email
  // step. Only a change from that entry counts: effects may run after the flow has moved on.
  const wasPasswordEntry = useRef(isPasswordEntry(loc.state));
  useEffect(() => {
    const marked = isPasswordEntry(loc.state);
    if (flow && history && wasPasswordEntry.current && !marked && flow.$state.get().step === 'password') flow.back();
    wasPasswordEntry.current = marked;
  }, [flow, history, loc]);
  return () => {
    if (flow && history && isPasswordEntry(loc.state)) router.back(); // the effect above steps back
    else flow?.back();
  };
}
