import { useEffect, useId, useRef, useState } from 'react';
import { CROP, CROP_ACCEPT_ATTRIBUTE, isAcceptedImage } from '../../core/crop';
import { dismissAlerts } from '../../core/alerts';
import { showAlert } from '../../core/show-alert';
import type { User } from '../../core/api/schemas';
import { loadAccountApi } from '../../flows/account-api';
import { setMe } from '../../flows/me';
import { noticeFromError } from '../../flows/profile-settings-flow';
import { AvatarCropModal } from '../../ui/AvatarCropModal';
import { useT } from '../../ui/context';
import { cropRefusal } from '../../ui/image-size';
import * as s from '../../ui/styles.css';
import * as si from '../../ui/signed-in.css';
import { Avatar } from '../../ui/Avatar';
import { useNotify } from './use-notify';

/**
 * The avatar (or initials), and upload → crop → save (spec §2). Until the account has arrived
 * (`user` null) the card keeps its place, blank and busy: on a phone it sits above the section,
 * which would otherwise jump down under the user when it came.
 */
export function AvatarCard({ user }: { user: User | null }) {
  const t = useT();
  const id = useId();
  const notify = useNotify();
  const [imageUrl, setImageUrl] = useState<string | null>(null);

  const upload = useRef<HTMLInputElement>(null);

  useEffect(() => () => { if (imageUrl) URL.revokeObjectURL(imageUrl); }, [imageUrl]);

  const choose = async (input: HTMLInputElement): Promise<void> => {
    const file = input.files?.[0];
    input.value = ''; // choosing the same file again must fire change again
    if (!file) return;
    // Not a jpeg/png, by its type or by its content; or under the crop's minimum (it would be
    // upscaled): refused before the dialog opens, another file may follow.
    const refusal = isAcceptedImage(file) ? await cropRefusal(file) : 'not-an-image';
    if (refusal === 'not-an-image') {
      showAlert({ kind: 'error', key: 'settings.avatar.invalid-type' });
      return;
    }
    if (refusal === 'too-small') {
      showAlert({ kind: 'error', key: 'settings.avatar.too-small', params: { width: CROP.minOutput.width, height: CROP.minOutput.height } });
      return;
    }
    dismissAlerts('error'); // the refusals of earlier files no longer apply (and would show in the dialog)
    setImageUrl(URL.createObjectURL(file));
  };

  const save = async (file: File): Promise<void> => {
    try {
      setMe(await (await loadAccountApi()).uploadAvatar(file));
      setImageUrl(null);
      notify({ kind: 'success', key: 'settings.avatar.saved' });
    } catch (err) {
      notify(noticeFromError(err)); // the dialog stays open: the user may retry
    }
  };

  return (
    <section className={si.avatarCard} part="avatar-card" aria-labelledby={user ? `${id}-name` : undefined} aria-busy={user ? undefined : true}>
      <Avatar className={si.avatarLarge} name={user?.name} src={user?.avatar} alt={t('settings.avatar.alt')} size={96} />
      {/* The name's line, kept while it loads (no empty heading meanwhile). */}
      {user ? <h2 id={`${id}-name`} className={s.label}>{user.name}</h2> : <p className={s.label} aria-hidden="true">{'\u00a0'}</p>}
      <label className={si.uploadLabel} part="avatar-upload">
        {t('settings.avatar.upload')}
        {/* Only with the account: a file picked before it came would have nowhere to go. (The
            input is visually hidden: the card's size is the same without it.) */}
        {user ? (
          <input
            ref={upload}
            type="file"
            className={s.visuallyHidden}
            accept={CROP_ACCEPT_ATTRIBUTE}
            aria-describedby={`${id}-hint`}
            onChange={(e) => void choose(e.currentTarget)}
          />
        ) : null}
      </label>
      <p id={`${id}-hint`} className={si.note}>{t('settings.crop.hint', { width: CROP.recommended.width, height: CROP.recommended.height })}</p>
      {imageUrl ? <AvatarCropModal imageUrl={imageUrl} onConfirm={save} onCancel={() => setImageUrl(null)} returnFocus={() => upload.current} /> : null}
    </section>
  );
}
