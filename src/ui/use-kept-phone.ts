// A phone number being typed, kept across a reload like the other signed-out forms'
// fields (use-kept-fields.ts): only its region and digits are stored, and the value is
// rebuilt through the phone table, so a stored mask or calling code is never trusted.
import { useEffect, useRef, useState } from 'react';
import { onlyDigits } from '../core/phone/mask';
import { DEFAULT_PHONE, phoneValueFor, type PhoneValue } from './PhoneField';
import { useKeptFields } from './use-kept-fields';

/** The phone's state for `form`, its setter, and `forget` for when the number has done its work. */
export function useKeptPhone(form: string): [PhoneValue, (phone: PhoneValue) => void, () => void] {
  const [kept, keep, forget] = useKeptFields(form, { country: '', digits: '' }, ['country', 'digits']);
  const [phone, setPhone] = useState<PhoneValue>(DEFAULT_PHONE);
  const typed = useRef(false);
  useEffect(() => {
    const digits = onlyDigits(kept.digits);
    if (!digits) return undefined;
    let live = true;
    // The table may load after the user has started typing: what they type wins.
    phoneValueFor(kept.country, digits).then((value) => { if (live && !typed.current) setPhone(value); }, () => {});
    return () => { live = false; };
  }, []); // what was kept, on arrival only
  const set = (value: PhoneValue): void => {
    typed.current = true;
    setPhone(value);
    keep({ country: value.country, digits: onlyDigits(value.number) });
  };
  return [phone, set, forget];
}
