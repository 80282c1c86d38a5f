// "Delete my account" (issue 24): confirm who it is (password or passkey), then type the word of
// the page's language; the account goes, everything of it here is cleared, sign-in says so.
import { useState, type RefObject } from 'react';
import { useStore } from '@nanostores/react';
import type { AccountDataFlow } from '../../../flows/account-data-flow';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { useT } from '../../../ui/context';
import * as s from '../../../ui/styles.css';
import { ConfirmIdentity } from './ConfirmIdentity';

export interface DeleteAccountDialogProps {
  flow: AccountDataFlow;
  email: string;
  passkeys: boolean;
  /** "Delete my account": focus goes back there when the dialog a reload reopened closes. */
  opener: RefObject<HTMLElement | null>;
}

export function DeleteAccountDialog({ flow, email, passkeys, opener }: DeleteAccountDialogProps) {
  const t = useT();
  const step = useStore(flow.$deleteStep);
  const deleting = useStore(flow.$deleting);
  const typed = useStore(flow.$typed);
  const [mismatch, setMismatch] = useState(false);
  const word = t('account.data.word');
  const close = (): void => {
    flow.cancelDelete();
    setMismatch(false);
  };
  return (
    <Modal open={step !== 'closed'} title={t('account.data.delete-title')} onClose={close} opener={opener}
      initialFocus={step === 'type-word' ? 'input[name="confirmation"]' : 'input[type="password"]'}>
      <div className={s.form}>
        <p className={s.subtle}>{t('account.data.delete-text')}</p>
        {step === 'confirm-identity' ? (
          <ConfirmIdentity email={email} passkeys={passkeys} onConfirmed={() => flow.identityConfirmed()} />
        ) : (
          // autoFocus: the step before (and the control that had focus) is gone; the dialog's title is the same.
          <form className={s.form} part="form" noValidate onSubmit={(e) => {
            e.preventDefault();
            setMismatch(!flow.wordMatches(typed, word));
            void flow.confirmDelete(word);
          }}>
            <Field label={t('account.data.word-label', { word })} name="confirmation" autoFocus autoComplete="off" autoCapitalize="characters" spellCheck={false}
              value={typed} onInput={(e) => { flow.type(e.currentTarget.value); setMismatch(false); }}
              error={mismatch ? t('account.data.word-mismatch', { word }) : null} required />
            <Button type="submit" busy={deleting}>{t('account.data.delete-confirm')}</Button>
          </form>
        )}
      </div>
    </Modal>
  );
}
