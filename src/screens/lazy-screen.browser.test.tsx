// lazyScreen in Chromium: a screen chunk that fails to load shows a message and a retry,
// never a blank screen or an uncaught error; a retry (or the browser coming online) loads it.
import { Suspense, type ComponentType } from 'react';
import { setLocale } from '../core/i18n';
import { lazyScreen } from './lazy-screen';
import { assert, equal, until } from '../../tests/browser/support/assert.ts';
import { expectAccessible } from '../../tests/browser/support/axe.ts';
import { mountInShadow, unmountAll } from '../../tests/browser/support/mount.tsx';

function mount(Screen: ComponentType<object>): ShadowRoot {
  return mountInShadow(<main><Suspense fallback={<p id="loading">…</p>}><Screen /></Suspense></main>).root;
}

/** A chunk loader that fails `failures` times (as a dropped connection would), then loads. */
function flakyChunk(failures: number) {
  const calls = { n: 0 };
  const load = () => {
    calls.n++;
    if (calls.n <= failures) return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    return Promise.resolve({ default: () => <h1 id="screen">The screen</h1> });
  };
  return { calls, load };
}

const errors: unknown[] = [];
const onError = (e: ErrorEvent | PromiseRejectionEvent) => errors.push('reason' in e ? e.reason : e.error);

before(async () => {
  await setLocale('en', false);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onError);
});

after(() => {
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onError);
});

afterEach(() => {
  unmountAll();
  document.body.replaceChildren();
  errors.length = 0;
});

describe('lazyScreen', () => {
  it('rides out two transient failures by itself', async () => {
    const chunk = flakyChunk(2);
    const root = mount(lazyScreen(chunk.load, []));
    await until(() => root.querySelector('#screen'), 'the screen after two retries');
    equal(chunk.calls.n, 3);
    equal(errors.length, 0, 'no uncaught error');
  });

  it('after three failures shows the offline message and a retry that loads the screen', async () => {
    const chunk = flakyChunk(3);
    const root = mount(lazyScreen(chunk.load, []));
    const alert = await until(() => root.querySelector('[part="load-failed"] [role="alert"]'), 'the failure message');
    equal(alert.textContent, 'No connection to the server. Check your internet and try again.');
    assert(!root.querySelector('#loading'), 'no spinner left');
    await expectAccessible(root.host);
    const retry = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Try again');
    assert(retry, 'a retry button');
    retry.click();
    await until(() => root.querySelector('#screen'), 'the screen after the retry');
    equal(chunk.calls.n, 4);
    equal(errors.length, 0, 'no uncaught error');
  });

  it('retries by itself when the browser comes back online', async () => {
    const chunk = flakyChunk(3);
    const root = mount(lazyScreen(chunk.load, []));
    await until(() => root.querySelector('[part="load-failed"]'), 'the failure message');
    window.dispatchEvent(new Event('online'));
    await until(() => root.querySelector('#screen'), 'the screen once online');
    equal(errors.length, 0, 'no uncaught error');
  });

  it('a load that fails again once online (the module map keeps a failed module) loads the page again', async () => {
    const chunk = flakyChunk(Infinity);
    let reloads = 0;
    const root = mount(lazyScreen(chunk.load, [], () => { reloads++; }));
    await until(() => root.querySelector('[part="load-failed"]'), 'the failure message');
    equal(reloads, 0, 'nothing reloads while the failure may be the network');
    const tries = chunk.calls.n;
    window.dispatchEvent(new Event('online'));
    await until(() => reloads === 1, 'the page loaded again');
    assert(chunk.calls.n > tries, 'the chunk was asked for again first');
    equal(errors.length, 0, 'no uncaught error');
  });
});
