// The first paint (embed/paint.ts) in Chromium: it draws exactly what the real <accounts-signin>
// renders first (same tags, attributes, classes and text, in every language and branding), is
// accessible, stays out of the cases it can't know, and hands over what the user did — the typed
// email, the focus and an early Enter — when the elements are defined.
import { $config, configure } from '../src/core/config.ts';
import { loadPicture, pictureFailed } from '../src/ui/picture.ts';
import { initialLocale, setLocale } from '../src/core/i18n.ts';
import { $networkWait } from '../src/core/network-wait.ts';
import { paintInto, paintUntil } from './paint.ts';
import { createMemoryRouter } from '../src/core/router.ts';
import { SIGNIN_FORM, keptFieldsKey } from '../src/core/keys.ts';
import { sendKeys } from '../tests/browser/support/keys.ts';
import { assert, equal, until } from '../tests/browser/support/assert.ts';
import { expectAccessible } from '../tests/browser/support/axe.ts';

before(() => {
  // The dev server injects every imported .css.ts into the test page; a partner's page has none.
  for (const style of document.querySelectorAll('style[data-vite-dev-id]')) style.remove();
  configure({ apiBase: 'http://127.0.0.1:9', portalUrl: location.origin });
});

afterEach(() => {
  document.body.replaceChildren();
});

