// The settings bottom sheet in Chromium: a native modal dialog whose Tab order wraps inside it.
import { loadAreas, setLocale } from '../../core/i18n';
import { BottomSheet } from './SettingsNav';
import { sendKeys } from '../../../tests/browser/support/keys.ts';
import { mountInShadow, unmountAll } from '../../../tests/browser/support/mount.tsx';
import { assert, equal, until } from '../../../tests/browser/support/assert.ts';
import { withEffectsHeld } from '../../../tests/browser/support/effects.ts';

before(async () => {
  await setLocale('en', false);
  await loadAreas(['settings', 'hub']);
});

afterEach(() => {
  unmountAll();
  document.body.replaceChildren();
});

describe('BottomSheet', () => {
  // Opened after the paint, a key pressed at once (Escape, Tab) went to the page behind the sheet.
  it('opens in the commit of the press, before the effects after the paint', () => withEffectsHeld(async () => {
    const { root } = mountInShadow(<BottomSheet section="profile" />, '/profile');
    const opener = await until(() => root.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]'), 'the menu button');
    opener.click();
    await until(() => root.querySelector<HTMLDialogElement>('dialog[open]'), 'sheet open with the effects held');
  }));

  it('keeps Tab and Shift+Tab inside the open sheet (never on <body>)', async () => {
    const { root } = mountInShadow(<BottomSheet section="profile" />, '/profile');
    const opener = await until(() => root.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]'), 'the menu button');
    opener.focus();
    await sendKeys({ press: 'Enter' });
    const sheet = await until(() => root.querySelector<HTMLDialogElement>('dialog[open]'), 'sheet open');
    const items = [...sheet.querySelectorAll<HTMLButtonElement>('button')];
    assert(items.length >= 2, 'several buttons');
    const first = items[0]!;
    const last = items[items.length - 1]!;

    last.focus();
    await sendKeys({ press: 'Tab' });
    equal(root.activeElement, first, 'Tab from the last button wraps to the first');
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    equal(root.activeElement, last, 'Shift+Tab from the first button wraps to the last');
  });
});
