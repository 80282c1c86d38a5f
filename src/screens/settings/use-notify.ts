import { dismissAlerts, showAlert } from '../../core/alerts';
import type { Notice } from '../../flows/profile-settings-flow';
import { useT } from '../../ui/context';

/** A section's notice as a green or red alert (spec §8), translated now. */
export function useNotify(): (n: Notice) => void {
  const t = useT();
  return (n) => {
    const message = 'message' in n ? n.message : t(n.key, 'params' in n ? n.params : undefined);
    // A save that worked ends the failures before it (a wrong password, then the right one).
    if (n.kind === 'success') dismissAlerts('error');
    showAlert({ kind: n.kind, message });
  };
}
