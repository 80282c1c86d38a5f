import { useStore } from '@nanostores/react';
import { $networkWait } from '../../core/network-wait';
import { useT } from '../../ui/context';
import { Spinner } from '../../ui/Spinner';

/**
 * While a screen or a decision loads. What it waits on the network for is said, not only spun
 * (offline, a slow connection): these spinners stand where a screen's alerts would be.
 */
export function RedirectSpinner() {
  const t = useT();
  const wait = useStore($networkWait);
  return <Spinner label={t(wait ? `common.${wait}` : 'common.redirecting')} shown={!!wait} />;
}
