// ResendButton in real Chromium: countdown, one resend per click, alerts, Retry-After.
import { createRoot, type Root } from 'react-dom/client';
import { $alerts, clearAlerts } from '../core/alerts';
import { ApiError } from '../core/api/client';
import { ResendButton } from './ResendButton';
import { loadAreas } from '../core/i18n';
import { sendKeys } from '../../tests/browser/support/keys.ts';
import { assert, deepEqual, equal, until } from '../../tests/browser/support/assert.ts';
import { expectAccessible } from '../../tests/browser/support/axe.ts';

let root: Root | null = null;

function mount(onResend: () => Promise<unknown>, initialSeconds?: number, onSettled?: (sent: boolean) => void): void {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  root.render(
    <ResendButton
      onResend={onResend}
      label="Resend code"
      countdownLabel={(s) => `Resend code in ${s} s`}
      successMessage="Code resent successfully."
      initialSeconds={initialSeconds}
      onSettled={onSettled}
    />,
  );
}

async function button(): Promise<HTMLButtonElement> {
  return until(() => document.querySelector('button'), 'the button');
}

// Screens load the errors area with their chunk; a component mounted alone must do it itself.
before(async () => {
  await loadAreas(['errors']);
});

afterEach(() => {
  root?.unmount();
  root = null;
  clearAlerts();
  document.body.replaceChildren();
});

describe('ResendButton', () => {
  it('counts down from 30 s, disabled, and passes axe', async () => {
    mount(() => Promise.resolve());
    const b = await button();
    equal(b.textContent, 'Resend code in 30 s');
    assert(b.disabled, 'disabled while counting');
    await until(() => b.textContent === 'Resend code in 29 s', 'one second later');
    await expectAccessible(document.body);
  });

  it('takes its "code resent" alert away when the step goes (it would show on the next one)', async () => {
    mount(() => Promise.resolve(), 0);
    (await button()).click();
    await until(() => $alerts.get().some((a) => 'message' in a && a.message === 'Code resent successfully.') || null, 'resent alert');
    root?.unmount();
    root = null;
    // (an effect's cleanup: it may run a task after the unmount)
    await until(() => $alerts.get().length === 0 || null, 'the resent alert gone', 1000); // well before the 5 s auto-hide
  });

  it('resends once on a double click, shows the success alert and counts again', async () => {
    let calls = 0;
    mount(async () => { calls += 1; await new Promise((r) => setTimeout(r, 50)); }, 0);
    const b = await button();
    equal(b.textContent, 'Resend code');
    assert(!b.disabled, 'enabled at zero');
    b.focus();
    await sendKeys({ press: 'Enter' });
    b.click();
    await until(() => $alerts.get().length === 1, 'an alert');
    equal(calls, 1);
    deepEqual($alerts.get().map((a) => [a.kind, 'message' in a ? a.message : a.key]), [['success', 'Code resent successfully.']]);
    await until(() => b.textContent === 'Resend code in 30 s', 'restarted countdown');
    assert(b.disabled, 'disabled again');
  });

  it('shows the error and, on 429, waits for Retry-After', async () => {
    mount(() => Promise.reject(new ApiError({ kind: 'throttled', status: 429, retryAfter: 7 })), 0);
    const b = await button();
    b.click();
    await until(() => b.textContent === 'Resend code in 7 s', 'Retry-After countdown');
    equal($alerts.get()[0]?.kind, 'error');
    // A code went out moments ago: when the next can be asked for, not "too many attempts".
    deepEqual($alerts.get()[0], { ...$alerts.get()[0], key: 'errors.code-wait', params: { seconds: 7 } });
  });

  it('after a network failure stays available for a retry', async () => {
    mount(() => Promise.reject(new ApiError({ kind: 'network' })), 0);
    const b = await button();
    b.click();
    await until(() => $alerts.get().length === 1, 'an alert');
    equal($alerts.get()[0]?.kind, 'error');
    await until(() => !b.disabled, 'enabled again');
    equal(b.textContent, 'Resend code');
  });

  it('says when each attempt settled, sent or not, so the screen can move focus off the disabled button', async () => {
    const settled: boolean[] = [];
    let fail = true;
    mount(() => (fail ? Promise.reject(new ApiError({ kind: 'network' })) : Promise.resolve()), 0, (sent) => settled.push(sent));
    const b = await button();
    b.click();
    await until(() => settled.length === 1, 'settled once');
    deepEqual(settled, [false]);
    await until(() => !b.disabled, 'enabled again');
    fail = false;
    b.click();
    await until(() => settled.length === 2, 'settled twice');
    deepEqual(settled, [false, true]);
  });
});
