import { useEffect } from 'react';
import { $locale, isLocale, setLocale } from '../../core/i18n';

/**
 * The `locale` attribute as the page's language (one for every element). embed/elements.ts
 * applies it as the element connects, before its first render (its strings are loaded by then,
 * see embed/define.ts), so that render matches the first paint (embed/paint.ts) and lazy screens
 * load that language's strings.
 */
export function followLocaleAttribute(locale: string | undefined): void {
  if (isLocale(locale) && locale !== $locale.get()) void setLocale(locale, false);
}

/** Later changes of the `locale` attribute; an unknown value is refused with a warning. */
export function useElementLocale(locale: string | undefined): void {
  useEffect(() => {
    // The mount's run finds the locale already set on connect: nothing to do then.
    if (isLocale(locale)) followLocaleAttribute(locale);
    else if (locale) console.warn(`[accounts] ignored unknown locale: ${JSON.stringify(String(locale).slice(0, 80))}`);
  }, [locale]);
}
