import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { $alerts, ALERT_DURATION_MS, clearAlerts, dismissAlert, dismissAlerts } from './alerts.ts';
import { showAlert } from './show-alert.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  clearAlerts();
  vi.useRealTimers();
});

test('alerts auto-hide at 5000 ms', () => {
  expect(ALERT_DURATION_MS).toBe(5000);
  const id = showAlert({ message: 'Alterações salvas!', kind: 'success' });
  expect($alerts.get()).toEqual([{ id, message: 'Alterações salvas!', kind: 'success', permanent: false }]);
  vi.advanceTimersByTime(4999);
  expect($alerts.get()).toHaveLength(1);
  vi.advanceTimersByTime(1);
  expect($alerts.get()).toEqual([]);
});

test('a permanent alert stays until dismissed', () => {
  const id = showAlert({ message: 'Erro', kind: 'error', permanent: true });
  vi.advanceTimersByTime(60_000);
  expect($alerts.get().map((a) => a.id)).toEqual([id]);
  dismissAlert(id);
  expect($alerts.get()).toEqual([]);
});

test('a new alert ends the earlier ones, and dismissing one early cancels its timer', () => {
  const a = showAlert({ message: 'Alterações salvas!', kind: 'success' });
  vi.advanceTimersByTime(1000);
  const b = showAlert({ key: 'errors.network', kind: 'error' }); // the next save failed
  expect($alerts.get().map((x) => x.id)).toEqual([b]);
  expect(vi.getTimerCount()).toBe(1);
  dismissAlert(a); // already gone: nothing happens
  dismissAlert(b);
  expect(vi.getTimerCount()).toBe(0);
  expect($alerts.get()).toEqual([]);
  dismissAlert(12345); // unknown ids are ignored
});

test('the same message again is the same alert, its timer started over (QA: six wrong codes, four alerts)', () => {
  const first = showAlert({ kind: 'error', key: 'settings.contact.code-rejected' });
  vi.advanceTimersByTime(4000);
  for (let i = 0; i < 5; i++) expect(showAlert({ kind: 'error', key: 'settings.contact.code-rejected' })).toBe(first);
  expect($alerts.get()).toHaveLength(1);
  vi.advanceTimersByTime(4999);
  expect($alerts.get()).toHaveLength(1);
  vi.advanceTimersByTime(1);
  expect($alerts.get()).toEqual([]);
});

test('the same key with other parameters is another message', () => {
  showAlert({ kind: 'error', key: 'errors.throttled', params: { seconds: 20 } });
  const b = showAlert({ kind: 'error', key: 'errors.throttled', params: { seconds: 12 } });
  expect($alerts.get().map((x) => x.id)).toEqual([b]);
  expect($alerts.get()[0]).toMatchObject({ params: { seconds: 12 } });
});

test('an alert raised in one element leaves the alerts of another element alone', () => {
  const signin = {};
  const signup = {};
  const a = showAlert({ kind: 'error', message: 'Senha incorreta', scope: signin });
  const b = showAlert({ kind: 'error', message: 'Senha incorreta', scope: signup });
  expect($alerts.get().map((x) => x.id)).toEqual([a, b]);
  const c = showAlert({ kind: 'success', message: 'Código reenviado.', scope: signup });
  expect($alerts.get().map((x) => x.id)).toEqual([a, c]);
  const d = showAlert({ kind: 'success', message: 'Sessão encerrada' }); // unscoped: everybody's
  expect($alerts.get().map((x) => x.id)).toEqual([d]);
});

test('dismissAlerts removes the alerts of one kind and keeps the others', () => {
  const one = {};
  const other = {};
  showAlert({ kind: 'error', message: 'A senha atual está incorreta.', scope: one });
  showAlert({ kind: 'error', message: 'Outra falha', permanent: true, scope: other });
  showAlert({ kind: 'success', message: 'Código reenviado.', scope: one });
  dismissAlerts('error');
  expect($alerts.get().map((a) => ('message' in a ? a.message : a.key))).toEqual(['Código reenviado.']);
});
