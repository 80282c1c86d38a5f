import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { loadAccountApi } from '../../flows/account-api';
import { liveSignInAfter } from '../../flows/signin-live';
import { createResetFlow, type ResetExit } from '../../flows/recovery-flow';
import { showAlert } from '../../core/show-alert';
import type { Query } from '../../core/router';
import { Button } from '../../ui/Button';
import { Heading } from '../../ui/Heading';
import { NoSessionLayout } from '../../ui/NoSessionLayout';
import { useBranding, useElement, useLocation, useT } from '../../ui/context';
import { NewPasswordForm } from '../common/NewPasswordForm';
import { stateString } from '../common/step-entry';
import { heldCode } from '../../flows/recovery-flow';
import { RedirectSpinner } from '../common/RedirectSpinner';
import { useFinish, useToValidateEmail } from '../signup/finish';
import { useStable } from '../../ui/use-stable';
import * as s from '../../ui/styles.css';

/**
 * `/signin/forgot-password/reset` — new password for the email in the navigation state (the route
 * guard sends a visit without it to /) and the code the code step holds in memory, then automatic
 * sign-in (spec §4). Without the code (a reload) it is back to the code step: the code in the
 * inbox still works (issue 20).
 */
export default function ResetPasswordScreen() {
  const { router } = useElement();
  const loc = useLocation();
  const email = stateString(loc.state, 'email');
  const [code] = useState(() => heldCode(email));
  useEffect(() => {
    if (!code) router.navigate('/signin/forgot-password', { query: loc.query, state: { email, step: 'code' }, replace: true });
  }, [code]); // eslint-disable-line react-hooks/exhaustive-deps -- once
  return code ? <ResetForm email={email} code={code} /> : <RedirectSpinner />;
}

function ResetForm({ email, code }: { email: string; code: string }) {
  const t = useT();
  const { router } = useElement();
  const branding = useBranding();
  const finish = useFinish();
  const toValidateEmail = useToValidateEmail();
  const productQuery: Query = branding.id ? { product: branding.id } : {};

  const exit = useStable((x: ResetExit) => {
    if (x.to === 'done') {
      finish.done({ email: x.email });
      return;
    }
    if (x.to === 'validate-email') {
      toValidateEmail(x);
      return;
    }
    showAlert({ key: 'recovery.password-set', kind: 'success' });
    router.navigate('/signin/', { query: { ...productQuery, email: x.email } });
  });
  const callbackUrl = useStable((): string | null => branding.callbackUrl);
  const [flow] = useState(() => createResetFlow({
    forgotPasswordReset: async (e, password, c) => (await loadAccountApi()).forgotPasswordReset(e, password, c),
    // The automatic sign-in sends the product's callback url, as the sign-in form's does (spec §4).
    ...liveSignInAfter(callbackUrl),
    exit,
  }, { email, code }));
  const codeRejected = useStore(flow.$codeRejected);

  return (
    <NoSessionLayout step="recovery">
      <Heading>{t('recovery.reset.title')}</Heading>
      <p className={s.subtle}>{t('recovery.reset.text', { email })}</p>
      <NewPasswordForm
        flow={flow}
        email={email}
        submit={t('recovery.reset.submit')}
        onSubmit={(value) => void flow.submit(value.password, value.confirm)}
        notice={codeRejected ? (
          <Button variant="secondary" onClick={() => router.navigate('/signin/forgot-password', { state: { email }, query: productQuery })}>
            {t('recovery.reset.request-new-code')}
          </Button>
        ) : null}
      />
      <div className={s.linkRow}>
        <Button variant="link" onClick={() => router.navigate('/signin/', { query: productQuery })}>{t('recovery.back-to-signin')}</Button>
      </div>
    </NoSessionLayout>
  );
}
