// PhoneField in Chromium: BR mask at once, the country table arriving on demand,
// the mask following the chosen country, the incomplete error, real keys, axe.
import { useCallback, useEffect, useState } from 'react';
import { options } from 'preact';
import { act } from 'preact/test-utils';
import { loadAreas, setLocale } from '../core/i18n';
import { useT } from './context';
import { DEFAULT_PHONE, PhoneField, phoneFieldError, type PhoneValue } from './PhoneField';
import { sendKeys } from '../../tests/browser/support/keys.ts';
import { assert, equal, until } from '../../tests/browser/support/assert.ts';
import { expectAccessible } from '../../tests/browser/support/axe.ts';
import { mountInShadow, unmountAll } from '../../tests/browser/support/mount.tsx';

let latest: PhoneValue = DEFAULT_PHONE;
/** How many values the field has reported. */
let reports = 0;
/** The parent giving the field a value of its own. */
let give: (value: PhoneValue) => void = () => undefined;

function Harness({ optional = false }: { optional?: boolean }) {
  const t = useT();
  const [value, setValue] = useState<PhoneValue>(DEFAULT_PHONE);
  useEffect(() => { give = setValue; }, []);
  // What the field last reported (not an effect: one test holds effects back).
  const report = useCallback((next: PhoneValue) => {
    latest = next;
    reports++;
    setValue(next);
  }, []);
  const error = phoneFieldError(value, { optional });
  return <PhoneField label={t('verify.phone')} value={value} onChange={report} error={value.number ? (error ? t(error) : null) : null} />;
}

const onlyDigits = (s: string) => s.replace(/\D/g, '');

async function mount(): Promise<{ host: HTMLElement; root: ShadowRoot }> {
  const mounted = mountInShadow(<main><Harness /></main>, '/signup/validate-phone');
  await until(() => mounted.root.querySelector('input[type="tel"]'), 'phone field rendered');
  return mounted;
}

const input = (root: ShadowRoot) => root.querySelector<HTMLInputElement>('input[type="tel"]')!;
const select = (root: ShadowRoot) => root.querySelector<HTMLSelectElement>('select')!;

before(async () => {
  await setLocale('en', false);
  await loadAreas(['verify', 'errors']);
});

afterEach(() => {
  unmountAll();
  document.body.replaceChildren();
  latest = DEFAULT_PHONE;
  reports = 0;
});

