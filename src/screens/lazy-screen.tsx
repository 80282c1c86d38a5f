import { createContext, lazy, useContext, useLayoutEffect, useState, type ComponentType } from 'react';
import { loadAreas, loadLocale } from '../core/i18n';
import { saidIfSlow } from '../core/network-wait';
import { Button } from '../ui/Button';
import { ElementContext, useT } from '../ui/context';
import * as s from '../ui/styles.css';

/** Transient failures (a flaky network) get this many more tries, after these pauses. */
const RETRY_PAUSES_MS = [300, 1000];

interface Retry {
  retry(): void;
  /** Loads tried again since the first failure. */
  attempts: number;
  reload(): void;
}

// No default: LoadFailed only renders inside LazyScreen's provider.
const RetryContext = createContext<Retry>(null as unknown as Retry);

/**
 * The screen's chunk or its strings could not be fetched: a message in place of a blank
 * screen, a retry, and an automatic one when the browser comes back online. A module that failed
 * to load stays failed for the page (the browser's module map keeps the failure, and asks the
 * server nothing), so a retry that fails again while online loads the page again: by itself in
 * the hosted portal, on the button inside an element (the partner's page is not ours to reload
 * unasked).
 */
function LoadFailed() {
  const t = useT();
  const { retry, attempts, reload } = useContext(RetryContext);
  const embedded = useContext(ElementContext)?.embedded ?? false;
  const stuck = attempts > 0 && navigator.onLine;
  // Listening from the commit on, not after the paint: an `online` in between would be missed.
  useLayoutEffect(() => {
    if (stuck && !embedded) return reload();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry, reload, stuck, embedded]);
  return (
    <div className={s.center} part="load-failed">
      <p role="alert">{t('common.offline')}</p>
      <Button variant="secondary" onClick={stuck ? reload : retry}>{t('common.retry')}</Button>
    </div>
  );
}

async function withRetries<T>(load: () => Promise<T>, pauses: readonly number[] = RETRY_PAUSES_MS): Promise<T> {
  try {
    return await load();
  } catch (err) {
    // Offline: no attempt is worth burning; LoadFailed waits for `online`.
    if (pauses.length === 0 || !navigator.onLine) throw err;
    await new Promise((resolve) => setTimeout(resolve, pauses[0]));
    return withRetries(load, pauses.slice(1));
  }
}

/**
 * A screen chunk that shows only once its strings (locale areas) are loaded too. A failed
 * load shows LoadFailed instead of throwing into the tree (a blank screen).
 */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, areas: readonly string[], reload = () => location.reload()) {
  // Every lazy group may show errors, the signed-out side panel's messages for its steps, and
  // the strings later screens share (a password field, a step counter, sign-out…).
  // Then the page's language's, should it have switched meanwhile (another element's locale).
  // A load that takes long says so under the spinner (RedirectSpinner): a stalled chunk is never answered.
  const make = () => lazy(() => saidIfSlow(withRetries(() => Promise.all([load(), loadAreas(['errors', 'side', 'shared', ...areas]).then(() => loadLocale())])))
    .then(([m]) => m, (): { default: ComponentType<P> } => ({ default: LoadFailed })));
  let Screen = make();
  return function LazyScreen(props: P) {
    const [attempts, setAttempts] = useState(0);
    const retry = () => {
      Screen = make();
      setAttempts((n) => n + 1);
    };
    return <RetryContext.Provider value={{ retry, attempts, reload }}><Screen {...props} /></RetryContext.Provider>;
  };
}
