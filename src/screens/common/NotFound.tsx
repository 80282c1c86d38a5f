import { Button } from '../../ui/Button';
import { Heading } from '../../ui/Heading';
import { HelpButton } from '../../ui/HelpButton';
import { LanguageMenu } from '../../ui/LanguageMenu';
import { useBranding, useElement, useT } from '../../ui/context';
import * as s from '../../ui/styles.css';

/** Any path outside the route table (spec §2). */
export default function NotFound() {
  const t = useT();
  const { router, embedded } = useElement();
  const branding = useBranding();
  // Inside a partner's page the host owns the main landmark.
  const Main = embedded ? 'div' : 'main';
  return (
    <Main className={s.center} part="container not-found">
      <LanguageMenu />
      <Heading>{t('common.not-found.title')}</Heading>
      <p className={s.subtle}>{t('common.not-found.text')}</p>
      <div>
        <Button variant="secondary" onClick={() => router.navigate('/', { query: branding.id ? { product: branding.id } : {} })}>{t('common.not-found.back')}</Button>
      </div>
      {/* Every screen has the floating help (spec §1); lost users most of all. */}
      <HelpButton />
    </Main>
  );
}