describe('PhoneField', () => {
  it('masks Brazilian numbers typed with real keys, before and after the table loads', async () => {
    const { root } = await mount();
    equal(select(root).value, 'BR');
    input(root).focus();
    await sendKeys({ type: '11987654321' });
    // 15 s: WebKit beside the gate's type check and lint once took longer than 5 s (not reproduced alone).
    await until(() => input(root).value === '(11) 98765-4321', () => `BR mask applied (the field shows "${input(root).value}")`, 15000);
    // The value reaches the parent through onChange, which may land a render after the mask.
    await until(() => phoneFieldError(latest) === null || null, 'complete number reported');
  });

  it('drops letters and extra digits', async () => {
    const { root } = await mount();
    input(root).focus();
    await sendKeys({ type: '11a98765432199' });
    await until(() => input(root).value === '(11) 98765-4321', 'letters and overflow dropped');
  });

  it('shows the incomplete error while a slot is open, linked to the input', async () => {
    const { root } = await mount();
    input(root).focus();
    await sendKeys({ type: '1198765' });
    const err = await until(() => root.querySelector('[part="field-error"]'), 'error shown');
    equal(err.textContent, 'Fill your phone number field completely');
    equal(input(root).getAttribute('aria-invalid'), 'true');
    equal(input(root).getAttribute('aria-describedby'), err.id);
    await expectAccessible(root.host);
  });

  it('loads about 240 countries with localised names and calling codes', async () => {
    const { root } = await mount();
    await until(() => select(root).options.length > 200, 'country table loaded', 15000);
    const br = [...select(root).options].find((o) => o.value === 'BR')!;
    equal(br.textContent, 'Brazil (+55)');
    assert(select(root).options.length >= 230, `${select(root).options.length} countries`);
  });

  it('re-masks the number when the country changes', async () => {
    const { root } = await mount();
    await until(() => select(root).options.length > 200, 'country table loaded', 15000);
    input(root).focus();
    await sendKeys({ type: '2015550123' });
    const s = select(root);
    s.value = 'US';
    s.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => latest.country === 'US', 'US chosen');
    equal(latest.callingCode, '1');
    equal(input(root).value, '(201) 555-0123');
    equal(phoneFieldError(latest), null);
    await expectAccessible(root.host);
  });

  it('gives back the digits a shorter mask cut when the country is switched back', async () => {
    const { root } = await mount();
    await until(() => select(root).options.length > 200, 'country table loaded', 15000);
    input(root).focus();
    await sendKeys({ type: '11987654321' });
    await until(() => input(root).value === '(11) 98765-4321', 'BR number typed');
    const pick = async (country: string) => {
      select(root).value = country;
      select(root).dispatchEvent(new Event('change', { bubbles: true }));
      await until(() => latest.country === country, `${country} chosen`);
    };
    await pick('PT');
    equal(input(root).value, '119876543', 'cut to the 9 digits of a Portuguese number');
    await pick('BR');
    equal(input(root).value, '(11) 98765-4321', 'every digit back');
    equal(phoneFieldError(latest), null);
  });

  it('takes a French number typed with its trunk 0 or without, shown as libphonenumber shows it (QA: "0 61 23 45 67")', async () => {
    const { root } = await mount();
    await until(() => select(root).options.length > 200, 'country table loaded', 15000);
    select(root).value = 'FR';
    select(root).dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => latest.country === 'FR', 'FR chosen');
    const el = input(root);
    el.focus();
    await sendKeys({ type: '0612345678' });
    await until(() => el.value === '06 12 34 56 78' || null, `with the 0: "${el.value}"`);
    await until(() => (latest.number === '06 12 34 56 78' && phoneFieldError(latest) === null) || null, 'complete');
    el.select();
    await sendKeys({ type: '612345678' });
    await until(() => el.value === '6 12 34 56 78' || null, `without the 0: "${el.value}"`);
    await until(() => (latest.number === '6 12 34 56 78' && phoneFieldError(latest) === null) || null, 'complete');
  });

  it('takes a number pasted with its calling code in the region of that code (QA: "+55 (21) 99876-5432" became "(55) 21998-7654")', async () => {
    const { root } = await mount();
    await until(() => select(root).options.length > 200, 'country table loaded', 15000);
    const el = input(root);
    // A paste replaces what the field held with the clipboard's text, in one input event.
    const paste = (text: string) => {
      el.focus();
      el.value = text;
      el.setSelectionRange(text.length, text.length);
      el.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertFromPaste' }));
    };
    paste('+55 (21) 99876-5432');
    await until(() => el.value === '(21) 99876-5432' || null, () => `the +55 left out (the field shows "${el.value}")`);
    await until(() => (latest.number === '(21) 99876-5432' && phoneFieldError(latest) === null) || null, 'complete');
    equal(latest.country, 'BR');
    paste('+351 912 345 678');
    await until(() => latest.country === 'PT' || null, () => `Portugal chosen (is ${latest.country}, the field shows "${el.value}")`);
    equal(select(root).value, 'PT');
    equal(el.value, '912 345 678');
    equal(phoneFieldError(latest), null);
  });

  it('takes a number typed key by key with its calling code: the code stays as typed until it names a region (QA: the + was dropped)', async () => {
    const { root } = await mount();
    await until(() => select(root).options.length > 200, 'country table loaded', 15000);
    const el = input(root);
    el.focus();
    await sendKeys({ type: '+35' });
    await until(() => el.value === '+35' || null, () => `the code as typed (the field shows "${el.value}")`);
    equal(latest.country, 'BR', 'no region named yet');
    await sendKeys({ type: '1912345678' });
    await until(() => latest.country === 'PT' || null, () => `Portugal chosen (is ${latest.country}, the field shows "${el.value}")`);
    await until(() => el.value === '912 345 678' || null, () => `the national number (the field shows "${el.value}")`);
    equal(select(root).value, 'PT');
    await until(() => phoneFieldError(latest) === null || null, 'complete');
    // +1 is shared: the region comes with the area code.
    el.select();
    await sendKeys({ type: '+14155550123' });
    await until(() => latest.country === 'US' || null, () => `the US chosen (is ${latest.country}, the field shows "${el.value}")`);
    equal(onlyDigits(el.value), '4155550123');
  });

  it('keeps the caret in place when a digit is typed mid-number', async () => {
    const { root } = await mount();
    const el = input(root);
    el.focus();
    await sendKeys({ type: '1198765432' });
    await until(() => el.value === '(11) 98765-432', 'typed');
    el.setSelectionRange(1, 1); // just after '('
    await sendKeys({ type: '5' });
    await until(() => el.value === '(51) 19876-5432', 'digit inserted');
    equal(el.selectionStart, 2, 'caret after the inserted digit');
  });

  // Without the fix this fails in about half the runs: Preact drops a pending effect when the
  // field alone renders again first (strings, styles), and then nothing re-reads the number.
  it('keeps a digit typed in the frame the country table arrives (the gate lost one: "(19) 87173-411" for 11987173411)', async () => {
    // Preact runs a render's effects on the next frame, or first thing in the component's next
    // render. Frames are held here, so the table's re-reading of the number runs in the render the
    // next digit causes, as when a digit comes in the same frame as the table on a busy phone.
    const held: (() => void)[] = [];
    const frame = options.requestAnimationFrame;
    options.requestAnimationFrame = (run: () => void) => held.push(run);
    try {
      const { root } = await mount();
      const el = input(root);
      const type = (text: string) => {
        el.value = text;
        el.setSelectionRange(text.length, text.length);
        el.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText' }));
      };
      type('1'); // masked before the table ("(1"); its render runs the mount's effects: the table is asked for
      await until(() => select(root).options.length > 100 || null, 'the country table arrived');
      type(`${el.value}1`);
      await until(() => onlyDigits(latest.number) === '11' || null, () => `both digits kept (field "${el.value}", value "${latest.number}")`);
      equal(onlyDigits(el.value), '11', 'the field shows both');
    } finally {
      options.requestAnimationFrame = frame;
      held.forEach((run) => run());
    }
  });

  it('reads a number typed with its calling code before the country table arrived in the region of that code', async () => {
    const held: (() => void)[] = [];
    const frame = options.requestAnimationFrame;
    options.requestAnimationFrame = (run: () => void) => held.push(run); // the table is asked for at the next render
    try {
      const { root } = await mount();
      const el = input(root);
      el.value = '+351912345678';
      el.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertFromPaste' }));
      await until(() => latest.country === 'PT' || null, () => `Portugal chosen (is ${latest.country}, the field shows "${el.value}")`);
      await until(() => el.value === '912 345 678' || null, () => `the national number (the field shows "${el.value}")`);
    } finally {
      options.requestAnimationFrame = frame;
      held.forEach((run) => run());
    }
  });

  it('reads the number again once, as the country table arrives, not at each value after', async () => {
    const { root } = await mount();
    await until(() => select(root).options.length > 200, 'country table loaded', 15000);
    const before = reports;
    // act() runs the render and its effects before it returns: what they report is counted.
    await act(() => give({ ...DEFAULT_PHONE, number: '1198' }));
    equal(input(root).value, '1198', 'the value the parent gave, as given');
    equal(reports, before, 'nothing read it again');
  });

  it('is reachable by keyboard: Tab goes from the country to the number', async () => {
    const { root } = await mount();
    // The country table re-renders the menu as it arrives: Tab is pressed once it is there.
    await until(() => select(root).options.length > 200, 'country table loaded', 15000);
    select(root).focus();
    equal(root.activeElement, select(root));
    await sendKeys({ press: 'Tab' });
    equal(root.activeElement, input(root));
  });
});
