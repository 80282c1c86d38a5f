// Dates and month names in the portal's language through Intl, at zero bytes.
// pt is Brazilian Portuguese (INTL_TAG): 'janeiro', '15 de janeiro de 2000'.
import { INTL_TAG, type Locale } from './i18n';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Twelve month names, lower-case as the language writes them mid-sentence (pt 'janeiro', en 'January'). */
export function monthNames(locale: Locale): string[] {
  // UTC on both sides: a local time zone west of Greenwich would turn 1 March into February.
  const fmt = new Intl.DateTimeFormat(INTL_TAG[locale], { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, m) => fmt.format(Date.UTC(2000, m, 1)));
}

/** The UTC timestamp of a real calendar date 'yyyy-MM-dd', or null (untrusted input: '2001-02-30' is null). */
export function parseIsoDate(isoDate: string): number | null {
  const m = ISO_DATE.exec(isoDate.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const time = Date.UTC(y, mo - 1, d);
  const back = new Date(time);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return time;
}

/** A 'yyyy-MM-dd' date (the API's birthdate) in words; an invalid value is returned as given, never blank. */
export function formatDate(isoDate: string, locale: Locale): string {
  const time = parseIsoDate(isoDate);
  if (time === null) return isoDate;
  return new Intl.DateTimeFormat(INTL_TAG[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(time);
}

/** A moment (an ISO timestamp from the API) as date and time in the user's language and time zone; odd input as given. */
export function formatMoment(iso: string, locale: Locale): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Intl.DateTimeFormat(INTL_TAG[locale], { dateStyle: 'medium', timeStyle: 'short' }).format(time);
}
