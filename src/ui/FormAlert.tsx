import { useEffect, useRef, useState } from 'react';
import { ALERT_DURATION_MS } from '../core/alerts';
import type { Shown } from '../flows/code-failure';
import { useT, type Translate } from './context';
import * as s from './styles.css';

/** A failure as text: its key with its parameters in the user's language, else the server's words. */
export function shownText(t: Translate, shown: Shown): string {
  return 'key' in shown ? t(shown.key, shown.params) : shown.message || t('errors.generic');
}

export interface FormAlertProps {
  /** The flow's failure; each new failure is a new object and shows again. */
  error: Shown | null | undefined;
  /** Stays until dismissed (spec §8: alerts hide after 5000 ms "unless permanent"). */
  permanent?: boolean;
}

/**
 * A form's failure as the red alert of spec §8: dismissible, hidden after 5000 ms unless
 * permanent, announced (role="alert"). Translated at render, so it follows a language switch.
 */
export function FormAlert({ error, permanent = false }: FormAlertProps) {
  const t = useT();
  const [closed, setClosed] = useState<Shown | null>(null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The message pushes the form down: the control that kept focus (the button pressed) stays in view.
    ((box.current?.getRootNode() as ShadowRoot | null)?.activeElement as HTMLElement | null)?.scrollIntoView({ block: 'nearest' });
    if (!error || permanent) return undefined;
    const timer = setTimeout(() => setClosed(error), ALERT_DURATION_MS);
    return () => clearTimeout(timer);
  }, [error, permanent]);
  if (!error || closed === error) return null;
  return (
    <div ref={box} role="alert" className={`${s.alertBox} ${s.alert.error}`} part="alert alert-error">
      <span>{shownText(t, error)}</span>
      <button type="button" className={s.alertCloseIcon} onClick={() => setClosed(error)} aria-label={t('common.dismiss')} />
    </div>
  );
}
