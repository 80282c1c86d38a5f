// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import Cookies from 'js-cookie';
import { readCookie } from './read-cookie';

describe('readCookie', () => {
  it('reads what js-cookie wrote, as js-cookie reads it', () => {
    for (const value of ['acc-123', 'joão@lingora.example', 'a=b;c', '"quoted"', 'eyJhbGciOi.eyJzdWIi.sig_-']) {
      Cookies.set('probe', value, { path: '/' });
      expect(readCookie('probe')).toBe(Cookies.get('probe'));
      Cookies.remove('probe', { path: '/' });
    }
  });

  it('takes the first of a name, never a longer name ending the same', () => {
    expect(readCookie('access_token', 'x_access_token=no; access_token=yes; access_token=later')).toBe('yes');
    expect(readCookie('access_token', 'x_access_token=no')).toBeUndefined();
  });

  it('leaves out what it cannot decode, as js-cookie does', () => {
    for (const raw of ['%E0%A4%A', '%C3', '%41%42', '%zz']) {
      document.cookie = `odd=${raw}; path=/`;
      expect(readCookie('odd')).toBe(Cookies.get('odd'));
    }
    Cookies.remove('odd', { path: '/' });
    expect(readCookie('odd', 'odd=%C3')).toBeUndefined();
  });
});
