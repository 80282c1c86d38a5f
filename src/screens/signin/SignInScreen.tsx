import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { createSignInFlow, type FormError, type SignInExit } from '../../flows/signin-flow';
import { liveSignInDeps } from '../../flows/signin-live';
import { emit, ACCOUNTS_EVENTS } from '../../core/events';
import { NoSessionLayout } from '../../ui/NoSessionLayout';
import { useBranding, useElement, useLocation, useT } from '../../ui/context';
import { $config } from '../../core/config';
import { productKind } from '../../core/product';
import type { Query } from '../../core/router';
import { Button } from '../../ui/Button';
import { EmailStep } from './EmailStep';
import { PasswordStep } from './PasswordStep';
import * as s from '../../ui/styles.css';

function formErrorText(t: (k: string) => string, e: FormError): string | null {
  if (!e) return null;
  return 'key' in e ? t(e.key) : e.message;
}

/** /signin/ — the email step, then the password step (spec §4). */
export function SignInScreen() {
  const { router, host, embedded } = useElement();
  const loc = useLocation();
  const branding = useBranding();
  const t = useT();
  const productQuery: Query = branding.id ? { product: branding.id } : {};

  const exit = (x: SignInExit): void => {
    switch (x.to) {
      case 'activate':
        router.navigate('/activate', { query: { email: x.email, ...productQuery } });
        break;
      case 'validate-email':
        router.navigate('/signup/validate-email', { query: productQuery, state: { email: x.email } });
        break;
      case 'provisional':
        router.navigate('/signin/provisional-password/', { query: productQuery });
        break;
      case 'done':
        emit(host, ACCOUNTS_EVENTS.signedIn, { email: x.email, product: branding.id });
        if (branding.callbackUrl) window.top?.location.assign(branding.callbackUrl);
        else router.navigate('/', { replace: embedded });
        break;
    }
  };

  const [flow] = useState(() => createSignInFlow(liveSignInDeps(() => branding.id, exit), loc.query.email ?? ''));
  const state = useStore(flow.$state);
  const busy = useStore(flow.$busy);
  const errors = useStore(flow.$errors);
  const formError = formErrorText(t, useStore(flow.$formError));
  const teacher = productKind(branding.id) === 'talks';

  return (
    <NoSessionLayout step="signin" showAccessing>
      {formError ? <p role="alert" className={`${s.alertBox} ${s.alert.error}`} part="alert">{formError}</p> : null}
      {state.step === 'email' ? (
        <EmailStep
          initialEmail={state.email}
          busy={busy}
          error={errors.email}
          onSubmit={(email) => void flow.submitEmail(email)}
          footer={
            <div className={s.linkRow}>
              <Button variant="link" onClick={() => router.navigate('/signup/', { query: productQuery })}>{t('signin.create-account')}</Button>
              {teacher ? <a className={`${s.anchor} ${s.desktopOnly}`} part="link teacher-link" href={$config.get().talksTeacherUrl}>{t('signin.teacher-access')}</a> : null}
            </div>
          }
        />
      ) : (
        <PasswordStep
          email={state.email}
          busy={busy}
          error={errors.password}
          onSubmit={(pw) => void flow.submitPassword(pw)}
          onBack={() => flow.back()}
          onForgot={() => router.navigate('/signin/forgot-password', { query: productQuery, state: { email: state.email } })}
        />
      )}
    </NoSessionLayout>
  );
}

