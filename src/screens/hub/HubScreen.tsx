import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $config, type Config } from '../../core/config';
import { $locale, type Locale } from '../../core/i18n';
import { withQuery } from '../../core/redirect';
import { track } from '../../core/analytics';
import { $platforms, hasTalks, loadPlatforms } from '../../flows/platforms';
import { freemiumStored, onboardingUrl } from '../../flows/onboarding';
import { Button } from '../../ui/Button';
import { Heading } from '../../ui/Heading';
import { useElement, useT } from '../../ui/context';
import { TopBar } from '../common/TopBar';
import { useUserData } from '../common/use-user-data';
import * as s from '../../ui/styles.css';
import * as si from '../../ui/signed-in.css';
import { useSignedInStyles } from '../../ui/signed-in-styles';
import { atLeast48 } from '../../ui/breakpoints';

export type Panel = 'courses' | 'memorization' | 'talks';
const PANELS: readonly Panel[] = ['courses', 'memorization', 'talks'];
/** Spec §2: academy languages, plus '{product} Future'. */
export const ACADEMY_LANGUAGES = ['english', 'spanish', 'french', 'japanese', 'german', 'italian', 'korean', 'mandarin'] as const;
const ANALYTICS_PRODUCT = { courses: 'academy', memorization: 'memhack', talks: 'talks' } as const;

/**
 * Where each panel's button leads (spec §2): Spanish users get the academy's
 * waiting list; talks gets the callback parameters, and onboarding=skip for a
 * freemium talks lead (spec §4).
 */
export function productUrl(panel: Panel, cfg: Config, locale: Locale, freemiumTalks: boolean): string {
  if (panel === 'courses') return locale === 'es' ? cfg.academyWaitlistUrl : cfg.academyUrl;
  if (panel === 'memorization') return cfg.memorizationUrl;
  return onboardingUrl(withQuery(cfg.talksUrl, { callback_url: cfg.portalUrl }), { freemium: freemiumTalks, product: 'talks' });
}

/** `/` — the products hub (spec §2): three disclosure panels; one is selected (open) at a time. */
export default function HubScreen() {
  const t = useT();
  useSignedInStyles();
  const locale = useStore($locale);
  const cfg = useStore($config);
  const platforms = useStore($platforms);
  const { embedded, host } = useElement();
  // "On desktop courses is open" (spec §2): desktop is the element's width, as its layout.
  const [open, setOpen] = useState<Panel | null>(() => (atLeast48(host) ? 'courses' : null));
  // Inside a partner's page the host owns the landmarks: no main, and the panels are plain
  // disclosures (two hubs on a page would repeat a "Courses" region).
  const Main = embedded ? 'div' : 'main';

  useUserData(loadPlatforms);

  const openProduct = (p: Panel): void => {
    track('product_selected', { feature: 'product_hub', product: ANALYTICS_PRODUCT[p] });
    window.open(productUrl(p, cfg, locale, freemiumStored()), '_blank', 'noopener');
  };

  return (
    <div className={si.shell} part="container">
      <TopBar title={t('hub.title')} />
      <Main className={si.content}>
        <Heading visuallyHidden>{t('hub.title')}</Heading>
        {PANELS.map((p) => {
          const expanded = open === p;
          const showBadge = p === 'talks' && platforms !== null && !hasTalks(platforms);
          return (
            <section key={p} className={si.panel} part={`panel panel-${p}`} data-selected={expanded ? 'true' : undefined}>
              <h2 className={si.panelHeading}>
                <button
                  type="button"
                  id={`panel-${p}-button`}
                  className={si.panelHeader}
                  aria-expanded={expanded}
                  aria-controls={`panel-${p}`}
                  onClick={() => setOpen(expanded ? null : p)}
                >
                  <span className={si.panelTitle}>
                    <span>{t(`hub.${p}.title`)}</span>
                    {showBadge ? <span className={si.badge} part="badge">{t('hub.talks.free-class')}</span> : null}
                  </span>
                  <span className={si.chevron} aria-hidden="true" />
                </button>
              </h2>
              <div id={`panel-${p}`} {...(embedded ? {} : { role: 'region', 'aria-labelledby': `panel-${p}-button` })} className={si.panelBody} hidden={!expanded}>
                <p className={s.subtle}>{t(`hub.${p}.text`, { product: cfg.company })}</p>
                {p === 'courses' ? (
                  <ul className={si.chips} aria-label={t('hub.courses.languages')}>
                    {ACADEMY_LANGUAGES.map((l) => <li key={l} className={si.chip}>{t(`hub.language.${l}`)}</li>)}
                    <li className={si.chip}>{t('hub.language.future', { product: cfg.company })}</li>
                  </ul>
                ) : null}
                <div className={si.panelAction}>
                  <Button onClick={() => openProduct(p)}>
                    {t(`hub.${p}.open`)}
                    <span className={s.visuallyHidden}>{t('hub.new-tab')}</span>
                  </Button>
                </div>
              </div>
            </section>
          );
        })}
      </Main>
    </div>
  );
}
