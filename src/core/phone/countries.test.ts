import { describe, expect, it } from 'vitest';
import { AsYouType, getExampleNumber, type CountryCode } from 'libphonenumber-js/min';
import { deriveMask, phoneCountries, phoneCountry, readInternational, typePhone } from './countries';
import { DEFAULT_PHONE_COUNTRY, DEFAULT_PHONE_MASK, applyMask, isMaskComplete, maskSlots, phoneMaskError } from './mask';
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
    expect(phoneCountry(DEFAULT_PHONE_COUNTRY)).toEqual({ country: 'BR', callingCode: '55', mask: '(##) #####-####', trunk: false });
    expect(phoneCountry('br')?.mask).toBe(DEFAULT_PHONE_MASK);
  });

  it.each([
    ['US', '1', '(###) ###-####', false],
    ['GB', '44', '#### ######', true],
    ['PT', '351', '### ### ###', false],
    ['ES', '34', '### ## ## ##', false],
    ['AR', '54', '# ## #### ####', true],
    ['MX', '52', '### ### ####', false],
    ['FR', '33', '# ## ## ## ##', true],
  ])('gives %s a sensible mask without trunk prefix', (country, callingCode, mask, trunk) => {
    expect(phoneCountry(country)).toEqual({ country, callingCode, mask, trunk });
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

  it("reads every region's example number typed both ways, with and without its trunk prefix (QA: FR 0612345678 showed '0 61 23 45 67')", () => {
    const failures: string[] = [];
    let trunked = 0;
    for (const row of table) {
      const example = getExampleNumber(row.country, examples);
      if (!example) continue;
      const national = example.formatNational().replace(/\D/g, ''); // as the region writes it: FR 0612345678
      if (national !== example.nationalNumber) trunked++;
      for (const digits of new Set([example.nationalNumber, national])) {
        const typed = typePhone(row, digits);
        // Shown as libphonenumber's as-you-type formatter shows it, every digit kept.
        const asYouType = new AsYouType(row.country as CountryCode).input(digits);
        // Typed without the prefix its national format needs, the formatter groups nothing (FR
        // '612345678'): the grouping it gives after +code instead ('6 12 34 56 78').
        const afterCode = new AsYouType().input(`+${row.callingCode}${digits}`).slice(row.callingCode.length + 1).trim();
        const shownAs = digits === national || /\D/.test(asYouType) ? asYouType : afterCode;
        const why = [
          typed.number.replace(/\D/g, '') !== digits && 'digits changed',
          typed.number !== shownAs && `shown "${typed.number}", formatter "${shownAs}"`,
          phoneMaskError(typed.mask, typed.number) !== null && 'incomplete',
          toInternational(row.country, typed.number) !== example.number && `sent ${toInternational(row.country, typed.number)}`,
          !isValidForCountry(row.country, typed.number) && 'invalid',
        ].filter(Boolean);
        if (why.length) failures.push(`${row.country} ${digits}: ${why.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
    expect(trunked).toBeGreaterThan(90); // FR, GB, DE, RU, AR, JP… write a trunk prefix
  });

  it('shows a number typed without the trunk prefix grouped, and drops digits beyond the number', () => {
    const fr = phoneCountry('FR')!;
    expect(typePhone(fr, '0612345678')).toEqual({ number: '06 12 34 56 78', mask: '## ## ## ## ##' });
    expect(typePhone(fr, '612345678')).toEqual({ number: '6 12 34 56 78', mask: '# ## ## ## ##' });
    expect(typePhone(fr, '06123456789999').number).toBe('06 12 34 56 78');
    expect(typePhone(fr, '061').number).toBe('06 1');
    expect(phoneMaskError(typePhone(fr, '061234567').mask, '06 12 34 56 7')).not.toBeNull(); // one digit short
    expect(typePhone(phoneCountry('BR')!, '119876543219')).toEqual({ number: '(11) 98765-4321', mask: DEFAULT_PHONE_MASK });
  });

  it('keeps a leading 0 or 1 as a digit of the number where the region writes no trunk prefix (BR, US)', () => {
    const br = phoneCountry('BR')!;
    expect(typePhone(br, '00000000000')).toEqual({ number: '(00) 00000-0000', mask: DEFAULT_PHONE_MASK });
    expect(typePhone(br, '01198765432').number).toBe('(01) 19876-5432');
    expect(toInternational('BR', typePhone(br, '01198765432').number)).toBeNull();
    expect(typePhone(phoneCountry('US')!, '12015550123').number).toBe('(120) 155-5012');
  });

  it('reads a number written with its calling code as its region and national digits', () => {
    const read = (text: string, current = 'BR') => {
      const r = readInternational(text, current);
      return r && `${r.row.country} ${r.national}`;
    };
    expect(read('+55 (21) 99876-5432')).toBe('BR 21998765432');
    expect(read(' +351 912 345 678', 'US')).toBe('PT 912345678');
    expect(read('+44 07400 123456')).toBe('GB 7400123456');
    // +1 is shared: the region the number is from, else the current one when it shares the code.
    expect(read('+1 416 555 0123')).toBe('CA 4165550123');
    expect(read('+1 201', 'US')).toBe('US 201');
    expect(read('+1 201', 'BR')).toBeNull();
    for (const none of ['', '+', '+3', '21 99876-5432', '55 21 99876-5432']) expect(read(none)).toBeNull();
  });

  it('returns undefined for an unknown region', () => {
    expect(phoneCountry('ZZ')).toBeUndefined();
  });
});
