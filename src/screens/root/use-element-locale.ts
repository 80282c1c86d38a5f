import { useEffect, useState } from 'react';
import { $locale, isLocale, setLocale } from '../../core/i18n';

/**
 * The `locale` attribute. It counts from the first render (its strings are loaded by then, see
 * embed/define.ts), so that render matches the first paint (embed/paint.ts); later changes
 * follow it, and an unknown value is refused with a warning.
 */
export function useElementLocale(locale: string | undefined): void {
  useState(() => {
    if (isLocale(locale) && locale !== $locale.get()) void setLocale(locale, false);
  });
  useEffect(() => {
    // The mount's run finds the locale already set by the first render: nothing to do then.
    if (isLocale(locale)) { if (locale !== $locale.get()) void setLocale(locale, false); }
    else if (locale) console.warn(`[accounts] ignored unknown locale: ${JSON.stringify(String(locale).slice(0, 80))}`);
  }, [locale]);
}
