// CodeInput in real Chromium: real key input, paste, focus movement, labels and axe.
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter } from '../core/router';
import { createBranding } from '../core/branding';
import { ElementContext, type ElementContextValue } from './context';
import { CodeInput } from './CodeInput';
import { sendKeys } from '../../tests/browser/support/keys.ts';
import { assert, deepEqual, equal, until } from '../../tests/browser/support/assert.ts';
import { expectAccessible } from '../../tests/browser/support/axe.ts';

interface Mounted {
  host: HTMLElement;
  boxes(): HTMLInputElement[];
  changes: string[];
  completes: string[];
}

let root: Root | null = null;

function Harness({ initial, error, disabled, log }: { initial: string; error?: string; disabled?: boolean; log: Pick<Mounted, 'changes' | 'completes'> }) {
  const [code, setCode] = useState(initial);
  return (
    <form>
      <CodeInput
        value={code}
        onChange={(c) => { log.changes.push(c); setCode(c); }}
        onComplete={(c) => log.completes.push(c)}
        label="Verification code"
        boxLabel={(n, total) => `Character ${n} of ${total}`}
        error={error}
        disabled={disabled}
        name="code"
      />
    </form>
  );
}

async function mount(opts: { initial?: string; error?: string; disabled?: boolean } = {}): Promise<Mounted> {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const ctx: ElementContextValue = {
    router: createMemoryRouter({ path: '/signin/forgot-password' }),
    branding: createBranding(),
    host,
    tag: 'accounts-test',
    embedded: true,
    nonce: undefined,
  };
  const log = { changes: [] as string[], completes: [] as string[] };
  root = createRoot(shadow);
  root.render(
    <ElementContext.Provider value={ctx}>
      <Harness initial={opts.initial ?? ''} error={opts.error} disabled={opts.disabled} log={log} />
    </ElementContext.Provider>,
  );
  const boxes = (): HTMLInputElement[] => [...shadow.querySelectorAll<HTMLInputElement>('input[part="code-box"]')];
  await until(() => boxes().length === 6, 'six boxes');
  return { host, boxes, ...log };
}

const values = (m: Mounted): string => m.boxes().map((b) => b.value || '_').join('');
const focusedIndex = (m: Mounted): number => m.boxes().indexOf(m.host.shadowRoot?.activeElement as HTMLInputElement);

function paste(target: HTMLInputElement, text: string): void {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true, composed: true }));
}

afterEach(() => {
  root?.unmount();
  root = null;
  document.body.replaceChildren();
});

