import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { loadApi } from '../../flows/api';
import { loadAccountApi } from '../../flows/account-api';
import { liveSignInAfter } from '../../flows/signin-live';
import { analyticsProduct } from '../../flows/analytics-product';
import { track } from '../../core/analytics';
import { createActivateFlow, type ActivateExit, type ActivateFlow } from '../../flows/activate-flow';
import type { Query } from '../../core/router';
import { emailError } from '../../core/validation';
import { Button } from '../../ui/Button';
import { Heading } from '../../ui/Heading';
import { NoSessionLayout } from '../../ui/NoSessionLayout';
import { Spinner } from '../../ui/Spinner';
import { FormAlert } from '../../ui/FormAlert';
import { useBranding, useElement, useLocation, useT } from '../../ui/context';
import { NewPasswordFields, NewPasswordForm, useNewPassword } from '../common/NewPasswordForm';
import { useStable } from '../../ui/use-stable';
import { RedirectSpinner } from '../common/RedirectSpinner';
import { useFinish, useToValidateEmail } from '../signup/finish';
import * as s from '../../ui/styles.css';
import { useCodeEntry } from '../../ui/use-code-entry';
import { CodeStep } from '../common/CodeStep';
import { openStep, resendAt, resendSeconds, stepBack } from '../common/step-entry';

/** Activation shares sign-up's numbered steps (spec §2); creating the password is the first. */
const STEP = { current: 1, total: 3 };

/**
 * `/activate?email=&product=` — create a password for an account that has none
 * (spec §4, §7, §8). Opened without a just-run check, it asks the API first.
 */
export default function ActivateScreen() {
  const { router } = useElement();
  const branding = useBranding();
  const loc = useLocation();
  const finish = useFinish();
  // Sign-up's steps from here (creating): 2 of 3, then the phone, then the profile.
  const toValidateEmail = useToValidateEmail(true);
  const productQuery: Query = branding.id ? { product: branding.id } : {};
  const email = (loc.query.email ?? '').trim();
  const valid = !emailError(email);

  const exit = useStable((x: ActivateExit) => {
    switch (x.to) {
      case 'code':
        // An entry of its own (never with the password or the code): a reload, Back and Forward
        // come back to it; the form under it then offers "I already have a code".
        openStep(router, { step: 'code', codeRequired: true, activationChecked: true, resendAt: resendAt(x.resendIn) }, { codeRequired: true, activationChecked: true });
        break;
      case 'done':
        finish.done({ email: x.email });
        break;
      case 'validate-email':
        toValidateEmail(x);
        break;
      case 'signin':
        router.navigate('/signin/', { query: { ...productQuery, email: x.email }, replace: true });
        break;
    }
  });
  // Sign-in has just run the check when it says so in the navigation state.
  const checked = loc.state?.activationChecked === true;
  const callbackUrl = useStable((): string | null => branding.callbackUrl);
  const [flow] = useState<ActivateFlow | null>(() => (valid ? createActivateFlow({
    activateStatus: async (e) => (await loadApi()).activateStatus(e),
    activatePassword: async (e, password, code) => (await loadAccountApi()).activatePassword(e, password, code),
    resendActivationCode: async (e) => (await loadAccountApi()).resendActivationCode(e),
    // The automatic sign-in sends the product's callback url, as the sign-in form's does (spec §4).
    ...liveSignInAfter(callbackUrl),
    exit,
    track: (event) => track(event, { feature: 'activation', product: analyticsProduct(branding.id) }),
  }, email, { checked }) : null));

  useEffect(() => {
    if (!flow) router.navigate('/signin/', { query: productQuery, replace: true });
    else if (!checked) void flow.check();
  }, [flow]); // eslint-disable-line react-hooks/exhaustive-deps -- once per flow

  if (!flow) return <RedirectSpinner />;
  return <ActivateSteps flow={flow} email={email} />;
}

