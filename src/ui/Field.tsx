import { useId, useLayoutEffect, useRef, type InputHTMLAttributes } from 'react';
import * as s from './styles.css';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Already translated message; shown under the input and linked by aria-describedby. */
  error?: string | null;
  hint?: React.ReactNode;
}

/** `children` go right after the input (a password field's show button). */
export function Field({ label, error, hint, children, ...input }: FieldProps) {
  const id = useId();
  const errId = `${id}-err`;
  const hintId = `${id}-hint`;
  const described = [error ? errId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  const ref = useRef<HTMLInputElement>(null);
  // autoFocus as React does it: preact/compat leaves it to the browser, which honours it once per
  // page, so a field shown later (a dialog's next step, a rename form) left focus on <body>.
  useLayoutEffect(() => { if (input.autoFocus) ref.current?.focus(); }, []); // eslint-disable-line react-hooks/exhaustive-deps -- on mount only
  return (
    <div className={s.field} part="field">
      <label className={s.label} htmlFor={id} part="label">{label}</label>
      <input
        {...input}
        ref={ref}
        id={id}
        className={s.input}
        part="input"
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={described}
      />
      {children}
      {hint ? <div id={hintId}>{hint}</div> : null}
      {error ? <div id={errId} className={s.fieldError} part="field-error">{error}</div> : null}
    </div>
  );
}
