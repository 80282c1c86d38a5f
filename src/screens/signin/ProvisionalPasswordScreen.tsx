import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { loadApi } from '../../flows/api';
import { loadAccountApi } from '../../flows/account-api';
import { createProvisionalFlow, type ProvisionalFlow } from '../../flows/provisional-flow';
import { showAlert } from '../../core/show-alert';
import type { Query } from '../../core/router';
import { $provisional, setProvisional } from '../../core/session-store';
import { Button } from '../../ui/Button';
import { Heading } from '../../ui/Heading';
import { PasswordField } from '../../ui/PasswordField';
import { NoSessionLayout } from '../../ui/NoSessionLayout';
import { useBranding, useElement, useT } from '../../ui/context';
import { NewPasswordForm } from '../common/NewPasswordForm';
import { useStable } from '../../ui/use-stable';
import { RedirectSpinner } from '../common/RedirectSpinner';
import * as s from '../../ui/styles.css';

/**
 * `/signin/provisional-password/` — NEW_PASSWORD_REQUIRED (spec §4). Needs the provisional email
 * (kept in this tab: a reload stays here, issue 20); without it, it is back to sign-in. The
 * sign-in's session token is in memory only: without it the form asks for the temporary password.
 */
export default function ProvisionalPasswordScreen() {
  const { router } = useElement();
  const branding = useBranding();
  const productQuery: Query = branding.id ? { product: branding.id } : {};
  const provisional = useStore($provisional);
  const email = provisional?.email ?? '';
  const token = provisional?.sessionToken ?? '';

  const exit = useStable((x: { email: string; passwordSet: boolean }) => {
    if (x.passwordSet) showAlert({ key: 'recovery.password-set', kind: 'success' });
    router.navigate('/signin/', { query: { ...productQuery, email: x.email } });
  });
  const [flow] = useState<ProvisionalFlow | null>(() => (email ? createProvisionalFlow({
    completeNewPassword: async (e, password, sessionToken) => (await loadAccountApi()).completeNewPassword(e, password, sessionToken),
    signIn: async (e, password) => (await loadApi()).signIn(e, password),
    keepToken: (sessionToken) => setProvisional({ email, sessionToken }),
    clearProvisional: () => setProvisional(null),
    exit,
  }, { email, sessionToken: token || null }) : null));

  useEffect(() => {
    if (flow) return;
    // The email lives in this tab's session storage only: another tab or a new visit signs in again.
    router.navigate('/signin/', { query: productQuery, replace: true });
  }, [flow]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when there is nothing to complete

  if (!flow) return <RedirectSpinner />;
  return <ProvisionalForm flow={flow} email={email} onBack={() => router.navigate('/signin/', { query: productQuery })} />;
}

function ProvisionalForm({ flow, email, onBack }: { flow: ProvisionalFlow; email: string; onBack(): void }) {
  const t = useT();
  const needsTemporary = useStore(flow.$needsTemporary);
  const temporaryError = useStore(flow.$temporaryError);
  const [temporary, setTemporary] = useState('');
  return (
    <NoSessionLayout step="recovery">
      <Heading>{t('recovery.provisional.title')}</Heading>
      <p className={s.subtle}>{t('recovery.provisional.text', { email })}</p>
      <NewPasswordForm
        flow={flow}
        email={email}
        submit={t('recovery.provisional.submit')}
        onSubmit={(value) => void flow.submit(value.password, value.confirm, temporary)}
        before={needsTemporary ? (
          <PasswordField
            label={t('recovery.provisional.temporary')}
            name="current-password"
            autoComplete="current-password"
            value={temporary}
            onInput={(e) => setTemporary(e.currentTarget.value)}
            error={temporaryError ? t(temporaryError) : null}
            required
          />
        ) : null}
      />
      <div className={s.linkRow}>
        <Button variant="link" onClick={onBack}>{t('recovery.back-to-signin')}</Button>
      </div>
    </NoSessionLayout>
  );
}
