import { useStore } from '@nanostores/react';
import { $alerts, dismissAlert } from '../core/alerts';
import { useT } from './context';
import * as s from './styles.css';

/** The alert stack (spec §8). Messages are text, never HTML. */
export function Alerts() {
  const alerts = useStore($alerts);
  const t = useT();
  if (alerts.length === 0) return null;
  return (
    <div className={s.alerts}>
      {alerts.map((a) => (
        <div key={a.id} className={`${s.alertBox} ${s.alert[a.kind]}`} part={`alert alert-${a.kind}`} role={a.kind === 'error' ? 'alert' : 'status'}>
          <span>{a.message || t('common.error-generic')}</span>
          <button type="button" className={s.alertClose} onClick={() => dismissAlert(a.id)} aria-label={t('common.dismiss')}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
