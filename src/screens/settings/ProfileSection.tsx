import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { User } from '../../core/api/schemas';
import type { Gender } from '../../core/validation';
import { loadAccountApi } from '../../flows/account-api';
import { setMe } from '../../flows/me';
import { createProfileSettingsFlow, parseProfileDraft } from '../../flows/profile-settings-flow';
import { offeredLanguages } from '../../flows/language-list';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { ProfileFields, type ProfileFieldsValue } from '../../ui/ProfileFields';
import { useT } from '../../ui/context';
import * as s from '../../ui/styles.css';
import * as si from '../../ui/signed-in.css';
import { useFocusAfterSave } from '../../ui/use-focus-after-save';
import { useNotify } from './use-notify';
import { keepDrafts, takeDraft } from './drafts';
import { $locale, type TKey } from '../../core/i18n';

/** `/profile` — name, birthdate, gender and native language (spec §5), prefilled from $me. */
export function ProfileSection({ user }: { user: User }) {
  const t = useT();
  const notify = useNotify();
  const [flow] = useState(() => createProfileSettingsFlow({
    getLanguages: async () => (await loadAccountApi()).getLanguages(),
    updateProfile: async (patch) => (await loadAccountApi()).updateProfile(patch),
    setMe,
    notify: (n) => notify(n),
  }));
  const form = useStore(flow.$form);
  const errors = useStore(flow.$errors);
  const languages = useStore(flow.$languages);
  const busy = useStore(flow.$busy);
  const canSave = useStore(flow.$canSave);
  const keepFocus = useFocusAfterSave();

  useEffect(() => {
    const key = `${user.id}:profile`;
    flow.init(user, takeDraft(key, parseProfileDraft));
    return keepDrafts(key, flow);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  // The API names the languages in the one on screen (Accept-Language): a switch asks again.
  const locale = useStore($locale);
  useEffect(() => { void flow.loadLanguages(); }, [flow, locale]);

  const tr = (key: TKey | null | undefined): string | null => (key ? t(key) : null);
  const fields: ProfileFieldsValue = {
    birthdate: form.birthdate,
    gender: form.gender as Gender | '',
    customText: form.customText,
    nativeLanguage: form.nativeLanguage,
  };
  const onFields = (v: ProfileFieldsValue): void => {
    if (v.gender !== form.gender) flow.set('gender', v.gender);
    if (v.customText !== form.customText) flow.set('customText', v.customText);
    if (v.nativeLanguage !== form.nativeLanguage) flow.set('nativeLanguage', v.nativeLanguage);
    if (v.birthdate !== form.birthdate) flow.setBirthdate(v.birthdate);
  };

  return (
    <form className={s.form} part="form" noValidate onSubmit={(e) => { e.preventDefault(); keepFocus(e.currentTarget, flow.save()); }}>
      <Field
        name="name"
        label={t('settings.profile.name')}
        autoComplete="name"
        required
        value={form.name}
        error={tr(errors.name)}
        onInput={(e) => flow.set('name', e.currentTarget.value)}
        onBlur={() => flow.blur('name')}
      />
      <ProfileFields
        value={fields}
        onChange={onFields}
        errors={{ birthdate: tr(errors.birthdate), gender: tr(errors.gender), customText: tr(errors.customText) }}
        languages={offeredLanguages(languages)}
      />
      {languages.status === 'error' ? (
        <div className={si.fetchError} role="alert">
          <span className={si.note}>{t('settings.profile.languages-failed')}</span>
          <Button variant="link" onClick={() => void flow.loadLanguages()}>{t('common.retry')}</Button>
        </div>
      ) : null}
      <div className={si.actions}>
        <Button type="submit" busy={busy} disabled={!canSave}>{t('settings.save')}</Button>
      </div>
    </form>
  );
}
