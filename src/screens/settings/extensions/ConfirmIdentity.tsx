// "Confirm it's you" (flows/reauth-flow.ts): the password again, or one of the user's passkeys.
// Inside a dialog; `onConfirmed` runs once the API accepted it.
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { getCredential } from '../../../core/webauthn';
import { loadExtensionsApi } from '../../../flows/extensions-api';
import { createReauthFlow } from '../../../flows/reauth-flow';
import { Button } from '../../../ui/Button';
import { FormAlert, shownText } from '../../../ui/FormAlert';
import { PasswordField } from '../../../ui/PasswordField';
import { useT } from '../../../ui/context';
import * as s from '../../../ui/styles.css';

export interface ConfirmIdentityProps {
  email: string;
  /** Offer "Use a passkey" (the API offers passkeys and this page can use them). */
  passkeys: boolean;
  onConfirmed(): void | Promise<void>;
}

export function ConfirmIdentity({ email, passkeys, onConfirmed }: ConfirmIdentityProps) {
  const t = useT();
  const [flow] = useState(() => createReauthFlow({
    reauthenticate: async (proof) => (await loadExtensionsApi()).reauthenticate(proof),
    passkeyOptions: async () => (await loadExtensionsApi()).reauthenticationOptions(),
    credential: (options) => getCredential(options, 'optional'),
  }, onConfirmed));
  const password = useStore(flow.$password);
  const fieldError = useStore(flow.$fieldError);
  const error = useStore(flow.$error);
  const busy = useStore(flow.$busy);
  return (
    <form className={s.form} part="form" noValidate onSubmit={(e) => { e.preventDefault(); void flow.submitPassword(); }}>
      <FormAlert error={error} />
      {/* "or use a passkey" only where its button is (not in a browser or on a page without passkeys) */}
      <p className={s.subtle}>{t(passkeys ? 'passkeys.confirm-text' : 'passkeys.confirm-text-password')}</p>
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        label={t('shared.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onInput={(e) => flow.setPassword(e.currentTarget.value)}
        error={fieldError ? shownText(t, fieldError) : null}
        required
      />
      <Button type="submit" busy={busy}>{t('passkeys.confirm-submit')}</Button>
      {passkeys ? <Button variant="secondary" busy={busy} onClick={() => void flow.usePasskey()}>{t('passkeys.confirm-passkey')}</Button> : null}
    </form>
  );
}
