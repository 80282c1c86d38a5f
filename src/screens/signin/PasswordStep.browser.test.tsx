// The password step after a refused sign-in: focus goes back to the field to correct, in the
// commit that shows the failure (not after the paint, which would take back a focus moved since).
import { useState } from 'react';
import { loadAreas, setLocale } from '../../core/i18n';
import type { SignInFlow } from '../../flows/signin-flow';
import PasswordStep from './PasswordStep';
import { equal, until } from '../../../tests/browser/support/assert.ts';
import { withEffectsHeld } from '../../../tests/browser/support/effects.ts';
import { mountInShadow, unmountAll } from '../../../tests/browser/support/mount.tsx';

before(async () => {
  await setLocale('en', false);
  await loadAreas(['signin', 'shared', 'errors']);
});

afterEach(() => {
  unmountAll();
  document.body.replaceChildren();
});

describe('PasswordStep', () => {
  it('a submit that ends on this step puts the focus on the password field in the commit', () => withEffectsHeld(async (runEffects) => {
    let settle: () => void = () => {};
    function Harness() {
      const [busy, setBusy] = useState(false);
      settle = () => setBusy(false);
      const flow = { back() {} } as unknown as SignInFlow;
      return <PasswordStep email="ana@example.com" busy={busy} error={undefined} onSubmit={() => setBusy(true)} onForgot={() => {}} flow={flow} />;
    }
    const { root } = mountInShadow(<Harness />, '/signin/');
    const submit = await until(() => root.querySelector<HTMLButtonElement>('button[type="submit"]'), 'the step');
    runEffects();
    submit.click();
    await until(() => root.querySelector('button[aria-busy="true"], button[type="submit"][disabled]'), 'busy');
    runEffects();
    settle();
    const field = root.querySelector<HTMLInputElement>('input[name="password"]')!;
    await until(() => root.activeElement === field || null, 'the field focused with the effects held');
    equal(root.activeElement, field);
  }));
});
