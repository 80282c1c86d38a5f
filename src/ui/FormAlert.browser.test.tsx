// FormAlert in real Chromium: the spec §8 alert of a form's failure.
import { createRoot, type Root } from 'react-dom/client';
import { act } from 'react-dom/test-utils';
import { ALERT_DURATION_MS } from '../core/alerts';
import { loadAreas } from '../core/i18n';
import type { Shown } from '../flows/code-failure';
import { FormAlert } from './FormAlert';
import { assert, equal, until } from '../../tests/browser/support/assert.ts';
import { expectAccessible } from '../../tests/browser/support/axe.ts';
import { installClock, type TestClock } from '../../tests/browser/support/clock.ts';

const roots: Root[] = [];
let clock: TestClock | null = null;

/**
 * A FormAlert in a root of its own (`into` picks an earlier one to re-render). Rendered within
 * act(): its effect (the hiding timer) has run when this resolves.
 */
async function render(error: Shown | null, permanent = false, into = 0): Promise<void> {
  let root = roots[into];
  if (!root) {
    const host = document.createElement('div');
    host.id = `root-${into}`;
    document.body.append(host);
    root = roots[into] = createRoot(host);
  }
  await act(() => root.render(<FormAlert error={error} permanent={permanent} />));
}

const alert = (into = 0) => document.querySelector(`#root-${into} [role="alert"]`);

before(async () => {
  await loadAreas(['errors']);
});

afterEach(() => {
  clock?.uninstall();
  clock = null;
  for (const root of roots.splice(0)) root.unmount();
  document.body.replaceChildren();
});

describe('FormAlert', () => {
  it('reads the key with its parameters, is dismissible, and passes axe', async () => {
    await render({ key: 'errors.throttled', params: { seconds: 28 } });
    const a = await until(() => alert(), 'the alert');
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
    await until(() => alert(), 'the alert');
    await clock.advance(ALERT_DURATION_MS + 300);
    await until(() => alert() === null, 'hidden after the duration');
    await render({ message: 'Usuário ou senha incorretos.' }); // the same words, another failure
    await until(() => alert(), 'shown again');
  });

  it('a permanent one stays', async () => {
    clock = installClock();
    await render({ message: 'Falhou' }, true);
    await render({ message: 'Falhou também' }, false, 1); // beside it, one that is not permanent
    await until(() => alert(), 'the alert');
    await until(() => alert(1), 'the other alert');
    await clock.advance(ALERT_DURATION_MS + 300);
    // The other one's timer has run and it is gone: had the permanent one a timer, it would be too.
    await until(() => alert(1) === null, 'the one not permanent hidden');
    assert(alert() !== null, 'still shown');
  });
});
