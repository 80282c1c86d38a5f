import { useId, useMemo, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import profileCss from '/src/ui/ProfileFields.css.ts.vanilla.css?inline';
import { $locale, INTL_TAG, type Locale, type TKey } from '../core/i18n';
import { CUSTOM_GENDER_MAX, DAY_MAX, YEAR_MAX } from '../core/constants';
import { BIRTH_MONTHS, GENDERS, type BirthdateParts, type Gender } from '../core/validation';
import { useT } from './context';
import { useAreas } from './use-areas';
import { useStyles } from './use-styles';
import * as pf from './ProfileFields.css';
import * as s from './styles.css';

export interface ProfileFieldsValue {
  birthdate: BirthdateParts;
  gender: Gender | '';
  /** Only used (and shown) when gender is CUSTOM. */
  customText: string;
  /** A language code from the language list; '' when none chosen. */
  nativeLanguage: string;
}

export const EMPTY_PROFILE_FIELDS: ProfileFieldsValue = {
  birthdate: { day: '', month: '', year: '' },
  gender: '',
  customText: '',
  nativeLanguage: '',
};

/** Already translated messages, shown under their controls. */
export interface ProfileFieldsErrors {
  birthdate?: string | null;
  gender?: string | null;
  customText?: string | null;
}

export interface LanguageOption {
  code: string;
  name: string;
}

export interface ProfileFieldsProps {
  value: ProfileFieldsValue;
  onChange(value: ProfileFieldsValue): void;
  errors?: ProfileFieldsErrors;
  /** From GET /languages/ (untrusted: rendered as text only); null while loading. */
  languages: readonly LanguageOption[] | null;
  disabled?: boolean;
}

/** Twelve month names in the UI language ('janeiro' → 'Janeiro'). */
export function monthNames(locale: Locale): string[] {
  const tag = INTL_TAG[locale];
  const fmt = new Intl.DateTimeFormat(tag, { month: 'long', timeZone: 'UTC' });
  return BIRTH_MONTHS.map((m) => {
    const name = fmt.format(Date.UTC(2000, m - 1, 1));
    return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  });
}

const GENDER_LABEL = {
  FEMALE: 'verify.gender-female',
  MALE: 'verify.gender-male',
  CUSTOM: 'verify.gender-option-custom',
  UNSPECIFIED: 'verify.gender-unspecified',
} satisfies Record<Gender, TKey>;

const MAX_LANGUAGES = 500;
const MAX_NAME = 80;

/** Keep only well-formed entries of the untrusted language list. */
export function cleanLanguages(list: readonly unknown[] | null | undefined): LanguageOption[] {
  if (!Array.isArray(list)) return [];
  const out: LanguageOption[] = [];
  const seen = new Set<string>();
  for (const item of list.slice(0, MAX_LANGUAGES)) {
    const { code, name } = (item ?? {}) as Record<string, unknown>;
    if (typeof code !== 'string' || typeof name !== 'string' || !code || !name || code.length > 16 || seen.has(code)) continue;
    seen.add(code);
    out.push({ code, name: name.slice(0, MAX_NAME) });
  }
  return out;
}

function Described({ id, error, children }: { id: string; error?: string | null | undefined; children: ReactNode }) {
  return (
    <>
      {children}
      {error ? <div id={id} className={s.fieldError} part="field-error">{error}</div> : null}
    </>
  );
}

/** Birthdate (day / month / year), gender with custom text, native language (spec §5). */
export function ProfileFields({ value, onChange, errors = {}, languages, disabled = false }: ProfileFieldsProps) {
  const t = useT();
  useAreas('verify');
  useStyles(profileCss);
  const locale = useStore($locale);
  const id = useId();
  const months = useMemo(() => monthNames(locale), [locale]);
  const langs = useMemo(() => cleanLanguages(languages), [languages]);
  const set = (patch: Partial<ProfileFieldsValue>) => onChange({ ...value, ...patch });
  const setDate = (patch: Partial<BirthdateParts>) => set({ birthdate: { ...value.birthdate, ...patch } });
  const digits = (v: string, max: number) => v.replace(/\D/g, '').slice(0, max);
  const invalid = (e?: string | null) => (e ? 'true' : undefined);
  const ids = { date: `${id}-date-err`, gender: `${id}-gender-err`, custom: `${id}-custom-err` };

  return (
    <>
      <fieldset className={pf.fieldset} part="birthdate" disabled={disabled} aria-describedby={errors.birthdate ? ids.date : undefined}>
        <legend className={pf.legend} part="label">{t('verify.birthdate')}</legend>
        <Described id={ids.date} error={errors.birthdate}>
          <div className={pf.dateRow}>
            <div className={pf.datePart}>
              <label className={`${s.label} ${pf.small}`} htmlFor={`${id}-day`}>{t('verify.day')}</label>
              <input
                id={`${id}-day`} name="birth_day" className={s.input} part="input" inputMode="numeric" autoComplete="bday-day"
                maxLength={DAY_MAX} value={value.birthdate.day} aria-invalid={invalid(errors.birthdate)}
                onInput={(e) => { const v = digits(e.currentTarget.value, DAY_MAX); e.currentTarget.value = v; setDate({ day: v }); }}
              />
            </div>
            <div className={pf.monthPart}>
              <label className={`${s.label} ${pf.small}`} htmlFor={`${id}-month`}>{t('verify.month')}</label>
              <select
                id={`${id}-month`} name="birth_month" className={`${s.input} ${pf.full}`} part="select" autoComplete="bday-month"
                value={String(value.birthdate.month)} aria-invalid={invalid(errors.birthdate)}
                onChange={(e) => setDate({ month: e.currentTarget.value ? Number(e.currentTarget.value) : '' })}
              >
                <option value="">{t('verify.month-choose')}</option>
                {months.map((name, i) => <option key={name} value={String(i + 1)}>{name}</option>)}
              </select>
            </div>
            <div className={pf.yearPart}>
              <label className={`${s.label} ${pf.small}`} htmlFor={`${id}-year`}>{t('verify.year')}</label>
              <input
                id={`${id}-year`} name="birth_year" className={s.input} part="input" inputMode="numeric" autoComplete="bday-year"
                maxLength={YEAR_MAX} value={value.birthdate.year} aria-invalid={invalid(errors.birthdate)}
                onInput={(e) => { const v = digits(e.currentTarget.value, YEAR_MAX); e.currentTarget.value = v; setDate({ year: v }); }}
              />
            </div>
          </div>
        </Described>
      </fieldset>

      <div className={s.field} part="field">
        <label className={s.label} htmlFor={`${id}-gender`} part="label">{t('verify.gender')}</label>
        <Described id={ids.gender} error={errors.gender}>
          <select
            id={`${id}-gender`} name="gender" className={`${s.input} ${pf.full}`} part="select" disabled={disabled}
            value={value.gender} aria-invalid={invalid(errors.gender)} aria-describedby={errors.gender ? ids.gender : undefined}
            onChange={(e) => set({ gender: e.currentTarget.value as Gender | '' })}
          >
            <option value="">{t('verify.gender-choose')}</option>
            {GENDERS.map((g) => <option key={g} value={g}>{t(GENDER_LABEL[g])}</option>)}
          </select>
        </Described>
      </div>

      {value.gender === 'CUSTOM' ? (
        <div className={s.field} part="field">
          <label className={s.label} htmlFor={`${id}-custom`} part="label">{t('verify.gender-custom')}</label>
          <Described id={ids.custom} error={errors.customText}>
            <input
              id={`${id}-custom`} name="gender_custom" className={s.input} part="input" disabled={disabled}
              maxLength={CUSTOM_GENDER_MAX} value={value.customText}
              aria-invalid={invalid(errors.customText)} aria-describedby={errors.customText ? ids.custom : undefined}
              onInput={(e) => set({ customText: e.currentTarget.value })}
            />
          </Described>
        </div>
      ) : null}

      <div className={s.field} part="field">
        <label className={s.label} htmlFor={`${id}-lang`} part="label">{t('verify.native-language')}</label>
        <select
          id={`${id}-lang`} name="native_language" className={`${s.input} ${pf.full}`} part="select"
          disabled={disabled || languages === null} aria-busy={languages === null ? 'true' : undefined}
          value={value.nativeLanguage}
          onChange={(e) => set({ nativeLanguage: e.currentTarget.value })}
        >
          <option value="">{languages === null ? t('shared.loading') : t('verify.language-choose')}</option>
          {/* Keep a stored code selectable even if the list lacks it. */}
          {value.nativeLanguage && !langs.some((l) => l.code === value.nativeLanguage)
            ? <option value={value.nativeLanguage}>{value.nativeLanguage}</option>
            : null}
          {langs.map((l) => <option key={l.code} value={l.code}>{l.name}</option>)}
        </select>
      </div>
    </>
  );
}
