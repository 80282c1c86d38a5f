import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { ZIP_NAME, type TranslatorFlow } from '../../flows/translator-flow';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { useT } from '../../ui/context';
import { saveFile } from '../../ui/save-file';
import * as x from './translator.css';

/** Search, changed-only filter, counts, discard all (with a confirmation) and the zip download. */
export function TranslatorToolbar({ flow, shown, total }: { flow: TranslatorFlow; shown: number; total: number }) {
  const t = useT();
  const query = useStore(flow.$query);
  const changedOnly = useStore(flow.$changedOnly);
  const changedTotal = useStore(flow.$changedTotal);
  const warnings = Object.keys(useStore(flow.$warnings)).length;
  const busy = useStore(flow.$busy);
  const saveFailed = useStore(flow.$saveFailed);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLSpanElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const wasConfirming = useRef(false);
  const blockedId = useId();

  // In the commit that shows the confirmation (or takes it away): after the paint, a focus the
  // user moved meanwhile would be taken back.
  useLayoutEffect(() => {
    // Focus lands on 'cancel', the safe choice, so Enter twice never discards by accident.
    if (confirming) confirmRef.current?.querySelector<HTMLButtonElement>('button:last-of-type')?.focus();
    // Leaving the confirmation removes the focused button: focus goes back to 'discard all', or
    // to the search field when nothing is left to discard (the button is then disabled).
    else if (wasConfirming.current) {
      const back = rootRef.current?.querySelector<HTMLElement>('[data-discard]:not(:disabled)') ?? rootRef.current?.querySelector<HTMLElement>('input[type="search"]');
      back?.focus();
    }
    wasConfirming.current = confirming;
  }, [confirming]);

  const download = async (): Promise<void> => {
    setDownloadFailed(false);
    try {
      const bytes = await flow.buildZip();
      if (bytes) saveFile(bytes, ZIP_NAME);
    } catch {
      setDownloadFailed(true); // the fflate chunk could not load (offline, new deploy)
    }
  };

  return (
    <div ref={rootRef} className={x.toolbar} part="translator-toolbar">
      <Field label={t('translator.search')} type="search" name="search" autoComplete="off" spellCheck={false}
        value={query} onInput={(e) => flow.setQuery(e.currentTarget.value)} />
      <div className={x.toolbarActions}>
        <label className={x.checkbox}>
          <input type="checkbox" name="changed-only" checked={changedOnly} onChange={(e) => flow.setChangedOnly(e.currentTarget.checked)} />
          {t('translator.changed-only')}
        </label>
        <span className={x.count} part="translator-changed-total">{t('translator.changed-total', { count: changedTotal })}</span>
      </div>
      <p className={x.showing} role="status" part="translator-showing">{t('translator.showing', { shown, total })}</p>
      <div className={x.toolbarActions}>
        <Button variant="secondary" busy={busy} disabled={warnings > 0} aria-describedby={warnings > 0 ? blockedId : undefined}
          onClick={() => void download()}>
          {t('translator.download')}
        </Button>
        {confirming ? (
          <span ref={confirmRef} className={x.toolbarActions} role="group" aria-label={t('translator.discard-all')}>
            <span>{t('translator.discard-confirm')}</span>
            <Button variant="secondary" onClick={() => { flow.discardAll(); setConfirming(false); }}>{t('translator.discard-yes')}</Button>
            <Button variant="link" onClick={() => setConfirming(false)}>{t('translator.discard-no')}</Button>
          </span>
        ) : (
          <Button variant="link" data-discard disabled={changedTotal === 0} onClick={() => setConfirming(true)}>{t('translator.discard-all')}</Button>
        )}
      </div>
      {warnings > 0 ? <p id={blockedId} className={`${x.message} ${x.warningText}`} part="translator-blocked">{t('translator.download-blocked', { count: warnings })}</p> : null}
      {downloadFailed ? <p className={`${x.message} ${x.warningText}`} role="alert">{t('translator.download-failed')}</p> : null}
      {saveFailed ? <p className={`${x.message} ${x.warningText}`} role="alert">{t('translator.save-failed')}</p> : null}
    </div>
  );
}
