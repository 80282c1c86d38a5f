import { useState } from 'react';
import css from '/src/ui/PasswordField.css.ts.vanilla.css?inline';
import { Field, type FieldProps } from './Field';
import { useT } from './context';
import { useStyles } from './use-styles';
import * as pf from './PasswordField.css';

/** An eye, struck through while the password shows (the button then hides it). */
function Eye({ struck }: { struck: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {struck ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}

/**
 * A password field with a button that shows what was typed, and hides it again: one name for
 * both states ("Show password"), its state told by aria-pressed. The typed value and the focus
 * stay.
 */
export function PasswordField(props: Omit<FieldProps, 'type'>) {
  const t = useT();
  useStyles(css);
  const [shown, setShown] = useState(false);
  return (
    <Field {...props} type={shown ? 'text' : 'password'} autoCapitalize="off" spellCheck={false}>
      <button
        type="button"
        className={pf.toggle}
        part="password-toggle"
        aria-label={t('shared.show-password')}
        aria-pressed={shown}
        onClick={() => setShown(!shown)}
      >
        <Eye struck={shown} />
      </button>
    </Field>
  );
}
