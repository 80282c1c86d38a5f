import { describe, expect, it } from 'vitest';
import { resendSeconds } from './finish';

const NOW = 1_700_000_000_000;

describe("validate-email's resend wait", () => {
  it('counts from the moment the step before sent the code, so a reload keeps counting', () => {
    expect(resendSeconds({ email: 'a@b.co', resendAt: NOW + 30_000 }, NOW)).toBe(30);
    expect(resendSeconds({ email: 'a@b.co', resendAt: NOW + 30_000 }, NOW + 18_200)).toBe(12);
  });
  it('is free once the wait is over, or at once when the send failed', () => {
    expect(resendSeconds({ resendAt: NOW + 30_000 }, NOW + 45_000)).toBe(0);
    expect(resendSeconds({ resendAt: NOW }, NOW)).toBe(0);
  });
  it('waits the full count after sign-up, whose account creation sent the code', () => {
    expect(resendSeconds({ email: 'a@b.co', creating: true }, NOW)).toBe(30);
    expect(resendSeconds({ email: 'a@b.co' }, NOW)).toBe(0);
  });
  it('does not trust a tampered state: not a number, or a wait beyond reason', () => {
    expect(resendSeconds({ resendAt: 'soon', creating: true }, NOW)).toBe(30);
    expect(resendSeconds({ resendAt: NOW + 86_400_000 }, NOW)).toBe(300);
    expect(resendSeconds(null, NOW)).toBe(0);
  });
});
