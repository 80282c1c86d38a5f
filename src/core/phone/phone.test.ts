import { describe, expect, it } from 'vitest';
import { callingPrefix, formatStored, isValidForCountry, parseStored, toInternational } from './phone';

describe('toInternational', () => {
  it.each([
    ['BR', '(11) 98765-4321', '+5511987654321'],
    ['BR', '(11) 3123-4567', '+551131234567'],
    ['US', '(201) 555-0123', '+12015550123'],
    ['GB', '7400 123456', '+447400123456'],
    ['PT', '912 345 678', '+351912345678'],
    ['IT', '02 1234 5678', '+390212345678'], // a leading 0 that is part of the number stays
    ['BR', '+55 11 98765-4321', '+5511987654321'],
  ])('turns %s %s into %s', (country, national, e164) => {
    expect(toInternational(country, national)).toBe(e164);
  });

  it('sends the number typed or nothing: a leading 0 where the region writes no trunk prefix is refused, not dropped', () => {
    // Parsing alone gave +550000000000 and +551198765432: another number than the one shown.
    expect(toInternational('BR', '(00) 00000-0000')).toBeNull();
    expect(toInternational('BR', '(01) 19876-5432')).toBeNull();
    expect(toInternational('BR', '01198765432')).toBeNull();
  });

  it('takes the national form with its trunk prefix as well as without it (QA: FR 06 12 34 56 78)', () => {
    for (const typed of ['06 12 34 56 78', '0612345678', '6 12 34 56 78']) expect(toInternational('FR', typed)).toBe('+33612345678');
    for (const typed of ['07400 123456', '0740 0123456', '7400 123456']) expect(toInternational('GB', typed)).toBe('+447400123456');
    expect(toInternational('RU', '8 (912) 345-67-89')).toBe('+79123456789');
    expect(toInternational('AR', '011 15-2345-6789')).toBe('+5491123456789');
    expect(toInternational('FR', '00612345678')).toBeNull(); // not how France writes it
  });

  it('refuses a number no number of the region can be like', () => {
    expect(toInternational('US', '(000) 000-0000')).toBeNull();
    expect(toInternational('BR', '(11) 9876-54')).toBeNull();
    expect(toInternational('FR', '0 12 34 56 78')).toBeNull();
  });

  it('gives null for empty input, unknown regions and oversized input', () => {
    expect(toInternational('BR', '')).toBeNull();
    expect(toInternational('BR', '() -')).toBeNull();
    expect(toInternational('XX', '11987654321')).toBeNull();
    expect(toInternational('BR', '1'.repeat(100))).toBeNull();
  });
});

describe('isValidForCountry', () => {
  it('accepts mobile and landline numbers (default metadata, not mobile-only)', () => {
    expect(isValidForCountry('BR', '(11) 98765-4321')).toBe(true);
    expect(isValidForCountry('BR', '(11) 3123-4567')).toBe(true);
    expect(isValidForCountry('GB', '20 7946 0958')).toBe(true);
  });

  it('refuses numbers that are too short or impossible', () => {
    expect(isValidForCountry('BR', '(11) 9876-54')).toBe(false);
    expect(isValidForCountry('US', '(000) 000-0000')).toBe(false);
    expect(isValidForCountry('BR', '')).toBe(false);
  });

  it('accepts a number of a region sharing the calling code (same E.164)', () => {
    expect(isValidForCountry('CA', '(506) 234-5678')).toBe(true);
    expect(isValidForCountry('US', '(506) 234-5678')).toBe(true);
    expect(isValidForCountry('AX', '41 2345678')).toBe(true);
  });

  it('refuses an international value under another calling code', () => {
    expect(isValidForCountry('BR', '+351 912 345 678')).toBe(false);
    expect(isValidForCountry('PT', '+351 912 345 678')).toBe(true);
  });
});

describe('formatStored and parseStored', () => {
  it.each([
    ['BR', '11987654321', '+55 (11) 98765-4321'],
    ['BR', '1131234567', '+55 (11) 3123-4567'],
    ['US', '2015550123', '+1 (201) 555-0123'],
    ['GB', '7400123456', '+44 (7400) 123456'],
    ['GB', '2079460958', '+44 (20) 7946 0958'],
    ['PT', '912345678', '+351 (912) 345 678'],
  ])('round-trips %s %s through %s', (country, national, stored) => {
    const e164 = toInternational(country, national)!;
    expect(formatStored(e164)).toBe(stored);
    expect(parseStored(stored)).toEqual({ country, national });
    expect(parseStored(e164)).toEqual({ country, national });
  });

  it('never writes a trunk zero into the stored GB text', () => {
    const stored = formatStored('+447400123456')!;
    expect(stored).not.toMatch(/\(0/);
    expect(stored.replace(/\D/g, '')).toBe('447400123456');
  });

  it('reads sloppy stored text', () => {
    expect(parseStored(' +55 11 98765 4321 ')).toEqual({ country: 'BR', national: '11987654321' });
    expect(parseStored('5511987654321')).toEqual({ country: 'BR', national: '11987654321' });
  });

  it('gives null for untrusted junk', () => {
    expect(parseStored(null)).toBeNull();
    expect(parseStored(5511987654321)).toBeNull();
    expect(parseStored('')).toBeNull();
    expect(parseStored('<script>alert(1)</script>')).toBeNull();
    expect(parseStored('+' + '9'.repeat(80))).toBeNull();
    expect(parseStored('+999 123')).toBeNull();
    expect(formatStored('not a phone')).toBeNull();
  });

  it('gives the calling prefix of a region', () => {
    expect(callingPrefix('BR')).toBe('+55');
    expect(callingPrefix('ZZ')).toBeNull();
  });
});