function mount(tag: string, attributes: Record<string, string> = {}): HTMLElement {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

/** A tree as comparable text: tags, attributes (sorted; generated ids left out), form values and text. */
function shape(node: Node, depth = 0): string {
  const pad = '  '.repeat(depth);
  if (node.nodeType === Node.TEXT_NODE) return node.textContent?.trim() ? `${pad}"${node.textContent.trim()}"\n` : '';
  if (!(node instanceof Element)) return [...node.childNodes].map((c) => shape(c, depth)).join('');
  const attrs = node.getAttributeNames().filter((a) => a !== 'id' && a !== 'for').sort()
    .map((a) => (a === 'style' ? `style=${(node as HTMLElement).style.cssText}` : `${a}=${node.getAttribute(a)}`));
  if (node instanceof HTMLInputElement || node instanceof HTMLSelectElement) attrs.push(`value:${node.value}`);
  return `${pad}<${node.localName} ${attrs.join(' ')}>\n${[...node.childNodes].map((c) => shape(c, depth + 1)).join('')}`;
}

/** A picture of this test server (Vite serves the repository). */
const PICTURE = new URL('/demo/assets/backgrounds/talks.svg', location.href).href;

/** Painted, and past the first frame and the side's picture (set only once it has arrived). */
async function painted(attributes: Record<string, string>): Promise<{ host: HTMLElement; tree: string }> {
  const host = mount('div', attributes);
  const root = host.attachShadow({ mode: 'open' });
  paintInto(host, root);
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const picture = attributes['background-image'] ?? $config.get().defaultBackgroundImage;
  if (picture && (await loadPicture(picture))) await until(() => root.querySelector<HTMLElement>('[part="side"]')!.style.backgroundImage || null, 'the picture');
  return { host, tree: shape(root) };
}

describe('first paint, before the elements are defined', () => {
  it('stays out where the real element would show something else, or paints itself', async () => {
    const tick = () => new Promise((resolve) => setTimeout(resolve, 20));
    const light = mount('accounts-signin', { 'light-dom': '' });
    paintUntil(Promise.resolve());
    equal(light.shadowRoot, null, 'light-dom');
    light.remove();

    document.cookie = 'refresh_token=x; path=/';
    const signedIn = mount('accounts-signin');
    paintUntil(Promise.resolve());
    equal(signedIn.shadowRoot, null, 'a session cookie: the guard may send the user elsewhere');
    signedIn.remove();
    document.cookie = 'refresh_token=; path=/; max-age=0';
    await tick();

    // The element's history as its router keeps it in this tab (it had read another shape, and so
    // painted the email step over a reloaded forgot-password step).
    const history = createMemoryRouter({ path: '/signin/' }, 'accounts:route:accounts-signin');
    history.navigate('/signin/forgot-password', { state: { email: 'ana@example.com', step: 'code' } });
    const midFlow = mount('accounts-signin');
    paintUntil(Promise.resolve());
    equal(midFlow.shadowRoot, null, 'a saved step other than the email step');
    midFlow.remove();
    history.start()(); // forgets it
    await tick();
  });

  it('shows the email a reload brought back: the saved step\'s, else the one typed and not sent', async () => {
    const tick = () => new Promise((resolve) => setTimeout(resolve, 20));
    const valueOf = async (): Promise<string | undefined> => {
      const el = mount('accounts-signin');
      paintUntil(Promise.resolve());
      const value = el.shadowRoot?.querySelector('input')?.value;
      el.remove();
      await tick();
      return value;
    };
    sessionStorage.setItem(keptFieldsKey(SIGNIN_FORM, 'accounts-signin'), JSON.stringify({ email: 'typed@example.com' }));
    equal(await valueOf(), 'typed@example.com', 'typed on the email step');
    const history = createMemoryRouter({ path: '/signin/' }, 'accounts:route:accounts-signin');
    history.navigate('/signin/', { query: { email: 'ana@example.com' }, state: { signinStep: 'password' } });
    equal(await valueOf(), 'ana@example.com', "the password step's");
    history.start()();
    sessionStorage.removeItem(keptFieldsKey(SIGNIN_FORM, 'accounts-signin'));
    equal(await valueOf(), '', 'nothing kept');
  });

  it('reads each element\'s own saved step and typed email when a page carries several', async () => {
    // Keys as the elements write them (core/keys.ts elementScope): by id, else by place.
    const history = createMemoryRouter({ path: '/signin/' }, 'accounts:route:accounts-signin#dialog');
    history.navigate('/signin/forgot-password', { state: { email: 'ana@example.com', step: 'code' } });
    sessionStorage.setItem(keptFieldsKey(SIGNIN_FORM, 'accounts-signin:2'), JSON.stringify({ email: 'typed@example.com' }));
    const [header, dialog, footer] = [mount('accounts-signin'), mount('accounts-signin', { id: 'dialog' }), mount('accounts-signin')];
    paintUntil(Promise.resolve());
    equal(dialog.shadowRoot, null, "the dialog's element is mid-flow: left to itself");
    equal(header.shadowRoot?.querySelector('input')?.value, '', "the header's: nothing of the others'");
    equal(footer.shadowRoot?.querySelector('input')?.value, 'typed@example.com', 'the third: what was typed there');
    history.start()();
    sessionStorage.removeItem(keptFieldsKey(SIGNIN_FORM, 'accounts-signin:2'));
  });

  it('paints elements present and added later, then hands over the typed email, the focus and an early Enter', async () => {
    const present = mount('accounts-signin');
    let defined!: () => void;
    paintUntil(new Promise<void>((resolve) => { defined = resolve; }));
    const later = mount('accounts-signin', { locale: 'es' });
    const input = await until(() => present.shadowRoot?.querySelector<HTMLInputElement>('input[name="email"]'), 'painted input');
    await until(() => later.shadowRoot?.querySelector('input[name="email"]'), 'the element added later is painted too');
    equal(later.shadowRoot?.querySelector('h1')?.textContent, 'Iniciar sesión');
    await expectAccessible(present);

    // A language picked in the painted menu is kept too.
    const menu = present.shadowRoot!.querySelector<HTMLSelectElement>('select')!;
    const pick = menu.value === 'pt' ? 'en' : 'pt';
    menu.value = pick;
    menu.dispatchEvent(new Event('change', { bubbles: true }));

    input.focus();
    await sendKeys({ type: 'ana@example.com' });
    await sendKeys({ press: 'Enter' });
    equal(input.value, 'ana@example.com');
    // Focus leaving the field at the takeover would close a phone's keyboard mid-typing.
    const focusMoves: string[] = [];
    for (const type of ['blur', 'focus']) input.addEventListener(type, () => focusMoves.push(type));

    // The submit below meets the API down: its check retries at once, so no retry is still
    // running (and saying 'still trying' on screen) when the next tests compare screens.
    (await import('../src/core/api/client.ts')).configureClient({ sleep: async () => {} });
    const { defineElements } = await import('./define.ts');
    await defineElements();
    defined();
    const real = await until(() => present.shadowRoot?.querySelector<HTMLInputElement>('input[name="email"]:not([id^="accounts-paint-"])'), 'the real screen');
    equal(present.shadowRoot?.querySelectorAll('form').length, 1, 'the painted form is gone');
    equal(real.value, 'ana@example.com', 'the typed email is kept');
    equal(real, input, 'the painted input is the real one');
    equal(present.shadowRoot?.activeElement, real, 'focus is in the real input');
    equal(focusMoves.join(), '', 'focus never left it');
    // (The page-wide language then follows `later`'s locale attribute; the pick is the user's choice.)
    await until(() => document.cookie.includes(`user_locale=${pick}`) || null, 'the picked language is kept as the choice');
    document.cookie = 'user_locale=; max-age=0; path=/';
    // The early Enter is submitted for real: the flow starts (the API is down, so it stays busy or says so).
    await until(() => present.shadowRoot?.querySelector('button[type="submit"][aria-busy="true"], [role="alert"]'), 'the email step was submitted');
    await until(() => later.shadowRoot?.querySelector('input[name="email"]:not([id^="accounts-paint-"])'), 'the later element upgraded too');
  });
});

describe('first paint, the side picture', () => {
  it('is asked for after the first frame, not before the form is drawn, and shown once it has arrived', async () => {
    const host = mount('div', { 'background-image': PICTURE });
    paintInto(host, host.attachShadow({ mode: 'open' }));
    const side = host.shadowRoot!.querySelector<HTMLElement>('[part="side"]')!;
    equal(side.style.backgroundImage, '', 'no picture yet');
    equal(performance.getEntriesByName(PICTURE).length, 0, 'not asked for before the frame');
    await until(() => side.style.backgroundImage || null, 'the picture after the frame');
    equal(side.style.backgroundImage, `url("${PICTURE}")`);
  });

  it('is asked for once: a picture that failed is not asked for again by the real screen', async () => {
    const missing = new URL(`/no-such-picture-${Date.now()}.svg`, location.href).href;
    const paint = await painted({ 'background-image': missing });
    equal(pictureFailed(missing), true, 'the paint found it missing');
    const el = mount('accounts-signin', { 'background-image': missing });
    await until(() => el.shadowRoot?.querySelector('input[name="email"]:not([id^="accounts-paint-"])') ?? null, 'the real screen');
    equal(el.shadowRoot!.querySelector<HTMLElement>('[part="side"]')!.style.backgroundImage, '', 'no picture on the real screen');
    equal(performance.getEntriesByName(missing).length, 1, 'one request for it on the page');
    paint.host.remove();
  });
});

describe('first paint matches the first render', () => {
  // An element's `locale` switches the page's language (one $locale for every element): start
  // each case from the page's own, as a fresh page would.
  beforeEach(async () => {
    await setLocale(initialLocale(), false);
    // The earlier submit's check may still be retrying against the API that is down.
    await until(() => ($networkWait.get() === undefined) || null, 'no request left retrying');
  });

  const cases: Record<string, string>[] = [
    {},
    { locale: 'en' },
    { locale: 'es', product: 'talks' },
    { product: 'yowza', name: 'Yowza Pro', 'brand-color': '#0f766e' },
    { email: 'ana@example.com', logo: '/logo.svg', 'background-image': PICTURE, product: 'lms' },
    { logo: 'javascript:alert(1)', 'brand-color': 'red;}', name: '<img src=x onerror=alert(1)>' },
  ];
  for (const attributes of cases) {
    it(`with ${JSON.stringify(attributes)}`, async () => {
      const paint = await painted(attributes);
      const el = mount('accounts-signin', attributes);
      // The real element may need its language's strings first: compare once its heading says what the paint says.
      const heading = paint.host.shadowRoot!.querySelector('h1')!.textContent;
      await until(() => el.shadowRoot?.querySelector('h1')?.textContent === heading || null, `the real heading "${heading}"`);
      const real = shape(el.shadowRoot!);
      assert(real === paint.tree, `painted:\n${paint.tree}\nrendered:\n${real}`);
    });
  }
});
