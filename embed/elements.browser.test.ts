// Every element registers, renders into its own shadow root, applies branding,
// emits its events and passes axe. Runs in Debian Chromium through wtr.
import { sendKeys } from '../tests/browser/support/keys.ts';
import { defineElements } from './define.ts';
import { $config, configure } from '../src/core/config.ts';
import { assert, deepEqual, equal, until } from '../tests/browser/support/assert.ts';
import { expectAccessible } from '../tests/browser/support/axe.ts';

const TAGS = ['accounts-signin', 'accounts-signup', 'accounts-hub', 'accounts-settings', 'accounts-portal'] as const;

// No API in browser tests: branding and other calls fail fast and the screens keep their defaults.
const API = 'http://127.0.0.1:9';

function mount(html: string): HTMLElement {
  const wrap = document.createElement('div');
  wrap.innerHTML = html;
  document.body.append(wrap);
  return wrap.firstElementChild as HTMLElement;
}

async function shadowOf(el: HTMLElement, selector: string): Promise<Element> {
  return until(() => el.shadowRoot?.querySelector(selector), `${el.localName} ${selector}`);
}

before(async () => {
  // The test page is the portal's own origin: same-site, so submits stay in the element.
  configure({ apiBase: API, portalUrl: location.origin });
  await defineElements();
});

afterEach(() => {
  document.body.replaceChildren();
});

