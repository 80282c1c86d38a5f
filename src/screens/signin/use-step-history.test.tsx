// @vitest-environment happy-dom
// The password step's history entry exists as soon as the step is on screen: a Back pressed at
// once must return to the email step, not leave the portal (the gate's smoke saw about:blank when
// the entry came in an effect, after the paint).
import { afterEach, expect, test } from 'vitest';
import { render } from 'preact';
import { createUrlRouter, type Router } from '../../core/router';
import { useStepHistory } from './use-step-history';

function Step({ router }: { router: Router }) {
  useStepHistory(router, router.$location.get(), null, 'password', 'ana@example.com');
  return <input type="password" />;
}

afterEach(() => {
  render(null, document.body);
  window.history.replaceState(null, '', '/');
});

test('the password step pushes its entry in the same commit that shows it', () => {
  window.history.replaceState(null, '', '/signin/?product=talks');
  const router = createUrlRouter(window);
  const before = window.history.length;
  render(<Step router={router} />, document.body); // no flush: effects after the paint have not run
  expect(document.body.querySelector('input[type="password"]')).not.toBeNull();
  expect(window.history.length).toBe(before + 1);
  expect(window.history.state).toMatchObject({ signinStep: 'password' });
  // A reload of the step finds the email in its URL (spec §2's query); the entry before has none.
  expect(window.location.search).toBe('?product=talks&email=ana%40example.com');
});
