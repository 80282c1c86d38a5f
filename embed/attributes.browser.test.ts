// Every attribute is untrusted input: a bad value is refused with a console warning, the default
// is used, nothing runs and nothing is requested from an unlisted origin.
import { defineElements } from './define.ts';
import { $config, configure } from '../src/core/config.ts';
import { assert, deepEqual, equal, until } from '../tests/browser/support/assert.ts';

const API = 'http://127.0.0.1:9';
const EVIL = 'https://evil.test';

function mount(html: string): HTMLElement {
  const wrap = document.createElement('div');
  wrap.innerHTML = html;
  document.body.append(wrap);
  return wrap.firstElementChild as HTMLElement;
}

async function withWarnings(fn: (warnings: string[]) => Promise<void>): Promise<void> {
  const warn = console.warn;
  const warnings: string[] = [];
  console.warn = (...args: unknown[]) => { warnings.push(args.join(' ')); };
  try {
    await fn(warnings);
  } finally {
    console.warn = warn;
  }
}

/** Resource requests the page made to `origin` (images, fetches, scripts) that have ended. */
function requestsTo(origin: string): string[] {
  return performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.startsWith(origin));
}

/** fetch() calls, recorded as they are made (a request may end, and show above, much later). */
function recordFetches(): { urls: string[]; restore(): void } {
  const original = window.fetch;
  const urls: string[] = [];
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(input instanceof Request ? input.url : String(input));
    return original(input, init);
  };
  return { urls, restore: () => { window.fetch = original; } };
}

