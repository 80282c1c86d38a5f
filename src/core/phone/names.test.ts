import { describe, expect, it } from 'vitest';
import { countryName } from './names';

describe('countryName', () => {
  it('uses Brazilian Portuguese for pt', () => {
    expect(countryName('BR', 'pt')).toBe('Brasil');
    expect(countryName('KE', 'pt')).toBe('Quênia');
  });

  it('names countries in English and Spanish', () => {
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('DE', 'es')).toBe('Alemania');
    expect(countryName('de', 'en')).toBe('Germany');
  });

  it('returns the input for codes that are not two letters', () => {
    expect(countryName('123', 'en')).toBe('123');
  });
});
