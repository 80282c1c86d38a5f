// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { boolean, object, string, mask } from 'superstruct';
import { MAX_VALUE_LENGTH, readJson, readRaw, removeKey, writeJson, writeRaw } from './storage.ts';
import { breakLocalStorage } from '../../tests/unit/broken-storage.ts';

const PrefsSchema = object({ email: string(), signedIn: boolean() });
const Prefs = (v: unknown) => mask(v, PrefsSchema);
const fallback = { email: '', signedIn: false };

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('readJson', () => {
  test('returns a stored value that matches its schema', () => {
    writeJson('local', 'k', { email: 'a@b.c', signedIn: true });
    expect(readJson('local', 'k', Prefs, fallback)).toEqual({ email: 'a@b.c', signedIn: true });
  });

  test('strips keys the schema does not know', () => {
    localStorage.setItem('k', '{"email":"a@b.c","signedIn":true,"extra":"x"}');
    expect(readJson('local', 'k', Prefs, fallback)).toEqual({ email: 'a@b.c', signedIn: true });
  });

  test('tampered storage (malformed JSON, __proto__, wrong types, huge strings) is discarded', () => {
    const bad = [
      '{not json',
      '',
      'null',
      '{"email":"a@b.c","signedIn":"yes"}',
      '{"email":1,"signedIn":true}',
      '{"email":"a@b.c","signedIn":true,"__proto__":{"polluted":true}}',
      '{"email":"a@b.c","signedIn":true,"nested":{"constructor":{"prototype":{"polluted":true}}}}',
      JSON.stringify({ email: 'x'.repeat(MAX_VALUE_LENGTH), signedIn: true }),
    ];
    for (const raw of bad) {
      localStorage.setItem('k', raw);
      expect(readJson('local', 'k', Prefs, fallback), raw.slice(0, 60)).toBe(fallback);
      expect(localStorage.getItem('k'), `${raw.slice(0, 60)} is removed`).toBeNull();
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('a missing key gives the fallback', () => {
    expect(readJson('session', 'nothing', Prefs, fallback)).toBe(fallback);
  });
});

describe('writing', () => {
  test('refuses values over the size cap', () => {
    expect(writeJson('local', 'k', { email: 'x'.repeat(MAX_VALUE_LENGTH) })).toBe(false);
    expect(localStorage.getItem('k')).toBeNull();
  });

  test('refuses what JSON cannot represent', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(writeJson('local', 'k', cyclic)).toBe(false);
  });

  test('raw values round-trip in both areas and can be removed', () => {
    expect(writeRaw('session', 'k', 'v')).toBe(true);
    expect(readRaw('session', 'k')).toBe('v');
    removeKey('session', 'k');
    expect(readRaw('session', 'k')).toBeUndefined();
  });
});

describe('unavailable storage', () => {
  test('storage that throws (privacy modes, partner iframes) never crashes the caller', () => {
    breakLocalStorage({
      getItem: new DOMException('denied', 'SecurityError'),
      setItem: new DOMException('full', 'QuotaExceededError'),
      removeItem: new DOMException('denied', 'SecurityError'),
    });
    expect(readJson('local', 'k', Prefs, fallback)).toBe(fallback);
    expect(writeJson('local', 'k', fallback)).toBe(false);
    expect(() => removeKey('local', 'k')).not.toThrow();
    vi.restoreAllMocks();
  });

  test('a storage getter that throws is handled too', () => {
    const getter = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readRaw('local', 'k')).toBeUndefined();
    expect(writeRaw('local', 'k', 'v')).toBe(false);
    getter.mockRestore();
  });
});
