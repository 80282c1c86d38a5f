import { describe, expect, it, vi } from 'vitest';
import { isValidForCountry } from './phone';
import { isValidForCountryFull } from './valid-number';

describe('isValidForCountryFull (the contact modal)', () => {
  it('refuses BR numbers of a mobile\'s length that are no number (QA: an SMS went to +5511000000000)', async () => {
    // The min metadata checks lengths only and took all of these.
    for (const value of ['(11) 00000-0000', '(11) 11111-1111', '+5511111111111', '(11) 88765-4321']) {
      expect(isValidForCountry('BR', value)).toBe(true);
      expect(await isValidForCountryFull('BR', value), value).toBe(false);
    }
  });

  it.each([
    ['BR', '(11) 98765-4321'],
    ['BR', '(11) 3123-4567'], // a landline is a valid number of the region
    ['PT', '912 345 678'],
    ['US', '(201) 555-0123'],
    ['GB', '20 7946 0958'],
    ['CA', '(506) 234-5678'],
  ])('accepts %s %s', async (country, value) => {
    expect(await isValidForCountryFull(country, value)).toBe(true);
  });

  it('keeps the length check and the calling code rule', async () => {
    expect(await isValidForCountryFull('BR', '(11) 9876-54')).toBe(false);
    expect(await isValidForCountryFull('BR', '')).toBe(false);
    expect(await isValidForCountryFull('BR', '+351 912 345 678')).toBe(false);
    expect(await isValidForCountryFull('XX', '11987654321')).toBe(false);
  });

  it('falls back to the length check when the metadata cannot load, and loads it on the next call', async () => {
    vi.resetModules();
    vi.doMock('libphonenumber-js/metadata.max.json', () => { throw new Error('offline'); });
    const fresh = await import('./valid-number');
    expect(await fresh.isValidForCountryFull('BR', '(11) 00000-0000')).toBe(true);
    expect(await fresh.isValidForCountryFull('BR', '(11) 9876-54')).toBe(false);
    vi.doUnmock('libphonenumber-js/metadata.max.json');
    expect(await fresh.isValidForCountryFull('BR', '(11) 00000-0000')).toBe(false);
  });
});
