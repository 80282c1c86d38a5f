import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import css from '/src/screens/signup/signup.css.ts.vanilla.css?inline';
import { loadAccountApi } from '../../flows/account-api';
import { $me, loadMe } from '../../flows/me';
import { showAlert } from '../../core/show-alert';
import { $session } from '../../core/session';
import { CROP, isAcceptedImage } from '../../core/crop';
import { createProfileFlow, type ProfileDraft, type ProfileExit } from '../../flows/profile-flow';
import { createLanguageList, offeredLanguages } from '../../flows/language-list';
import { AvatarCropModal } from '../../ui/AvatarCropModal';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { Heading } from '../../ui/Heading';
import { NoSessionLayout } from '../../ui/NoSessionLayout';
import { PhoneField } from '../../ui/PhoneField';
import { useKeptPhone } from '../../ui/use-kept-phone';
import { useKeptFields } from '../../ui/use-kept-fields';
import { ProfileFields, type ProfileFieldsValue } from '../../ui/ProfileFields';
import { isGender } from '../../core/validation';
import { useLocation, useT } from '../../ui/context';
import { cropRefusal } from '../../ui/image-size';
import { useStyles } from '../../ui/use-styles';
import { useFocusAfterSave } from '../../ui/use-focus-after-save';
import { useFinish, useFlowStep } from './finish';
import { stepDone } from '../../flows/flow-step-actions';
import { toE164 } from './phone-live';
import { useStable } from '../../ui/use-stable';
import * as s from '../../ui/styles.css';
import * as su from './signup.css';
import { FormAlert } from '../../ui/FormAlert';
import { $locale, type TKey } from '../../core/i18n';

const KEPT_EMPTY = { day: '', month: '', year: '', gender: '', customText: '', nativeLanguage: '' };
const KEPT = Object.keys(KEPT_EMPTY) as (keyof typeof KEPT_EMPTY)[];

/** The form's fields from what was kept (read back from storage: a gender outside the list is none). */
function keptProfile(k: typeof KEPT_EMPTY): ProfileFieldsValue {
  const gender = isGender(k.gender) ? k.gender : '';
  return { birthdate: { day: k.day, month: k.month, year: k.year }, gender, customText: k.customText, nativeLanguage: k.nativeLanguage };
}

