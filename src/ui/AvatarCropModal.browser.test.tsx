// AvatarCropModal in Chromium: a native modal dialog whose Tab order wraps inside it.
import { loadAreas, setLocale } from '../core/i18n';
import { useRef, useState } from 'react';
import { AvatarCropModal } from './AvatarCropModal';
import { $alerts } from '../core/alerts';
import { sendKeys } from '../../tests/browser/support/keys.ts';
import { mountInShadow, unmountAll } from '../../tests/browser/support/mount.tsx';
import { withEffectsHeld } from '../../tests/browser/support/effects.ts';
import { assert, equal, exists, until } from '../../tests/browser/support/assert.ts';

/** A PNG as an object URL (300×300 unless told). */
async function pictureUrl(width = 300, height = 300): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
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

/** The zoom croppie applies to the picture (its transform's scale). */
function pictureZoom(dialog: HTMLElement): number {
  const transform = exists(dialog.querySelector<HTMLElement>('.cr-image'), 'croppie image').style.transform;
  return Number(exists(/scale\(([\d.]+)\)/.exec(transform), `a scale in ${transform}`)[1]);
}

/** The dialog open on a picture of that size, its slider ready. */
async function openOn(width: number, height: number) {
  const { root } = mountInShadow(<AvatarCropModal imageUrl={await pictureUrl(width, height)} onConfirm={() => Promise.resolve()} onCancel={() => {}} />);
  const dialog = await until(() => root.querySelector<HTMLDialogElement>('dialog[open]'), 'dialog open');
  const slider = await until(() => dialog.querySelector<HTMLInputElement>('input[type="range"]:not(.cr-slider):not(:disabled)'), 'zoom ready');
  return { root, dialog, slider };
}

/** The slider's value, its spoken value and the picture's zoom are the same number. */
async function agree(dialog: HTMLElement, slider: HTMLInputElement, zoom: number, what: string): Promise<void> {
  await until(() => Number(slider.value) === zoom || null, `${what}: slider at ${zoom} (is ${slider.value})`);
  equal(slider.getAttribute('aria-valuetext'), `${Math.round(zoom * 100)}%`, `${what}: spoken value`);
  const picture = pictureZoom(dialog);
  assert(Math.abs(picture - zoom) < 1e-3, `${what}: the picture at ${zoom} (is ${picture})`);
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
  // Opened after the paint, a key pressed at once (Escape, Tab) went to the page behind the dialog.
  // The page's alerts end as it opens, in the same commit: the gate once saw "Telefone confirmado."
  // still there as the dialog showed (the alerts ended in an effect after the paint).
  it('opens in the commit that shows it, the page\'s alerts ended in the same commit', () => withEffectsHeld(async () => {
    $alerts.set([{ id: 1, kind: 'success', key: 'verify.phone-saved', permanent: false }]);
    const { root } = mountInShadow(<AvatarCropModal imageUrl={await pictureUrl()} onConfirm={() => Promise.resolve()} onCancel={() => {}} />);
    await until(() => root.querySelector<HTMLDialogElement>('dialog[open]'), 'dialog open with the effects held');
    equal($alerts.get().length, 0, 'the page\'s alert ended as the dialog opened');
  }));

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

  // Croppie keeps the image over the 250×250 viewport and stops at the zoom where it just covers
  // it (1.25 for 200×200, 0.833 for 400×300, 0.625 for 400×900), whatever the slider says.
  for (const [width, height, min, start] of [[200, 200, 1.3, 1.3], [400, 300, 0.9, 1], [400, 900, 0.7, 1], [1000, 1000, 0.5, 1]] as const) {
    it(`${width}×${height}: the slider, its spoken value and the picture agree, from ${min} to 2`, async () => {
      const { dialog, slider } = await openOn(width, height);
      equal(Number(slider.min), min, `the slider starts where the picture can (min ${slider.min})`);
      equal(Number(slider.max), 2);
      equal(Number(slider.step), 0.1);
      await agree(dialog, slider, start, 'on opening');
      slider.focus();
      await sendKeys({ press: 'Home' });
      await agree(dialog, slider, min, 'Home');
      await sendKeys({ press: 'ArrowLeft' });
      await agree(dialog, slider, min, 'ArrowLeft at the start');
      await sendKeys({ press: 'ArrowRight' });
      await agree(dialog, slider, Math.round((min + 0.1) * 10) / 10, 'ArrowRight');
      await sendKeys({ press: 'End' });
      await agree(dialog, slider, 2, 'End');
    });
  }

  it('ctrl+wheel and Shift+arrows on the picture zoom by the slider\'s steps', async () => {
    const { dialog, slider } = await openOn(400, 300);
    const boundary = exists(dialog.querySelector<HTMLElement>('.cr-boundary'), 'croppie boundary');
    const wheel = (deltaY: number) => boundary.dispatchEvent(new WheelEvent('wheel', { deltaY, ctrlKey: true, bubbles: true, cancelable: true, composed: true }));
    wheel(-100);
    await agree(dialog, slider, 1.1, 'a wheel notch in');
    wheel(60);
    await agree(dialog, slider, 1.1, 'part of a notch out');
    wheel(60);
    await agree(dialog, slider, 1, 'the rest of the notch out');
    for (let i = 0; i < 5; i++) wheel(100);
    await agree(dialog, slider, 0.9, 'out past the start');
    exists(dialog.querySelector<HTMLElement>('.cr-viewport'), 'croppie viewport').focus();
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ up: 'Shift' });
    await agree(dialog, slider, 1, 'Shift+ArrowUp on the picture');
  });
});
