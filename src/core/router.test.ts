import { describe, expect, it } from 'vitest';
import { createMemoryRouter, createUrlRouter, href, parseQuery } from './router';

describe('router', () => {
  it('keeps an in-memory history for embedded elements', () => {
    const r = createMemoryRouter({ path: '/signin/' });
    r.navigate('/signup/', { query: { product: 'talks' } });
    expect(r.$location.get()).toEqual({ path: '/signup/', query: { product: 'talks' }, state: null });
    expect(r.route().name).toBe('signup');
    r.back();
    expect(r.$location.get().path).toBe('/signin/');
  });
  it('replaces instead of pushing when asked', () => {
    const r = createMemoryRouter({ path: '/signin/' });
    r.navigate('/', { replace: true });
    r.back();
    expect(r.$location.get().path).toBe('/');
  });
  it('drives the address bar in URL mode and carries navigation state', () => {
    history.replaceState(null, '', '/signin/');
    const r = createUrlRouter();
    r.navigate('/signup/validate-email', { query: { product: 'talks' }, state: { email: 'a@b.co' } });
    expect(location.pathname).toBe('/signup/validate-email');
    expect(location.search).toBe('?product=talks');
    expect(r.$location.get().state).toEqual({ email: 'a@b.co' });
    r.dispose();
  });
  it('parses queries without prototype keys and builds hrefs without empty values', () => {
    expect(parseQuery('?__proto__=x&product=talks&product=lms')).toEqual({ product: 'talks' });
    expect(href('/signin/', { product: 'talks', email: '' })).toBe('/signin/?product=talks');
  });
});
