import type { Query } from '../../core/router';
import { Button } from '../../ui/Button';
import { Heading } from '../../ui/Heading';
import { NoSessionLayout } from '../../ui/NoSessionLayout';
import { useBranding, useElement, useT } from '../../ui/context';
import { PrototypeNotice } from './PrototypeNotice';
import { SAMPLE_EMAILS } from './forgot-email-sample';
import * as c from './forgot-email.css';
import * as s from '../../ui/styles.css';

/** `/signin/forgot-email/list` — the prototype's fixed, masked results; choosing one pre-fills sign-in. */
export default function ForgotEmailListScreen() {
  const t = useT();
  const { router } = useElement();
  const branding = useBranding();
  const productQuery: Query = branding.id ? { product: branding.id } : {};
  return (
    <NoSessionLayout step="recovery">
      <Heading>{t('recovery.forgot-email.list-title')}</Heading>
      <PrototypeNotice />
      <p className={s.subtle}>{t('recovery.forgot-email.list-text')}</p>
      <ul className={c.list} aria-label={t('recovery.forgot-email.list-label')} part="email-list">
        {SAMPLE_EMAILS.map((sample) => (
          <li key={sample.masked}>
            <Button variant="secondary" onClick={() => router.navigate('/signin/', { query: { ...productQuery, email: sample.email } })}>
              {t('recovery.forgot-email.use', { email: sample.masked })}
            </Button>
          </li>
        ))}
      </ul>
      <div className={s.linkRow}>
        <Button variant="link" onClick={() => router.navigate('/signin/', { query: productQuery })}>{t('recovery.back-to-signin')}</Button>
      </div>
    </NoSessionLayout>
  );
}
