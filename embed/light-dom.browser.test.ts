// light-dom: the screens render into the element itself (shown through one <slot>), so password
// managers and the page see an ordinary form; the styles come along scoped to the element.
import { defineElements } from './define.ts';
import { configure } from '../src/core/config.ts';
import { assert, equal, until } from '../tests/browser/support/assert.ts';
import { expectAccessible } from '../tests/browser/support/axe.ts';

before(async () => {
  // The dev server injects every imported .css.ts into the test page, unscoped (builds don't:
  // the elements adopt ?inline strings); drop those so the page is a partner's clean page.
  for (const style of document.querySelectorAll('style[data-vite-dev-id]')) style.remove();
  configure({ apiBase: 'http://127.0.0.1:9', portalUrl: location.origin });
  await defineElements();
});

afterEach(() => {
  document.body.replaceChildren();
});

function mount(html: string): HTMLElement {
  const wrap = document.createElement('div');
  wrap.innerHTML = html;
  document.body.append(wrap);
  return wrap.firstElementChild as HTMLElement;
}

describe('light-dom attribute', () => {
  it('renders the sign-in form in the document tree: document.forms and querySelector see it', async () => {
    const el = mount('<accounts-signin light-dom brand-color="#0f766e" locale="en"></accounts-signin>');
    const input = await until(() => document.querySelector<HTMLInputElement>('accounts-signin form input[name="email"]'), 'form in light DOM');
    equal(input.getAttribute('autocomplete'), 'username webauthn');
    assert([...document.forms].includes(input.form!), 'a document form');
    // The shadow root only shows the light children.
    equal(el.shadowRoot?.children.length, 1);
    equal(el.shadowRoot?.firstElementChild?.localName, 'slot');
    // Styled as in shadow mode: the brand colour on the primary button, the element a block.
    const button = el.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    await until(() => getComputedStyle(button).backgroundColor === 'rgb(15, 118, 110)' || null, 'brand colour applied');
    equal(getComputedStyle(el).display, 'block');
    await expectAccessible(el);
  });

  it('keeps its styles to itself: the page around it is untouched', async () => {
    const outside = document.createElement('div');
    document.body.append(outside);
    equal(getComputedStyle(outside).boxSizing, 'content-box');
    const el = mount('<accounts-signin light-dom></accounts-signin>');
    await until(() => document.querySelector('accounts-signin form'), 'rendered');
    // The element's reset (*, *::before, *::after { box-sizing: border-box }) applies inside only.
    equal(getComputedStyle(el.querySelector('form')!).boxSizing, 'border-box');
    equal(getComputedStyle(outside).boxSizing, 'content-box');
  });

  it('created with createElement and the attribute set before it is appended works the same', async () => {
    const el = document.createElement('accounts-signin');
    el.setAttribute('light-dom', '');
    el.setAttribute('email', 'ana@example.com');
    document.body.append(el);
    const input = await until(() => el.querySelector<HTMLInputElement>('input[name="email"]'), 'light render');
    equal(input.value, 'ana@example.com');
  });

  it('without the attribute the screens stay in the shadow root', async () => {
    const el = mount('<accounts-signin></accounts-signin>');
    await until(() => el.shadowRoot?.querySelector('form'), 'shadow render');
    equal(el.querySelector('form'), null);
  });
});
