// The new-password form of reset, activation and the provisional password (spec §5): the
// flow's alert, the email for password managers, the two fields and the submit button.
import { useState, type ReactNode } from 'react';
import type { ReadableAtom } from 'nanostores';
import { useStore } from '@nanostores/react';
import type { Failure } from '../../core/failure';
import type { PasswordChecks, PasswordErrors } from '../../flows/new-password';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { FormAlert } from '../../ui/FormAlert';
import { PasswordField } from '../../ui/PasswordField';
import { PasswordHint } from '../../ui/PasswordHint';
import { useT } from '../../ui/context';

export interface NewPassword {
  password: string;
  confirm: string;
}

/** The fields' value; each change goes to the flow too, which judges again the messages shown. */
export function useNewPassword(flow: Pick<PasswordChecks, 'edit'>): [NewPassword, (next: NewPassword) => void] {
  const [value, setValue] = useState<NewPassword>({ password: '', confirm: '' });
  return [value, (next) => {
    setValue(next);
    flow.edit(next.password, next.confirm);
  }];
}

/** New password (with the live hint) and its confirmation: reset, activate, provisional. */
export function NewPasswordFields({ value, onChange, errors, label }: {
  value: NewPassword;
  onChange(next: NewPassword): void;
  /** i18n keys from the flow. */
  errors: PasswordErrors;
  /** Label of the first field; the confirmation says "confirm the new password". */
  label?: string;
}) {
  const t = useT();
  return (
    <>
      <PasswordField
        label={label ?? t('recovery.new-password')}
        name="new-password"
        autoComplete="new-password"
        value={value.password}
        onInput={(e) => onChange({ ...value, password: e.currentTarget.value })}
        error={errors.password ? t(errors.password) : null}
        hint={<PasswordHint password={value.password} />}
        required
      />
      <PasswordField
        label={t('recovery.confirm-password')}
        name="confirm-password"
        autoComplete="new-password"
        value={value.confirm}
        onInput={(e) => onChange({ ...value, confirm: e.currentTarget.value })}
        error={errors.confirm ? t(errors.confirm) : null}
        required
      />
    </>
  );
}

/** What the form needs of its flow (ResetFlow, ActivateFlow and ProvisionalFlow all have it). */
export interface NewPasswordFlow extends Pick<PasswordChecks, 'edit'> {
  $busy: ReadableAtom<boolean>;
  $errors: ReadableAtom<PasswordErrors>;
  $formError: ReadableAtom<Failure | null>;
}

export function NewPasswordForm({ flow, email, submit, onSubmit, label, notice, before, after, typed }: {
  flow: NewPasswordFlow;
  /** The account's email: in the form, hidden, so password managers save the new password for it. */
  email: string;
  /** The submit button's words. */
  submit: string;
  onSubmit(value: NewPassword): void;
  /** Label of the first field (default: "new password"). */
  label?: string;
  /** Between the alert and the form (reset's "request a new code"). */
  notice?: ReactNode;
  /** Fields before the new password (the provisional temporary password). */
  before?: ReactNode;
  /** After the submit button (activation's "I already have a code"). */
  after?: ReactNode;
  /** The fields' value kept by the screen (useNewPassword), when it must outlive the form (activation's code step and Back). */
  typed?: [NewPassword, (next: NewPassword) => void];
}) {
  const own = useNewPassword(flow);
  const [value, setValue] = typed ?? own;
  const busy = useStore(flow.$busy);
  const errors = useStore(flow.$errors);
  const formError = useStore(flow.$formError);
  return (
    <>
      <FormAlert error={formError} />
      {notice}
      <Form onSubmit={() => onSubmit(value)}>
        <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
        {before}
        <NewPasswordFields value={value} onChange={setValue} errors={errors} {...(label === undefined ? {} : { label })} />
        <Button type="submit" busy={busy}>{submit}</Button>
        {after}
      </Form>
    </>
  );
}
