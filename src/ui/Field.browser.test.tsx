// Field's autoFocus in Chromium, Firefox and WebKit: a field shown later in the page's life (the
// rename form of a passkey, the second step of "delete my account") takes focus each time it
// appears — browsers honour the autofocus attribute once per page, and preact/compat adds nothing.
import { useState } from 'react';
import { Field } from './Field.tsx';
import { equal, until } from '../../tests/browser/support/assert.ts';
import { mountInShadow, unmountAll } from '../../tests/browser/support/mount.tsx';

afterEach(() => {
  unmountAll();
  document.body.replaceChildren();
});

function Toggle() {
  const [shown, setShown] = useState(false);
  return (
    <>
      <button type="button" id="toggle" onClick={() => setShown(!shown)}>Rename</button>
      {shown ? <Field label="Name" name="name" autoFocus /> : null}
    </>
  );
}

describe('Field autoFocus', () => {
  it('focuses the field every time it is shown, not only the first', async () => {
    const { root } = mountInShadow(<Toggle />);
    const toggle = root.querySelector<HTMLButtonElement>('#toggle')!;
    for (const time of ['first', 'second', 'third']) {
      toggle.click();
      const input = await until(() => root.querySelector<HTMLInputElement>('input[name="name"]'), `the field shown a ${time} time`);
      await until(() => root.activeElement === input, () => `focus in the field the ${time} time (on ${root.activeElement?.tagName ?? document.activeElement?.tagName})`, 1000);
      toggle.click();
      await until(() => !root.querySelector('input[name="name"]'), 'the field gone');
      equal(root.querySelector('input'), null);
    }
  });
});
