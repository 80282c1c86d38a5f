// @vitest-environment happy-dom
// A flow step records where the flow is as soon as it is on screen: a Back pressed at once (to a
// step already done) must be sent on to it, not home (a gate run went home from the profile
// step when the record came in an effect, after the paint).
import { afterEach, expect, test } from 'vitest';
import { render } from 'preact';
import { createUrlRouter } from '../../core/router';
import { $flowSteps, NO_FLOW } from '../../flows/flow-steps';
import { ElementContext, type ElementContextValue } from '../../ui/context';
import { useFlowStep } from './finish';

function Step() {
  useFlowStep();
  return <h1>Complete seu cadastro</h1>;
}

afterEach(() => {
  render(null, document.body);
  $flowSteps.set(NO_FLOW);
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

test('the profile step is the flow\'s step in the same commit that shows it', () => {
  window.history.replaceState(null, '', '/signup/profile?product=talks');
  const router = createUrlRouter(window);
  const ctx = { router, host: document.body, tag: 'accounts-portal', embedded: false, nonce: undefined } as unknown as ElementContextValue;
  render(<ElementContext.Provider value={ctx}><Step /></ElementContext.Provider>, document.body); // no flush: effects after the paint have not run
  expect(document.body.querySelector('h1')).not.toBeNull();
  expect($flowSteps.get().flowStep).toMatchObject({ path: '/signup/profile', query: { product: 'talks' } });
});
