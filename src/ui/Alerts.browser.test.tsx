// The alert stack in real Chromium: it says when a request waits for the connection or retries.
import { createRoot, type Root } from 'react-dom/client';
import { $networkWait } from '../core/network-wait';
import { loadAreas, setLocale } from '../core/i18n';
import { dismissAlert } from '../core/alerts';
import { showAlert } from '../core/show-alert';
import { Alerts } from './Alerts';
import { equal, until } from '../../tests/browser/support/assert.ts';
import { expectAccessible } from '../../tests/browser/support/axe.ts';

let root: Root | null = null;

function mount(): void {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  root.render(<Alerts />);
}

const status = () => document.querySelector<HTMLElement>('[role="status"][part="network-wait"]');

afterEach(async () => {
  root?.unmount();
  root = null;
  document.body.replaceChildren();
  $networkWait.set(undefined);
  await setLocale('pt', false);
});

describe('Alerts: a request waiting on the network', () => {
  it('offline: a polite status says we carry on once back online, and goes when the wait ends', async () => {
    mount();
    equal(status(), null, 'nothing while no request waits');
    $networkWait.set('offline-waiting');
    const s = await until(status, 'the offline status');
    equal(s.textContent, 'Você está sem conexão. Continuamos assim que a conexão voltar.');
    await expectAccessible(document.body);
    $networkWait.set(undefined);
    await until(() => status() === null, 'the status gone once back online');
  });

  it('retrying after a failure: says it is still trying, in the user’s language', async () => {
    await setLocale('en', false);
    mount();
    $networkWait.set('slow-retrying');
    const s = await until(status, 'the retrying status');
    equal(s.textContent, 'The connection is slow. Still trying…');
    await expectAccessible(document.body);
  });
});

describe('Alerts: an alert in words', () => {
  it('with no words (a server that said nothing) says the generic sentence of the errors its call brought, in the user’s language', async () => {
    await setLocale('es', false);
    await loadAreas(['errors']); // what a call's flow loads before it can fail
    mount();
    const id = showAlert({ kind: 'error', message: '' });
    const alert = await until(() => document.querySelector<HTMLElement>('[role="alert"]'), 'the alert');
    equal(alert.textContent, 'Algo salió mal. Inténtalo de nuevo.');
    dismissAlert(id);
  });
});
