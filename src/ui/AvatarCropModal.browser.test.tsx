// AvatarCropModal in Chromium: a native modal dialog whose Tab order wraps inside it.
import { loadAreas, setLocale } from '../core/i18n';
import { useRef, useState } from 'react';
import { AvatarCropModal } from './AvatarCropModal';
import { sendKeys } from '../../tests/browser/support/keys.ts';
import { mountInShadow, unmountAll } from '../../tests/browser/support/mount.tsx';
import { assert, equal, until } from '../../tests/browser/support/assert.ts';

/** A 300×300 PNG as an object URL. */
async function pictureUrl(): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = 300;
  canvas.height = 300;
  canvas.getContext('2d')!.fillRect(0, 0, 150, 150);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  assert(blob, 'a png');
  return URL.createObjectURL(blob);
}

/** The dialog's controls that take Tab, in order. */
function stops(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>('button, input, [tabindex]:not([tabindex="-1"])')]
    .filter((el) => !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0);
}

before(async () => {
  await setLocale('en', false);
  await loadAreas(['settings']);
});

afterEach(() => {
  unmountAll();
  document.body.replaceChildren();
});

describe('AvatarCropModal', () => {
  it('keeps Tab and Shift+Tab inside the dialog (never on <body>)', async () => {
    const { root } = mountInShadow(<AvatarCropModal imageUrl={await pictureUrl()} onConfirm={() => Promise.resolve()} onCancel={() => {}} />);
    const dialog = await until(() => root.querySelector<HTMLDialogElement>('dialog[open]'), 'dialog open');
    const save = await until(() => [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Save picture' && !b.disabled), 'ready to save');
    const items = stops(dialog);
    assert(items.length >= 2, 'several tab stops');
    const first = items[0]!;
    const last = items[items.length - 1]!;
    equal(last, save, 'Save is the last stop');

    last.focus();
    await sendKeys({ press: 'Tab' });
    equal(root.activeElement, first, 'Tab from the last stop wraps to the first');
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    equal(root.activeElement, last, 'Shift+Tab from the first stop wraps to the last');
  });

  it('gives focus to returnFocus when the control that had it is gone at closing', async () => {
    let close = () => {};
    let dropOpener = () => {};
    function Harness({ url }: { url: string }) {
      const [open, setOpen] = useState(false);
      const [opener, setOpener] = useState(true);
      const fallback = useRef<HTMLInputElement>(null);
      close = () => setOpen(false);
      dropOpener = () => setOpener(false);
      return (
        <main>
          {opener ? <button type="button" onClick={() => setOpen(true)}>Dismiss</button> : null}
          <input ref={fallback} aria-label="Picture" />
          {open ? <AvatarCropModal imageUrl={url} onConfirm={() => Promise.resolve()} onCancel={close} returnFocus={() => fallback.current} /> : null}
        </main>
      );
    }
    const { root } = mountInShadow(<Harness url={await pictureUrl()} />);
    const button = await until(() => root.querySelector<HTMLButtonElement>('button'), 'opener rendered');
    button.focus();
    button.click();
    await until(() => root.querySelector('dialog[open]'), 'dialog open');
    dropOpener(); // like an upload refusal's alert, dismissed by the valid file
    await until(() => !root.querySelector('main > button') || null, 'opener gone');
    close();
    await until(() => !root.querySelector('dialog') || null, 'dialog closed');
    // The focus may land a task after the dialog leaves the DOM.
    const picture = root.querySelector('input[aria-label="Picture"]');
    await until(() => root.activeElement === picture || null, 'focus on returnFocus, not <body>');
  });
});
