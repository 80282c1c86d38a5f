import * as s from './styles.css';

/** A labelled progress indicator; `label` is already translated, and `shown` under it, not only spoken. */
export function Spinner({ label, shown = false }: { label: string; shown?: boolean }) {
  return (
    <div className={s.center} part="spinner" role="status" aria-live="polite">
      <div className={s.spinner} aria-hidden="true" />
      <span className={shown ? undefined : s.visuallyHidden}>{label}</span>
    </div>
  );
}
