// Modal in Chromium: named dialog, focus moves in, Tab stays inside, Escape closes, focus returns.
import { useRef, useState } from 'react';
import { loadAreas, setLocale } from '../core/i18n';
import { Modal } from './Modal';
import { Alerts } from './Alerts';
import { clearAlerts } from '../core/alerts';
import { showAlert } from '../core/show-alert';
import { sendKeys } from '../../tests/browser/support/keys.ts';
import { mountInShadow, unmountAll } from '../../tests/browser/support/mount.tsx';
import { assert, equal, until } from '../../tests/browser/support/assert.ts';
import { expectAccessible } from '../../tests/browser/support/axe.ts';

/** `sameTitle`: the steps share the title, each with its own entry (as "delete my account"'s). */
function Harness({ sameTitle = false }: { sameTitle?: boolean }) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(1);
  return (
    <main>
      <Alerts />
      <button type="button" id="opener" onClick={() => setOpen(true)}>open</button>
      <Modal open={open} title={step === 1 || sameTitle ? 'Why' : 'Step two'} onClose={() => setOpen(false)}
        initialFocus={sameTitle ? (step === 1 ? '#next' : '#back') : undefined}>
        <p>text</p>
        <a href="#x" id="inner">more</a>
        {step === 1 ? <button type="button" id="next" onClick={() => setStep(2)}>next</button> : null}
        {step === 2 && sameTitle ? <button type="button" id="back" onClick={() => setStep(1)}>back</button> : null}
      </Modal>
    </main>
  );
}

/** A dialog open from the first render, as a reload reopens "delete my account": no opener had focus. */
function Reopened() {
  const [open, setOpen] = useState(true);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <main>
      <button type="button" id="opener" ref={opener} onClick={() => setOpen(true)}>open</button>
      <Modal open={open} title="Why" onClose={() => setOpen(false)} opener={opener}><p>text</p></Modal>
    </main>
  );
}

async function mount(sameTitle = false): Promise<ShadowRoot> {
  const { root } = mountInShadow(<Harness sameTitle={sameTitle} />);
  await until(() => root.querySelector('#opener'), 'rendered');
  return root;
}

async function open(root: ShadowRoot): Promise<HTMLElement> {
  const opener = root.querySelector<HTMLButtonElement>('#opener')!;
  opener.focus();
  await sendKeys({ press: 'Enter' });
  return until(() => root.querySelector<HTMLElement>('[role="dialog"]'), 'dialog open');
}

before(async () => {
  await setLocale('en', false);
  await loadAreas(['verify']);
});

afterEach(() => {
  // Unmount, not only detach: an open dialog's effects (focus, alerts) end with the tree.
  unmountAll();
  clearAlerts();
  document.body.replaceChildren();
});

describe('Modal', () => {
  it('is a modal dialog named by its title, focused when it opens', async () => {
    const root = await mount();
    const dialog = await open(root);
    equal(dialog.getAttribute('aria-modal'), 'true');
    const title = root.getElementById(dialog.getAttribute('aria-labelledby')!)!;
    equal(title.textContent, 'Why');
    await until(() => root.activeElement === dialog, 'focus in the dialog');
    await expectAccessible(root.host);
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const root = await mount();
    const dialog = await open(root);
    await until(() => root.activeElement === dialog, 'focus in the dialog');
    await sendKeys({ press: 'Tab' });
    equal(root.activeElement?.id, 'inner');
    await sendKeys({ press: 'Tab' });
    equal(root.activeElement?.id, 'next');
    await sendKeys({ press: 'Tab' });
    equal(root.activeElement?.textContent, 'Close');
    await sendKeys({ press: 'Tab' });
    equal(root.activeElement?.id, 'inner', 'wraps to the first');
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    equal(root.activeElement?.textContent, 'Close', 'wraps back to the last');
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const root = await mount();
    await open(root);
    await sendKeys({ press: 'Escape' });
    await until(() => !root.querySelector('[role="dialog"]'), 'dialog closed');
    equal(root.activeElement?.id, 'opener');
  });

  it('opened by a reload (no opener had focus), gives focus on Escape to the control that opens it, not <body>', async () => {
    const { root } = mountInShadow(<Reopened />);
    const dialog = await until(() => root.querySelector<HTMLElement>('[role="dialog"]'), 'dialog open');
    await until(() => root.activeElement === dialog, 'focus in the dialog');
    await sendKeys({ press: 'Escape' });
    await until(() => !root.querySelector('[role="dialog"]'), 'dialog closed');
    equal(root.activeElement?.id, 'opener');
  });

  it('closes with its close button', async () => {
    const root = await mount();
    const dialog = await open(root);
    const close = [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Close');
    assert(close, 'a close button');
    close.click();
    await until(() => !root.querySelector('[role="dialog"]'), 'dialog closed');
  });

  it('is a step of its own: the page\'s alerts end as it opens, its own show inside it and its failures end as it closes (issue 20)', async () => {
    const root = await mount();
    showAlert({ kind: 'success', message: 'Telefone confirmado.' });
    const onPage = await until(() => root.querySelector('[role="status"]'), 'the page\'s alert');
    assert(!onPage.closest('[role="dialog"]'), 'on the page before the dialog opens');
    const dialog = await open(root);
    await until(() => root.querySelector('[part~="alert"]') === null, 'the page\'s alert gone, not moved into the dialog');
    showAlert({ kind: 'error', message: 'Something went wrong' });
    await until(() => dialog.querySelector('[role="alert"]')?.textContent?.includes('Something went wrong'), 'the alert inside the dialog');
    equal(root.querySelectorAll('[role="alert"]').length, 1, 'shown once');
    await expectAccessible(root.host);
    await sendKeys({ press: 'Escape' });
    await until(() => !root.querySelector('[role="dialog"]'), 'dialog closed');
    equal(root.querySelector('[role="alert"]'), null, 'its failure ended with it');
  });

  it('a step inside the dialog that removes the focused control keeps focus in the dialog (Escape still closes)', async () => {
    const root = await mount();
    const dialog = await open(root);
    root.querySelector<HTMLButtonElement>('#next')!.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => dialog.querySelector('h2')?.textContent === 'Step two', 'the second step');
    equal(root.activeElement, dialog, 'focus on the dialog, which reads its new title');
    await sendKeys({ press: 'Escape' });
    await until(() => !root.querySelector('[role="dialog"]'), 'dialog closed');
    equal(root.activeElement?.id, 'opener');
  });

  it('a step with the same title but its own entry (initialFocus) moves focus there, both ways (Escape still closes)', async () => {
    const root = await mount(true);
    const dialog = await open(root);
    equal(root.activeElement?.id, 'next', 'the first step\'s entry');
    await sendKeys({ press: 'Enter' });
    await until(() => dialog.querySelector('#back'), 'the second step');
    equal(root.activeElement?.id, 'back', 'the second step\'s entry, not <body>');
    await sendKeys({ press: 'Enter' });
    await until(() => root.activeElement?.id === 'next', 'focus on the first step\'s entry again');
    await sendKeys({ press: 'Escape' });
    await until(() => !root.querySelector('[role="dialog"]'), 'dialog closed');
    equal(root.activeElement?.id, 'opener');
  });
});
