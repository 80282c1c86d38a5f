// Business constants and limits from the spec (§9). One place, so rules,
// screens and tests agree on the numbers.

/** Minimum password length. */
export const PASSWORD_MIN = 6;
/** Length of every verification code (email, phone, password reset). */
export const CODE_LENGTH = 6;
/** Seconds before "resend code" is offered again. */
export const RESEND_SECONDS = 30;
/** How long a dismissible alert stays on screen unless permanent. */
export const ALERT_MS = 5000;
/** Maximum length of a name, wherever one is typed (sign-up, profile); the API's limit too. */
export const NAME_MAX = 120;
/** Maximum length of a custom gender text. */
export const CUSTOM_GENDER_MAX = 32;
/** Birthdate day input: at most 2 characters. */
export const DAY_MAX = 2;
/** Birthdate year input: at most 4 characters. */
export const YEAR_MAX = 4;
/** Digits of a Brazilian postal code (CEP), shown as #####-###. */
export const CEP_DIGITS = 8;
/** Days the platforms list stays cached in local storage. */
export const PLATFORMS_CACHE_DAYS = 30;
/** Access-token cookie lifetime when the session gives no expires_in. */
export const ACCESS_COOKIE_DAYS = 1;
/** Refresh-token and email cookie lifetime. */
export const REFRESH_COOKIE_DAYS = 30;
/** Responsive breakpoints, in em. */
export const BREAKPOINTS_EM = [30, 48, 62, 80, 96] as const;
/** Error-report trace sampling rate. */
export const ERROR_SAMPLE_RATE = 0.1;
