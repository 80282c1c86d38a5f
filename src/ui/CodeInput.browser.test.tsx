// CodeInput in real Chromium: real key input, paste, focus movement, labels and axe.
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useStore } from '@nanostores/react';
import { createVerifyEmailFlow } from '../flows/verify-email-flow';
import { useCodeEntry } from './use-code-entry';
import { createMemoryRouter } from '../core/router';
import { createBranding } from '../core/branding';
import { ElementContext, type ElementContextValue } from './context';
import { CodeInput } from './CodeInput';
import { sendKeys } from '../../tests/browser/support/keys.ts';
import { assert, deepEqual, equal, until } from '../../tests/browser/support/assert.ts';
import { expectAccessible } from '../../tests/browser/support/axe.ts';
import { mountInShadow, unmountAll } from '../../tests/browser/support/mount.tsx';

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
  const event = new ClipboardEvent('paste', { bubbles: true, cancelable: true, composed: true });
  // Firefox gives a constructed paste event an empty clipboardData whatever the init says.
  Object.defineProperty(event, 'clipboardData', { value: data });
  target.dispatchEvent(event);
}

afterEach(() => {
  root?.unmount();
  root = null;
  unmountAll();
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

  it('busy: the boxes keep focus and take no input while the code is checked', async () => {
    const changes: string[] = [];
    const { root: shadow } = mountInShadow(
      <form><CodeInput value="ABCDEF" onChange={(c) => changes.push(c)} busy label="Verification code" boxLabel={(n, t) => `Character ${n} of ${t}`} /></form>,
    );
    const boxes = await until(() => { const b = [...shadow.querySelectorAll<HTMLInputElement>('input')]; return b.length === 6 ? b : null; }, 'six boxes');
    assert(boxes.every((b) => b.readOnly && !b.disabled), 'read-only, not disabled');
    boxes[5]!.focus();
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ type: 'x' });
    equal(shadow.activeElement, boxes[5], 'focus stays on the box');
    deepEqual(changes, []);
    equal(boxes.map((b) => b.value).join(''), 'ABCDEF');
  });
});

/** A code screen in miniature: the real verify-email flow behind the boxes, auto-submit and a button. */
function Checked({ verify }: { verify(code: string): Promise<{ active: boolean }> }) {
  const [flow] = useState(() => createVerifyEmailFlow(
    { verifyEmail: verify, sendEmailCode: () => Promise.resolve(), track: () => {}, exit: () => {} },
    { email: 'a@example.com', creating: true },
  ));
  const busy = useStore(flow.$busy);
  const { code, setCode, focusKey, settle } = useCodeEntry();
  const send = (c: string): void => { void flow.submit(c).then(settle); };
  return (
    <form onSubmit={(e) => { e.preventDefault(); send(code); }}>
      <CodeInput value={code} onChange={setCode} onComplete={send} busy={busy} focusKey={focusKey} label="Verification code" boxLabel={(n, t) => `Character ${n} of ${t}`} />
      <button type="submit" disabled={busy || code.length !== 6}>Confirm</button>
    </form>
  );
}

describe('CodeInput with useCodeEntry, after the server answers', () => {
  it('a refused code is sent once, then cleared with focus on box 1; the next code goes out whole', async () => {
    const sent: string[] = [];
    const answers: ((v: { active: boolean }) => void)[] = [];
    const { root: shadow } = mountInShadow(<Checked verify={(c) => { sent.push(c); return new Promise((r) => { answers.push(r); }); }} />);
    const boxes = await until(() => { const b = [...shadow.querySelectorAll<HTMLInputElement>('input')]; return b.length === 6 ? b : null; }, 'six boxes');
    const focused = (): number => boxes.indexOf(shadow.activeElement as HTMLInputElement);

    boxes[0]!.focus();
    await sendKeys({ type: 'qqqqqq' });
    deepEqual(sent, ['QQQQQQ'], 'the sixth character sends the code');
    await until(() => boxes[5]!.readOnly, 'busy');
    equal(focused(), 5, 'focus stays in the boxes while the code is checked, not on <body>');
    await sendKeys({ press: 'Enter' });
    shadow.querySelector('button')!.click();
    deepEqual(sent, ['QQQQQQ'], 'Enter and the button do not send the code in flight again');

    answers[0]!({ active: false });
    await until(() => boxes.every((b) => b.value === '') && focused() === 0, 'boxes cleared, focus on box 1');
    assert(shadow.querySelector('button')!.disabled, 'nothing to confirm');
    await sendKeys({ type: 'ab12cd' });
    deepEqual(sent, ['QQQQQQ', 'AB12CD'], 'the new code, not one box changed in the old');
  });

  it('after a failure that is not a refusal the code stays and focus comes back to the boxes', async () => {
    const { root: shadow } = mountInShadow(<Checked verify={() => Promise.reject(Object.assign(new Error('offline'), { kind: 'network' }))} />);
    const boxes = await until(() => { const b = [...shadow.querySelectorAll<HTMLInputElement>('input')]; return b.length === 6 ? b : null; }, 'six boxes');
    boxes[0]!.focus();
    await sendKeys({ type: 'ab12cd' });
    await until(() => !boxes[5]!.readOnly, 'settled');
    equal(boxes.map((b) => b.value).join(''), 'AB12CD');
    equal(shadow.activeElement, boxes[5], 'focus on the boxes');
  });
});
