// Form: every screen's form stays on the page when submitted (by Enter too), says its part, and
// leaves field errors to the screen (no browser bubbles); a submit ends the alerts shown before.
import { createRef } from 'react';
import { Form } from './Form';
import { $alerts } from '../core/alerts';
import * as s from './styles.css';
import { sendKeys } from '../../tests/browser/support/keys.ts';
import { assert, deepEqual, equal, until } from '../../tests/browser/support/assert.ts';
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

  // QA (qa-phone): sign-up's "Phone confirmed." hung over the profile step's birthdate error at 375 px.
  it('ends the alerts shown before a submit, of this element and everybody\'s, not another element\'s', async () => {
    const { host, root } = mountInShadow(<Form onSubmit={() => undefined}><button type="submit">Go</button></Form>);
    const button = await until(() => root.querySelector('button'), 'the button');
    const other = {};
    $alerts.set([
      { id: 901, kind: 'success', message: 'this element\'s', permanent: true, scope: host },
      { id: 902, kind: 'error', message: 'everybody\'s', permanent: true },
      { id: 903, kind: 'success', message: 'another element\'s', permanent: true, scope: other },
    ]);
    button.click();
    deepEqual($alerts.get().map((a) => a.id), [903], 'only another element\'s is left');
    $alerts.set([]);
  });
});
