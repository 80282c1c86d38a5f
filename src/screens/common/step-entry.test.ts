import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from '../../core/router';
import { openStep, resendAt, resendSeconds, stepBack } from './step-entry';

const NOW = 1_700_000_000_000;

describe("a code step's resend wait", () => {
  it('counts from the moment the step before sent the code, so a reload keeps counting', () => {
    expect(resendSeconds({ email: 'a@b.co', resendAt: resendAt(30, NOW) }, 0, NOW)).toBe(30);
    expect(resendSeconds({ email: 'a@b.co', resendAt: NOW + 30_000 }, 0, NOW + 18_200)).toBe(12);
  });
  it('is free once the wait is over, or at once when the send failed', () => {
    expect(resendSeconds({ resendAt: NOW + 30_000 }, 0, NOW + 45_000)).toBe(0);
    expect(resendSeconds({ resendAt: NOW }, 0, NOW)).toBe(0);
  });
  it('waits the fallback without a time (validate-email after sign-up, whose account creation sent the code)', () => {
    expect(resendSeconds({ email: 'a@b.co', creating: true }, 30, NOW)).toBe(30);
    expect(resendSeconds({ email: 'a@b.co' }, 0, NOW)).toBe(0);
  });
  it('does not trust a tampered state: not a number, or a wait beyond reason', () => {
    expect(resendSeconds({ resendAt: 'soon', creating: true }, 30, NOW)).toBe(30);
    expect(resendSeconds({ resendAt: NOW + 86_400_000 }, 0, NOW)).toBe(300);
    expect(resendSeconds(null, 0, NOW)).toBe(0);
  });
});

describe('inner steps as history entries', () => {
  it('opens the code step over the form, which keeps the email for Back; its back link goes back (Forward returns)', () => {
    const r = createMemoryRouter({ path: '/signin/forgot-password', query: { product: 'talks' } });
    openStep(r, { email: 'ana@example.com', step: 'code' }, { email: 'ana@example.com' });
    expect(r.$location.get()).toEqual({ path: '/signin/forgot-password', query: { product: 'talks' }, state: { email: 'ana@example.com', step: 'code', over: true } });
    stepBack(r, { email: 'ana@example.com' });
    expect(r.$location.get()).toEqual({ path: '/signin/forgot-password', query: { product: 'talks' }, state: { email: 'ana@example.com' } });
  });
  it('a step opened in place (a redirect, a reload in an element of old) goes back in place, not out of the screen', () => {
    const r = createMemoryRouter({ path: '/signin/' });
    r.navigate('/signin/forgot-password', { state: { email: 'ana@example.com', step: 'code' } });
    stepBack(r, { email: 'ana@example.com' });
    expect(r.$location.get()).toEqual({ path: '/signin/forgot-password', query: {}, state: { email: 'ana@example.com' } });
    r.back();
    expect(r.$location.get().path).toBe('/signin/');
  });
});
