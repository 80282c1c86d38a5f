// Settings › Personal data: the student's data rights (LGPD Art. 18, issue 24), each when the
// API offers it — download everything held about them, delete the account.
import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { User } from '../../../core/api/schemas';
import { $config } from '../../../core/config';
import { broadcast, signOut } from '../../../core/session';
import { loadApi } from '../../../flows/api';
import { loadExtensionsApi } from '../../../flows/extensions-api';
import { NOTICE } from '../../../core/notices';
import { createAccountDataFlow, parseDeleteDraft } from '../../../flows/account-data-flow';
import { forgetOfferAnswer } from '../../../flows/passkey-offer';
import { Button } from '../../../ui/Button';
import { useElement, useT } from '../../../ui/context';
import { saveFile } from '../../../ui/save-file';
import * as si from '../../../ui/signed-in.css';
import * as s from '../../../ui/styles.css';
import { keepDraftOf, takeDraft } from '../drafts';
import { useNotify } from '../use-notify';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import * as x from './extras.css';

export interface DataPartProps {
  user: User;
  canExport: boolean;
  canDelete: boolean;
  /** Passkeys may confirm the deletion. */
  passkeys: boolean;
}

export function DataPart({ user, canExport, canDelete, passkeys }: DataPartProps) {
  const t = useT();
  const notify = useNotify();
  const { router } = useElement();
  const titleId = useId();
  const deleteButton = useRef<HTMLButtonElement>(null);
  const [flow] = useState(() => createAccountDataFlow({
    exportAccount: async () => (await loadExtensionsApi()).exportAccount(),
    save: (data) => saveFile(new TextEncoder().encode(JSON.stringify(data, null, 2)), t('account.data.file', { company: $config.get().company.toLowerCase() }), 'application/json'),
    deleteAccount: async () => (await loadExtensionsApi()).deleteAccount(),
    accountGone: async () => (await (await loadApi()).activateStatus(user.email)) === 404,
    expired: async () => (await loadExtensionsApi()).expireSession(),
    forget: () => {
      forgetOfferAnswer(user.email);
      broadcast({ type: 'deleted' }); // this browser's other tabs say why they are signed out (their sign-out follows)
      return signOut('user');
    },
    leave: () => router.navigate('/signin/', { replace: true, state: { notice: NOTICE.accountDeleted } }),
    notify: (n) => notify(n),
  }));
  const downloading = useStore(flow.$downloading);
  // The dialog and the word typed survive a reload, as the sections' drafts do.
  useEffect(() => {
    if (!canDelete) return undefined;
    const key = `${user.id}:delete-account`;
    flow.restore(takeDraft(key, parseDeleteDraft));
    return keepDraftOf(key, flow.$draft);
  }, [flow, canDelete, user.id]);

  return (
    <section className={x.part} aria-labelledby={titleId} data-part="data">
      <h2 className={x.title} id={titleId}>{t('account.data.title')}</h2>
      <p className={s.subtle}>{t('account.data.intro')}</p>
      <div className={si.actions}>
        {canExport ? <Button variant="secondary" busy={downloading} onClick={() => void flow.download()}>{t('account.data.download')}</Button> : null}
        {canDelete ? <button type="button" ref={deleteButton} className={`${s.button.secondary} ${x.danger}`} part="button" onClick={() => flow.startDelete()}>{t('account.data.delete')}</button> : null}
      </div>
      {canDelete ? <DeleteAccountDialog flow={flow} email={user.email} passkeys={passkeys} opener={deleteButton} /> : null}
    </section>
  );
}
