// The language menu (spec §1) in real elements: each language in its own name, a switch with
// real keys re-renders every element on the page without losing typed text, writes the
// user_locale cookie, and the help link's suffix follows (pt → br, es → es, en → en).
import { sendKeys } from '../../tests/browser/support/keys.ts';
import { assert, deepEqual, equal, until } from '../../tests/browser/support/assert.ts';
import { expectAccessible } from '../../tests/browser/support/axe.ts';
import { defineElements } from '../../tests/browser/support/elements.ts';
import { configure } from '../core/config.ts';
import { $locale, setLocale } from '../core/i18n.ts';

// No API in browser tests: branding and other calls fail fast and the screens keep their defaults.
const API = 'http://127.0.0.1:9';

function mount(html: string): HTMLElement {
  const wrap = document.createElement('div');
  wrap.innerHTML = html;
  document.body.append(wrap);
  return wrap.firstElementChild as HTMLElement;
}

async function inShadow<T extends Element>(el: HTMLElement, selector: string): Promise<T> {
  return until(() => el.shadowRoot?.querySelector<T>(selector), `${el.id} ${selector}`);
}

const cookieLocale = () => document.cookie.split('; ').find((c) => c.startsWith('user_locale='))?.split('=')[1];
const headingOf = (el: HTMLElement) => el.shadowRoot?.querySelector('h1')?.textContent;

before(async () => {
  configure({ apiBase: API });
  await defineElements();
});

beforeEach(async () => {
  document.cookie = 'user_locale=; max-age=0; path=/';
  await setLocale('pt', false);
});

afterEach(() => {
  document.body.replaceChildren();
});

describe('LanguageMenu', () => {
  it('names each language in its own language, whatever the current one', async () => {
    const el = mount('<accounts-signin id="one"></accounts-signin>');
    const select = await inShadow<HTMLSelectElement>(el, 'select[part~="language-menu"]');
    const options = () => [...select.options].map((o) => [o.value, o.textContent, o.lang]);
    const expected = [['pt', 'Português', 'pt'], ['en', 'English', 'en'], ['es', 'Español', 'es']];
    deepEqual(options(), expected);
    await setLocale('es', false);
    await until(() => headingOf(el) === 'Iniciar sesión', 'Spanish heading');
    deepEqual(options(), expected);
  });

  it('switches with real keys: a second element re-renders in the new language, typed text stays, the cookie is written', async () => {
    const first = mount('<accounts-signin id="first"></accounts-signin>');
    const second = mount('<accounts-signin id="second"></accounts-signin>');
    await until(() => headingOf(first) === 'Entrar' && headingOf(second) === 'Entrar', 'both in Portuguese');

    const email = await inShadow<HTMLInputElement>(second, 'input[type="email"]');
    email.focus();
    await sendKeys({ type: 'ana@example.com' });
    equal(email.value, 'ana@example.com');

    const select = await inShadow<HTMLSelectElement>(first, 'select[part~="language-menu"]');
    select.focus();
    await sendKeys({ press: 'ArrowDown' }); // pt → en
    await until(() => headingOf(second) === 'Sign in', 'the second element in English');
    equal(headingOf(first), 'Sign in');
    equal($locale.get(), 'en');
    equal(cookieLocale(), 'en', 'user_locale cookie written');

    const sameInput = await inShadow<HTMLInputElement>(second, 'input[type="email"]');
    equal(sameInput.value, 'ana@example.com', 'typed text survives the re-render');
    equal((await inShadow<HTMLSelectElement>(second, 'select[part~="language-menu"]')).value, 'en', 'the other menu follows');

    await sendKeys({ press: 'ArrowDown' }); // en → es
    await until(() => headingOf(second) === 'Iniciar sesión', 'the second element in Spanish');
    equal(cookieLocale(), 'es');
    equal(sameInput.value, 'ana@example.com');
  });

  it('points the help link at the suffix of the language: pt → br, en → en, es → es', async () => {
    const el = mount('<accounts-signin id="help"></accounts-signin>');
    const help = await inShadow<HTMLAnchorElement>(el, 'a[part~="help-button"]');
    assert(help.href.endsWith('br'), `pt help link ${help.href}`);
    const select = await inShadow<HTMLSelectElement>(el, 'select[part~="language-menu"]');
    select.focus();
    await sendKeys({ press: 'ArrowDown' });
    await until(() => help.href.endsWith('en'), 'en help link');
    await sendKeys({ press: 'ArrowDown' });
    await until(() => help.href.endsWith('es'), 'es help link');
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    await until(() => help.href.endsWith('br') && cookieLocale() === 'pt', 'back to pt');
  });

  it('is labelled and passes axe in every language', async () => {
    const el = mount('<accounts-signin id="axe"></accounts-signin>');
    for (const locale of ['pt', 'en', 'es'] as const) {
      await setLocale(locale, false);
      const select = await inShadow<HTMLSelectElement>(el, 'select[part~="language-menu"]');
      await until(() => select.value === locale, `${locale} selected`);
      await expectAccessible(el);
    }
  });
});
