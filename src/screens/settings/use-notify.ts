import { showAlert } from '../../core/show-alert';
import type { Notice } from '../../flows/profile-settings-flow';

/**
 * A section's notice as a green or red alert (spec §8), worded in the language on screen. It is
 * the last action's result: it ends the alerts before it (a save that worked ends the failures,
 * a failed save ends "Alterações salvas!"), and the same notice again is the same alert.
 */
export function useNotify(): (n: Notice) => void {
  return showAlert;
}
