import { useId, type InputHTMLAttributes } from 'react';
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
  return (
    <div className={s.field} part="field">
      <label className={s.label} htmlFor={id} part="label">{label}</label>
      <input
        {...input}
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
