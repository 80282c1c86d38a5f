import * as s from './styles.css';

/** A labelled progress indicator; `label` is already translated. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className={s.center} part="spinner" role="status" aria-live="polite">
      <div className={s.spinner} aria-hidden="true" />
      <span className={s.visuallyHidden}>{label}</span>
    </div>
  );
}
