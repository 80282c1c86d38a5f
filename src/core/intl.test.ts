import { describe, expect, it } from 'vitest';
import { formatDate, formatMoment, monthNames, parseIsoDate } from './intl';

describe('monthNames', () => {
  it('names January in each language, Brazilian Portuguese for pt', () => {
    expect(monthNames('pt')[0]).toBe('janeiro');
    expect(monthNames('es')[0]).toBe('enero');
    expect(monthNames('en')[0]).toBe('January');
  });

  it('gives twelve distinct months in calendar order', () => {
    for (const locale of ['pt', 'en', 'es'] as const) expect(new Set(monthNames(locale)).size).toBe(12);
    expect(monthNames('pt')[2]).toBe('março');
    expect(monthNames('en')[11]).toBe('December');
    expect(monthNames('es')[7]).toBe('agosto');
  });
});

describe('formatDate', () => {
  it('writes the date in the words of each language', () => {
    expect(formatDate('2000-01-15', 'pt')).toBe('15 de janeiro de 2000');
    expect(formatDate('2000-01-15', 'es')).toBe('15 de enero de 2000');
    expect(formatDate('2000-01-15', 'en')).toBe('January 15, 2000');
  });

  it('keeps the calendar day whatever the time zone (first and last of a month)', () => {
    expect(formatDate('1999-03-01', 'en')).toBe('March 1, 1999');
    expect(formatDate('1999-12-31', 'pt')).toBe('31 de dezembro de 1999');
  });

  it('returns an invalid or impossible value as given instead of a wrong or blank date', () => {
    expect(formatDate('2001-02-30', 'pt')).toBe('2001-02-30');
    expect(formatDate('15/01/2000', 'en')).toBe('15/01/2000');
    expect(formatDate('', 'es')).toBe('');
    expect(parseIsoDate('2000-02-29')).toBe(Date.UTC(2000, 1, 29));
    expect(parseIsoDate('1900-02-29')).toBeNull();
  });
});

describe('formatMoment', () => {
  it('writes an API timestamp as date and time in the language; odd input as given', () => {
    expect(formatMoment('2026-01-15T12:00:00.000Z', 'en')).toMatch(/2026/);
    expect(formatMoment('2026-01-15T12:00:00.000Z', 'pt')).toMatch(/jan\.? de 2026|2026/);
    expect(formatMoment('yesterday', 'es')).toBe('yesterday');
  });
});