describe('CodeInput', () => {
  it('labels the group and every box for screen readers, and passes axe', async () => {
    const m = await mount();
    const group = m.host.shadowRoot?.querySelector('[part="code-input"]');
    equal(group?.getAttribute('role'), 'group');
    const labelId = group?.getAttribute('aria-labelledby') ?? '';
    equal(m.host.shadowRoot?.getElementById(labelId)?.textContent, 'Verification code');
    deepEqual(m.boxes().map((b) => b.getAttribute('aria-label')), [1, 2, 3, 4, 5, 6].map((n) => `Character ${n} of 6`));
    await expectAccessible(m.host);
  });

  it('offers one-time-code autofill on the first box and an alphanumeric keyboard', async () => {
    const m = await mount();
    const [first, second] = m.boxes();
    equal(first?.getAttribute('autocomplete'), 'one-time-code');
    equal(first?.getAttribute('name'), 'code');
    equal(second?.getAttribute('autocomplete'), 'off');
    for (const b of m.boxes()) {
      equal(b.inputMode, 'text');
      equal(b.getAttribute('autocapitalize'), 'characters');
    }
  });

  it('uppercases typed characters and advances box by box', async () => {
    const m = await mount();
    m.boxes()[0]?.focus();
    await sendKeys({ type: 'ab1' });
    await until(() => values(m) === 'AB1___', `AB1___, got ${values(m)}`);
    equal(focusedIndex(m), 3);
    await sendKeys({ type: 'c2d' });
    await until(() => values(m) === 'AB1C2D', `AB1C2D, got ${values(m)}`);
    deepEqual(m.completes, ['AB1C2D']);
    equal(focusedIndex(m), 5, 'focus stays on the last box');
  });

  it('ignores symbols and spaces', async () => {
    const m = await mount();
    m.boxes()[0]?.focus();
    await sendKeys({ type: 'a-' });
    await sendKeys({ type: ' %b' });
    await until(() => values(m) === 'AB____', `AB____, got ${values(m)}`);
    equal(focusedIndex(m), 2);
  });

  it('Backspace clears the box, then goes back and clears the previous one', async () => {
    const m = await mount({ initial: 'ABC' });
    m.boxes()[2]?.focus();
    await sendKeys({ press: 'Backspace' });
    await until(() => values(m) === 'AB____', `AB____, got ${values(m)}`);
    equal(focusedIndex(m), 2, 'a filled box is cleared in place');
    await sendKeys({ press: 'Backspace' });
    await until(() => values(m) === 'A_____', `A_____, got ${values(m)}`);
    equal(focusedIndex(m), 1, 'an empty box goes back');
    await sendKeys({ press: 'Backspace' });
    await until(() => values(m) === '______', `______, got ${values(m)}`);
    equal(focusedIndex(m), 0);
    await sendKeys({ press: 'Backspace' });
    equal(focusedIndex(m), 0, 'nothing before the first box');
  });

  it('moves with the arrow keys without changing the code', async () => {
    const m = await mount({ initial: 'XY12' });
    m.boxes()[2]?.focus();
    await sendKeys({ press: 'ArrowLeft' });
    equal(focusedIndex(m), 1);
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowLeft' });
    equal(focusedIndex(m), 0, 'stops at the first box');
    await sendKeys({ press: 'ArrowRight' });
    equal(focusedIndex(m), 1);
    await sendKeys({ press: 'End' });
    equal(focusedIndex(m), 4, 'End goes to the next empty box');
    await sendKeys({ press: 'Home' });
    equal(focusedIndex(m), 0);
    equal(values(m), 'XY12__');
    deepEqual(m.changes, []);
  });

  it('typing over a filled box replaces that character', async () => {
    const m = await mount({ initial: 'ABCDEF' });
    m.boxes()[2]?.focus();
    await sendKeys({ type: 'z' });
    await until(() => values(m) === 'ABZDEF', `ABZDEF, got ${values(m)}`);
    equal(focusedIndex(m), 3);
  });

  it('pasting the whole code into any box fills all six', async () => {
    const m = await mount();
    const fourth = m.boxes()[3];
    assert(fourth);
    fourth.focus();
    paste(fourth, ' ab-12c\n');
    await until(() => values(m) === 'AB12C_', `partial paste lands at the end, got ${values(m)}`);
    m.boxes()[4]?.focus();
    paste(m.boxes()[4]!, 'x9y8z7');
    await until(() => values(m) === 'X9Y8Z7', `X9Y8Z7, got ${values(m)}`);
    deepEqual(m.completes, ['X9Y8Z7']);
    equal(focusedIndex(m), 5);
  });

  it('keeps one tab stop and lets Tab leave the group', async () => {
    const m = await mount({ initial: 'AB' });
    deepEqual(m.boxes().map((b) => b.tabIndex), [-1, -1, 0, -1, -1, -1]);
  });

  it('shows the error, marks every box invalid and links the message; disabled blocks input', async () => {
    const m = await mount({ initial: 'ABC', error: 'Verification code is expired', disabled: true });
    const err = m.host.shadowRoot?.querySelector('[part="field-error"]');
    equal(err?.textContent, 'Verification code is expired');
    for (const b of m.boxes()) {
      equal(b.getAttribute('aria-invalid'), 'true');
      equal(b.getAttribute('aria-describedby'), err?.id);
      assert(b.disabled, 'disabled');
    }
    await expectAccessible(m.host);
  });
});
