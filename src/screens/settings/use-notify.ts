import { showAlert } from '../../core/alerts';
import type { Notice } from '../../flows/profile-settings-flow';
import { useT } from '../../ui/context';

/** A section's notice as a green or red alert (spec §8), translated now. */
export function useNotify(): (n: Notice) => void {
  const t = useT();
  return (n) => {
    const message = 'message' in n ? n.message : t(n.key, 'params' in n ? n.params : undefined);
    showAlert({ kind: n.kind, message });
  };
}
