import { describe, expect, it } from 'vitest';
import { signInTarget } from './routes';

describe('after a sign-in: the requested page (spec §4)', () => {
  it('opens a session route named by next, as the route table spells it', () => {
    expect(signInTarget('/password')).toBe('/password');
    expect(signInTarget('/contact/')).toBe('/contact');
    expect(signInTarget('/profile')).toBe('/profile');
  });
  it('goes home for no next, or one that is not a session route of the portal', () => {
    for (const next of [undefined, '', '/', '/signin/', '/signup/validate-email', '/nope', 'https://evil.example/password', '//evil.example', 'javascript:alert(1)', '/password?x=1']) {
      expect(signInTarget(next)).toBe('/');
    }
  });
});
