// The password step is a history entry of its own: on the hosted page the browser's Back then
// does what the step's back button does (spec §4: back to the email step, email cleared) instead of
// leaving the portal; inside an element it is the memory router's entry, which this tab keeps.
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
  // In the commit that shows the step, not after the paint: a Back pressed as soon as the password
  // field is there must find the entry (under load, an effect ran late and Back left the portal).
  useLayoutEffect(() => {
    if (step !== 'password') return;
    const { path, query, state: entry } = router.$location.get();
    const marked = isPasswordEntry(entry);
    // Its entry already there (a reload of the step, then Continue): only a changed email is written.
    if (!marked || (email && query['email'] !== email)) router.navigate(path, { query: email ? { ...query, email } : query, state: { ...entry, signinStep: 'password' }, replace: marked });
  }, [step, router, email]);
  // Leaving the password step's entry (the browser's Back, or the button) returns to the email
  // step. Only a change from that entry counts: effects may run after the flow has moved on.
  const wasPasswordEntry = useRef(isPasswordEntry(loc.state));
  useEffect(() => {
    const marked = isPasswordEntry(loc.state);
    if (flow && wasPasswordEntry.current && !marked && flow.$state.get().step === 'password') flow.back();
    wasPasswordEntry.current = marked;
  }, [flow, loc]);
  return () => {
    if (flow && isPasswordEntry(loc.state)) router.back(); // the effect above steps back
    else flow?.back();
  };
}
