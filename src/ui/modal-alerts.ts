import { useLayoutEffect } from 'react';
import { $modalsOpen, clearAlerts, dismissAlerts } from '../core/alerts';

/**
 * Each modal's alerts show in it while `open`. A dialog is a step of its own: the page's alerts
 * end as it opens (QA: "Telefone confirmado." showed in the crop dialog), and its failures end as
 * it closes; a success it ends with (a number confirmed) stays for the page.
 */
export function useModalAlerts(open: boolean): void {
  // In the commit that opens the dialog (Modal and the crop dialog open in theirs): after the
  // paint, the page's alert was still there as the dialog showed.
  useLayoutEffect(() => {
    if (!open) return undefined;
    clearAlerts();
    $modalsOpen.set($modalsOpen.get() + 1);
    return () => {
      $modalsOpen.set($modalsOpen.get() - 1);
      dismissAlerts('error');
    };
  }, [open]);
}
