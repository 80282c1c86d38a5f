// How a host page may treat the elements: tags before the script, tags added later, removed and
// re-added, several on one page sharing the locale, the script defined twice (same version:
// silent; another version: a warning and nothing redefined), and the cross-site hand-off.
import { configure } from '../src/core/config.ts';
import { emitAll } from '../src/core/events.ts';
import { assert, equal, until } from '../tests/browser/support/assert.ts';

const API = 'http://127.0.0.1:9';
const VERSION_KEY = Symbol.for('accounts.version');

function mount(html: string): HTMLElement {
  const wrap = document.createElement('div');
  wrap.innerHTML = html;
  document.body.append(wrap);
  return wrap.firstElementChild as HTMLElement;
}

function headingIs(el: HTMLElement, text: string): true | null {
  return el.shadowRoot?.querySelector('h1')?.textContent === text || null;
}

async function withWarnings<T>(fn: (warnings: string[]) => Promise<T>): Promise<T> {
  const warn = console.warn;
  const warnings: string[] = [];
  console.warn = (...args: unknown[]) => { warnings.push(args.join(' ')); };
  try {
    return await fn(warnings);
  } finally {
    console.warn = warn;
  }
}

// Mounted before the elements are defined: the script loads after the tags.
const early = mount('<accounts-signin id="early" locale="en"></accounts-signin>');

before(() => {
  configure({ apiBase: API, portalUrl: location.origin });
});

describe('element lifecycle', () => {
  it('upgrades tags that were in the page before the script defined them', async () => {
    assert(!customElements.get('accounts-signin'), 'not defined yet');
    equal(early.shadowRoot, null);
    const { defineElements } = await import('./define.ts');
    await defineElements();
    await until(() => early.shadowRoot?.querySelector('input[name="email"]'), 'early element rendered');
  });

  it('renders tags added after the script', async () => {
    const late = mount('<accounts-signup></accounts-signup>');
    await until(() => late.shadowRoot?.querySelector('input[name="confirm_email"]'), 'late element rendered');
  });

  it('created detached, attributes one by one, then appended: every attribute counts', async () => {
    const el = document.createElement('accounts-signin');
    el.setAttribute('product', 'talks');
    el.setAttribute('email', 'ana@example.com');
    equal(el.shadowRoot?.querySelector('form') ?? null, null);
    document.body.append(el);
    const input = await until(() => el.shadowRoot?.querySelector<HTMLInputElement>('input[name="email"]'), 'rendered');
    equal(input.value, 'ana@example.com');
  });

  it('renders again when removed and re-added, without duplicating its screen', async () => {
    const el = mount('<accounts-signin></accounts-signin>');
    await until(() => el.shadowRoot?.querySelector('form'), 'first render');
    const parent = el.parentElement!;
    el.remove();
    await until(() => !el.shadowRoot?.querySelector('form') || null, 'unmounted');
    parent.append(el);
    await until(() => el.shadowRoot?.querySelector('form'), 're-rendered');
    equal(el.shadowRoot?.querySelectorAll('input[name="email"]').length, 1);
  });

  it('a second define of the same version is silent and keeps the first definitions', async () => {
    const ctor = customElements.get('accounts-signin');
    const { defineElements } = await import('./define.ts');
    await withWarnings(async (warnings) => {
      await defineElements();
      equal(warnings.length, 0);
    });
    equal(customElements.get('accounts-signin'), ctor);
  });

  it('another version defined first: warns, redefines nothing and throws nothing', async () => {
    const g = globalThis as unknown as Record<symbol, string | undefined>;
    const mine = g[VERSION_KEY];
    const ctor = customElements.get('accounts-hub');
    const { defineElements, VERSION } = await import('./define.ts');
    g[VERSION_KEY] = '9.9.9-other';
    try {
      await withWarnings(async (warnings) => {
        await defineElements();
        assert(warnings.some((w) => w.includes('9.9.9-other') && w.includes(VERSION)), 'the warning names both versions');
      });
      equal(customElements.get('accounts-hub'), ctor);
    } finally {
      g[VERSION_KEY] = mine;
    }
  });

  it('a `locale` attribute on one element switches every element, each told by accounts-locale-change', async () => {
    const a = mount('<accounts-signin id="a" locale="en"></accounts-signin>');
    const b = mount('<accounts-hub id="b"></accounts-hub>');
    await until(() => headingIs(b, 'Sign in'), 'english');
    const heard: string[] = [];
    const record = (e: Event) => heard.push(`${(e.currentTarget as HTMLElement).id}:${(e as CustomEvent<{ locale: string }>).detail.locale}`);
    a.addEventListener('accounts-locale-change', record);
    b.addEventListener('accounts-locale-change', record);
    a.setAttribute('locale', 'es');
    await until(() => headingIs(b, 'Iniciar sesión'), 'spanish in the other element');
    await until(() => (heard.includes('a:es') && heard.includes('b:es')) || null, 'both heard it');
    a.setAttribute('locale', 'en');
    await until(() => headingIs(b, 'Sign in'), 'english again');
  });

  it('an unknown settings section warns and shows profile (signed out: sign-in first)', async () => {
    const { settingsOptions } = await import('./elements.ts');
    await withWarnings(async (warnings) => {
      equal(settingsOptions({ section: 'password' }).startPath, '/password');
      equal(warnings.length, 0);
      equal(settingsOptions({ section: 'javascript:alert(1)' }).startPath, '/profile');
      equal(settingsOptions({}).startPath, '/profile');
      assert(warnings.some((w) => w.includes('section')), 'warned about section');
    });
  });

  it('page-wide events reach every mounted element', async () => {
    const ready = new Set<EventTarget>();
    const onReady = (e: Event) => ready.add(e.composedPath()[0]!);
    document.addEventListener('accounts-ready', onReady);
    const a = mount('<accounts-signin></accounts-signin>');
    const b = mount('<accounts-signup></accounts-signup>');
    await until(() => (ready.has(a) && ready.has(b)) || null, 'both ready (registered on the page bus)');
    document.removeEventListener('accounts-ready', onReady);
    const heard: string[] = [];
    a.addEventListener('accounts-signed-out', () => heard.push('a'));
    b.addEventListener('accounts-signed-out', () => heard.push('b'));
    emitAll('accounts-signed-out', { reason: 'user' });
    equal(heard.sort().join(), 'a,b');
  });
});
