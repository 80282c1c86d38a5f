import { describe, expect, it } from 'vitest';
import { parseKeptFields } from './use-kept-fields';

describe('a form kept across a reload, read back from storage', () => {
  const parse = parseKeptFields(['name', 'email']);

  it('takes the named fields that are strings', () => {
    expect(parse({ name: 'Zoë', email: 'a@b.co' })).toEqual({ name: 'Zoë', email: 'a@b.co' });
  });

  it('drops other fields (a planted password), non-strings and overlong values', () => {
    expect(parse({ name: 7, email: 'x'.repeat(321), password: 'abc123' })).toEqual({});
  });

  it('refuses what is not an object', () => {
    expect(() => parse(['a@b.co'])).toThrow();
  });
});
