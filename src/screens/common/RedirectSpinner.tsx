import { useT } from '../../ui/context';
import { Spinner } from '../../ui/Spinner';

export function RedirectSpinner() {
  const t = useT();
  return <Spinner label={t('common.redirecting')} />;
}
