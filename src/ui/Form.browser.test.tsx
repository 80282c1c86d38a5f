// Form: every screen's form stays on the page when submitted (by Enter too), says its part, and
// leaves field errors to the screen (no browser bubbles).
import { createRef } from 'react';
import { Form } from './Form';
import * as s from './styles.css';
import { sendKeys } from '../../tests/browser/support/keys.ts';
import { assert, equal, until } from '../../tests/browser/support/assert.ts';
import { mountInShadow, unmountAll } from '../../tests/browser/support/mount.tsx';

afterEach(() => {
  unmountAll();
  document.body.replaceChildren();
});

describe('Form', () => {
  it('hands a submit to onSubmit with the form and keeps it from leaving the page, even with an empty required field', async () => {
    const submitted: HTMLFormElement[] = [];
    const ref = createRef<HTMLFormElement>();
    const { root } = mountInShadow(
      <Form ref={ref} onSubmit={(form) => submitted.push(form)}>
        <input name="email" type="email" required />
        <button type="submit">Go</button>
      </Form>,
    );
    const input = await until(() => root.querySelector<HTMLInputElement>('input[name="email"]'), 'the field');
    const form = root.querySelector('form');
    assert(form, 'the form');
    equal(ref.current, form, 'the ref reaches the form');
    equal(form.getAttribute('part'), 'form', 'part');
    equal(form.className, s.form, 'the house form style');
    assert(form.noValidate, 'no browser validation bubble');
    const before = location.href;
    input.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => submitted.length === 1 || null, 'the submit');
    equal(submitted[0], form, 'onSubmit gets the form');
    equal(location.href, before, 'the page stays');
  });
});
