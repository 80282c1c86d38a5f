// Personal data in settings (spec §5): name, gender (+ custom text), the
// three-part birthdate and the native language, saved as one multipart PATCH.
// Also home of the settings sections' shared notice type.
import { atom, type ReadableAtom } from 'nanostores';
import { singleFlight } from './single-flight';
import { createLanguageList, type Languages } from './language-list';
import type { Language, User } from '../core/api/schemas';
import type { ProfilePatch } from '../core/api/account-calls';
import { fieldsOf, isKeptText } from '../core/storage';
import {
  birthdateParts, birthdateValue, genderFromStored, genderPayload, hasErrors, isGender, profileErrors,
  type BirthdateParts, type FieldErrors, type Gender, type ProfileForm,
} from '../core/validation';
import { failureOf } from '../core/failure';
import type { TKey } from '../core/i18n-keys';

/** What a settings section tells the user (the screen shows it as an alert). */
export type Notice =
  | { kind: 'success'; key: TKey }
  | { kind: 'error'; key: TKey; params?: Record<string, string | number> }
  | { kind: 'error'; message: string };

/** A failed call as a notice, worded as in every other flow (`failureOf`). */
export function noticeFromError(err: unknown): Notice {
  return { kind: 'error', ...failureOf(err) };
}

export interface ProfileSettingsForm extends ProfileForm {
  nativeLanguage: string;
}

export type ProfileField = 'name' | 'gender' | 'customText' | 'birthdate';

export interface ProfileSettingsDeps {
  getLanguages(): Promise<Language[]>;
  updateProfile(patch: ProfilePatch): Promise<User>;
  setMe(user: User): void;
  notify(notice: Notice): void;
  today?(): Date;
}

export const EMPTY_PROFILE: ProfileSettingsForm = {
  name: '', gender: '', customText: '', birthdate: { day: '', month: '', year: '' }, nativeLanguage: '',
};

export function profileFormFrom(user: User | null): ProfileSettingsForm {
  if (!user) return { ...EMPTY_PROFILE };
  const { gender, customText } = genderFromStored(user.gender);
  return {
    name: user.name ?? '',
    gender,
    customText,
    birthdate: birthdateParts(user.birthdate),
    nativeLanguage: user.native_language ?? '',
  };
}

/**
 * A draft of the form read back from storage (settings/drafts.ts), as untrusted: short strings,
 * a month that is a string or 1–12, a gender from the list (else none); anything else is no draft.
 */
export function parseProfileDraft(v: unknown): ProfileSettingsForm | undefined {
  const o = fieldsOf(v);
  const b = fieldsOf(o.birthdate);
  const { name, gender, customText, nativeLanguage } = o;
  const { day, month, year } = b;
  if (!isKeptText(name) || !isKeptText(gender) || !isKeptText(customText) || !isKeptText(nativeLanguage) || !isKeptText(day) || !isKeptText(year)) return undefined;
  if (!isKeptText(month) && !(typeof month === 'number' && Number.isInteger(month) && month >= 1 && month <= 12)) return undefined;
  return {
    name, customText, nativeLanguage,
    gender: isGender(gender) ? gender : '',
    birthdate: { day, month, year },
  };
}

/** The PATCH body: trimmed name, gender as the API keeps it, birthdate only when complete.
 * A birthdate or native language the user emptied is sent empty when the user had one stored,
 * which clears it (otherwise "saved" would show while the old value stays). */
export function profilePatch(form: ProfileSettingsForm, today = new Date(), stored: User | null = null): ProfilePatch {
  const patch: ProfilePatch = { name: form.name.trim(), gender: genderPayload(form.gender as Gender, form.customText) };
  const birthdate = birthdateValue(form.birthdate, today);
  if (birthdate || stored?.birthdate) patch.birthdate = birthdate ?? '';
  if (form.nativeLanguage || stored?.native_language) patch.native_language = form.nativeLanguage;
  return patch;
}

/** Whether the form would send something other than what is saved (as the PATCH reads both). */
export function profileChanged(form: ProfileSettingsForm, stored: User | null, today = new Date()): boolean {
  const patch = (f: ProfileSettingsForm) => JSON.stringify(profilePatch(f, today, stored));
  return patch(form) !== patch(profileFormFrom(stored));
}

