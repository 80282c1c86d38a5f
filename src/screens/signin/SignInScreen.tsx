import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import type { FieldErrors, SignInFlow, SignInState } from '../../flows/signin-flow';
import type { Failure } from '../../core/failure';
import { $config } from '../../core/config';
import { productKind } from '../../core/product';
import { HANDOFF_PARAM } from '../../core/keys';
import { passkeysPossible } from '../../core/ip-host';
import { loadAreas } from '../../core/i18n';
import type { Query } from '../../core/router';
import { Button } from '../../ui/Button';
import { NoSessionLayout } from '../../ui/NoSessionLayout';
import { Spinner } from '../../ui/Spinner';
import { useBranding, useElement, useLocation, useT } from '../../ui/context';
import { useStable } from '../../ui/use-stable';
import { EmailStep } from './EmailStep';
import * as s from '../../ui/styles.css';
import { FormAlert } from '../../ui/FormAlert';
import { loadApi } from '../../flows/api';
import { whenOnline } from '../../core/network-wait';

// The flow, the API and the password step load on first interaction, so the
// email step renders from the entry alone (and without waiting for the API).
const passwordStep = () => import('./PasswordStep');
const PasswordStep = lazy(passwordStep);
// Passkeys and the like (issue 24): a chunk of its own, which asks the API whether it offers them
// (contract C); one that can't load (offline) leaves the email step as it is.
const SignInExtensions = lazy(() => import('./SignInExtensions').catch(() => ({ default: () => null })));
/** The areas the sign-in flow's steps and messages use, beyond the first screen's (common). */
const SIGNIN_FLOW_AREAS = ['errors', 'signin', 'shared'];
const IDLE = { state: atom<SignInState>({ step: 'email', email: '' }), busy: atom(false), errors: atom<FieldErrors>({}), formError: atom<Failure | null>(null) };

/** /signin/ — the email step, then the password step (spec §4). */
export function SignInScreen() {
  const element = useElement();
  const { router } = element;
  const loc = useLocation();
  const branding = useBranding();
  const t = useT();
  const productQuery: Query = branding.id ? { product: branding.id } : {};
  const [flow, setFlow] = useState<SignInFlow | null>(null);
  /** The flow's code could not be loaded (offline): a new object each time, so it shows again. */
  const [loadFailed, setLoadFailed] = useState<Failure | null>(null);
  const loading = useRef<Promise<SignInFlow> | null>(null);

  /**
   * The branding as it is at a submit (the callback the sign-in call carries, spec §4, and where
   * the flow ends): the product's record may arrive after the first render.
   */
  const latestBranding = useStable(() => branding);

  const ensureFlow = (): Promise<SignInFlow> => {
    // Prefetches, for speed: the password step shows without another download once the email is
    // checked, and a submit is left with its call alone (the API layer, fetched now, would
    // otherwise come first; offline, loadApi waits for the network either way).
    if (!loading.current) {
      void whenOnline(passwordStep).catch(() => {});
      void loadApi().catch(() => {});
    }
    // Offline, the chunks wait for the connection (the screen says so) and a submit carries on
    // then; an import tried offline would fail, and stay failed in the page's module map.
    loading.current ??= whenOnline(async () => {
      const exits = await import('./exits');
      // Validation messages (errors), the password step's and its failures' (signin) and its
      // field's (shared) arrive with the flow: nothing shows them before a submit. Asked for
      // once the flow is here: the embed's flow chunk brings pt's (embed/ready.ts), so only
      // another language's are fetched then.
      await loadAreas(SIGNIN_FLOW_AREAS);
      return exits;
    }).then((exits) => {
      const f = exits.liveSignIn({ ...element, branding: latestBranding }, loc.query);
      setFlow(f);
      setLoadFailed(null);
      return f;
    }).catch((err: unknown) => {
      loading.current = null; // the connection went mid-load: the next attempt loads again
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
          // Forward to the password step's entry (Back, then Forward) shows its email again.
          key={loc.query.email}
          initialEmail={loc.query.email ?? ''}
          busy={busy}
          error={errors.email}
          onFocus={() => { void ensureFlow().catch(() => {}); }}
          onSubmit={(email) => { void ensureFlow().then((f) => f.submitEmail(email), () => {}); }}
          footer={
            <div className={s.linkRow}>
              <Button variant="link" onClick={() => router.navigate('/signup/', { query: productQuery })}>{t('common.create-account')}</Button>
              {teacher ? <a className={`${s.anchor} ${s.desktopOnly}`} part="link teacher-link" href={$config.get().talksTeacherUrl}>{t('common.teacher-access')}</a> : null}
            </div>
          }
        />
      ) : flow ? (
        <Suspense fallback={<Spinner label={t('shared.loading')} />}>
          <PasswordStep
            email={state.email}
            busy={busy}
            error={errors.password}
            onSubmit={(pw) => void flow.submitPassword(pw)}
            flow={flow}
            onForgot={() => router.navigate('/signin/forgot-password', { query: productQuery, state: { email: state.email } })}
          />
        </Suspense>
      ) : null}
      {/* Its chunk only where it can show something: a notice handed here, or passkeys that could work. */}
      {loc.state?.notice || passkeysPossible() ? <Suspense fallback={null}><SignInExtensions step={state.step} busy={busy} flow={ensureFlow} /></Suspense> : null}
    </NoSessionLayout>
  );
}
