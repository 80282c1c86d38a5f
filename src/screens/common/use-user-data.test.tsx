// @vitest-environment happy-dom
// A signed-in screen's data is asked for on arrival and again when the session's user changes
// (another product signed someone else in), and not once signed out.
import { afterEach, expect, test, vi } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { $session } from '../../core/session';
import { useUserData } from './use-user-data';

const load = vi.fn(() => Promise.resolve());

function Screen() {
  useUserData(load);
  return <p>screen</p>;
}

afterEach(() => {
  render(null, document.body);
  $session.set({ status: 'signed-out', email: null });
});

test('asked on arrival, again for another user, not once signed out', () => {
  $session.set({ status: 'signed-in', email: 'ana@example.com' });
  act(() => render(<Screen />, document.body));
  expect(load).toHaveBeenCalledTimes(1);
  act(() => $session.set({ status: 'signed-in', email: 'bruno@example.com' }));
  expect(load).toHaveBeenCalledTimes(2);
  act(() => $session.set({ status: 'signed-out', email: null }));
  expect(load).toHaveBeenCalledTimes(2);
});
