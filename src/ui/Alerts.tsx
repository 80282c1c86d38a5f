import { useContext } from 'react';
import { useStore } from '@nanostores/react';
import { $alerts, $modalsOpen, dismissAlert } from '../core/alerts';
import { $networkWait } from '../core/network-wait';
import { ElementContext, useT } from './context';
import * as s from './styles.css';

/**
 * The alert stack (spec §8): the alerts of this element (and the unscoped ones). Messages are
 * text, never HTML. `inModal`: the copy a dialog renders. It hangs over the content from a
 * zero-height band, so an alert coming or going moves nothing (styles.css.ts `alertsAnchor`).
 * It also says when a request waits for the connection or retries.
 */
export function Alerts({ inModal = false, className }: { inModal?: boolean; className?: string }) {
  const alerts = useStore($alerts);
  const wait = useStore($networkWait);
  const modalOpen = useStore($modalsOpen) > 0;
  const scope = useContext(ElementContext)?.host;
  const t = useT();
  const mine = alerts.filter((a) => !scope || !a.scope || a.scope === scope);
  if ((mine.length === 0 && !wait) || modalOpen !== inModal) return null;
  return (
    <div className={className ? `${s.alertsAnchor} ${className}` : s.alertsAnchor} part="alerts">
      <div className={s.alerts}>
        {wait && <p role="status" part="network-wait" className={`${s.alertBox} ${s.alert.wait}`}>{t(`common.${wait}`)}</p>}
        {/* An alert in words (a server's) follows a call, so the errors area is loaded by then. */}
        {mine.map((a) => (
          <div key={a.id} className={`${s.alertBox} ${s.alert[a.kind]}`} part={`alert alert-${a.kind}`} role={a.kind === 'error' ? 'alert' : 'status'}>
            <span>{'key' in a ? t(a.key, a.params) : a.message || t('errors.generic')}</span>
            {/* The × is drawn by CSS: an announced alert reads its message alone. */}
            <button type="button" className={s.alertCloseIcon} onClick={() => dismissAlert(a.id)} aria-label={t('common.dismiss')} />
          </div>
        ))}
      </div>
    </div>
  );
}
