// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freemiumStored, leaveForCallback, onboardingQuery, onboardingUrl, skipsOnboarding, storeFreemium, FREEMIUM_TALKS } from './onboarding';

describe('FREEMIUM_TALKS redirect rule', () => {
  afterEach(() => localStorage.clear());

  it('applies only when the flag is stored and the product is talks', () => {
    expect(skipsOnboarding({ freemium: true, product: 'talks' })).toBe(true);
    expect(skipsOnboarding({ freemium: false, product: 'talks' })).toBe(false);
    expect(skipsOnboarding({ freemium: true, product: 'yowza' })).toBe(false);
    expect(skipsOnboarding({ freemium: true, product: '' })).toBe(false);
  });

  it('adds onboarding=skip to a callback url, keeping its own query', () => {
    const ctx = { freemium: true, product: 'talks' };
    expect(onboardingUrl('https://talks.example.com/callback?a=1', ctx)).toBe('https://talks.example.com/callback?a=1&onboarding=skip');
    expect(onboardingUrl('/', ctx)).toBe('/?onboarding=skip');
    // One value per name: an existing onboarding parameter is replaced, not duplicated.
    expect(onboardingUrl('https://talks.example.com/cb?onboarding=full', ctx)).toBe('https://talks.example.com/cb?onboarding=skip');
  });

  it('leaves urls and queries alone when the rule does not apply', () => {
    expect(onboardingUrl('https://x.example.com/cb', { freemium: false, product: 'talks' })).toBe('https://x.example.com/cb');
    expect(onboardingQuery({ product: 'yowza' }, { freemium: true, product: 'yowza' })).toEqual({ product: 'yowza' });
  });

  it('adds onboarding=skip to in-portal navigations', () => {
    expect(onboardingQuery({ product: 'talks' }, { freemium: true, product: 'talks' })).toEqual({ product: 'talks', onboarding: 'skip' });
  });

  it('reads the stored flag strictly', () => {
    expect(freemiumStored()).toBe(false);
    storeFreemium();
    expect(freemiumStored()).toBe(true);
    localStorage.setItem(FREEMIUM_TALKS, 'yes');
    expect(freemiumStored()).toBe(false);
  });
});

describe('leaving for a callback (the route guards\' exits)', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('adds onboarding=skip as it leaves, by the flag stored then; a plain navigation or leaveTo\'s once-only one', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    leaveForCallback('https://talks.example.com/cb', 'talks', true);
    storeFreemium();
    leaveForCallback('https://talks.example.com/cb', 'talks', true);
    leaveForCallback('https://talks.example.com/cb', 'talks', false);
    leaveForCallback('https://talks.example.com/cb', 'talks', false); // leaveTo: once
    expect(assign.mock.calls).toEqual([
      ['https://talks.example.com/cb'],
      ['https://talks.example.com/cb?onboarding=skip'],
      ['https://talks.example.com/cb?onboarding=skip'],
    ]);
  });
});
