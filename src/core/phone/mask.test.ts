import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PHONE_MASK,
  PHONE_INCOMPLETE,
  PHONE_INVALID,
  applyMask,
  isMaskComplete,
  maskSlots,
  phoneMaskError,
} from './mask';

const BR = DEFAULT_PHONE_MASK;

describe('applyMask', () => {
  it('fills the slots of the BR mask as digits are typed', () => {
    expect(applyMask(BR, '')).toBe('');
    expect(applyMask(BR, '1')).toBe('(1');
    expect(applyMask(BR, '11')).toBe('(11');
    expect(applyMask(BR, '119')).toBe('(11) 9');
    expect(applyMask(BR, '1198765')).toBe('(11) 98765');
    expect(applyMask(BR, '11987654')).toBe('(11) 98765-4');
    expect(applyMask(BR, '11987654321')).toBe('(11) 98765-4321');
  });

  it('ignores non-digits in the value, including an already masked one', () => {
    expect(applyMask(BR, '(11) 98765-4321')).toBe('(11) 98765-4321');
    expect(applyMask(BR, 'a1b1 9x8')).toBe('(11) 98');
  });

  it('drops digits beyond the mask', () => {
    expect(applyMask(BR, '119876543210000')).toBe('(11) 98765-4321');
  });

  it('works with masks that start with a slot', () => {
    expect(applyMask('### ## ## ##', '61234')).toBe('612 34');
    expect(applyMask('#####', '40123')).toBe('40123');
  });
});

describe('isMaskComplete', () => {
  it('is true only when every slot is filled', () => {
    expect(isMaskComplete(BR, '(11) 98765-4321')).toBe(true);
    expect(isMaskComplete(BR, '11987654321')).toBe(true);
    expect(isMaskComplete(BR, '(11) 98765-432')).toBe(false);
    expect(isMaskComplete(BR, '')).toBe(false);
    expect(isMaskComplete(BR, '(11) #####-####')).toBe(false);
  });

  it('is false with more digits than slots', () => {
    expect(isMaskComplete(BR, '119876543210')).toBe(false);
  });

  it('counts slots', () => {
    expect(maskSlots(BR)).toBe(11);
  });
});

describe('phoneMaskError', () => {
  it('asks to fill the field completely while a slot is open', () => {
    expect(phoneMaskError(BR, '(11) 9876')).toBe(PHONE_INCOMPLETE);
    expect(phoneMaskError(BR, '')).toBe(PHONE_INCOMPLETE);
    expect(PHONE_INCOMPLETE).toBe('errors.phone-incomplete');
    expect(PHONE_INVALID).toBe('errors.phone-invalid');
  });

  it('passes a complete value', () => {
    expect(phoneMaskError(BR, '(11) 98765-4321')).toBeNull();
  });

  it('lets an optional field stay empty but not half-filled', () => {
    expect(phoneMaskError(BR, '', { optional: true })).toBeNull();
    expect(phoneMaskError(BR, '(11', { optional: true })).toBe(PHONE_INCOMPLETE);
  });
});
