import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { createForgotFlow, type ForgotDeps } from '../../flows/recovery-flow';
import type { Query } from '../../core/router';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { Field } from '../../ui/Field';
import { Heading } from '../../ui/Heading';
import { useBranding, useElement, useT } from '../../ui/context';
import { FormAlert } from '../../ui/FormAlert';
import { useKeptFields } from '../../ui/use-kept-fields';
import * as s from '../../ui/styles.css';

/** The email form of the forgot-password screen, with "I already have a code" (issue 20). */
export function ForgotRequestStep({ deps, email: initial }: { deps: ForgotDeps; email: string }) {
  const t = useT();
  const { router } = useElement();
  const branding = useBranding();
  const productQuery: Query = branding.id ? { product: branding.id } : {};
  // A reload keeps the email typed; the code step (its own entry) keeps the email sent to.
  const [{ email }, setForm, forgetForm] = useKeptFields('forgot-password', { email: initial }, ['email']);
  const [flow] = useState(() => createForgotFlow({ ...deps, exit: (x) => { forgetForm(); deps.exit(x); } }));
  const busy = useStore(flow.$busy);
  const emailError = useStore(flow.$emailError);
  const formError = useStore(flow.$formError);

  return (
    <>
      <Heading>{t('recovery.forgot.title')}</Heading>
      <p className={s.subtle}>{t('recovery.forgot.text')}</p>
      <FormAlert error={formError} />
      <Form onSubmit={() => void flow.submitEmail(email)}>
        <Field
          label={t('common.email')}
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onInput={(e) => setForm({ email: e.currentTarget.value })}
          error={emailError ? t(emailError) : null}
          required
        />
        <Button type="submit" busy={busy}>{t('recovery.forgot.submit')}</Button>
        <Button variant="link" disabled={busy} onClick={() => flow.haveCode(email)}>{t('recovery.have-code')}</Button>
      </Form>
      <div className={s.linkRow}>
        <Button variant="link" onClick={() => router.navigate('/signin/', { query: productQuery })}>{t('recovery.back-to-signin')}</Button>
        <Button variant="link" onClick={() => router.navigate('/signin/forgot-email', { query: productQuery })}>{t('recovery.forgot.forgot-email')}</Button>
      </div>
    </>
  );
}
