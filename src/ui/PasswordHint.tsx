import { passwordChecks } from '../core/validation';
import { useT } from './context';
import * as s from './styles.css';

/** The two live checks under every new-password field (spec §5). */
export function PasswordHint({ password }: { password: string }) {
  const t = useT();
  const c = passwordChecks(password);
  return (
    <ul className={s.hint} part="password-hint" aria-live="polite">
      <li data-ok={c.minLength}>{c.minLength ? '✓ ' : '○ '}{t('shared.hint-min-length')}</li>
      <li data-ok={c.lettersAndNumbers}>{c.lettersAndNumbers ? '✓ ' : '○ '}{t('shared.hint-letters-numbers')}</li>
    </ul>
  );
}
