import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { User } from '../../core/api/schemas';
import { loadAccountApi } from '../../flows/account-api';
import { createPasswordChangeFlow, type PasswordChangeField } from '../../flows/password-change-flow';
import { Button } from '../../ui/Button';
import { PasswordField } from '../../ui/PasswordField';
import { PasswordHint } from '../../ui/PasswordHint';
import { useT } from '../../ui/context';
import * as s from '../../ui/styles.css';
import * as si from '../../ui/signed-in.css';
import { useFocusAfterSave } from '../../ui/use-focus-after-save';
import { useNotify } from './use-notify';

const AUTOCOMPLETE: Record<PasswordChangeField, string> = { current: 'current-password', password: 'new-password', confirm: 'new-password' };

/** `/password` — current, new and confirmation (spec §5). */
export function PasswordSection({ user }: { user: User }) {
  const t = useT();
  const notify = useNotify();
  const [flow] = useState(() => createPasswordChangeFlow({
    changePassword: async (prev, next) => (await loadAccountApi()).changePassword(prev, next),
    notify: (n) => notify(n),
  }));
  const form = useStore(flow.$form);
  const errors = useStore(flow.$errors);
  const server = useStore(flow.$serverErrors);
  const busy = useStore(flow.$busy);
  const keepFocus = useFocusAfterSave();

  const field = (k: PasswordChangeField) => ({
    name: k === 'current' ? 'current_password' : k === 'password' ? 'new_password' : 'confirm_password',
    autoComplete: AUTOCOMPLETE[k],
    label: t(`settings.password.${k}`),
    value: form[k],
    error: server[k] ?? (errors[k] ? t(errors[k]) : null),
    onInput: (e: { currentTarget: HTMLInputElement }) => flow.set(k, e.currentTarget.value),
    onBlur: () => flow.blur(k),
  });

  return (
    <form className={s.form} part="form" noValidate onSubmit={(e) => { e.preventDefault(); keepFocus(e.currentTarget, flow.submit()); }}>
      {/* Tells password managers (and Chromium's form check) which account the new password is for. */}
      <input type="text" name="username" autoComplete="username" value={user.email} readOnly hidden />
      <PasswordField {...field('current')} required />
      <PasswordField {...field('password')} required hint={<PasswordHint password={form.password} />} />
      <PasswordField {...field('confirm')} required />
      <div className={si.actions}>
        <Button type="submit" busy={busy}>{t('settings.password.submit')}</Button>
      </div>
    </form>
  );
}
