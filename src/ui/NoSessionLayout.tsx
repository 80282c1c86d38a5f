import type { ReactNode } from 'react';
import { initialOf, productKind } from '../core/product';
import { useBranding, useElement, useT } from './context';
import { Alerts } from './Alerts';
import { HelpButton } from './HelpButton';
import { LanguageMenu } from './LanguageMenu';
import { pictureFailed } from './picture';
import * as s from './styles.css';

export type SideStep = 'signin' | 'signup' | 'activate' | 'recovery' | 'verify';

export interface NoSessionLayoutProps {
  step: SideStep;
  /** Show 'you are accessing {product}' (sign-in, sign-up, activate). */
  showAccessing?: boolean;
  /** e.g. "1 of 3", already translated. */
  stepLabel?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of every signed-out screen: branded side panel, card, help, language. */
export function NoSessionLayout({ step, showAccessing = false, stepLabel, children, footer }: NoSessionLayoutProps) {
  const b = useBranding();
  const t = useT();
  const kind = productKind(b.id);
  // Inside a partner's page the host owns the landmarks (main, complementary).
  const embedded = useElement().embedded;
  const Main = embedded ? 'div' : 'main';
  const Side = embedded ? 'div' : 'aside';
  // A picture the first paint found missing (embed/paint.ts) is not asked for again.
  const picture = b.backgroundImage && !pictureFailed(b.backgroundImage) ? b.backgroundImage : null;
  const bg = picture ? { backgroundImage: `url(${JSON.stringify(picture)})` } : undefined;
  return (
    <div className={s.page} part="container">
      <Side className={s.side} style={bg} part="side">
        <div className={s.sideShade} aria-hidden="true" />
        <div className={`${s.sideContent} ${s.sideHeader}`} part="header">
          {b.logo ? <img className={s.logo} part="logo" src={b.logo} alt={b.name} /> : <span className={s.productName}><span className={s.productMark} aria-hidden="true">{initialOf(b.name)}</span>{b.name}</span>}
        </div>
        <p className={`${s.sideContent} ${s.sideMessage}`} part="side-message">{t(step === 'signin' ? `common.side.${kind}` : `side.${kind}.${step}`, { product: b.name })}</p>
      </Side>
      <Main className={s.main}>
        <Alerts className={s.cardAlerts} />
        <div className={s.card} part="card">
          <div className={s.linkRow}>
            {stepLabel ? <span className={s.steps} part="step">{stepLabel}</span> : <span />}
            <LanguageMenu />
          </div>
          {showAccessing && !b.isDefault ? <p className={s.accessing} part="accessing">{t('common.accessing', { product: b.name })}</p> : null}
          {children}
          {footer}
        </div>
        <HelpButton />
      </Main>
    </div>
  );
}
