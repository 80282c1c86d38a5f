// One passkey in settings: its name, when it was created and last used; rename in place, remove
// after a confirmation.
import { useLayoutEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Passkey } from '../../../core/api/extension-schemas';
import { $locale } from '../../../core/i18n';
import { formatMoment } from '../../../core/intl';
import type { PasskeysFlow } from '../../../flows/passkeys-flow';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { useT } from '../../../ui/context';
import * as s from '../../../ui/styles.css';
import * as x from './extras.css';
import type { TKey } from '../../../core/i18n';

export function PasskeyItem({ passkey, flow }: { passkey: Passkey; flow: PasskeysFlow }) {
  const t = useT();
  const locale = useStore($locale);
  const busy = useStore(flow.$busy) === passkey.id;
  // In the flow, not here: a reload finds the rename open with the name typed (PasskeysPart).
  const renaming = useStore(flow.$renaming);
  const editing = renaming?.id === passkey.id;
  const name = editing ? renaming.name : passkey.name;
  const [error, setError] = useState<TKey | null>(null);
  const [removing, setRemoving] = useState(false);
  const actions = useRef<HTMLDivElement>(null);
  const wasEditing = useRef(false);

  // Closing the rename form (saved or not) gives focus back to its button, in the commit that
  // closes it (the focused field is gone then; after the paint, a focus moved since was taken).
  useLayoutEffect(() => {
    if (wasEditing.current && !editing) actions.current?.querySelector('button')?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const save = async (): Promise<void> => {
    const problem = flow.nameError(name);
    setError(problem);
    if (!problem) await flow.rename(passkey.id, name);
  };

  return (
    <li className={x.item}>
      <div className={x.itemText}>
        <span className={x.itemName}>{passkey.name}</span>
        <span className={x.itemMeta}>{t('passkeys.created-on', { date: formatMoment(passkey.created_at, locale) })}</span>
        <span className={x.itemMeta}>{passkey.last_used_at ? t('passkeys.last-used', { date: formatMoment(passkey.last_used_at, locale) }) : t('passkeys.never-used')}</span>
      </div>
      {editing ? (
        <form className={x.renameForm} noValidate onSubmit={(e) => { e.preventDefault(); void save(); }}
          onKeyDown={(e) => { if (e.key === 'Escape') { e.preventDefault(); flow.stopRename(); } }}>
          <Field label={t('passkeys.name')} name="passkey-name" value={name} maxLength={64} autoFocus
            onInput={(e) => { flow.editName(passkey.id, e.currentTarget.value); setError(null); }} error={error ? t(error) : null} required />
          <div className={x.itemActions}>
            <Button type="submit" variant="secondary" busy={busy}>{t('passkeys.save')}</Button>
            <Button variant="link" onClick={() => flow.stopRename()}>{t('passkeys.cancel')}</Button>
          </div>
        </form>
      ) : (
        <div className={x.itemActions} ref={actions}>
          <Button variant="secondary" aria-label={t('passkeys.rename-named', { name: passkey.name })}
            onClick={() => { setError(null); flow.editName(passkey.id, passkey.name); }}>{t('passkeys.rename')}</Button>
          <Button variant="secondary" aria-label={t('passkeys.remove-named', { name: passkey.name })} onClick={() => setRemoving(true)}>{t('passkeys.remove')}</Button>
        </div>
      )}
      <Modal open={removing} title={t('passkeys.remove-title')} onClose={() => { if (!busy) setRemoving(false); }} initialFocus="button[type='submit']">
        <form className={s.form} noValidate onSubmit={(e) => {
          e.preventDefault();
          void flow.remove(passkey.id);
        }}>
          <p className={s.subtle}>{t('passkeys.remove-text', { name: passkey.name })}</p>
          <Button type="submit" busy={busy}>{t('passkeys.remove')}</Button>
        </form>
      </Modal>
    </li>
  );
}
