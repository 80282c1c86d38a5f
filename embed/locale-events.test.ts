// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { registerHost } from '../src/core/events';
import { $locale } from '../src/core/i18n';
import { sendLocaleChanges } from './locale-events';

const offs: (() => void)[] = [];
afterEach(() => { for (const off of offs.splice(0)) off(); });

describe('accounts-locale-change', () => {
  it('is not sent for the language the page starts in, only for changes once an element is mounted', () => {
    sendLocaleChanges();
    const onDocument: string[] = [];
    const listener = (e: Event) => onDocument.push((e as CustomEvent<{ locale: string }>).detail.locale);
    document.addEventListener('accounts-locale-change', listener);
    $locale.set($locale.get() === 'es' ? 'en' : 'es'); // a cookie or attribute applied at start
    expect(onDocument).toEqual([]);

    const el = document.createElement('accounts-signin');
    document.body.append(el);
    offs.push(registerHost(el), () => el.remove(), () => document.removeEventListener('accounts-locale-change', listener));
    $locale.set('pt');
    expect(onDocument).toEqual(['pt']); // bubbled from the element
  });
});