/** Whether the user has typed or chosen anything in the field (spaces do not count). */
function hasInput(form: ProfileSettingsForm, field: ProfileField): boolean {
  if (field === 'birthdate') return [form.birthdate.day, String(form.birthdate.month), form.birthdate.year].some((v) => v.trim() !== '');
  return form[field].trim() !== '';
}


export interface ProfileSettingsFlow {
  $form: ReadableAtom<ProfileSettingsForm>;
  $errors: ReadableAtom<Partial<FieldErrors<ProfileField>>>;
  $languages: ReadableAtom<Languages>;
  $busy: ReadableAtom<boolean>;
  /** Save is enabled only when the form is valid and would change what is saved (as address). */
  $canSave: ReadableAtom<boolean>;
  /** `draft`: edits kept from an earlier visit of the section, shown over the saved values. */
  init(user: User | null, draft?: ProfileSettingsForm): void;
  /** The form when it differs from what is saved (edits to keep), else null. */
  draft(): ProfileSettingsForm | null;
  loadLanguages(): Promise<void>;
  set<K extends keyof Omit<ProfileSettingsForm, 'birthdate'>>(field: K, value: ProfileSettingsForm[K]): void;
  setBirthdate(parts: Partial<BirthdateParts>): void;
  blur(field: ProfileField): void;
  save(): Promise<boolean>;
}

export function createProfileSettingsFlow(deps: ProfileSettingsDeps): ProfileSettingsFlow {
  const today = () => deps.today?.() ?? new Date();
  const $form = atom<ProfileSettingsForm>({ ...EMPTY_PROFILE });
  const $errors = atom<Partial<FieldErrors<ProfileField>>>({});
  const languages = createLanguageList(deps.getLanguages);
  const $busy = atom(false);
  const run = singleFlight($busy);
  const $canSave = atom(false);
  const touched = new Set<ProfileField>();
  let stored: User | null = null;

  // The month is a number when prefilled and a string once chosen: the same month either way.
  const key = (f: ProfileSettingsForm) => JSON.stringify({ ...f, birthdate: { ...f.birthdate, month: String(f.birthdate.month) } });
  const edited = (): boolean => key($form.get()) !== key(profileFormFrom(stored));

  function refresh(): void {
    const form = $form.get();
    const all = profileErrors(form, today());
    // Once the user has edited the form, every field that keeps Save disabled says why (a gender
    // never chosen included); before that, only the fields they have left with something in them.
    const shown: Partial<FieldErrors<ProfileField>> = edited() ? all : {};
    for (const f of touched) shown[f] = all[f];
    $errors.set(shown);
    $canSave.set(!hasErrors(all) && profileChanged(form, stored, today()));
  }

  return {
    $form, $errors, $languages: languages.$languages, $busy, $canSave,

    init(user, draft) {
      stored = user;
      touched.clear();
      $form.set(draft ?? profileFormFrom(user));
      refresh();
    },

    draft() {
      return edited() ? $form.get() : null;
    },

    loadLanguages: languages.load,

    set(field, value) {
      $form.set({ ...$form.get(), [field]: value });
      if (field === 'gender') touched.add('gender');
      refresh();
    },

    setBirthdate(parts) {
      $form.set({ ...$form.get(), birthdate: { ...$form.get().birthdate, ...parts } });
      refresh();
    },

    blur(field) {
      // Leaving a field empty that the user has not edited says nothing (as in the password form):
      // the form is as saved and Save is off. An edit shows every message at once (refresh).
      if (hasInput($form.get(), field)) touched.add(field);
      refresh();
    },

    save: () => run(async () => {
      const form = $form.get();
      const errors = profileErrors(form, today());
      if (hasErrors(errors)) {
        for (const f of Object.keys(errors) as ProfileField[]) touched.add(f);
        refresh();
        return false;
      }
      if (!profileChanged(form, stored, today())) return false; // nothing to send, nothing "saved"
      try {
        const user = await deps.updateProfile(profilePatch(form, today(), stored));
        stored = user;
        refresh();
        deps.setMe(user);
        deps.notify({ kind: 'success', key: 'settings.saved' });
        return true;
      } catch (err) {
        deps.notify(noticeFromError(err));
        return false;
      }
    }, false),
  };
}
