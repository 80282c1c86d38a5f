import { useEffect } from 'react';
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { $alerts, dismissAlert } from '../core/alerts';
import { $networkWait } from '../core/network-wait';
import { useT } from './context';
import * as s from './styles.css';

/**
 * How many modal dialogs are open. While one is, the page behind it is inert (hidden from
 * assistive technology, not clickable), so the alerts show inside the dialog instead.
 */
const $modalsOpen = atom(0);

/** Called by each modal: its alerts move into it while `open`. */
export function useModalAlerts(open: boolean): void {
  useEffect(() => {
    if (!open) return undefined;
    $modalsOpen.set($modalsOpen.get() + 1);
    return () => $modalsOpen.set($modalsOpen.get() - 1);
  }, [open]);
}

/**
 * The alert stack (spec §8). Messages are text, never HTML. `inModal`: the copy a dialog renders.
 * It also says when a request waits for the connection or retries (the signed-out layout, settings and dialogs show this stack).
 */
export function Alerts({ inModal = false }: { inModal?: boolean }) {
  const alerts = useStore($alerts);
  const wait = useStore($networkWait);
  const modalOpen = useStore($modalsOpen) > 0;
  const t = useT();
  if ((alerts.length === 0 && !wait) || modalOpen !== inModal) return null;
  return (
    <div className={s.alerts}>
      {wait && <p role="status" part="network-wait">{t(`common.${wait}`)}</p>}
      {alerts.map((a) => (
        <div key={a.id} className={`${s.alertBox} ${s.alert[a.kind]}`} part={`alert alert-${a.kind}`} role={a.kind === 'error' ? 'alert' : 'status'}>
          <span>{'key' in a ? t(a.key, a.params) : a.message || t('common.error-generic')}</span>
          <button type="button" className={s.alertClose} onClick={() => dismissAlert(a.id)} aria-label={t('common.dismiss')}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
