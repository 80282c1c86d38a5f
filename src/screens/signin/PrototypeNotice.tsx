import { useT } from '../../ui/context';
import { useStyles } from '../../ui/use-styles';
import * as c from './forgot-email.css';
import css from '/src/screens/signin/forgot-email.css.ts.vanilla.css?inline';

/** Marks a prototype screen: sample data, nothing sent. */
export function PrototypeNotice({ children }: { children?: React.ReactNode }) {
  const t = useT();
  useStyles(css);
  return (
    <p className={c.notice} role="note" part="prototype-notice">
      {t('recovery.forgot-email.prototype')}
      {children}
    </p>
  );
}
