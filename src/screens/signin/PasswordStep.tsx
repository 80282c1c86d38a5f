import { useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { PasswordField } from '../../ui/PasswordField';
import { Heading } from '../../ui/Heading';
import { useElement, useLocation, useT } from '../../ui/context';
import type { SignInFlow } from '../../flows/signin-flow';
import { useStepHistory } from './use-step-history';
import * as s from '../../ui/styles.css';
import type { TKey } from '../../core/i18n';

export interface PasswordStepProps {
  email: string;
  busy: boolean;
  error: TKey | undefined;
  onSubmit(password: string): void;
  onForgot(): void;
  /** Its back button (spec §4: back to the email step, email cleared) and the browser's Back. */
  flow: SignInFlow;
}

export default function PasswordStep({ email, busy, error, onSubmit, flow, onForgot }: PasswordStepProps) {
  const t = useT();
  const { router } = useElement();
  // Here, with the step: the first render's bundle holds the email step only.
  const onBack = useStepHistory(router, useLocation(), flow, 'password', email);
  const [password, setPassword] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const wasBusy = useRef(busy);
  // A submit that leaves the user on this step failed (the alert says why): back to the field
  // to correct, not <body> where the busy, disabled button left focus.
  // In the commit that shows the failure: after the paint, a focus moved since would be taken back.
  useLayoutEffect(() => {
    const field = form.current?.querySelector<HTMLInputElement>('input[name="password"]');
    if (wasBusy.current && !busy && field) {
      field.focus();
      field.select();
    }
    wasBusy.current = busy;
  }, [busy]);
  return (
    <>
      <Heading>{t('signin.password-title')}</Heading>
      <Form ref={form} onSubmit={() => onSubmit(password)}>
        {/* The email signed in with, shown whole (a long one wraps: a read-only input cut it on a
            phone); the hidden input keeps it in the form so password managers pair it with the password. */}
        <p className={s.field} part="field"><span className={s.label} part="label">{t('common.email')}</span>{email}</p>
        <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          label={t('shared.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onInput={(e) => setPassword(e.currentTarget.value)}
          error={error ? t(error) : null}
          required
        />
        <Button type="submit" busy={busy}>{t('signin.submit')}</Button>
      </Form>
      <div className={s.linkRow}>
        <Button variant="link" onClick={onBack}>{t('signin.change-email')}</Button>
        <Button variant="link" onClick={onForgot}>{t('signin.forgot-password')}</Button>
      </div>
    </>
  );
}
