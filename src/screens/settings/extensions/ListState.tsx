import type { ReactNode } from 'react';
import type { LoadedList } from '../../../flows/list-store';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { useT } from '../../../ui/context';
import * as si from '../../../ui/signed-in.css';

/** A settings list as it loads: a spinner the first time, a failure with its retry, else the list. */
export function ListState<T>({ list, failed, onRetry, children }: { list: LoadedList<T>; failed: string; onRetry(): void; children: ReactNode }) {
  const t = useT();
  if (list.status === 'error') {
    return (
      <div className={si.fetchError} role="alert">
        <p>{failed}</p>
        <Button variant="secondary" onClick={onRetry}>{t('common.retry')}</Button>
      </div>
    );
  }
  if (list.status === 'loading' && list.items.length === 0) return <Spinner label={t('shared.loading')} />;
  return <>{children}</>;
}
