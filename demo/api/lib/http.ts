// Error type, body readers and input validators shared by the routes.
import type { Context } from 'hono';
import type { MessageKey } from './i18n.ts';

/**
 * Thrown by handlers; app.onError turns it into {detail, field?, retry_after?, ...extra} in the
 * caller's language (`extra` carries flags such as activation's `code_required`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 428 | 429 | 500 | 303,
    readonly key: MessageKey,
    readonly field?: string,
    readonly retryAfter?: number,
    readonly extra?: Record<string, unknown>,
  ) {
    super(key);
  }
}

export const fail = (status: ApiError['status'], key: MessageKey, field?: string): never => {
  throw new ApiError(status, key, field);
};

export type JsonBody = Record<string, unknown>;

/** Reads a JSON object body; anything else is a 400. */
export async function readJson(c: Context): Promise<JsonBody> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().includes('json')) {
    // Tolerate a missing content type when the text is JSON (some clients omit it).
    if (type && !type.startsWith('text/plain')) fail(415, 'badJson');
  }
  let value: unknown;
  try {
    const text = await c.req.text();
    value = text ? JSON.parse(text) : {};
  } catch {
    fail(400, 'badJson');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) fail(400, 'badJson');
  for (const [key, v] of Object.entries(value as JsonBody)) rejectControlChars(v, key);
  return value as JsonBody;
}

// C0 controls (NUL, tab, line breaks…), DEL and C1 controls: no text field of this API holds them,
// and PostgreSQL refuses NUL outright (a 500 before this check).
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** 400 `field` when a text value (or any string inside it) holds a control character. */
export function rejectControlChars(value: unknown, field: string): void {
  if (typeof value === 'string') {
    if (CONTROL.test(value)) fail(400, 'controlChars', field);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) rejectControlChars(v, field);
  }
}

/** A trimmed string field, or undefined when absent / not a string. */
export function str(body: JsonBody, key: string): string | undefined {
  const v = body[key];
  return typeof v === 'string' ? v.trim() : undefined;
}

/** A raw (untrimmed) string field, for passwords. */
export function raw(body: JsonBody, key: string): string | undefined {
  const v = body[key];
  return typeof v === 'string' ? v : undefined;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function isEmail(email: string): boolean {
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

/** Spec §5: at least 6 characters, letters and numbers combined. */
export function passwordOk(pw: string): boolean {
  return pw.length >= 6 && pw.length <= 128 && /\p{L}/u.test(pw) && /\p{N}/u.test(pw);
}

export function requireEmail(value: string | undefined, field = 'email'): string {
  if (!value) fail(400, 'emailRequired', field);
  rejectControlChars(value, field); // query strings do not pass through readJson
  const email = normalizeEmail(value!);
  if (!isEmail(email)) fail(400, 'emailInvalid', field);
  return email;
}

export function requirePassword(value: string | undefined, field = 'password'): string {
  if (!value) fail(400, 'passwordRequired', field);
  if (!passwordOk(value!)) fail(400, 'passwordRule', field);
  return value!;
}

/** Verification code: 6 letters/digits, compared uppercased. */
export function requireCode(value: string | undefined, field = 'code'): string {
  const code = (value ?? '').trim().toUpperCase();
  if (!/^[A-Z0-9]{6}$/.test(code)) fail(400, 'codeRequired', field);
  return code;
}

/** International phone: leading +, 8 to 15 digits, spaces, parentheses and dashes allowed. */
export function normalizePhone(value: string | undefined): string | null {
  if (!value) return null;
  const v = value.trim().replace(/\s+/g, ' ');
  if (!/^\+[\d\s()-]+$/.test(v)) return null;
  const digits = v.replace(/\D/g, '');
  if (digits.length < 8 || digits.length > 15) return null;
  return v;
}

export function isValidDate(ymd: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}
