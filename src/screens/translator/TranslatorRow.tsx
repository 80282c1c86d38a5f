import { memo, useId, useRef } from 'react';
import type { PlaceholderWarning, TranslatorEntry, TranslatorFlow } from '../../flows/translator-flow';
import { MAX_EDIT_LENGTH } from '../../flows/translator-flow';
import { Button } from '../../ui/Button';
import { useT, type Translate } from '../../ui/context';
import * as s from '../../ui/styles.css';
import * as x from './translator.css';

interface RowProps {
  entry: TranslatorEntry;
  /** The edited Portuguese value, undefined when unchanged. */
  edited: string | undefined;
  warning: PlaceholderWarning | undefined;
  flow: TranslatorFlow;
}

const braces = (names: string[]) => names.map((n) => `{{${n}}}`).join(', ');

function Reference({ lang, label, text, t }: { lang: string; label: string; text: string; t: Translate }) {
  return (
    <div className={x.reference} part="translator-reference">
      <span className={x.referenceLabel}>{label}</span>
      {text ? <span lang={lang}>{text}</span> : <span className={x.missing}>{t('translator.untranslated')}</span>}
    </div>
  );
}

/** One string: its dotted key, the pt editor with change marker, reset and placeholder warning, en and es beside it. */
export const TranslatorRow = memo(function TranslatorRow({ entry, edited, warning, flow }: RowProps) {
  const t = useT();
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const changed = edited !== undefined;
  const fullKey = `${entry.area}.${entry.key}`;
  const warnId = `${id}-warn`;
  const originalId = `${id}-orig`;
  const described = [warning ? warnId : '', changed ? originalId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <li className={x.row} part="translator-row" data-changed={changed ? 'true' : 'false'} data-key={fullKey}>
      <div className={x.editor}>
        <div className={x.keyLine}>
          <label className={x.key} htmlFor={id}>{fullKey}</label>
          {changed ? <span className={x.badge} part="translator-changed">{t('translator.changed')}</span> : null}
        </div>
        <textarea
          ref={box}
          id={id}
          className={`${s.input} ${x.textarea}`}
          part="input translator-input"
          lang="pt-BR"
          name={fullKey}
          rows={Math.min(6, Math.max(1, Math.ceil((edited ?? entry.pt).length / 56)))}
          maxLength={MAX_EDIT_LENGTH}
          value={edited ?? entry.pt}
          aria-invalid={warning ? 'true' : undefined}
          aria-describedby={described}
          onInput={(e) => flow.edit(entry.area, entry.key, e.currentTarget.value)}
        />
        {warning ? (
          <div id={warnId} className={x.warningText} part="translator-warning">
            {warning.empty ? <div>{t('translator.empty')}</div> : <PlaceholderHelp warning={warning} />}
          </div>
        ) : null}
        {changed ? (
          <div className={x.rowActions}>
            <span id={originalId} className={s.subtle}>{t('translator.original')}: <span lang="pt-BR">{entry.pt}</span></span>
            <Button variant="link" aria-label={t('translator.reset-key', { key: fullKey })} onClick={() => {
              // The button goes with the change: focus moves to the restored text, not to <body>.
              box.current?.focus();
              flow.reset(entry.area, entry.key);
            }}>
              {t('translator.reset')}
            </Button>
          </div>
        ) : null}
      </div>
      <Reference lang="en" label={t('translator.en')} text={entry.en} t={t} />
      <Reference lang="es" label={t('translator.es')} text={entry.es} t={t} />
    </li>
  );
});

/** What a placeholder warning says: what was lost or added, and how to write one. */
function PlaceholderHelp({ warning }: { warning: PlaceholderWarning }) {
  const t = useT();
  const example = warning.missing.length ? warning.missing.slice(0, 1) : ['product'];
  return (
    <>
      {warning.missing.length ? <div>{t('translator.placeholder-missing', { names: braces(warning.missing) })}</div> : null}
      {warning.extra.length ? <div>{t('translator.placeholder-extra', { names: braces(warning.extra) })}</div> : null}
      <div>{t('translator.placeholder-help', { example: braces(example) })}</div>
    </>
  );
}
