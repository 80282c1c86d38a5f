import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import phoneCss from '/src/ui/PhoneField.css.ts.vanilla.css?inline';
import { $locale, INTL_TAG } from '../core/i18n';
import { applyMask, DEFAULT_PHONE_COUNTRY, DEFAULT_PHONE_MASK, onlyDigits, phoneMaskError } from '../core/phone/mask';
import { countryName } from '../core/phone/names';
import type { PhoneCountry } from '../core/phone/countries';
import { useT } from './context';
import { useAreas } from './use-areas';
import { useStable } from './use-stable';
import { useStyles } from './use-styles';
import * as p from './PhoneField.css';
import * as s from './styles.css';
import type { TKey } from '../core/i18n';

/** A phone being typed: the region, its calling code and mask, and the national number as shown. */
export interface PhoneValue {
  country: string;
  callingCode: string;
  /** What `number` is checked against: the region's mask, with a slot per trunk-prefix digit typed (countries.ts typePhone). */
  mask: string;
  number: string;
}

// BR is known before the country table (a heavy chunk) arrives, so the field is usable at once.
const DEFAULT_CALLING_CODE = '55';
export const DEFAULT_PHONE: PhoneValue = { country: DEFAULT_PHONE_COUNTRY, callingCode: DEFAULT_CALLING_CODE, mask: DEFAULT_PHONE_MASK, number: '' };

/** The i18n error key of a phone value (spec §5: no unfilled mask slot), or null. */
export function phoneFieldError(value: PhoneValue, options: { optional?: boolean } = {}): TKey | null {
  return phoneMaskError(value.mask, value.number, options);
}

/** The country table and the as-you-type reading of a number (libphonenumber), loaded on demand. */
interface PhoneTable {
  rows: readonly PhoneCountry[];
  typePhone: typeof import('../core/phone/countries').typePhone;
  readInternational: typeof import('../core/phone/countries').readInternational;
}

/** Loaded once per page. */
let tablePromise: Promise<PhoneTable> | null = null;
export function loadPhoneTable(): Promise<PhoneTable> {
  tablePromise ??= import('../core/phone/countries').then((m) => ({ rows: m.phoneCountries(), typePhone: m.typePhone, readInternational: m.readInternational })).catch((err: unknown) => {
    tablePromise = null; // offline: the next mount tries again
    throw err;
  });
  return tablePromise;
}

/** `digits` (what the user typed, or a stored number) as a PhoneValue of the region `row`. */
function typed(table: PhoneTable, row: PhoneCountry, digits: string): PhoneValue {
  return { country: row.country, callingCode: row.callingCode, ...table.typePhone(row, digits) };
}

/** A PhoneValue for a region and national digits (e.g. a stored phone read back), shown for that region. */
export async function phoneValueFor(country: string, national: string): Promise<PhoneValue> {
  const table = await loadPhoneTable();
  const row = table.rows.find((r) => r.country === country.toUpperCase());
  if (!row) return { ...DEFAULT_PHONE, number: applyMask(DEFAULT_PHONE_MASK, national) };
  return typed(table, row, national);
}

/** A calling code being typed ('+', '+35', '+1 415'): '+' and its digits, else ''. */
function codeBeingTyped(text: string): string {
  return /^\s*\+[\d\s().-]*$/.test(text) ? `+${onlyDigits(text).slice(0, 15)}` : '';
}

/** The caret index just after the n-th digit of a masked value (0 for none). */
export function caretAfterDigits(masked: string, n: number): number {
  if (n <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < masked.length; i++) {
    if (/\d/.test(masked[i] ?? '') && ++seen === n) return i + 1;
  }
  return masked.length;
}

export interface PhoneFieldProps {
  label: string;
  value: PhoneValue;
  onChange(value: PhoneValue): void;
  /** Already translated. */
  error?: string | null;
  disabled?: boolean;
  name?: string;
  required?: boolean;
}

/**
 * Country picker (about 240 regions, localised names, calling code) and a
 * number input masked for the chosen region. BR works before the table loads.
 */
