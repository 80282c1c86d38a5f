// Settings › Password: the passkeys (issue 24), when the API offers them. Adding one needs a
// recent sign-in: when the API says it isn't, the user confirms who they are and the add goes on.
import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { User } from '../../../core/api/schemas';
import { createCredential } from '../../../core/webauthn';
import { loadExtensionsApi } from '../../../flows/extensions-api';
import { rememberOfferAnswer } from '../../../flows/passkey-offer';
import { createPasskeysFlow, parseRenaming } from '../../../flows/passkeys-flow';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { useT } from '../../../ui/context';
import * as si from '../../../ui/signed-in.css';
import * as s from '../../../ui/styles.css';
import { defaultPasskeyName } from '../../signin/PasskeyOffer';
import { keepDraftOf, takeDraft } from '../drafts';
import { useNotify } from '../use-notify';
import { ConfirmIdentity } from './ConfirmIdentity';
import { ListState } from './ListState';
import { PasskeyItem } from './PasskeyItem';
import * as x from './extras.css';

export function PasskeysPart({ user, canAdd }: { user: User; canAdd: boolean }) {
  const t = useT();
  const notify = useNotify();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const [flow] = useState(() => createPasskeysFlow({
    list: async () => (await loadExtensionsApi()).listPasskeys(),
    options: async () => (await loadExtensionsApi()).passkeyRegistrationOptions(),
    create: createCredential,
    register: async (id, credential, name) => {
      const made = await (await loadExtensionsApi()).registerPasskey(id, credential, name);
      rememberOfferAnswer(user.email); // the next password sign-in here offers no passkey
      return made;
    },
    rename: async (id, name) => (await loadExtensionsApi()).renamePasskey(id, name),
    remove: async (id) => (await loadExtensionsApi()).removePasskey(id),
    notify: (n) => notify(n),
    defaultName: () => defaultPasskeyName(t),
  }));
  const list = useStore(flow.$list);
  const busy = useStore(flow.$busy);
  const confirming = useStore(flow.$confirming);
  // A rename under way survives a reload, as the sections' drafts do.
  useEffect(() => {
    const key = `${user.id}:passkey-rename`;
    void flow.load(takeDraft(key, parseRenaming));
    return keepDraftOf(key, flow.$renaming);
  }, [flow, user.id]);
  // A passkey removed takes its buttons and dialog along: focus waits on the part's title, once
  // they are gone (the dialog gives focus back to its opener as it closes).
  const count = list.items.length;
  const before = useRef(count);
  useEffect(() => {
    if (count < before.current) title.current?.focus();
    before.current = count;
  }, [count]);

  return (
    <section className={x.part} aria-labelledby={titleId} data-part="passkeys">
      <h2 className={x.title} id={titleId} tabIndex={-1} ref={title}>{t('passkeys.title')}</h2>
      <p className={s.subtle}>{t('passkeys.intro')}</p>
      <ListState list={list} failed={t('passkeys.load-failed')} onRetry={() => void flow.load()}>
        {list.items.length
          ? <ul className={x.list}>{list.items.map((p) => <PasskeyItem key={p.id} passkey={p} flow={flow} />)}</ul>
          : <p className={si.note}>{t('passkeys.none')}</p>}
      </ListState>
      {canAdd ? (
        <div className={si.actions}>
          <Button variant="secondary" busy={busy === 'add'} onClick={() => void flow.add()}>{t('passkeys.add')}</Button>
        </div>
      ) : (
        // No way to add one here (a browser without WebAuthn, an IP address): said, not a silent gap under the intro.
        <p className={si.note}>{t('passkeys.error-unavailable')}</p>
      )}
      <Modal open={confirming} title={t('passkeys.confirm-title')} onClose={() => flow.cancelConfirm()} initialFocus="input[type='password']">
        <ConfirmIdentity email={user.email} passkeys={list.items.length > 0} onConfirmed={() => flow.confirmed()} />
      </Modal>
    </section>
  );
}
