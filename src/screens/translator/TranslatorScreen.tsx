import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import css from '/src/screens/translator/translator.css.ts.vanilla.css?inline';
import { createTranslatorFlow, type TranslatorFlow } from '../../flows/translator-flow';
import { Button } from '../../ui/Button';
import { Heading } from '../../ui/Heading';
import { LanguageMenu } from '../../ui/LanguageMenu';
import { Spinner } from '../../ui/Spinner';
import { useT } from '../../ui/context';
import { useStyles } from '../../ui/use-styles';
import * as s from '../../ui/styles.css';
import { AreaSection } from './AreaSection';
import { TranslatorToolbar } from './TranslatorToolbar';
import { loadLocaleSources } from './locale-sources';
import { releaseDownload } from '../../ui/save-file';
import * as x from './translator.css';

function Strings({ flow }: { flow: TranslatorFlow }) {
  const t = useT();
  const view = useStore(flow.$view);
  const edits = useStore(flow.$edits);
  const warnings = useStore(flow.$warnings);
  const shown = view.reduce((n, a) => n + a.entries.length, 0);
  const total = view.reduce((n, a) => n + a.total, 0);
  return (
    <>
      <TranslatorToolbar flow={flow} shown={shown} total={total} />
      {shown === 0 ? <p className={s.subtle}>{t('translator.no-results')}</p> : null}
      {view.map((v) => <AreaSection key={v.area} view={v} edits={edits} warnings={warnings} flow={flow} />)}
    </>
  );
}

/** `/lang/create` — the hidden translator tool (spec §1, issue #7). Not linked from anywhere. */
export default function TranslatorScreen() {
  useStyles(css);
  const t = useT();
  const [flow] = useState(() => createTranslatorFlow({ load: loadLocaleSources }));
  const state = useStore(flow.$state);

  useEffect(() => {
    void flow.load();
    return releaseDownload;
  }, [flow]);

  return (
    <main className={x.page} part="container translator">
      <header className={x.header}>
        <div className={x.intro}>
          <Heading>{t('translator.title')}</Heading>
          <p className={s.subtle}>{t('translator.intro')}</p>
        </div>
        <LanguageMenu />
      </header>
      {state.status === 'loading' ? <Spinner label={t('translator.loading')} /> : null}
      {state.status === 'failed' ? (
        <div className={s.center} role="alert">
          <p>{t('translator.load-failed')}</p>
          <Button variant="secondary" onClick={() => void flow.load()}>{t('translator.retry')}</Button>
        </div>
      ) : null}
      {state.status === 'ready' ? <Strings flow={flow} /> : null}
    </main>
  );
}