/** Nothing in the element's tree can run: no on* handler attribute, no javascript: or data: URL. */
function runnable(el: Element): string[] {
  const found: string[] = [];
  const walk = (root: ParentNode) => {
    for (const node of root.querySelectorAll('*')) {
      for (const a of node.getAttributeNames()) {
        const value = node.getAttribute(a) ?? '';
        if (a.startsWith('on') || /(^|[\s("'])(javascript|data):/i.test(value)) found.push(`${node.localName}[${a}]`);
      }
      if (node.shadowRoot) walk(node.shadowRoot);
    }
  };
  if (el.shadowRoot) walk(el.shadowRoot);
  return found;
}

before(async () => {
  configure({ apiBase: API, portalUrl: location.origin });
  await defineElements();
});

afterEach(() => {
  document.body.replaceChildren();
});

describe('attributes are validated', () => {
  it('logo and background-image: javascript:, data: and unlisted-scheme URLs are refused with a warning', async () => {
    const ran: string[] = [];
    (window as unknown as Record<string, unknown>).__ran = (x: string) => ran.push(x);
    await withWarnings(async (warnings) => {
      const el = mount(`<accounts-signin name="Talks" logo="javascript:__ran('logo')" background-image="data:image/svg+xml,<svg onload=__ran('bg')>"></accounts-signin>`);
      const header = await until(() => el.shadowRoot?.querySelector('[part~="header"]'), 'header');
      equal(header.querySelector('img'), null, 'no logo image: the name shows instead');
      await until(() => header.textContent?.includes('Talks') || null, 'name shown');
      const side = el.shadowRoot?.querySelector<HTMLElement>('[part~="side"]');
      assert(!side?.getAttribute('style')?.includes('data:'), 'no data: background');
      assert(warnings.some((w) => w.includes('logo')), 'warned about logo');
      assert(warnings.some((w) => w.includes('background-image')), 'warned about background-image');
      // The render that shows the name is the one that judged both: nothing in it can run.
      equal(runnable(el).join(), '', 'nothing in the element can run');
    });
    equal(ran.length, 0, 'nothing ran');
  });

  it('an http(s) logo is used', async () => {
    const el = mount(`<accounts-signin logo="${API}/logo.svg" name="Talks"></accounts-signin>`);
    const img = await until(() => el.shadowRoot?.querySelector<HTMLImageElement>('img[part~="logo"]'), 'logo');
    equal(img.getAttribute('src'), `${API}/logo.svg`);
    equal(img.alt, 'Talks');
  });

  it('callback-url off the allow-list is refused with a warning', async () => {
    await withWarnings(async (warnings) => {
      const el = mount(`<accounts-signin callback-url="${EVIL}/steal"></accounts-signin>`);
      await until(() => el.shadowRoot?.querySelector('form'), 'rendered');
      await until(() => warnings.some((w) => w.includes('callback-url')) || null, 'warned about callback-url');
    });
    for (const bad of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>']) {
      await withWarnings(async (warnings) => {
        mount(`<accounts-signin callback-url="${bad}"></accounts-signin>`);
        await until(() => warnings.some((w) => w.includes('callback-url')) || null, `warned about ${bad}`);
      });
    }
  });

  it('api-base and portal-url off the allow-list are refused, and nothing is requested there', async () => {
    const before = $config.get();
    const fetches = recordFetches();
    try {
      await withWarnings(async (warnings) => {
        const el = mount(`<accounts-signin product="talks" api-base="${EVIL}/api" portal-url="${EVIL}"></accounts-signin>`);
        const input = await until(() => el.shadowRoot?.querySelector<HTMLInputElement>('input[name="email"]'), 'rendered');
        input.dispatchEvent(new FocusEvent('focus')); // the first interaction loads the flow and the API
        // The element's first call (the product's branding) is made: to the API it kept.
        await until(() => fetches.urls.find((u) => u.includes('/products/talks')), 'the branding call');
        equal($config.get().apiBase, before.apiBase);
        equal($config.get().portalUrl, before.portalUrl);
        assert(warnings.some((w) => w.includes('api-base')), 'warned about api-base');
        assert(warnings.some((w) => w.includes('portal-url')), 'warned about portal-url');
      });
      equal(fetches.urls.filter((u) => u.startsWith(EVIL)).join(), '', 'no call to the unlisted origin');
      // Each branding call (the first, and any retry of it while the API does not answer) went to the API.
      const branding = fetches.urls.filter((u) => u.includes('/products/talks'));
      assert(branding.length > 0 && branding.every((u) => u.startsWith(API)), `the branding calls went to the API: ${branding.join(', ')}`);
    } finally {
      fetches.restore();
    }
    equal(requestsTo(EVIL).length, 0, 'no request to the unlisted origin');
  });

  it('an invalid product id is refused with a warning (default branding, no request for it)', async () => {
    const fetches = recordFetches();
    try {
      await withWarnings(async (warnings) => {
        const el = mount('<accounts-signin product="../../users/me"></accounts-signin>');
        await until(() => el.shadowRoot?.querySelector('form'), 'rendered');
        // Beside it, one with a valid id: its branding call goes the way the refused one's would
        // have, after it. Once that call is made, the refused one's would have been too.
        mount('<accounts-signin product="control"></accounts-signin>');
        await until(() => fetches.urls.find((u) => u.includes('/products/control')), 'the valid product\'s call');
        deepEqual(fetches.urls.filter((u) => u.includes('/products/..') || u.includes('/users')), []);
        equal(requestsTo(`${API}/products/..`).length, 0);
        equal(requestsTo(`${API}/users`).length, 0);
        assert(warnings.some((w) => w.includes('[accounts] ignored invalid product') && w.includes('../../users/me')), 'warned with the value');
      });
    } finally {
      fetches.restore();
    }
  });

  it('a brand-color of any CSS colour name or #rgba is used; a word that is no colour, or transparent, is refused', async () => {
    await withWarnings(async (warnings) => {
      const el = mount('<accounts-signin brand-color="tomato"></accounts-signin>');
      const button = await until(() => el.shadowRoot?.querySelector<HTMLElement>('button[type="submit"]'), 'rendered');
      await until(() => getComputedStyle(button).backgroundColor === 'rgb(255, 99, 71)' || null, 'tomato used');
      el.setAttribute('brand-color', '#0a0f');
      await until(() => getComputedStyle(button).backgroundColor === 'rgb(0, 170, 0)' || null, '#rgba used');
      el.setAttribute('brand-color', 'notacolor');
      await until(() => warnings.some((w) => w.includes('brand-color') && w.includes('notacolor')) || null, 'warned');
      equal(getComputedStyle(button).backgroundColor, 'rgb(107, 63, 160)', 'the default colour');
      // Colours, but no brand: the white text would sit on nothing.
      el.setAttribute('brand-color', 'transparent');
      await until(() => warnings.some((w) => w.includes('brand-color') && w.includes('transparent')) || null, 'transparent refused');
      equal(getComputedStyle(button).backgroundColor, 'rgb(107, 63, 160)', 'still the default colour');
      equal(warnings.filter((w) => w.includes('brand-color')).length, 2, 'only the bad values warned');
    });
  });
});

describe('attributes removed', () => {
  it('a removed or emptied attribute reads as unset: the default again, as the property set to undefined', async () => {
    const el = mount('<accounts-signin brand-color="#00aa00" name="Partner X"></accounts-signin>');
    const button = await until(() => el.shadowRoot?.querySelector<HTMLElement>('button[type="submit"]'), 'rendered');
    const header = () => el.shadowRoot?.querySelector('[part~="header"]')?.textContent ?? '';
    await until(() => getComputedStyle(button).backgroundColor === 'rgb(0, 170, 0)' || null, 'green first');
    await until(() => header().includes('Partner X') || null, 'name first');
    el.removeAttribute('brand-color');
    await until(() => getComputedStyle(button).backgroundColor === 'rgb(107, 63, 160)' || null, 'default colour after removal');
    el.setAttribute('name', '');
    await until(() => !header().includes('Partner X') || null, 'name gone when emptied');
    el.setAttribute('brand-color', '#00aa00');
    await until(() => getComputedStyle(button).backgroundColor === 'rgb(0, 170, 0)' || null, 'green again');
    (el as unknown as { brandColor?: string }).brandColor = undefined;
    await until(() => getComputedStyle(button).backgroundColor === 'rgb(107, 63, 160)' || null, 'default after the property is unset');
    equal(el.hasAttribute('brand-color'), false, 'the property unset removes the attribute');
  });
});
