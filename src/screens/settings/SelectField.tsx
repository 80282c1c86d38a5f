import { useId, type SelectHTMLAttributes } from 'react';
import * as s from '../../ui/styles.css';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  /** Already translated. */
  error?: string | null;
  /** Already translated text of the empty first option. */
  placeholder: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled select with the same error wiring as Field. */
export function SelectField({ label, error, placeholder, options, ...select }: SelectFieldProps) {
  const id = useId();
  const errId = `${id}-err`;
  return (
    <div className={s.field} part="field">
      <label className={s.label} htmlFor={id} part="label">{label}</label>
      <select
        {...select}
        id={id}
        className={s.input}
        part="input select"
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? errId : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
      {error ? <div id={errId} className={s.fieldError} part="field-error">{error}</div> : null}
    </div>
  );
}
