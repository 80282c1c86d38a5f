import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { $alerts, ALERT_DURATION_MS, clearAlerts, dismissAlert, dismissAlerts, showAlert } from './alerts.ts';

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

test('alerts queue in order and dismissing one early cancels its timer', () => {
  const a = showAlert({ message: 'a', kind: 'error' });
  vi.advanceTimersByTime(1000);
  const b = showAlert({ message: 'b', kind: 'error' });
  expect($alerts.get().map((x) => ('message' in x ? x.message : x.key))).toEqual(['a', 'b']);
  dismissAlert(a);
  expect(vi.getTimerCount()).toBe(1);
  vi.advanceTimersByTime(4000);
  expect($alerts.get().map((x) => x.id)).toEqual([b]);
  vi.advanceTimersByTime(1000);
  expect($alerts.get()).toEqual([]);
  dismissAlert(12345); // unknown ids are ignored
});

test('dismissAlerts removes the alerts of one kind and keeps the others', () => {
  showAlert({ kind: 'error', message: 'A senha atual está incorreta.' });
  showAlert({ kind: 'error', message: 'Outra falha', permanent: true });
  showAlert({ kind: 'success', message: 'Código reenviado.' });
  dismissAlerts('error');
  expect($alerts.get().map((a) => ('message' in a ? a.message : a.key))).toEqual(['Código reenviado.']);
});
