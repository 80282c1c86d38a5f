import { useId } from 'react';
import type { AreaView, Edits, PlaceholderWarning, TranslatorFlow } from '../../flows/translator-flow';
import { useT } from '../../ui/context';
import { TranslatorRow } from './TranslatorRow';
import * as x from './translator.css';

interface AreaProps {
  view: AreaView;
  edits: Edits;
  warnings: Record<string, PlaceholderWarning>;
  flow: TranslatorFlow;
}

/** One locale file (area): its name, how many of its strings changed, and the strings that pass the filters. */
export function AreaSection({ view, edits, warnings, flow }: AreaProps) {
  const t = useT();
  const id = useId();
  if (view.entries.length === 0) return null;
  return (
    <section className={x.area} part="translator-area" aria-labelledby={id} data-area={view.area}>
      <div className={x.areaHeader}>
        <h2 id={id} className={x.areaTitle}>{view.area}</h2>
        <span className={x.count} part="translator-area-count">{t('translator.area-count', { changed: view.changed, total: view.total })}</span>
      </div>
      <ul className={x.list}>
        {view.entries.map((e) => (
          <TranslatorRow key={e.key} entry={e} edited={edits[view.area]?.[e.key]} warning={warnings[`${view.area}.${e.key}`]} flow={flow} />
        ))}
      </ul>
    </section>
  );
}
