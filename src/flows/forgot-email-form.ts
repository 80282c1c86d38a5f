// The forgot-email prototype's form (spec §2, §5): a name, and a phone masked for its country
// with no open mask slot that reads as a phone number, checked as the sign-up phone step does.
// Nothing is sent: the prototype only moves on to its fake code.
import { phoneMaskError, PHONE_INVALID } from '../core/phone/mask';
import { nameError, type ErrorKey } from '../core/validation';
import type { PhoneDraft } from './verify-phone-flow';

export interface ForgotEmailForm {
  name: string;
  phone: PhoneDraft;
}

/** i18n error keys per field; none set means the form may go on. */
export interface ForgotEmailErrors {
  name: ErrorKey | null;
  phone: ErrorKey | null;
}

export async function forgotEmailErrors(
  form: ForgotEmailForm,
  /** E.164 of a national number for a region, or null when it is not a phone number. */
  toE164: (country: string, national: string) => Promise<string | null>,
): Promise<ForgotEmailErrors> {
  const name = nameError(form.name);
  const masked = phoneMaskError(form.phone.mask, form.phone.number);
  if (masked) return { name, phone: masked };
  let e164: string | null;
  try {
    e164 = await toE164(form.phone.country, form.phone.number);
  } catch {
    // The number table (a lazy chunk) did not load: a full mask is all a prototype can ask then.
    return { name, phone: null };
  }
  return { name, phone: e164 ? null : PHONE_INVALID };
}
