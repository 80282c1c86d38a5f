// FormAlert in real Chromium: the spec §8 alert of a form's failure.
import { createRoot, type Root } from 'react-dom/client';
import { ALERT_DURATION_MS } from '../core/alerts';
import { loadAreas } from '../core/i18n';
import type { Shown } from '../flows/code-failure';
import { FormAlert } from './FormAlert';
import { assert, equal, until } from '../../tests/browser/support/assert.ts';
import { expectAccessible } from '../../tests/browser/support/axe.ts';

let root: Root | null = null;

function render(error: Shown | null, permanent = false): void {
  if (!root) {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  }
  root.render(<FormAlert error={error} permanent={permanent} />);
}

const alert = () => document.querySelector('[role="alert"]');

before(async () => {
  await loadAreas(['errors']);
});

afterEach(() => {
  root?.unmount();
  root = null;
  document.body.replaceChildren();
});

describe('FormAlert', () => {
  it('reads the key with its parameters, is dismissible, and passes axe', async () => {
    render({ key: 'errors.throttled', params: { seconds: 28 } });
    const a = await until(alert, 'the alert');
    assert(/28/.test(a.textContent ?? ''), `the wait is in the text: ${a.textContent}`);
    equal(a.querySelector('span')?.textContent, a.textContent, 'the text is the message alone');
    await expectAccessible(document.body);
    a.querySelector('button')!.click();
    await until(() => alert() === null, 'dismissed');
  });

  it('hides after 5000 ms, and a new failure shows again', async () => {
    const first = { message: 'Usuário ou senha incorretos.' };
    render(first);
    await until(alert, 'the alert');
    await new Promise((r) => setTimeout(r, ALERT_DURATION_MS + 300));
    equal(alert(), null, 'hidden after the duration');
    render({ message: 'Usuário ou senha incorretos.' }); // the same words, another failure
    await until(alert, 'shown again');
  });

  it('a permanent one stays', async () => {
    render({ message: 'Falhou' }, true);
    await until(alert, 'the alert');
    await new Promise((r) => setTimeout(r, ALERT_DURATION_MS + 300));
    assert(alert() !== null, 'still shown');
  });
});
