// Proves the browser-test infrastructure: Vite serving, Preact aliases, vanilla-extract CSS
// adopted into a shadow root, and the axe helper (both passing and failing).
import { Component as AliasedComponent, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Component as PreactComponent } from 'preact';
import { marker } from './smoke-fixture.css.ts';
import markerCss from '/tests/browser/support/smoke-fixture.css.ts.vanilla.css?inline';
import { assert, equal, match, rejects, until } from './assert.ts';
import { expectAccessible } from './axe.ts';

function mount(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('browser test infrastructure', () => {
  it('resolves react to the Preact runtime', () => {
    equal(AliasedComponent, PreactComponent as unknown as typeof AliasedComponent);
  });

  it('renders through react-dom/client (preact/compat)', async () => {
    const host = mount('');
    createRoot(host).render(createElement('button', { type: 'button' }, 'Go'));
    const button = await until(() => host.querySelector('button'), 'the rendered button');
    equal(button.textContent, 'Go');
  });

  it('adopts vanilla-extract CSS into a shadow root', async () => {
    match(markerCss, /outline-color:\s*(rgb\(1, 2, 3\)|#010203)/);
    const host = mount('');
    const shadow = host.attachShadow({ mode: 'open' });
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(markerCss);
    shadow.adoptedStyleSheets = [sheet];
    const el = document.createElement('span');
    el.className = marker;
    shadow.append(el);
    equal(getComputedStyle(el).outlineColor, 'rgb(1, 2, 3)');
  });

  it('passes axe on accessible markup inside an open shadow root', async () => {
    const host = mount('');
    host.attachShadow({ mode: 'open' }).innerHTML =
      '<form><label for="email">Email</label><input id="email" type="email" autocomplete="email"><button>Continue</button></form>';
    await expectAccessible(host);
  });

  it('reports axe violations inside an open shadow root', async () => {
    const host = mount('');
    host.attachShadow({ mode: 'open' }).innerHTML = '<input type="email"><img src="data:,">';
    const error = await rejects(() => expectAccessible(host), /accessibility violation/);
    assert(/label/.test(error.message) && /image-alt/.test(error.message), error.message);
  });
});
