// @vitest-environment happy-dom
// @vitest-environment-options {"url":"https://app.lingora.example/"}
// The page's mode (core/embed-mode.ts) is not in the elements' first render: a kept form asks for
// it before the elements render (decideModeIfKept, from embed/define.ts), typing asks for it as
// it keeps. Each test starts a module graph of its own, where the mode is not decided yet.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { render } from 'preact';
import { keptFieldsKey } from '../core/keys';

const KEY = keptFieldsKey('signin', 'accounts-signin');
let setEmail: (email: string) => void = () => {};
let forgetEmail: () => void = () => {};

async function mount(): Promise<HTMLInputElement> {
  const [{ useKeptFields }, { ElementContext }, { createMemoryRouter }, { createBranding }] = await Promise.all([
    import('./use-kept-fields'), import('./context'), import('../core/router'), import('../core/branding'),
  ]);
  const host = document.createElement('accounts-signin');
  document.body.append(host);
  function Form() {
    const [{ email }, set, forget] = useKeptFields('signin', { email: '' }, ['email']);
    setEmail = (next) => set({ email: next });
    forgetEmail = forget;
    return <input name="email" value={email} />;
  }
  const ctx = { router: createMemoryRouter({ path: '/signin/' }), branding: createBranding(), host, tag: 'accounts-signin', embedded: true, nonce: undefined };
  render(<ElementContext.Provider value={ctx}><Form /></ElementContext.Provider>, host);
  return host.querySelector('input')!;
}

beforeEach(async () => {
  vi.resetModules();
  // The portal's own origin: same-site.
  (await import('../core/config')).configure({ portalUrl: location.origin });
});

afterEach(() => {
  for (const el of document.querySelectorAll('accounts-signin')) {
    render(null, el);
    el.remove();
  }
  sessionStorage.clear();
});

test('nothing kept: the mode is not asked for before the elements render', async () => {
  const { decideModeIfKept } = await import('./use-kept-fields');
  await decideModeIfKept();
  expect((await import('../core/known-mode')).knownMode()).toBeUndefined();
  expect((await mount()).value).toBe('');
});

test('a form kept in this tab comes back with the first render: the mode was decided before it', async () => {
  sessionStorage.setItem(KEY, JSON.stringify({ email: 'ana@lingora.example' }));
  await (await import('./use-kept-fields')).decideModeIfKept();
  expect((await import('../core/known-mode')).knownMode()).toBe('same-site');
  expect((await mount()).value).toBe('ana@lingora.example');
});

test('typed before the mode is known: kept once it is, the last value only', async () => {
  await mount();
  setEmail('an');
  setEmail('ana@lingora.example');
  const { knownMode } = await import('../core/known-mode');
  await vi.waitFor(() => expect(knownMode()).toBe('same-site'));
  await vi.waitFor(() => expect(sessionStorage.getItem(KEY)).toBe(JSON.stringify({ email: 'ana@lingora.example' })));
});

test('typed, then the form forgotten before the mode is known: nothing is kept', async () => {
  await mount();
  setEmail('ana@lingora.example');
  forgetEmail();
  const { knownMode } = await import('../core/known-mode');
  await vi.waitFor(() => expect(knownMode()).toBe('same-site'));
  // The keeping callback ran with the mode (decided inside it); a later microtask would be its write.
  await Promise.resolve();
  expect(sessionStorage.getItem(KEY)).toBeNull();
});

test('a cross-site page keeps nothing typed', async () => {
  (await import('../core/config')).configure({ portalUrl: 'https://accounts.other.example' });
  await mount();
  setEmail('ana@lingora.example');
  const { knownMode } = await import('../core/known-mode');
  await vi.waitFor(() => expect(knownMode()).toBe('cross-site'));
  await Promise.resolve();
  expect(sessionStorage.getItem(KEY)).toBeNull();
});
