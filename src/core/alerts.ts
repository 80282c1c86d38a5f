// The alert queue (spec §8): red or green dismissible messages, auto-hidden
// after 5000 ms unless permanent. UI renders `$alerts`; nobody else keeps alerts.
import { atom } from 'nanostores';

export const ALERT_DURATION_MS = 5000;

export type AlertKind = 'error' | 'success';

/** The server's words as they came, or one of ours by key: translated when shown, so a
 * language switch re-words an alert already on screen. */
export type AlertText = { message: string } | { key: string; params?: Record<string, string | number> };

export type Alert = AlertText & {
  id: number;
  kind: AlertKind;
  permanent: boolean;
};

export type AlertInput = AlertText & {
  kind: AlertKind;
  permanent?: boolean;
};

export const $alerts = atom<readonly Alert[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function showAlert({ kind, permanent = false, ...text }: AlertInput): number {
  const id = nextId++;
  $alerts.set([...$alerts.get(), { ...text, id, kind, permanent }]);
  if (!permanent) timers.set(id, setTimeout(() => dismissAlert(id), ALERT_DURATION_MS));
  return id;
}

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

export function clearAlerts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  $alerts.set([]);
}
