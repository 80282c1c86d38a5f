// Showing an alert (spec §8). An alert belongs to its step and to the last action (issue 20): a
// new alert ends the ones shown before it in the same element, and the same message again is the
// same alert, its timer started over, never a second copy.
import { $alerts, ALERT_DURATION_MS, dismissAlert, timers, type Alert, type AlertInput } from './alerts';

let nextId = 1;

/** What makes two alerts the same message: kind, words (or key and parameters) and element. */
const sameness = (a: AlertInput | Alert): string => JSON.stringify(['message' in a ? a.message : [a.key, a.params ?? {}], a.kind]);

/**
 * Shows the result of an action: the earlier alerts of that element go, and the same message
 * already on screen stays where it is with its timer started again. Returns the alert's id.
 */
export function showAlert(input: AlertInput): number {
  const { permanent = false, scope, ...text } = input;
  const same = $alerts.get().find((a) => a.scope === scope && sameness(a) === sameness(input));
  // Alerts of one element share its space; an unscoped one is everybody's.
  for (const a of $alerts.get()) if (a !== same && (!scope || !a.scope || a.scope === scope)) dismissAlert(a.id);
  const id = same?.id ?? nextId++;
  $alerts.set([...$alerts.get().filter((a) => a !== same), { ...same, ...text, id, permanent, ...(scope ? { scope } : {}) }]);
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (!permanent) timers.set(id, setTimeout(() => dismissAlert(id), ALERT_DURATION_MS));
  return id;
}
