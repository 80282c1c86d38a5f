import { useEffect } from 'react';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { Field } from '../../ui/Field';
import { Heading } from '../../ui/Heading';
import { useT } from '../../ui/context';
import { useKeptFields } from '../../ui/use-kept-fields';
import type { TKey } from '../../core/i18n';
import { SIGNIN_FORM } from '../../core/keys';

export interface EmailStepProps {
  initialEmail: string;
  busy: boolean;
  error: TKey | undefined;
  onSubmit(email: string): void;
  /** First interaction: a chance to fetch what submitting needs. */
  onFocus?(): void;
  footer?: React.ReactNode;
}

export function EmailStep({ initialEmail, busy, error, onSubmit, onFocus, footer }: EmailStepProps) {
  const t = useT();
  // A reload or a tab the phone dropped keeps what was typed. Leaving the step (sent, or another
  // screen) forgets it, so Back from the password step finds the email step cleared (spec §4).
  const [{ email }, setForm, forget] = useKeptFields(SIGNIN_FORM, { email: initialEmail }, ['email']);
  useEffect(() => forget, []); // eslint-disable-line react-hooks/exhaustive-deps -- on leaving only
  return (
    <>
      <Heading>{t('common.signin-title')}</Heading>
      <Form onSubmit={() => onSubmit(email)}>
        <Field
          label={t('common.email')}
          type="email"
          name="email"
          // webauthn: the browser's autofill offers passkeys here too (PasskeySignIn.tsx).
          autoComplete="username webauthn"
          inputMode="email"
          value={email}
          onInput={(e) => setForm({ email: e.currentTarget.value })}
          onFocus={onFocus}
          // While the check runs (or waits to be online) the email it is for can't change under it.
          readOnly={busy}
          error={error ? t(error) : null}
          required
        />
        <Button type="submit" busy={busy}>{t('common.continue')}</Button>
      </Form>
      {footer}
    </>
  );
}
