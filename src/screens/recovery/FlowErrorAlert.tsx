import type { FlowError } from '../../flows/recovery-flow';
import { useT, type Translate } from '../../ui/context';
import * as s from '../../ui/styles.css';

export function flowErrorText(t: Translate, e: FlowError): string | null {
  if (!e) return null;
  return 'key' in e ? t(e.key, e.params) : e.message || t('errors.generic');
}

/** A flow's submit error, in the user's language or the server's own words (spec §8). */
export function FlowErrorAlert({ error, children }: { error: FlowError; children?: React.ReactNode }) {
  const t = useT();
  const text = flowErrorText(t, error);
  if (!text) return null;
  return (
    <div role="alert" className={`${s.alertBox} ${s.alert.error}`} part="alert alert-error">
      <span>{text}</span>
      {children}
    </div>
  );
}
