// lazyScreen in Chromium: a screen chunk that fails to load shows a message and a retry,
// never a blank screen or an uncaught error; a retry (or the browser coming online) loads it.
import { Suspense, type ComponentType } from 'react';
import { bundles, setLocale } from '../core/i18n';
import { useT } from '../ui/context';
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

  it('the page switching language while the screen loads: its first frame is in the new one, not pt', async () => {
    // The screen's chunk and its strings (en, the page's) load; the page switches to es meanwhile
    // (another element's locale), and es's strings come later than the chunk.
    let arrive!: () => void;
    const chunk = new Promise<void>((resolve) => { arrive = resolve; });
    const Screen = () => <h1 id="screen">{useT()('hub.title')}</h1>;
    const [first, rest] = bundles.es;
    let release!: () => void;
    const late = new Promise<void>((resolve) => { release = resolve; });
    bundles.es = [first, () => late.then(rest)];
    try {
      const root = mount(lazyScreen(() => chunk.then(() => ({ default: Screen })), ['hub']));
      const frames: string[] = [];
      new MutationObserver(() => frames.push(root.querySelector('#screen')?.textContent ?? '')).observe(root, { subtree: true, childList: true, characterData: true });
      void setLocale('es', false);
      arrive();
      // es's strings come a task after the chunk (en's and pt's are there already).
      setTimeout(release);
      await until(() => root.querySelector('#screen')?.textContent === 'Mis productos', 'the screen in es');
      const other = frames.filter((f) => f && f !== 'Mis productos');
      equal(other.length, 0, `the screen showed ${JSON.stringify(other)} before Mis productos`);
    } finally {
      bundles.es = [first, rest];
      await setLocale('en', false);
    }
  });
});
