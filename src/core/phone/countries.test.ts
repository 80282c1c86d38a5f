import { describe, expect, it } from 'vitest';
import { deriveMask, phoneCountries, phoneCountry } from './countries';
import { DEFAULT_PHONE_COUNTRY, DEFAULT_PHONE_MASK, applyMask, isMaskComplete, maskSlots } from './mask';
import { toInternational, isValidForCountry } from './phone';
import examples from 'libphonenumber-js/examples.mobile.json';

describe('phone country table', () => {
  const table = phoneCountries();

  it('has a mask and calling code for at least 240 regions', () => {
    expect(table.length).toBeGreaterThanOrEqual(240);
    for (const row of table) {
      expect(row.country).toMatch(/^[A-Z]{2}$/);
      expect(row.callingCode).toMatch(/^\d{1,3}$/);
      expect(row.mask).toMatch(/^[#() .-]+$/);
      expect(maskSlots(row.mask)).toBeGreaterThanOrEqual(4);
    }
  });

  it('lists each region once', () => {
    expect(new Set(table.map((r) => r.country)).size).toBe(table.length);
  });

  it('defaults to BR with the mask (##) #####-####', () => {
    expect(DEFAULT_PHONE_COUNTRY).toBe('BR');
    expect(phoneCountry(DEFAULT_PHONE_COUNTRY)).toEqual({ country: 'BR', callingCode: '55', mask: '(##) #####-####' });
    expect(phoneCountry('br')?.mask).toBe(DEFAULT_PHONE_MASK);
  });

  it.each([
    ['US', '1', '(###) ###-####'],
    ['GB', '44', '#### ######'],
    ['PT', '351', '### ### ###'],
    ['ES', '34', '### ## ## ##'],
    ['AR', '54', '# ## #### ####'],
    ['MX', '52', '### ### ####'],
  ])('gives %s a sensible mask without trunk prefix', (country, callingCode, mask) => {
    expect(phoneCountry(country)).toEqual({ country, callingCode, mask });
  });

  it('never asks for a trunk zero: GB mask fits the number without its 0', () => {
    const mask = deriveMask('GB')!;
    expect(isMaskComplete(mask, '7400123456')).toBe(true);
    expect(isValidForCountry('GB', applyMask(mask, '7400123456'))).toBe(true);
  });

  it('masks every example mobile number completely, and it validates for its region', () => {
    const ex = examples as Record<string, string>;
    const failures: string[] = [];
    for (const row of table) {
      const nsn = ex[row.country];
      if (!nsn) continue;
      const masked = applyMask(row.mask, nsn);
      if (!isMaskComplete(row.mask, masked) || !isValidForCountry(row.country, masked)) failures.push(row.country);
      else if (toInternational(row.country, masked) === null) failures.push(row.country);
    }
    expect(failures).toEqual([]);
  });

  it('returns undefined for an unknown region', () => {
    expect(phoneCountry('ZZ')).toBeUndefined();
  });
});
