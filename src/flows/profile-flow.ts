// Complete registration (spec §2, §4, §5): birthdate, gender, native language,
// phone and picture. Submit or skip; both go to the callback url or home.
import { atom, type ReadableAtom } from 'nanostores';
import { singleFlight } from './single-flight';
import type { Failure } from '../core/failure';
import type { ProfilePatch } from '../core/api/account-calls';
import { isAcceptedImage } from '../core/crop';
import { phoneMaskError, PHONE_INVALID } from '../core/phone/mask';
import {
  birthdateError, birthdateValue, customGenderError, genderError, genderPayload, hasErrors, type BirthdateParts, type Gender,
} from '../core/validation';
import { failureOf } from '../core/failure';
import type { PhoneDraft } from './verify-phone-flow';
import type { TKey } from '../core/i18n-keys';

export interface ProfileDraft {
  birthdate: BirthdateParts;
  gender: Gender | '';
  customText: string;
  nativeLanguage: string;
  /** Null when the phone is not asked for (already verified). */
  phone: PhoneDraft | null;
  image: File | null;
}

export type ProfileErrorField = 'birthdate' | 'gender' | 'customText' | 'phone' | 'image';
export type ProfileErrors = Record<ProfileErrorField, TKey | null>;

/** Home for "You don't have / already have a profile created!" (spec §8); done is the callback or home. */
export type ProfileExit = { to: 'done' } | { to: 'home' };

export interface ProfileDeps {
  updateProfile(patch: ProfilePatch): Promise<unknown>;
  toE164(country: string, national: string): Promise<string | null>;
  updatePhone(e164: string): Promise<unknown>;
  uploadAvatar(file: File): Promise<unknown>;
  exit(exit: ProfileExit): void;
}

export interface ProfileFlow {
  $busy: ReadableAtom<boolean>;
  $errors: ReadableAtom<ProfileErrors>;
  $error: ReadableAtom<Failure | null>;
  submit(draft: ProfileDraft): Promise<void>;
  /** The user changed a field: the fields that have shown a message are judged again. */
  edit(draft: ProfileDraft): void;
  skip(): void;
}

const NO_ERRORS: ProfileErrors = { birthdate: null, gender: null, customText: null, phone: null, image: null };

/** Field rules: gender required (custom text ≤ 32 when CUSTOM), birthdate all-or-nothing, phone optional but complete, one jpeg/png. */
export function profileDraftErrors(d: ProfileDraft, today: Date = new Date()): ProfileErrors {
  return {
    birthdate: birthdateError(d.birthdate, today),
    gender: genderError(d.gender),
    customText: d.gender === 'CUSTOM' ? customGenderError(d.customText) : null,
    phone: d.phone ? phoneMaskError(d.phone.mask, d.phone.number, { optional: true }) : null,
    image: d.image && !isAcceptedImage(d.image) ? 'verify.image-invalid' : null,
  };
}

/** The multipart PATCH: gender always, language and birthdate only when given. */
export function profilePatch(d: ProfileDraft, today: Date = new Date()): ProfilePatch {
  const patch: ProfilePatch = { gender: genderPayload(d.gender as Gender, d.customText) };
  if (d.nativeLanguage) patch.native_language = d.nativeLanguage;
  const birthdate = birthdateValue(d.birthdate, today);
  if (birthdate) patch.birthdate = birthdate;
  return patch;
}

// The server's answers that mean there is nothing to complete here (spec §8).
const PROFILE_REDIRECTS = ["You don't have a profile created!", 'You already have a profile created!'];

export function createProfileFlow(deps: ProfileDeps): ProfileFlow {
  const $busy = atom(false);
  const run = singleFlight($busy);
  const $errors = atom<ProfileErrors>(NO_ERRORS);
  const $error = atom<Failure | null>(null);
  // As in the sign-up and settings forms: silent until a submit, then a field that has shown a
  // message follows its value. The number the phone check refused stays refused until it changes.
  const shown = new Set<ProfileErrorField>();
  let refused: PhoneDraft | null = null;

  return {
    $busy,
    $errors,
    $error,
    submit: (draft) => run(async () => {
      const errors = profileDraftErrors(draft);
      for (const f of Object.keys(errors) as ProfileErrorField[]) if (errors[f]) shown.add(f);
      $errors.set(errors);
      refused = null;
      if (hasErrors(errors)) return;
      $error.set(null);
      try {
        // The number is checked before anything is sent: a refused phone used to come after the
        // profile PATCH, leaving the form half saved (QA).
        let e164: string | null = null;
        if (draft.phone && draft.phone.number.replace(/\D/g, '')) {
          e164 = await deps.toE164(draft.phone.country, draft.phone.number);
          if (!e164) {
            refused = draft.phone;
            shown.add('phone');
            $errors.set({ ...NO_ERRORS, phone: PHONE_INVALID });
            return;
          }
        }
        await deps.updateProfile(profilePatch(draft));
        if (e164) await deps.updatePhone(e164);
        if (draft.image) await deps.uploadAvatar(draft.image);
        deps.exit({ to: 'done' });
      } catch (err) {
        const message = (err as { message?: unknown } | null)?.message;
        if (typeof message === 'string' && PROFILE_REDIRECTS.includes(message.trim())) {
          deps.exit({ to: 'home' });
          return;
        }
        $error.set(failureOf(err));
      }
    }),
    edit(draft) {
      const now = profileDraftErrors(draft);
      const next = { ...$errors.get() };
      for (const f of shown) next[f] = now[f];
      const p = draft.phone;
      if (refused && p?.country === refused.country && p.number === refused.number) next.phone = PHONE_INVALID;
      $errors.set(next);
    },
    skip() {
      if ($busy.get()) return;
      deps.exit({ to: 'done' });
    },
  };
}
