// The top bar's avatar menu: a hover opens it and leaving closes it at once (QA: a
// hover and a leave within 500 ms left it open), the click of the same gesture does not undo the
// hover; the avatar is the user's picture when one is saved, the initials otherwise; and in a
// narrow element the bar wraps rather than push the avatar out.
import type { User } from '../../core/api/schemas';
import { loadAreas, setLocale } from '../../core/i18n';
import { setMe } from '../../flows/me';
import { TopBar } from './TopBar';
import { mountInShadow, unmountAll } from '../../../tests/browser/support/mount.tsx';
import { equal, until } from '../../../tests/browser/support/assert.ts';
import { expectAccessible } from '../../../tests/browser/support/axe.ts';

const ana: User = {
  id: 1, name: 'Ana Silva', email: 'ana@example.com', avatar: null, birthdate: null, gender: null,
  native_language: null, phone_number: null, address: null, active: true,
};

before(async () => {
  await setLocale('en', false);
  await loadAreas(['hub']);
});

afterEach(() => {
  unmountAll();
  document.body.replaceChildren();
});

async function topBar(user: User): Promise<{ root: ShadowRoot; button: HTMLButtonElement; wrap: HTMLElement }> {
  setMe(user);
  const { root } = mountInShadow(<TopBar title="Products" />);
  const button = await until(() => root.querySelector<HTMLButtonElement>('button[part="avatar"]'), 'the avatar button');
  return { root, button, wrap: button.parentElement! };
}

const expanded = (button: HTMLButtonElement) => button.getAttribute('aria-expanded');

describe('TopBar avatar menu', () => {
  it('closes when the pointer leaves, however soon after the hover that opened it', async () => {
    const { root, button, wrap } = await topBar(ana);
    wrap.dispatchEvent(new MouseEvent('mouseenter'));
    await until(() => root.querySelector('[role="menu"]'), 'opened by the hover');
    wrap.dispatchEvent(new MouseEvent('mouseleave'));
    await until(() => expanded(button) === 'false' || null, 'closed by leaving at once');
    equal(root.querySelector('[role="menu"]'), null);
    // Back at once: it opens again.
    wrap.dispatchEvent(new MouseEvent('mouseenter'));
    await until(() => expanded(button) === 'true' || null, 'opened again');
  });

  it('keeps open for the click of the hover that opened it, and closes on leaving after it', async () => {
    const { root, button, wrap } = await topBar(ana);
    wrap.dispatchEvent(new MouseEvent('mouseenter'));
    await until(() => expanded(button) === 'true' || null, 'opened by the hover');
    button.click();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    equal(expanded(button), 'true', 'the click right after the hover does not close it');
    wrap.dispatchEvent(new MouseEvent('mouseleave'));
    await until(() => expanded(button) === 'false' || null, 'closed by leaving');
    equal(root.querySelector('[role="menu"]'), null);
  });

  // QA (a gate's failure): the focus moved to the first item in an effect after the paint, so a
  // key or a focus in between went to the button and was then taken back to Profile.
  it('opened by a key, has its first item focused in the same commit that shows it', async () => {
    const { root, button } = await topBar(ana);
    button.focus();
    const seen = new Promise<string | undefined>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!root.querySelector('[role="menu"]')) return;
        observer.disconnect();
        resolve(root.activeElement?.textContent ?? undefined);
      });
      observer.observe(root, { childList: true, subtree: true });
    });
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    equal(await seen, 'Profile', 'focused when the menu first shows');
  });
});

describe('TopBar avatar', () => {
  it('shows the initials when no picture is saved', async () => {
    const { button } = await topBar(ana);
    equal(button.textContent, 'AS');
    equal(button.querySelector('img'), null);
    equal(button.getAttribute('aria-label'), 'AS – Account menu');
  });

  it('shows the saved picture, and the initials again when it fails to load', async () => {
    const picture = `${location.origin}/demo/assets/logos/talks.svg`;
    const { root, button } = await topBar({ ...ana, avatar: picture });
    const img = await until(() => button.querySelector('img'), 'the picture');
    equal(img.getAttribute('src'), picture);
    equal(img.getAttribute('alt'), '', 'decoration: the button is named');
    await until(() => (img.complete && img.naturalWidth > 0) || null, 'the picture loaded');
    await expectAccessible(root.host as HTMLElement);

    unmountAll();
    const broken = await topBar({ ...ana, avatar: `${location.origin}/no/such/picture.png` });
    await until(() => broken.button.textContent === 'AS' || null, 'the initials once the picture failed');
  });
});

describe('TopBar in a narrow element', () => {
  // QA: <accounts-hub> in multi.html's column on a 320 px phone is 256 px wide; title, help,
  // language and avatar in one row needed 310, and the avatar stuck out of the element (the page
  // scrolled sideways). Each language's words, as the widest of them decides.
  for (const lang of ['pt', 'en', 'es'] as const) {
    it(`keeps the avatar inside a 256 px element (${lang})`, async () => {
      await setLocale(lang, false);
      await loadAreas(['hub']);
      const { root, button } = await topBar(ana);
      const host = root.host as HTMLElement;
      host.style.cssText = 'display: block; width: 256px; container-type: inline-size';
      const bar = root.querySelector<HTMLElement>('[part="topbar"]')!;
      await until(() => bar.querySelector('select') ?? null, 'the language menu');
      const box = host.getBoundingClientRect();
      const avatar = button.getBoundingClientRect();
      equal(avatar.right <= box.right && avatar.left >= box.left, true, `avatar at ${avatar.left}–${avatar.right}, element ${box.left}–${box.right}`);
      equal(bar.scrollWidth <= bar.clientWidth, true, `the bar's content is ${bar.scrollWidth} px wide in ${bar.clientWidth}`);
      await setLocale('en', false);
    });
  }
});