describe('elements', () => {
  it('registers all five elements, once: a second define neither throws nor replaces them', async () => {
    // A registry of its own, to see the registration itself (the page's was done by before()).
    const defined = new Map<string, CustomElementConstructor>();
    const registry = {
      get: (tag: string) => defined.get(tag),
      define(tag: string, ctor: CustomElementConstructor) {
        if (defined.has(tag)) throw new DOMException(`${tag} has already been defined`, 'NotSupportedError');
        defined.set(tag, ctor);
      },
    } as unknown as CustomElementRegistry;
    await defineElements(registry);
    deepEqual([...defined.keys()].sort(), [...TAGS].sort());
    const first = new Map(defined);
    await defineElements(registry); // a second script tag: must not throw
    for (const tag of TAGS) equal(defined.get(tag), first.get(tag), `${tag} kept its first definition`);
    // The page's registry holds the very same classes.
    for (const tag of TAGS) equal(customElements.get(tag), first.get(tag), `${tag} in the page's registry`);
  });

  it('renders accounts-signin inside an open shadow root with the email step', async () => {
    const el = mount(`<accounts-signin></accounts-signin>`);
    const input = await shadowOf(el, 'input[type="email"]');
    equal(input.getAttribute('autocomplete'), 'username webauthn');
    equal(el.querySelector('input'), null, 'nothing leaks into the light DOM');
  });

  it('renders the sign-up form in accounts-signup', async () => {
    const el = mount('<accounts-signup></accounts-signup>');
    await shadowOf(el, 'input[name="confirm_email"]');
    const submit = await shadowOf(el, 'button[type="submit"]');
    assert((submit as HTMLButtonElement).disabled, 'submit is disabled until the form is valid');
  });

  it('shows sign-in in accounts-hub and accounts-settings when signed out', async () => {
    for (const tag of ['accounts-hub', 'accounts-settings']) {
      const el = mount(`<${tag}></${tag}>`);
      await shadowOf(el, 'input[type="email"]');
    }
  });

  it('applies brand-color, checked on the computed style', async () => {
    const el = mount('<accounts-signin brand-color="#ff0000"></accounts-signin>');
    const button = await shadowOf(el, 'button[type="submit"]');
    await until(() => getComputedStyle(button).backgroundColor === 'rgb(255, 0, 0)', 'red primary button');
  });

  it("lets the partner's --accounts-brand-color win over the attribute", async () => {
    const el = mount('<accounts-signin brand-color="#ff0000" style="--accounts-brand-color: rgb(0, 128, 0)"></accounts-signin>');
    const button = await shadowOf(el, 'button[type="submit"]');
    await until(() => getComputedStyle(button).backgroundColor === 'rgb(0, 128, 0)', 'green primary button');
  });

  it('refuses an unsafe brand-color and keeps the default purple', async () => {
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (...args: unknown[]) => { warnings.push(args.join(' ')); };
    try {
      const el = mount('<accounts-signin brand-color="red;}*{display:none"></accounts-signin>');
      const button = await shadowOf(el, 'button[type="submit"]');
      await until(() => getComputedStyle(button).backgroundColor === 'rgb(107, 63, 160)', 'default purple');
      assert(warnings.some((w) => w.includes('brand-color')), 'a console warning names the attribute');
    } finally {
      console.warn = warn;
    }
  });

  it('emits accounts-ready and accounts-step-change, bubbling and composed', async () => {
    const seen: CustomEvent[] = [];
    const record = (e: Event) => seen.push(e as CustomEvent);
    document.addEventListener('accounts-ready', record);
    document.addEventListener('accounts-step-change', record);
    try {
      mount('<accounts-signin></accounts-signin>');
      const ready = await until(() => seen.find((e) => e.type === 'accounts-ready'), 'accounts-ready');
      equal(ready.detail.source, 'accounts-signin');
      assert(ready.bubbles && ready.composed, 'bubbles and composed');
      const step = await until(() => seen.find((e) => e.type === 'accounts-step-change'), 'accounts-step-change');
      equal(step.detail.step, 'signin');
    } finally {
      document.removeEventListener('accounts-ready', record);
      document.removeEventListener('accounts-step-change', record);
    }
  });

  it('says accounts-ready at its first render, before the next frame, to a listener added after append', async () => {
    const seen: string[] = [];
    const gone = document.createElement('accounts-signin');
    gone.addEventListener('accounts-ready', () => seen.push('removed element'));
    document.body.append(gone);
    gone.remove(); // in the same task: it never rendered for anyone to see
    const el = document.createElement('accounts-signin');
    document.body.append(el);
    el.addEventListener('accounts-ready', () => {
      seen.push('ready');
      if (!el.shadowRoot?.querySelector('input[type="email"]')) seen.push('(no email step yet)');
    });
    requestAnimationFrame(() => seen.push('frame'));
    await until(() => seen.includes('ready') && seen.includes('frame') || null, 'ready and a frame');
    // The removed element's microtask ran before this one's: had it spoken, it would be first.
    deepEqual(seen, ['ready', 'frame']);
  });

  it('reports only the steps it shows: signed out, settings reports sign-in, not the section it leaves', async () => {
    const steps: string[] = [];
    const record = (e: Event) => {
      if ((e.composedPath()[0] as Element).id === 'signed-out-settings') steps.push((e as CustomEvent<{ step: string }>).detail.step);
    };
    document.addEventListener('accounts-step-change', record);
    try {
      const el = mount('<accounts-settings id="signed-out-settings" section="password"></accounts-settings>');
      await shadowOf(el, 'input[type="email"]');
      // The section it leaves would be reported before the sign-in it goes to: once sign-in is
      // reported, the list is complete.
      await until(() => steps.includes('signin'), 'sign-in reported');
      equal(steps.join(), 'signin');
    } finally {
      document.removeEventListener('accounts-step-change', record);
    }
  });

  it('validates the email typed with real keys and keeps what was typed', async () => {
    const el = mount(`<accounts-signin locale="en"></accounts-signin>`);
    const input = (await shadowOf(el, 'input[type="email"]')) as HTMLInputElement;
    input.focus();
    await sendKeys({ type: 'not-an-email' });
    await sendKeys({ press: 'Enter' });
    const error = await until(() => [...(el.shadowRoot?.querySelectorAll('[part~="field-error"]') ?? [])].find((n) => n.textContent), 'field error');
    equal(error.textContent, 'Invalid email');
    equal(input.value, 'not-an-email');
    equal(input.getAttribute('aria-invalid'), 'true');
  });

  it('refuses an api-base that is not on the allow-list', async () => {
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (...args: unknown[]) => { warnings.push(args.join(' ')); };
    try {
      const el = mount('<accounts-signin api-base="https://evil.test/api"></accounts-signin>');
      await shadowOf(el, 'input[type="email"]');
      equal($config.get().apiBase, API);
      assert(warnings.some((w) => w.includes('api-base')), 'warned about api-base');
    } finally {
      console.warn = warn;
    }
  });

  it('shows the not-found screen in accounts-portal for an unknown path', async () => {
    history.replaceState(null, '', '/no/such/page');
    const el = mount('<accounts-portal locale="pt"></accounts-portal>');
    const heading = await shadowOf(el, 'h1');
    await until(() => heading.textContent === 'Esta página nao existe!', 'not-found title');
  });

  for (const tag of ['accounts-signin', 'accounts-signup'] as const) {
    it(`${tag} passes axe with no violations`, async () => {
      const el = mount(`<${tag} product="talks"></${tag}>`);
      await shadowOf(el, 'button[type="submit"]');
      await expectAccessible(el);
    });
  }
});
