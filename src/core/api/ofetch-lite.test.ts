import { describe, expect, test } from 'vitest';
import parseJson, { withBase, withQuery } from './ofetch-lite.ts';

describe('what ofetch takes from ufo', () => {
  test('withBase joins a path to the API base with one slash, and leaves absolute URLs alone', () => {
    expect(withBase('/auth/sign-in/', 'https://api.lingora.example')).toBe('https://api.lingora.example/auth/sign-in/');
    expect(withBase('/auth/sign-in/', 'https://api.lingora.example/')).toBe('https://api.lingora.example/auth/sign-in/');
    expect(withBase('users/me/', 'https://api.lingora.example/v1')).toBe('https://api.lingora.example/v1/users/me/');
    expect(withBase('https://other.example/x', 'https://api.lingora.example')).toBe('https://other.example/x');
    expect(withBase('https://api.lingora.example/x', 'https://api.lingora.example')).toBe('https://api.lingora.example/x');
    expect(withBase('/x', '')).toBe('/x');
  });

  test('withQuery merges, replaces, repeats and removes, and keeps the fragment', () => {
    expect(withQuery('https://a.example/p', { email: 'ana+1@x.example', page: '2' })).toBe('https://a.example/p?email=ana%2B1%40x.example&page=2');
    expect(withQuery('https://a.example/p?a=1&b=2#f', { b: '3', c: undefined })).toBe('https://a.example/p?a=1&b=3#f');
    expect(withQuery('https://a.example/p?a=1', { a: undefined })).toBe('https://a.example/p');
    expect(withQuery('/p', { t: ['x', 'y'], o: { k: 1 }, s: 'a b' })).toBe('/p?t=x&t=y&o=%7B%22k%22%3A1%7D&s=a+b');
  });
});

describe('what ofetch takes from destr', () => {
  test('JSON becomes values; anything else stays the text it was', () => {
    expect(parseJson('{"detail":"Not found.","n":[1,2]}')).toEqual({ detail: 'Not found.', n: [1, 2] });
    expect(parseJson('true')).toBe(true);
    expect(parseJson('<html>oops</html>')).toBe('<html>oops</html>');
    expect(parseJson('')).toBe('');
    expect(parseJson(undefined)).toBeUndefined();
  });

  test('drops keys that would pollute Object.prototype', () => {
    const parsed = parseJson('{"__proto__":{"polluted":true},"constructor":{"prototype":{"bad":1}},"ok":1}') as Record<string, unknown>;
    expect(parsed).toEqual({ ok: 1 });
    expect(Object.prototype.hasOwnProperty.call(parsed, '__proto__')).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
