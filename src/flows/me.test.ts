// The signed-in user's record: an answer asked for before a sign-out (here or noticed on return,
// core/session-refresh.ts) is the previous user's, and is dropped.
import { afterEach, expect, test, vi } from 'vitest';

let answer: (user: unknown) => void = () => undefined;
vi.mock('./account-api', () => ({
  loadAccountApi: () => Promise.resolve({ getMe: () => new Promise((resolve) => { answer = resolve; }) }),
}));

const { $me, loadMe } = await import('./me');
const { clearLocal } = await import('../core/session');

afterEach(() => $me.set({ status: 'idle', user: null }));

test("the previous user's answer, arriving after a sign-out, is not shown; the next load asks again", async () => {
  const first = loadMe();
  await vi.waitFor(() => expect($me.get().status).toBe('loading'));
  clearLocal('other-tab', true);
  expect($me.get()).toEqual({ status: 'idle', user: null });
  answer({ name: 'Ana' });
  await first;
  expect($me.get()).toEqual({ status: 'idle', user: null });
  const second = loadMe();
  await vi.waitFor(() => expect($me.get().status).toBe('loading'));
  answer({ name: 'Bruno' });
  await second;
  expect($me.get()).toEqual({ status: 'ready', user: { name: 'Bruno' } });
});
