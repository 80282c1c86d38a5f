// After a password sign-in, once (flows/passkey-offer.ts): "create a passkey?" The sign-in waits
// on the answer; create or not now, it is remembered for the account on this browser.
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { showAlert } from '../../core/show-alert';
import { createCredential } from '../../core/webauthn';
import { describeAgent } from '../../core/user-agent';
import type { Failure } from '../../core/failure';
import { loadExtensionsApi } from '../../flows/extensions-api';
import { $offerBusy, $passkeyOffer, createFromOffer, declineOffer } from '../../flows/passkey-offer';
import { createPasskey, type RegisterDeps } from '../../flows/passkey-register';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { Modal } from '../../ui/Modal';
import { useT, type Translate } from '../../ui/context';
import * as s from '../../ui/styles.css';

export const registerDeps: RegisterDeps = {
  options: async () => (await loadExtensionsApi()).passkeyRegistrationOptions(),
  create: createCredential,
  register: async (id, credential, name) => (await loadExtensionsApi()).registerPasskey(id, credential, name),
};

/** "Chrome on Linux": a new passkey's name until the user gives it another. */
export function defaultPasskeyName(t: Translate): string {
  const { browser, os } = describeAgent(navigator.userAgent);
  return browser && os ? t('passkeys.default-name', { browser, os }) : t('passkeys.default-name-unknown');
}

export function PasskeyOffer() {
  const t = useT();
  const offer = useStore($passkeyOffer);
  const busy = useStore($offerBusy);
  const [error, setError] = useState<Failure | null>(null);
  // Counted as a screen that shows the offer by SignInExtensions, from the moment it knows it will
  // render this: an offer made before this has mounted shows as it does.

  const create = async (): Promise<void> => {
    const outcome = await createFromOffer(() => {
      setError(null);
      return createPasskey(registerDeps, defaultPasskeyName(t));
    });
    if (outcome?.to === 'created') showAlert({ kind: 'success', key: 'passkeys.created' });
    else if (outcome?.to === 'failed') setError(outcome.error);
  };

  return (
    <Modal open={offer !== null} title={t('passkeys.offer-title')} onClose={declineOffer} initialFocus="button[type='submit']">
      <form className={s.form} noValidate onSubmit={(e) => { e.preventDefault(); void create(); }}>
        <FormAlert error={error} />
        <p className={s.subtle}>{t('passkeys.offer-text')}</p>
        <Button type="submit" busy={busy}>{t('passkeys.offer-create')}</Button>
        <Button variant="secondary" onClick={declineOffer}>{t('passkeys.offer-later')}</Button>
      </form>
    </Modal>
  );
}
