// Safe JSON persistence. Everything read back is untrusted: storage can be
// edited by the user, by another script on the page, or be unavailable
// altogether (partner iframes, privacy modes, quota). Reads never throw; a bad
// value is discarded and the fallback returned.

export type Area = 'local' | 'session';

/** Values larger than this (in UTF-16 code units) are neither written nor read. */
export const MAX_VALUE_LENGTH = 64 * 1024;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function area(which: Area): Storage | undefined {
  try {
    const s = which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    return s ?? undefined;
  } catch {
    return undefined; // a SecurityError on access itself (sandboxed iframes)
  }
}

/** JSON.parse that refuses prototype-shaped keys anywhere in the tree. */
export function parseUntrusted(raw: string): unknown {
  let tainted = false;
  const value: unknown = JSON.parse(raw, (key, v: unknown) => {
    if (FORBIDDEN_KEYS.has(key)) tainted = true;
    return v;
  });
  if (tainted) throw new Error('forbidden key in stored JSON');
  return value;
}

/**
 * Checks an untrusted value and returns the typed (and stripped) result, or
 * throws. A superstruct schema fits as `(v) => mask(v, Schema)`; the entry's
 * own shapes use small hand-written parsers so it need not ship superstruct.
 */
export type Parser<T> = (value: unknown) => T;

/**
 * Read `key` and return it when it parses and passes `parse`, else `fallback`. A value that
 * fails is also removed, so a tampered record (a planted password, say) does not linger.
 */
export function readJson<T>(which: Area, key: string, parse: Parser<T>, fallback: T): T {
  const raw = readRaw(which, key);
  if (raw === undefined) return fallback;
  try {
    return parse(parseUntrusted(raw));
  } catch {
    removeKey(which, key);
    return fallback;
  }
}

/** A text field's value read back from storage (untrusted): a string no longer than any field takes. */
export const isKeptText = (value: unknown): value is string => typeof value === 'string' && value.length <= 320;

/** The plain-object fields of an untrusted value, or a throw. */
export function fieldsOf(value: unknown): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new TypeError('expected an object');
  return value as Record<string, unknown>;
}

/** Write `value` as JSON. Returns false when storage is unavailable, full, or the value is too large. */
export function writeJson(which: Area, key: string, value: unknown): boolean {
  let raw: string;
  try {
    raw = JSON.stringify(value);
  } catch {
    return false;
  }
  return writeRaw(which, key, raw);
}

export function readRaw(which: Area, key: string): string | undefined {
  try {
    const s = area(which);
    const raw = s?.getItem(key);
    if (typeof raw !== 'string') return undefined;
    if (raw.length > MAX_VALUE_LENGTH) {
      s?.removeItem(key); // too large to be ours
      return undefined;
    }
    return raw;
  } catch {
    return undefined;
  }
}

export function writeRaw(which: Area, key: string, raw: string): boolean {
  if (raw.length > MAX_VALUE_LENGTH) return false;
  try {
    const s = area(which);
    if (!s) return false;
    s.setItem(key, raw);
    return true;
  } catch {
    return false;
  }
}

export function removeKey(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // nothing to clean if storage is unavailable
  }
}
