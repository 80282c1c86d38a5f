import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import type { FieldErrors, FormError, SignInExit, SignInFlow, SignInState } from '../../flows/signin-flow';
import type { Shown } from '../../flows/code-failure';
import { emit, ACCOUNTS_EVENTS } from '../../core/events';
import { showAlert } from '../../core/alerts';
import { $config } from '../../core/config';
import { productKind } from '../../core/product';
import { HANDOFF_PARAM } from '../../core/keys';
import { leaveTo } from '../../core/redirect';
import { callbackRedirect, freemiumStored, onboardingQuery } from '../../flows/onboarding';
import { loadAreas } from '../../core/i18n';
import type { Query } from '../../core/router';
import { Button } from '../../ui/Button';
import { NoSessionLayout } from '../../ui/NoSessionLayout';
import { Spinner } from '../../ui/Spinner';
import { useBranding, useElement, useLocation, useT } from '../../ui/context';
import { useStable } from '../../ui/use-stable';
import { EmailStep } from './EmailStep';
import { useStepHistory } from './use-step-history';
import * as s from '../../ui/styles.css';
import { FormAlert } from '../../ui/FormAlert';

// The flow, the API and the password step load on first interaction, so the
// email step renders from the entry alone (and without waiting for the API).
const PasswordStep = lazy(() => import('./PasswordStep'));
// Passkeys and the like (issue 24): a chunk of its own, which asks the API whether it offers them
// (contract C); one that can't load (offline) leaves the email step as it is.
const SignInExtensions = lazy(() => import('./SignInExtensions').catch(() => ({ default: () => null })));
const IDLE = { state: atom<SignInState>({ step: 'email', email: '' }), busy: atom(false), errors: atom<FieldErrors>({}), formError: atom<FormError>(null) };

/** /signin/ — the email step, then the password step (spec §4). */
export function SignInScreen() {
  const { router, host, embedded } = useElement();
  const loc = useLocation();
  const branding = useBranding();
  const t = useT();
  const productQuery: Query = branding.id ? { product: branding.id } : {};
  const [flow, setFlow] = useState<SignInFlow | null>(null);
  /** The flow's code could not be loaded (offline): a new object each time, so it shows again. */
  const [loadFailed, setLoadFailed] = useState<Shown | null>(null);
  const loading = useRef<Promise<SignInFlow> | null>(null);

  /** The callback the sign-in call carries (spec §4), as known at the submit. */
  const latestCallback = useStable((): string | null => branding.callbackUrl);
  // Stable, and reading the latest branding: the flow keeps this from the first submit, and the
  // product's record (its callback url) may arrive after that. Its 'validate-email' and 'done'
  // are signup/finish.ts's useToValidateEmail and useFinish written small: this screen is in the
  // first render's bundle (30 kB budget), which that module would join.
  const exit = useStable((x: SignInExit): void => {
    switch (x.to) {
      case 'activate':
        router.navigate('/activate', { query: { email: x.email, ...productQuery }, state: { activationChecked: true } });
        break;
      case 'validate-email':
        // The code did not go out: the resend button's alert; the step opens all the same.
        if (x.sendError) showAlert({ ...x.sendError, kind: 'error' });
        router.navigate('/signup/validate-email', { query: onboardingQuery(productQuery, { freemium: freemiumStored(), product: branding.id }), state: { email: x.email, resendAt: Date.now() + x.resendIn * 1000 } });
        break;
      case 'provisional':
        router.navigate('/signin/provisional-password/', { query: productQuery });
        break;
      case 'done':
        emit(host, ACCOUNTS_EVENTS.signedIn, { email: x.email, product: branding.id });
        if (branding.callbackUrl) leaveTo(callbackRedirect(branding.callbackUrl, branding.id));
        else router.navigate(x.target, { replace: embedded });
        break;
    }
  });

  const ensureFlow = (): Promise<SignInFlow> => {
    // Validation messages (errors area) arrive with the flow: nothing shows them before a submit.
    loading.current ??= Promise.all([import('../../flows/signin-live'), loadAreas(['errors'])]).then(([m]) => {
      const f = m.createLiveSignInFlow(() => branding.id, exit, loc.query.email ?? '', () => latestCallback(), loc.query.next);
      setFlow(f);
      setLoadFailed(null);
      return f;
    }).catch((err: unknown) => {
      loading.current = null; // offline: the next attempt loads again
      setLoadFailed({ key: 'common.offline' });
      throw err;
    });
    return loading.current;
  };

  const stores = flow ? { state: flow.$state, busy: flow.$busy, errors: flow.$errors, formError: flow.$formError } : IDLE;
  const state = useStore(stores.state);
  const busy = useStore(stores.busy);
  const errors = useStore(stores.errors);
  const flowError = useStore(stores.formError);
  const back = useStepHistory(router, loc, flow, state.step);
  // A cross-site hand-off whose email step was submitted on the partner's page: carry on from
  // there (once; the marker leaves the URL so a reload or Back asks again).
  useEffect(() => {
    const { path, query } = router.$location.get();
    if (query[HANDOFF_PARAM] !== 'email' || !query.email) return;
    const { [HANDOFF_PARAM]: _, ...rest } = query;
    router.navigate(path, { query: rest, replace: true });
    void ensureFlow().then((f) => f.submitEmail(query.email ?? ''), () => {});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on arrival only
  }, []);

  const teacher = productKind(branding.id) === 'talks';

  return (
    <NoSessionLayout step="signin" showAccessing>
      {loadFailed ? <FormAlert error={loadFailed} permanent /> : <FormAlert error={flowError} />}
      {state.step === 'email' ? (
        <EmailStep
          initialEmail={loc.query.email ?? ''}
          busy={busy}
          error={errors.email}
          onFocus={() => { void ensureFlow().catch(() => {}); }}
          onSubmit={(email) => { void ensureFlow().then((f) => f.submitEmail(email), () => {}); }}
          footer={
            <div className={s.linkRow}>
              <Button variant="link" onClick={() => router.navigate('/signup/', { query: productQuery })}>{t('signin.create-account')}</Button>
              {teacher ? <a className={`${s.anchor} ${s.desktopOnly}`} part="link teacher-link" href={$config.get().talksTeacherUrl}>{t('signin.teacher-access')}</a> : null}
            </div>
          }
        />
      ) : flow ? (
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <PasswordStep
            email={state.email}
            busy={busy}
            error={errors.password}
            onSubmit={(pw) => void flow.submitPassword(pw)}
            onBack={back}
            onForgot={() => router.navigate('/signin/forgot-password', { query: productQuery, state: { email: state.email } })}
          />
        </Suspense>
      ) : null}
      <Suspense fallback={null}><SignInExtensions step={state.step} busy={busy} flow={ensureFlow} /></Suspense>
    </NoSessionLayout>
  );
}
