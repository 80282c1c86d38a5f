import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $config } from '../../core/config';
import { $locale } from '../../core/i18n';
import { withQuery } from '../../core/redirect';
import { track } from '../../core/analytics';
import { $platforms, hasTalks, loadPlatforms } from '../../flows/platforms';
import { Button } from '../../ui/Button';
import { useT } from '../../ui/context';
import { TopBar } from '../common/TopBar';
import * as s from '../../ui/styles.css';
import * as si from '../../ui/signed-in.css';
import { useSignedInStyles } from '../../ui/signed-in-styles';

type Panel = 'courses' | 'memorization' | 'talks';
const PANELS: readonly Panel[] = ['courses', 'memorization', 'talks'];
/** Spec §2: academy languages, plus '{product} Future'. */
export const ACADEMY_LANGUAGES = ['english', 'spanish', 'french', 'japanese', 'german', 'italian', 'korean', 'mandarin'] as const;

function isDesktop(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(min-width: 48em)').matches;
}

/** `/` — the products hub (spec §2). */
export default function HubScreen() {
  const t = useT();
  useSignedInStyles();
  const locale = useStore($locale);
  const cfg = useStore($config);
  const platforms = useStore($platforms);
  const [open, setOpen] = useState<Panel | null>(() => (isDesktop() ? 'courses' : null));

  useEffect(() => { void loadPlatforms(); }, []);

  const target: Record<Panel, string> = {
    courses: locale === 'es' ? cfg.academyWaitlistUrl : cfg.academyUrl,
    memorization: cfg.memorizationUrl,
    talks: withQuery(cfg.talksUrl, { callback_url: cfg.portalUrl }),
  };
  const analyticsName = { courses: 'academy', memorization: 'memhack', talks: 'talks' } as const;

  return (
    <div className={si.shell} part="container">
      <TopBar title={t('hub.title')} />
      <main className={si.content}>
        {PANELS.map((p) => {
          const expanded = open === p;
          return (
            <section key={p} className={si.panel} part={`panel panel-${p}`}>
              <h2>
                <button
                  type="button"
                  className={si.panelHeader}
                  aria-expanded={expanded}
                  aria-controls={`panel-${p}`}
                  onClick={() => setOpen(expanded ? null : p)}
                >
                  <span>{t(`hub.${p}.title`)}</span>
                  {p === 'talks' && platforms && !hasTalks(platforms) ? <span className={si.badge} part="badge">{t('hub.talks.free-class')}</span> : null}
                </button>
              </h2>
              {expanded ? (
                <div id={`panel-${p}`} className={si.panelBody}>
                  <p className={s.subtle}>{t(`hub.${p}.text`, { product: cfg.company })}</p>
                  {p === 'courses' ? (
                    <ul className={si.chips} aria-label={t('hub.courses.languages')}>
                      {ACADEMY_LANGUAGES.map((l) => <li key={l} className={si.chip}>{t(`hub.language.${l}`)}</li>)}
                      <li className={si.chip}>{t('hub.language.future', { product: cfg.company })}</li>
                    </ul>
                  ) : null}
                  <div>
                    <Button
                      onClick={() => {
                        track('product_selected', { feature: 'product_hub', product: analyticsName[p] });
                        window.open(target[p], '_blank', 'noopener');
                      }}
                    >
                      {t(`hub.${p}.open`)}
                    </Button>
                  </div>
                </div>
              ) : null}
            </section>
          );
        })}
      </main>
    </div>
  );
}
