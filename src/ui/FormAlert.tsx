import { useContext, useEffect } from 'react';
import { dismissAlert } from '../core/alerts';
import { showAlert } from '../core/show-alert';
import type { Failure } from '../core/failure';
import { ElementContext, type Translate } from './context';

/** A failure as text: its key with its parameters in the user's language, else the server's words. */
export function shownText(t: Translate, shown: Failure): string {
  return 'key' in shown ? t(shown.key, shown.params) : shown.message || t('errors.generic');
}

export interface FormAlertProps {
  /** The flow's failure; each new failure is a new object and shows again. */
  error: Failure | null | undefined;
  /** Stays until dismissed (spec §8: alerts hide after 5000 ms "unless permanent"). */
  permanent?: boolean;
}

/**
 * A form's failure as the red alert of spec §8, in the element's one alert stack (ui/Alerts.tsx):
 * dismissible, hidden after 5000 ms unless permanent, announced, translated when shown. It ends
 * the alerts of earlier actions, and goes when the failure is cleared (a new submit) or its step
 * leaves the screen: an alert belongs to its step and its last action.
 */
export function FormAlert({ error, permanent = false }: FormAlertProps) {
  const scope = useContext(ElementContext)?.host;
  useEffect(() => {
    if (!error) return undefined;
    const id = showAlert({ ...error, kind: 'error', permanent, scope });
    return () => dismissAlert(id);
  }, [error, permanent, scope]);
  return null;
}