/** `/signup/profile` — the last step: birthdate, gender, native language, phone, picture; or skip (spec §2, §4). */
export default function CompleteProfile() {
  const t = useT();
  useStyles(css);
  const finish = useFinish();
  useFlowStep(useLocation().state?.['creating'] === true);
  const id = useId();
  const me = useStore($me);
  // A reload keeps what was chosen and typed (this tab's storage; the picture aside), forgotten on leaving.
  const [kept, keep, forgetFields] = useKeptFields('signup-profile', KEPT_EMPTY, KEPT);
  const fields = useMemo(() => keptProfile(kept), [kept]);
  const setFields = (f: ProfileFieldsValue): void => keep({ day: f.birthdate.day, month: String(f.birthdate.month), year: f.birthdate.year, gender: f.gender, customText: f.customText, nativeLanguage: f.nativeLanguage });
  const [phone, setPhone, forgetPhone] = useKeptPhone('signup-profile-phone');
  const [image, setImage] = useState<File | null>(null);
  /** The chosen file while the crop dialog is open; the cropped pp.png becomes `image`. */
  const [cropUrl, setCropUrl] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null); // where focus goes back after the crop dialog
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => { if (cropUrl) URL.revokeObjectURL(cropUrl); }, [cropUrl]);
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);

  const choose = async (input: HTMLInputElement): Promise<void> => {
    const file = input.files?.[0] ?? null;
    input.value = ''; // choosing the same file again must fire change again
    if (!file) return;
    // Not a jpeg/png: no crop; the flow's validation names the problem on save.
    if (!isAcceptedImage(file)) {
      setImage(file);
      return;
    }
    // A jpeg/png by name that does not decode, or one under the crop's minimum (it would be
    // upscaled): refused before the dialog opens, another file may follow.
    const refusal = await cropRefusal(file);
    if (refusal === 'not-an-image') {
      showAlert({ kind: 'error', key: 'verify.image-invalid' });
      return;
    }
    if (refusal === 'too-small') {
      showAlert({ kind: 'error', key: 'verify.image-too-small', params: { width: CROP.minOutput.width, height: CROP.minOutput.height } });
      return;
    }
    setCropUrl(URL.createObjectURL(file));
  };
  const cropped = (file: File): Promise<void> => {
    setImage(file);
    setPreview(URL.createObjectURL(file));
    setCropUrl(null);
    return Promise.resolve();
  };
  const [languageList] = useState(() => createLanguageList(async () => (await loadAccountApi()).getLanguages()));
  const languages = useStore(languageList.$languages);

  useEffect(() => { void loadMe(); }, []);
  // The API names the languages in the one on screen (Accept-Language): a switch asks again.
  const locale = useStore($locale);
  useEffect(() => { void languageList.load(); }, [languageList, locale]);

  // The last step: the sign-in sign-up made is complete (accounts-signed-in, then the callback).
  const exit = useStable((x: ProfileExit) => {
    forgetFields();
    forgetPhone();
    if (x.to === 'home') finish.home();
    else finish.done({ email: $session.get().email ?? $me.get().user?.email ?? '' });
    stepDone('signupProfile'); // submitted or skipped: the flow is over, Back does not reopen it
  });
  const [flow] = useState(() => createProfileFlow({
    updateProfile: async (patch) => (await loadAccountApi()).updateProfile(patch),
    toE164,
    updatePhone: async (e164) => (await loadAccountApi()).updatePhone(e164),
    uploadAvatar: async (file) => (await loadAccountApi()).uploadAvatar(file),
    exit,
  }));
  const busy = useStore(flow.$busy);
  const keepFocus = useFocusAfterSave();
  const errors = useStore(flow.$errors);
  const error = useStore(flow.$error);
  const tr = (key: TKey | null) => (key ? t(key) : null);
  // A phone verified in the previous step is not asked again.
  const askPhone = !me.user?.phone_number;
  const draft = (): ProfileDraft => ({ ...fields, phone: askPhone ? phone : null, image });
  // Each change is told to the flow, which judges again the fields that have shown a message.
  useEffect(() => flow.edit(draft()), [fields, phone, image, askPhone]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <NoSessionLayout step="verify" stepLabel={t('shared.last-step')}>
      <Heading>{t('verify.profile-title')}</Heading>
      <p className={su.text}>{t('verify.profile-text')}</p>
      <FormAlert error={error} />
      <Form onSubmit={(form) => keepFocus(form, flow.submit(draft()))}>
        <ProfileFields
          value={fields}
          onChange={setFields}
          languages={offeredLanguages(languages)}
          errors={{ birthdate: tr(errors.birthdate), gender: tr(errors.gender), customText: tr(errors.customText) }}
        />
        {askPhone ? <PhoneField label={t('verify.phone')} value={phone} onChange={setPhone} error={tr(errors.phone)} /> : null}
        <div className={s.field} part="field">
          <span id={`${id}-image-label`} className={s.label} part="label">{t('verify.image')}</span>
          {/* A button-like label in the page's language: the bare file input reads "Choose File /
              No file chosen" in the browser's. */}
          <label className={su.upload} part="file-input-label">
            <span id={`${id}-image-choose`}>{t('verify.image-choose')}</span>
            <input
              ref={fileInput}
              name="avatar"
              type="file"
              accept="image/jpeg,image/png"
              className={s.visuallyHidden}
              part="file-input"
              aria-labelledby={`${id}-image-label ${id}-image-choose`}
              aria-describedby={`${id}-image-hint${errors.image ? ` ${id}-image-err` : ''}`}
              aria-invalid={errors.image ? 'true' : undefined}
              onChange={(e) => void choose(e.currentTarget)}
            />
          </label>
          {preview && image ? <img className={su.preview} src={preview} alt={t('verify.image-chosen')} width={72} height={72} /> : null}
          <div id={`${id}-image-hint`} className={s.subtle}>{t('verify.image-hint')}</div>
          {errors.image ? <div id={`${id}-image-err`} className={s.fieldError} part="field-error">{t(errors.image)}</div> : null}
        </div>
        <Button type="submit" busy={busy}>{t('verify.save')}</Button>
      </Form>
      <div className={s.linkRow}>
        <Button variant="link" disabled={busy} onClick={() => flow.skip()}>{t('verify.skip')}</Button>
      </div>
      {cropUrl ? <AvatarCropModal imageUrl={cropUrl} onConfirm={cropped} onCancel={() => setCropUrl(null)} returnFocus={() => fileInput.current} /> : null}
    </NoSessionLayout>
  );
}
