// The alert queue (spec §8): red or green dismissible messages, auto-hidden
// after 5000 ms unless permanent. UI renders `$alerts`; nobody else keeps alerts.
// Alerts are shown by show-alert.ts (not in the first render's bundle: nothing to say yet).
import { atom } from 'nanostores';
import type { TKey } from './i18n-keys';

export const ALERT_DURATION_MS = 5000;

export type AlertKind = 'error' | 'success';

/** The server's words as they came, or one of ours by key: translated when shown, so a
 * language switch re-words an alert already on screen. */
export type AlertText = { message: string } | { key: TKey; params?: Record<string, string | number> };

export type Alert = AlertText & {
  id: number;
  kind: AlertKind;
  permanent: boolean;
  /** The element it was raised in (its host); shown there only. Absent: every element. */
  scope?: object;
};

export type AlertInput = AlertText & {
  kind: AlertKind;
  permanent?: boolean;
  scope?: object | undefined;
};

export const $alerts = atom<readonly Alert[]>([]);

/**
 * How many modal dialogs are open. While one is, the page behind it is inert (hidden from
 * assistive technology, not clickable), so the alerts show inside the dialog instead (ui/Modal.tsx).
 */
export const $modalsOpen = atom(0);

/** Each alert's auto-hide timer, by id (show-alert.ts starts them). */
export const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissAlert(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  const list = $alerts.get();
  if (list.some((a) => a.id === id)) $alerts.set(list.filter((a) => a.id !== id));
}

/** Dismiss every alert of one kind (a success ends the failures shown before it). */
export function dismissAlerts(kind: AlertKind): void {
  for (const a of $alerts.get()) if (a.kind === kind) dismissAlert(a.id);
}

/** End the alerts an element shows (its own and everybody's): a new action starts (ui/Form.tsx). */
export function dismissShownIn(scope: object | undefined): void {
  for (const a of $alerts.get()) if (!scope || !a.scope || a.scope === scope) dismissAlert(a.id);
}

export function clearAlerts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  $alerts.set([]);
}