export function PhoneField({ label, value, onChange, error, disabled = false, name = 'phone', required = false }: PhoneFieldProps) {
  const t = useT();
  useAreas('verify');
  useStyles(phoneCss);
  const locale = useStore($locale);
  const id = useId();
  const [table, setTable] = useState<PhoneTable | null>(null);
  // The digits as the user last typed them: a switch to a country with a shorter mask cuts the
  // number, and a switch back (a slip in the list) must give the cut digits back.
  const lastTyped = useRef('');
  const field = useRef<HTMLInputElement>(null);

  // A value shown before the table arrived (the BR mask alone) is read again as the region reads
  // it, once, as the table arrives. From the field, not a render's value: the digit a keystroke
  // just typed may be in the field only, its render still to come.
  const readAgain = useStable((loaded: PhoneTable) => {
    const text = field.current?.value ?? value.number;
    const abroad = loaded.readInternational(text, value.country);
    const row = abroad?.row ?? loaded.rows.find((r) => r.country === value.country);
    if (!row || (!abroad && codeBeingTyped(text))) return;
    const next = typed(loaded, row, abroad ? abroad.national : text);
    if (next.number !== value.number || next.mask !== value.mask || next.country !== value.country) onChange(next);
  });

  useEffect(() => {
    let live = true;
    loadPhoneTable().then((loaded) => {
      if (!live) return;
      setTable(loaded);
      readAgain(loaded);
    }, () => {
      // Without the table the field stays on its current region; the mask still applies.
    });
    return () => { live = false; };
  }, [readAgain]);

  const rowOf = (country: string) => table?.rows.find((r) => r.country === country);

  const options = useMemo(() => {
    const rows = table?.rows ?? [{ country: value.country, callingCode: value.callingCode, mask: value.mask } as PhoneCountry];
    const collator = new Intl.Collator(INTL_TAG[locale]);
    return rows
      .map((r) => ({ code: r.country, label: t('verify.phone-country-option', { name: countryName(r.country, locale), code: r.callingCode }) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [table, locale, value.country, value.callingCode, value.mask, t]);

  const errId = `${id}-err`;
  return (
    <fieldset className={p.group} part="phone-field" disabled={disabled}>
      <legend className={s.visuallyHidden}>{label}</legend>
      <div className={p.row}>
        <div className={p.part}>
          <label className={s.label} htmlFor={`${id}-country`} part="label">{t('verify.phone-country')}</label>
          <select
            id={`${id}-country`}
            name={`${name}_country`}
            className={`${s.input} ${p.country}`}
            part="select phone-country"
            value={value.country}
            autoComplete="tel-country-code"
            onChange={(e) => {
              const row = rowOf(e.currentTarget.value);
              const shown = onlyDigits(value.number);
              const digits = lastTyped.current.startsWith(shown) ? lastTyped.current : shown;
              if (table && row) onChange(typed(table, row, digits));
            }}
          >
            {options.map((o) => <option key={o.code} value={o.code}>{o.label}</option>)}
          </select>
        </div>
        <div className={p.part}>
          <label className={s.label} htmlFor={id} part="label">{label}</label>
          <input
            ref={field}
            id={id}
            name={name}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            className={s.input}
            part="input phone-number"
            value={value.number}
            placeholder={value.mask.replace(/#/g, '0')}
            required={required}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? errId : undefined}
            onInput={(e) => {
              const el = e.currentTarget;
              // A number pasted or autofilled with its calling code ('+55 21 …') picks its region:
              // read as national digits, the code would become the area code ('(55) 21998-7654').
              const abroad = table?.readInternational(el.value, value.country) ?? null;
              // Typed key by key ('+', '+35'): kept as typed until its code names a region (+1, shared,
              // with the area code), rather than read as national digits ('(35)').
              const code = abroad ? '' : codeBeingTyped(el.value);
              if (code) {
                el.value = code;
                lastTyped.current = '';
                if (code !== value.number) onChange({ ...value, number: code });
                return;
              }
              const national = abroad ? abroad.national : el.value;
              const digitsBefore = abroad ? Infinity : onlyDigits(el.value.slice(0, el.selectionStart ?? el.value.length)).length;
              const row = abroad?.row ?? rowOf(value.country);
              // Before the table arrives (BR only) the mask alone; then as libphonenumber reads it.
              const next = table && row ? typed(table, row, national) : { ...value, number: applyMask(value.mask, el.value) };
              const masked = next.number;
              lastTyped.current = onlyDigits(national);
              // Keep the DOM in step even when the masked text equals the old value (a rejected
              // letter), and the caret after the same digit, so edits mid-number stay in place.
              if (el.value !== masked) {
                el.value = masked;
                const at = caretAfterDigits(masked, digitsBefore);
                el.setSelectionRange(at, at);
              }
              if (masked !== value.number || next.mask !== value.mask || next.country !== value.country) onChange(next);
            }}
          />
        </div>
      </div>
      {error ? <div id={errId} className={s.fieldError} part="field-error">{error}</div> : null}
    </fieldset>
  );
}
