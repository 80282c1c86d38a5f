import { dismissAlerts, showAlert } from '../../core/alerts';
import type { Notice } from '../../flows/profile-settings-flow';

/** A section's notice as a green or red alert (spec §8), worded in the language on screen. */
export function useNotify(): (n: Notice) => void {
  return (n) => {
    // A save that worked ends the failures before it (a wrong password, then the right one).
    if (n.kind === 'success') dismissAlerts('error');
    showAlert(n);
  };
}
