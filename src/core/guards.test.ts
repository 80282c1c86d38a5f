import { describe, expect, it } from 'vitest';
import { guard, type GuardContext } from './guards';
import { matchRoute } from './routes';
import type { Location } from './router';

const loc = (path: string, query: Record<string, string> = {}, state: Record<string, unknown> | null = null): Location => ({ path, query, state });
const out: GuardContext = { signedIn: false, callbackUrl: null };
const inn: GuardContext = { signedIn: true, callbackUrl: null };

function decide(path: string, ctx = out, query: Record<string, string> = {}, state: Record<string, unknown> | null = null) {
  return guard(matchRoute(path), loc(path, query, state), ctx);
}

describe('route guards (spec §2)', () => {
  it('sends a signed-out user on a session route to /signin/ keeping product', () => {
    expect(decide('/profile', out, { product: 'talks', other: 'x' })).toEqual({ kind: 'redirect', path: '/signin/', query: { product: 'talks', next: '/profile' } });
    expect(decide('/', out)).toEqual({ kind: 'redirect', path: '/signin/', query: {} });
  });
  it('names the requested session route in next, as the route table spells it, for after the sign-in', () => {
    expect(decide('/password/', out)).toEqual({ kind: 'redirect', path: '/signin/', query: { next: '/password' } });
    expect(decide('/address', out, { next: '/elsewhere' })).toEqual({ kind: 'redirect', path: '/signin/', query: { next: '/address' } });
  });
  it('sends a signed-in user on a no-session route home', () => {
    expect(decide('/signin/', inn)).toEqual({ kind: 'redirect', path: '/', query: {} });
    expect(decide('/signup', inn)).toEqual({ kind: 'redirect', path: '/', query: {} });
  });
  it('sends a signed-in user on sign-in with next to the page asked for (a session that appeared meanwhile)', () => {
    expect(decide('/signin/', inn, { next: '/password' })).toEqual({ kind: 'redirect', path: '/password', query: {} });
    expect(decide('/signin/', inn, { next: 'https://evil.test/password' })).toEqual({ kind: 'redirect', path: '/', query: {} });
    expect(decide('/signin/', inn, { next: '/signup/' })).toEqual({ kind: 'redirect', path: '/', query: {} });
  });
  it('sends a signed-in user on a no-session route to the product callback when there is one', () => {
    expect(decide('/activate', { signedIn: true, callbackUrl: 'https://talks.example/cb' })).toEqual({ kind: 'external', url: 'https://talks.example/cb' });
  });
  it('shows a spinner while redirecting a signed-in user with a product query on settings', () => {
    expect(decide('/address', { signedIn: true, callbackUrl: 'https://talks.example/cb' }, { product: 'talks' }).kind).toBe('spinner-redirect');
  });
  it('waits (spinner) while the product record that holds the callback is on its way', () => {
    const pending: GuardContext = { signedIn: true, callbackUrl: null, callbackPending: true };
    expect(decide('/signin/', pending, { product: 'talks' })).toEqual({ kind: 'wait' });
    expect(decide('/profile', pending, { product: 'talks' })).toEqual({ kind: 'wait' });
    // signed out, or on the hub, nothing waits for it
    expect(decide('/signin/', { ...pending, signedIn: false }, { product: 'talks' })).toEqual({ kind: 'render' });
    expect(decide('/', pending, { product: 'talks' })).toEqual({ kind: 'render' });
  });
  it('redirects validate and reset screens without their state to /', () => {
    expect(decide('/signup/validate-email', inn)).toEqual({ kind: 'redirect', path: '/', query: {} });
    expect(decide('/signin/forgot-password/reset', out, {}, {})).toEqual({ kind: 'redirect', path: '/', query: {} });
    expect(decide('/signin/forgot-password/reset', out, {}, { email: 'a@b.co' })).toEqual({ kind: 'render' });
    expect(decide('/signup/validate-email', inn, {}, { email: 'a@b.co' })).toEqual({ kind: 'render' });
  });
  it('keeps the product on the way to / from screens without their state (and so to sign-in)', () => {
    expect(decide('/signin/forgot-password/reset', out, { product: 'talks', x: 'y' })).toEqual({ kind: 'redirect', path: '/', query: { product: 'talks' } });
    expect(decide('/signup/validate-email', out, { product: 'talks' })).toEqual({ kind: 'redirect', path: '/', query: { product: 'talks' } });
    expect(decide('/signup/validate-phone', out, { product: 'talks' })).toEqual({ kind: 'redirect', path: '/', query: { product: 'talks' } });
    expect(decide('/signup/profile', out, { product: 'talks' })).toEqual({ kind: 'redirect', path: '/', query: { product: 'talks' } });
  });
  it('lets verification steps render only for a signed-in user', () => {
    expect(decide('/signup/validate-phone', out)).toEqual({ kind: 'redirect', path: '/', query: {} });
    expect(decide('/signup/profile', inn)).toEqual({ kind: 'render' });
  });
  it('waits (spinner) for a signed-in user\'s flow record before leaving a no-session page (flow-guard.ts decides first)', () => {
    expect(decide('/signup/', { ...inn, flowPending: true })).toEqual({ kind: 'wait' });
    expect(decide('/signup/validate-phone', { ...inn, flowPending: true }), 'a step renders meanwhile').toEqual({ kind: 'render' });
  });
  it('signs out on /signout keeping product', () => {
    expect(decide('/signout', inn, { product: 'lms' })).toEqual({ kind: 'signout', query: { product: 'lms' } });
  });
  it('renders the not-found screen for any other path, signed in or not', () => {
    expect(matchRoute('/nope').name).toBe('notFound');
    expect(decide('/nope', out)).toEqual({ kind: 'render' });
    expect(decide('/nope', inn)).toEqual({ kind: 'render' });
  });
  it('matches routes with or without the trailing slash', () => {
    expect(matchRoute('/signin').name).toBe('signin');
    expect(matchRoute('/signin/').name).toBe('signin');
    expect(matchRoute('/profile/').name).toBe('profile');
    expect(matchRoute('/lang/create').name).toBe('langCreate');
  });
});
