// FormAlert in real Chromium: the spec §8 alert of a form's failure, shown in the alert stack.
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { act } from 'react-dom/test-utils';
import { ALERT_DURATION_MS } from '../core/alerts';
import { loadAreas } from '../core/i18n';
import type { Failure } from '../core/failure';
import { FormAlert } from './FormAlert';
import { Alerts } from './Alerts';
import { assert, equal, until } from '../../tests/browser/support/assert.ts';
import { expectAccessible } from '../../tests/browser/support/axe.ts';
import { installClock, type TestClock } from '../../tests/browser/support/clock.ts';
import { mountInShadow, unmountAll } from '../../tests/browser/support/mount.tsx';

let root: Root | null = null;
let clock: TestClock | null = null;

/** Rendered within act(): its effect (the alert and its hiding timer) has run when this resolves. */
async function render(error: Failure | null, permanent = false): Promise<void> {
  if (!root) {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  }
  const r = root;
  await act(() => r.render(<><Alerts /><FormAlert error={error} permanent={permanent} /></>));
}

const alert = () => document.querySelector('[role="alert"]');

before(async () => {
  await loadAreas(['errors']);
});

afterEach(() => {
  clock?.uninstall();
  clock = null;
  unmountAll();
  root?.unmount();
  root = null;
  document.body.replaceChildren();
});

describe('FormAlert', () => {
  it('reads the key with its parameters, is dismissible, and passes axe', async () => {
    await render({ key: 'errors.throttled', params: { seconds: 28 } });
    const a = await until(alert, 'the alert');
    assert(/28/.test(a.textContent ?? ''), `the wait is in the text: ${a.textContent}`);
    equal(a.querySelector('span')?.textContent, a.textContent, 'the text is the message alone');
    await expectAccessible(document.body);
    a.querySelector('button')!.click();
    await until(() => alert() === null, 'dismissed');
  });

  it('hides after 5000 ms, and a new failure shows again', async () => {
    clock = installClock();
    const first = { message: 'Usuário ou senha incorretos.' };
    await render(first);
    await until(alert, 'the alert');
    await clock.advance(ALERT_DURATION_MS + 300);
    await until(() => alert() === null, 'hidden after the duration');
    await render({ message: 'Usuário ou senha incorretos.' }); // the same words, another failure
    await until(alert, 'shown again');
  });

  it('goes when the failure is cleared (a new submit) or its form leaves the screen', async () => {
    await render({ message: 'Falhou' });
    await until(alert, 'the alert');
    await render(null);
    await until(() => alert() === null, 'gone with the failure');
    await render({ message: 'Falhou de novo' });
    await until(alert, 'the next failure');
    root!.render(<Alerts />);
    await until(() => alert() === null, 'gone with its form');
  });

  it('hangs over the content: showing and hiding it moves nothing (issue 20, layout shift)', async () => {
    let show: (error: Failure | null) => void = () => {};
    function Page() {
      const [error, setError] = useState<Failure | null>(null);
      show = setError;
      return (
        <div>
          <Alerts />
          <FormAlert error={error} />
          <p>Digite o código</p>
          <input aria-label="Código" />
        </div>
      );
    }
    const { root: shadow } = mountInShadow(<Page />);
    const input = await until(() => shadow.querySelector('input'), 'the field');
    const before = input.getBoundingClientRect().top;
    show({ message: 'Código expirado' });
    const a = await until(() => shadow.querySelector('[role="alert"]'), 'the alert');
    assert(a.getBoundingClientRect().height > 20, 'the alert is drawn');
    equal(input.getBoundingClientRect().top, before, 'the field did not move as the alert came');
    show(null);
    await until(() => shadow.querySelector('[role="alert"]') === null, 'the alert gone');
    equal(input.getBoundingClientRect().top, before, 'nor as it went');
  });

  it('a permanent one stays', async () => {
    clock = installClock();
    await render({ message: 'Falhou' }, true);
    await until(alert, 'the alert');
    await clock.advance(ALERT_DURATION_MS + 300);
    assert(alert() !== null, 'still shown');
    // The clock works here: the next failure, not permanent, goes after the same time.
    await render({ message: 'Falhou de novo' });
    await until(() => /de novo/.test(alert()?.textContent ?? ''), 'the next failure');
    await clock.advance(ALERT_DURATION_MS + 300);
    await until(() => alert() === null, 'the one not permanent hidden');
  });
});
