import { describe, expect, it, vi } from 'vitest';
import { forgotEmailErrors } from './forgot-email-form';

const BR = { country: 'BR', mask: '(##) #####-####' };
const valid = vi.fn(async () => '+5511987654321');

describe('forgot-email prototype form', () => {
  it('asks for the name and a phone filled completely', async () => {
    expect(await forgotEmailErrors({ name: ' ', phone: { ...BR, number: '' } }, valid)).toEqual({ name: 'errors.name-required', phone: 'errors.phone-incomplete' });
    expect(await forgotEmailErrors({ name: 'Ana', phone: { ...BR, number: '(11) 98765-43' } }, valid)).toEqual({ name: null, phone: 'errors.phone-incomplete' });
  });
  it('refuses what is not a phone: letters never fill the mask', async () => {
    expect(await forgotEmailErrors({ name: 'Ana', phone: { ...BR, number: 'abcxyz' } }, valid)).toEqual({ name: null, phone: 'errors.phone-incomplete' });
  });
  it('refuses a filled mask that cannot be read as a phone number, as the phone step does', async () => {
    const toE164 = vi.fn(async () => null);
    expect(await forgotEmailErrors({ name: 'Ana', phone: { ...BR, number: '(00) 00000-0000' } }, toE164)).toEqual({ name: null, phone: 'errors.phone-invalid' });
    expect(toE164).toHaveBeenCalledWith('BR', '(00) 00000-0000');
  });
  it('accepts a name and a valid number of the chosen country', async () => {
    expect(await forgotEmailErrors({ name: 'Ana Souza', phone: { ...BR, number: '(11) 98765-4321' } }, valid)).toEqual({ name: null, phone: null });
  });
  it('falls back to the mask alone when the number table cannot load', async () => {
    const toE164 = vi.fn(async () => { throw new Error('chunk failed'); });
    expect(await forgotEmailErrors({ name: 'Ana', phone: { ...BR, number: '(11) 98765-4321' } }, toE164)).toEqual({ name: null, phone: null });
  });
});
