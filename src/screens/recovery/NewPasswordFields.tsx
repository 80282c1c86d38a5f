import { useState } from 'react';
import type { PasswordChecks, PasswordErrors } from '../../flows/new-password';
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
