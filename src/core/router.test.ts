// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
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
  });
  it('a URL router follows Back only once started, and no longer once stopped (creating it adds no listener)', () => {
    history.replaceState(null, '', '/signin/');
    const added = vi.spyOn(window, 'addEventListener');
    const r = createUrlRouter();
    expect(added).not.toHaveBeenCalled(); // an element may create it while rendering
    const stop = r.start();
    expect(added.mock.calls.filter(([type]) => type === 'popstate')).toHaveLength(1);
    history.replaceState(null, '', '/signup/');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(r.$location.get().path).toBe('/signup/');
    stop();
    history.replaceState(null, '', '/signin/');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(r.$location.get().path).toBe('/signup/');
    added.mockRestore();
  });
  it('parses queries without prototype keys and builds hrefs without empty values', () => {
    expect(parseQuery('?__proto__=x&product=talks&product=lms')).toEqual({ product: 'talks' });
    expect(href('/signin/', { product: 'talks', email: '' })).toBe('/signin/?product=talks');
  });
});

describe('memory router kept across a reload (persistKey)', () => {
  const KEY = 'accounts:route:accounts-signup';

  it('a new router (the reload) comes back to the saved step, with its email, and back() goes where it went', () => {
    sessionStorage.clear();
    const r = createMemoryRouter({ path: '/signup/' }, KEY);
    r.navigate('/signup/validate-email', { query: { product: 'talks' }, state: { email: 'a@b.co', creating: true, resendAt: 1700000030000, password: 'x', code: 'AB12CD', extra: {} } });
    r.navigate('/signup/validate-phone', { state: { creating: true, step: 'code', phone: '+5511987654321', channel: 'SMS', over: true } });
    const again = createMemoryRouter({ path: '/signup/' }, KEY);
    expect(again.$location.get()).toEqual({ path: '/signup/validate-phone', query: {}, state: { creating: true, step: 'code', phone: '+5511987654321', channel: 'SMS', over: true } });
    again.back();
    expect(again.$location.get()).toEqual({ path: '/signup/validate-email', query: { product: 'talks' }, state: { email: 'a@b.co', creating: true, resendAt: 1700000030000 } });
    again.back();
    expect(again.$location.get().path).toBe('/signup/');
    const saved = sessionStorage.getItem(KEY) ?? '';
    expect(saved).not.toContain('password');
    expect(saved, 'never a code in storage').not.toContain('AB12CD');
  });

  it('keeps the last 12 entries', () => {
    sessionStorage.clear();
    const r = createMemoryRouter({ path: '/signin/' }, KEY);
    for (let i = 0; i < 20; i++) r.navigate(i % 2 ? '/signin/' : '/signin/forgot-password');
    const again = createMemoryRouter({ path: '/signin/' }, KEY);
    for (let i = 0; i < 11; i++) again.back();
    expect(again.$location.get().path).toBe('/signin/forgot-password');
    again.back();
    expect(again.$location.get().path).toBe('/signin/forgot-password'); // nothing older was kept
  });

  it('removing the element forgets the step; another start path ignores it', () => {
    sessionStorage.clear();
    const r = createMemoryRouter({ path: '/signup/' }, KEY);
    r.navigate('/signup/validate-phone', { state: { creating: true } });
    expect(createMemoryRouter({ path: '/profile' }, KEY).$location.get().path).toBe('/profile');
    r.start()();
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(createMemoryRouter({ path: '/signup/' }, KEY).$location.get().path).toBe('/signup/');
  });

  it('a tampered saved history is dropped: unknown path, wrong types, prototype keys', () => {
    const entry = (x: string) => `{"start":"/signup/","stack":[${x}]}`;
    for (const raw of [
      entry('{"path":"/nowhere","query":{},"state":null}'),
      entry('{"path":"javascript:alert(1)","query":{},"state":null}'),
      entry('{"path":"/signup/profile","query":"x","state":null}'),
      entry('{"path":"/signup/profile","query":{"__proto__":{"x":1}},"state":null}'),
      entry('{"path":"/signup/profile","query":{},"state":[1]}'),
      entry(''),
      '{"start":"/signup/","stack":{"path":"/signup/profile"}}',
      '{"start":"/signup/","path":"/signup/profile","query":{},"state":null}',
      'not json',
    ]) {
      sessionStorage.setItem(KEY, raw);
      expect(createMemoryRouter({ path: '/signup/' }, KEY).$location.get().path, raw).toBe('/signup/');
    }
    sessionStorage.setItem(KEY, entry('{"path":"/signup/profile","query":{"product":"talks","n":1},"state":{"email":42,"creating":true,"resendAt":"soon","code":"AB12CD"}}'));
    expect(createMemoryRouter({ path: '/signup/' }, KEY).$location.get()).toEqual({ path: '/signup/profile', query: { product: 'talks' }, state: { creating: true } });
  });
});
