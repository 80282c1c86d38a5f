import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { loadApi } from '../../flows/api';
import { loadAccountApi } from '../../flows/account-api';
import { storeSession } from '../../core/session-store';
import { showAlert } from '../../core/show-alert';
import { signupSource } from '../../core/product';
import { useStable } from '../../ui/use-stable';
import { useKeptFields } from '../../ui/use-kept-fields';
import type { Query } from '../../core/router';
import { createSignUpFlow, signUpErrors, type SignUpForm } from '../../flows/signup-flow';
import { freemiumStored, onboardingQuery, storeFreemium } from '../../flows/onboarding';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { Field } from '../../ui/Field';
import { PasswordField } from '../../ui/PasswordField';
import { Heading } from '../../ui/Heading';
import { NoSessionLayout } from '../../ui/NoSessionLayout';
import { PasswordHint } from '../../ui/PasswordHint';
import { useBranding, useElement, useLocation, useT } from '../../ui/context';
import * as s from '../../ui/styles.css';
import { FormAlert } from '../../ui/FormAlert';
import { resendAt } from '../common/step-entry';
import { RESEND_SECONDS } from '../../core/constants';

/** `/signup/` — name, email, confirm email, password (spec §2, §4, §5). */
export default function SignUpForm() {
  const t = useT();
  const { router } = useElement();
  const b = useBranding();
  const loc = useLocation();
  // A cross-site hand-off brings the email typed on the partner's page (never the password). A
  // reload keeps what was typed, the password aside.
  const [form, setForm, forgetForm] = useKeptFields<SignUpForm>('signup', { name: '', email: (loc.query.email ?? '').trim().slice(0, 320), confirmEmail: '', password: '' }, ['name', 'email', 'confirmEmail']);
  const [touched, setTouched] = useState<Partial<Record<keyof SignUpForm, boolean>>>({});
  const productQuery: Query = b.id ? { product: b.id } : {};

  // Read at submit: the product's record (an alias of the default, an unknown product) may come later.
  const source = useStable(() => signupSource(b));
  const [flow] = useState(() => createSignUpFlow({
    createAccount: async (account) => (await loadAccountApi()).createAccount(account),
    signIn: async (email, password) => (await loadApi()).signIn(email, password),
    storeSession: (session) => storeSession(session),
    markFreemiumTalks: storeFreemium,
    exit: (x) => {
      forgetForm();
      if (x.to === 'signin') {
        // The account exists but the automatic sign-in failed: say so, or the move to sign-in looks like a loss.
        showAlert({ key: 'signup.created-sign-in', kind: 'success' });
        router.navigate('/signin/', { query: { ...productQuery, email: x.email } });
      } else {
        // creating: the validate-email step goes on to the phone step (a sign-in divert does not).
        const query = onboardingQuery({ ...productQuery, ...(x.lead ? { utm_source: 'lead' } : {}) }, { freemium: freemiumStored(), product: b.id });
        // resendAt: the code went out now; a reload or Back and Forward count on from this send.
        router.navigate('/signup/validate-email', { query, state: { email: x.email, creating: true, resendAt: resendAt(RESEND_SECONDS) } });
      }
    },
  }, { source, product: b.id, utmSource: loc.query.utm_source ?? '' }));

  const busy = useStore(flow.$busy);
  const formError = useStore(flow.$formError);
  const errors = signUpErrors(form);
  const valid = Object.values(errors).every((e) => !e);
  const shown = (k: keyof SignUpForm): string | null => (touched[k] && errors[k] ? t(errors[k]) : null);
  const bind = (k: keyof SignUpForm) => ({
    value: form[k],
    onInput: (e: { currentTarget: HTMLInputElement }) => setForm({ ...form, [k]: e.currentTarget.value }),
    onBlur: () => setTouched({ ...touched, [k]: true }),
  });

  return (
    <NoSessionLayout step="signup" showAccessing stepLabel={t('shared.step-of', { current: 1, total: 3 })}>
      <Heading>{t('signup.title')}</Heading>
      <FormAlert error={formError} />
      <Form onSubmit={() => void flow.submit(form)}>
        <Field label={t('signup.name')} name="name" autoComplete="name" {...bind('name')} error={shown('name')} required />
        <Field label={t('common.email')} type="email" name="email" autoComplete="email" {...bind('email')} error={shown('email')} required />
        <Field label={t('signup.confirm-email')} type="email" name="confirm_email" autoComplete="off" {...bind('confirmEmail')} error={shown('confirmEmail')} required />
        <PasswordField
          label={t('shared.password')}
          name="password"
          autoComplete="new-password"
          {...bind('password')}
          error={shown('password')}
          hint={<PasswordHint password={form.password} />}
          required
        />
        <Button type="submit" busy={busy} disabled={!valid}>{t('signup.submit')}</Button>
      </Form>
      <div className={s.linkRow}>
        <Button variant="link" onClick={() => router.navigate('/signin/', { query: productQuery })}>{t('signup.have-account')}</Button>
      </div>
    </NoSessionLayout>
  );
}