function ActivateSteps({ flow, email }: { flow: ActivateFlow; email: string }) {
  const t = useT();
  const loc = useLocation();
  const state = useStore(flow.$state);
  const busy = useStore(flow.$busy);
  const [value, setValue] = useNewPassword(flow);

  const body = (): React.ReactNode => {
    switch (state.step) {
      case 'checking':
        return <Spinner label={t('recovery.activate.checking')} />;
      case 'signing-in':
        return <Spinner label={t('recovery.activate.signing-in')} />;
      case 'check-failed':
        return (
          <>
            <Heading>{t('recovery.activate.title')}</Heading>
            {/* The screen's only words beside its retry: it stays (spec §8, "unless permanent"). */}
            <FormAlert error={state.error} permanent />
            <Button onClick={() => void flow.check()} busy={busy}>{t('common.retry')}</Button>
          </>
        );
      case 'form':
        if (loc.state?.['step'] === 'code') return <ActivateCodeStep flow={flow} email={email} />;
        return (
          <>
            <Heading>{t('recovery.activate.title')}</Heading>
            <p className={s.subtle}>{t('recovery.activate.text', { email })}</p>
            <NewPasswordForm
              flow={flow}
              email={email}
              label={t('shared.password')}
              submit={t('recovery.activate.submit')}
              onSubmit={(typed) => void flow.submit(typed.password, typed.confirm)}
              typed={[value, setValue]}
              after={loc.state?.['codeRequired'] === true
                // Only once this API has asked for a code (contract B): a spec §7 API never sends one.
                ? <Button variant="link" disabled={busy} onClick={() => flow.haveCode()}>{t('recovery.have-code')}</Button>
                : null}
            />
          </>
        );
      default:
        return assertNever(state);
    }
  };

  return (
    <NoSessionLayout step="activate" showAccessing stepLabel={t('shared.step-of', STEP)}>
      {body()}
    </NoSessionLayout>
  );
}

/**
 * The code the API emailed to prove the mailbox (contract B), the same code UI and resend as
 * recovery's. The password typed on the form is in memory; after a reload it is asked again here.
 */
function ActivateCodeStep({ flow, email }: { flow: ActivateFlow; email: string }) {
  const t = useT();
  const { router } = useElement();
  const loc = useLocation();
  const busy = useStore(flow.$busy);
  const errors = useStore(flow.$errors);
  const formError = useStore(flow.$formError);
  const hasPassword = useStore(flow.$hasPassword);
  const [value, setValue] = useNewPassword(flow);
  const { code, setCode, focusKey, settle, resent } = useCodeEntry();
  return (
    <>
      <FormAlert error={formError} />
      <CodeStep
        title={t('recovery.activate.code-title')}
        text={t('recovery.activate.code-text', { email })}
        code={code}
        onCode={setCode}
        onSubmit={(c) => void flow.submitCode(c, hasPassword ? undefined : value).then(settle)}
        busy={busy}
        focusKey={focusKey}
        labels={{ code: t('recovery.code-label'), box: (position, total) => t('recovery.code-box', { position, total }), submit: t('recovery.activate.submit') }}
        resend={{
          onResend: () => flow.resend(),
          label: t('recovery.resend'),
          countdownLabel: (seconds) => t('recovery.resend-in', { seconds }),
          successMessage: t('recovery.resent'),
          initialSeconds: resendSeconds(loc.state),
          onSettled: resent,
        }}
        links={<Button variant="link" disabled={busy} onClick={() => stepBack(router, { codeRequired: true, activationChecked: true })}>{t('recovery.activate.change-password')}</Button>}
      >
        {hasPassword ? null : (
          <>
            <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
            <NewPasswordFields value={value} onChange={setValue} errors={errors} label={t('shared.password')} />
          </>
        )}
      </CodeStep>
    </>
  );
}

function assertNever(x: never): never {
  throw new Error(`unhandled activation step ${JSON.stringify(x)}`);
}
