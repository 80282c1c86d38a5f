import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CUSTOM_GENDER_MAX, NAME_MAX } from './constants';
import {
  BIRTH_MONTHS,
  addressErrors,
  addressPayload,
  birthdateError,
  birthdateParts,
  birthdateValue,
  canSaveAddress,
  changePasswordErrors,
  codeError,
  confirmEmailError,
  confirmPasswordError,
  customGenderError,
  emailError,
  formatCep,
  genderError,
  genderFromStored,
  genderPayload,
  hasErrors,
  isBrazil,
  isCompleteCode,
  nameError,
  normalizeCode,
  passwordChecks,
  passwordError,
  postalCodeError,
  profileErrors,
  stripCep,
  validationKind,
} from './validation';
import type { AddressForm } from './validation';

const TODAY = new Date(2026, 10, 22);

describe('email', () => {
  it('asks for an email when empty or blank', () => {
    expect(emailError('')).toBe('errors.email-required');
    expect(emailError('   ')).toBe('errors.email-required');
  });

  it.each(['ana@example.com', 'ana.silva+tag@mail.example.com.br', ' ana@example.com '])('accepts %j', (email) => {
    expect(emailError(email)).toBeNull();
  });

  it.each(['ana', 'ana@', '@example.com', 'ana@example', 'ana@@example.com', 'ana silva@example.com', 'ana@exa mple.com', 'ana@-example.com'])(
    'calls %j invalid',
    (email) => {
      expect(emailError(email)).toBe('errors.email-invalid');
    },
  );

  it('calls an over-long address invalid', () => {
    expect(emailError('a'.repeat(250) + '@example.com')).toBe('errors.email-invalid');
  });

  it('needs the confirmation to equal the email', () => {
    expect(confirmEmailError('ana@example.com', 'ana@example.com')).toBeNull();
    expect(confirmEmailError('ana@example.com', ' ana@example.com ')).toBeNull();
    expect(confirmEmailError('ana@example.com', 'ANA@Example.com')).toBeNull();
    expect(confirmEmailError('ana@example.com', 'ana@example.org')).toBe('errors.emails-differ');
    expect(confirmEmailError('ana@example.com', '')).toBe('errors.emails-differ');
  });
});

describe('name', () => {
  it('is required', () => {
    expect(nameError('')).toBe('errors.name-required');
    expect(nameError('  ')).toBe('errors.name-required');
    expect(nameError('Ana Silva')).toBeNull();
  });
  it('is at most NAME_MAX characters once trimmed, the API\'s limit (QA: sign-up took 500)', () => {
    expect(nameError(`  ${'a'.repeat(NAME_MAX)}  `)).toBeNull();
    expect(nameError('a'.repeat(NAME_MAX + 1))).toBe('errors.name-long');
    expect(nameError('a'.repeat(500))).toBe('errors.name-long');
  });
  it('says the limit in every language', () => {
    for (const lang of ['pt', 'en', 'es']) {
      const errors = JSON.parse(readFileSync(join(import.meta.dirname, `../../locales/${lang}/errors.json`), 'utf8')) as Record<string, string>;
      expect(errors['name-long'], lang).toContain(String(NAME_MAX));
      expect(errors['gender-custom-long'], lang).toContain(String(CUSTOM_GENDER_MAX));
    }
  });
});

describe('password', () => {
  it('is required', () => {
    expect(passwordError('')).toBe('errors.password-required');
  });

  it.each(['abc123', 'Senha2024', 'ção123', 'a1b2c3d4!@'])('accepts letters and numbers of at least 6: %j', (pw) => {
    expect(passwordError(pw)).toBeNull();
  });

  it.each(['abc12', 'abcdef', '123456', '!!!!!!', 'a1'])('refuses %j', (pw) => {
    expect(passwordError(pw)).toBe('errors.password-rule');
  });

  it('reports the two live checks separately', () => {
    expect(passwordChecks('')).toEqual({ minLength: false, lettersAndNumbers: false });
    expect(passwordChecks('abcdef')).toEqual({ minLength: true, lettersAndNumbers: false });
    expect(passwordChecks('a1')).toEqual({ minLength: false, lettersAndNumbers: true });
    expect(passwordChecks('abc123')).toEqual({ minLength: true, lettersAndNumbers: true });
  });

  it('needs a confirmation equal to the password', () => {
    expect(confirmPasswordError('abc123', '')).toBe('errors.confirm-password-required');
    expect(confirmPasswordError('abc123', 'abc124')).toBe('errors.passwords-differ');
    expect(confirmPasswordError('abc123', 'abc123')).toBeNull();
  });
});

describe('change password', () => {
  it('passes a valid change', () => {
    const errors = changePasswordErrors({ current: 'old123', password: 'new123', confirm: 'new123' });
    expect(errors).toEqual({ current: null, password: null, confirm: null });
    expect(hasErrors(errors)).toBe(false);
  });

  it('requires the current password', () => {
    expect(changePasswordErrors({ current: '', password: 'new123', confirm: 'new123' }).current).toBe('errors.current-password-required');
  });

  it('refuses a new password equal to the current one', () => {
    expect(changePasswordErrors({ current: 'same123', password: 'same123', confirm: 'same123' }).password).toBe('errors.password-same');
  });

  it('applies the password rule before the difference rule', () => {
    expect(changePasswordErrors({ current: 'abc', password: 'abc', confirm: 'abc' }).password).toBe('errors.password-rule');
  });

  it('needs the confirmation to equal the new password', () => {
    const errors = changePasswordErrors({ current: 'old123', password: 'new123', confirm: 'new124' });
    expect(errors.confirm).toBe('errors.passwords-differ');
    expect(hasErrors(errors)).toBe(true);
  });
});

describe('verification code', () => {
  it('uppercases and strips everything but letters and digits', () => {
    expect(normalizeCode('ab-12 c3')).toBe('AB12C3');
    expect(normalizeCode(' 1a2b3c\n')).toBe('1A2B3C');
    expect(normalizeCode('é!')).toBe('');
  });

  it('is complete with exactly 6 alphanumerics', () => {
    expect(isCompleteCode('AB12C3')).toBe(true);
    expect(isCompleteCode('123456')).toBe(true);
    expect(isCompleteCode('AB12C')).toBe(false);
    expect(isCompleteCode('AB12C34')).toBe(false);
    expect(isCompleteCode('AB-12C')).toBe(false);
  });

  it('reports a missing or malformed code', () => {
    expect(codeError('')).toBe('errors.code-required');
    expect(codeError('12345')).toBe('errors.code-invalid');
    expect(codeError('A1B2C3')).toBeNull();
  });
});

describe('gender', () => {
  it('is required and must be one of the enum values', () => {
    expect(genderError('')).toBe('errors.gender-required');
    expect(genderError('OTHER')).toBe('errors.gender-required');
    for (const g of ['FEMALE', 'MALE', 'CUSTOM', 'UNSPECIFIED']) expect(genderError(g)).toBeNull();
  });

  it('needs custom text of at most 32 characters', () => {
    expect(customGenderError('')).toBe('errors.gender-custom-required');
    expect(customGenderError('   ')).toBe('errors.gender-custom-required');
    expect(customGenderError('x'.repeat(32))).toBeNull();
    expect(customGenderError('x'.repeat(33))).toBe('errors.gender-custom-long');
    expect(customGenderError('não-binárie')).toBeNull();
  });

  it('sends the custom text as the gender and reads it back', () => {
    expect(genderPayload('CUSTOM', ' Agênero ')).toBe('Agênero');
    expect(genderPayload('FEMALE', 'ignored')).toBe('FEMALE');
    expect(genderFromStored('Agênero')).toEqual({ gender: 'CUSTOM', customText: 'Agênero' });
    expect(genderFromStored('MALE')).toEqual({ gender: 'MALE', customText: '' });
    expect(genderFromStored(null)).toEqual({ gender: '', customText: '' });
  });
});

describe('birthdate', () => {
  it('offers the twelve months', () => {
    expect(BIRTH_MONTHS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('gives yyyy-MM-dd when all three parts form a real date', () => {
    expect(birthdateValue({ day: '5', month: 3, year: '1990' }, TODAY)).toBe('1990-03-05');
    expect(birthdateValue({ day: '29', month: '2', year: '2000' }, TODAY)).toBe('2000-02-29');
    expect(birthdateValue({ day: '31', month: 12, year: '2025' }, TODAY)).toBe('2025-12-31');
  });

  it('gives null for impossible, malformed or future dates', () => {
    expect(birthdateValue({ day: '31', month: 4, year: '1990' }, TODAY)).toBeNull();
    expect(birthdateValue({ day: '29', month: 2, year: '2001' }, TODAY)).toBeNull();
    expect(birthdateValue({ day: '0', month: 1, year: '1990' }, TODAY)).toBeNull();
    expect(birthdateValue({ day: '123', month: 1, year: '1990' }, TODAY)).toBeNull();
    expect(birthdateValue({ day: '1', month: 13, year: '1990' }, TODAY)).toBeNull();
    expect(birthdateValue({ day: '1', month: 0, year: '1990' }, TODAY)).toBeNull();
    expect(birthdateValue({ day: '1', month: 1, year: '90' }, TODAY)).toBeNull();
    expect(birthdateValue({ day: '1', month: 1, year: '19900' }, TODAY)).toBeNull();
    expect(birthdateValue({ day: 'a', month: 1, year: '1990' }, TODAY)).toBeNull();
    expect(birthdateValue({ day: '23', month: 11, year: '2026' }, TODAY)).toBeNull();
  });

  it('gives null unless all three parts are filled', () => {
    expect(birthdateValue({ day: '', month: '', year: '' }, TODAY)).toBeNull();
    expect(birthdateValue({ day: '5', month: '', year: '1990' }, TODAY)).toBeNull();
  });

  it('lets an empty birthdate through, not saved', () => {
    expect(birthdateError({ day: '', month: '', year: '' }, TODAY)).toBeNull();
    expect(birthdateError({ day: ' ', month: '', year: '' }, TODAY)).toBeNull();
  });

  it('blocks saving while partially filled', () => {
    expect(birthdateError({ day: '5', month: '', year: '' }, TODAY)).toBe('errors.birthdate-partial');
    expect(birthdateError({ day: '', month: 3, year: '1990' }, TODAY)).toBe('errors.birthdate-partial');
    expect(birthdateError({ day: '5', month: 3, year: '' }, TODAY)).toBe('errors.birthdate-partial');
  });

  it('calls a full but impossible date invalid', () => {
    expect(birthdateError({ day: '31', month: 2, year: '1990' }, TODAY)).toBe('errors.birthdate-invalid');
    expect(birthdateError({ day: '5', month: 3, year: '1990' }, TODAY)).toBeNull();
  });

  it('splits a stored date back into parts', () => {
    expect(birthdateParts('1990-03-05')).toEqual({ day: '5', month: 3, year: '1990' });
    expect(birthdateParts(null)).toEqual({ day: '', month: '', year: '' });
    expect(birthdateParts('05/03/1990')).toEqual({ day: '', month: '', year: '' });
  });
});

describe('profile', () => {
  const valid = { name: 'Ana', gender: 'FEMALE', customText: '', birthdate: { day: '', month: '', year: '' } };

  it('passes a complete profile', () => {
    expect(hasErrors(profileErrors(valid, TODAY))).toBe(false);
  });

  it('requires full name and gender', () => {
    const errors = profileErrors({ ...valid, name: ' ', gender: '' }, TODAY);
    expect(errors.name).toBe('errors.name-required');
    expect(errors.gender).toBe('errors.gender-required');
  });

  it('checks the custom text only for CUSTOM', () => {
    expect(profileErrors({ ...valid, gender: 'CUSTOM' }, TODAY).customText).toBe('errors.gender-custom-required');
    expect(profileErrors({ ...valid, gender: 'MALE', customText: 'x'.repeat(40) }, TODAY).customText).toBeNull();
  });

  it('blocks a partial birthdate', () => {
    expect(profileErrors({ ...valid, birthdate: { day: '1', month: '', year: '' } }, TODAY).birthdate).toBe('errors.birthdate-partial');
  });
});

describe('postal code (CEP)', () => {
  it('recognises Brazil by common name or code', () => {
    expect(isBrazil('Brazil')).toBe(true);
    expect(isBrazil('BR')).toBe(true);
    expect(isBrazil(' brazil ')).toBe(true);
    expect(isBrazil('Portugal')).toBe(false);
    expect(isBrazil('')).toBe(false);
    expect(isBrazil(null)).toBe(false);
  });

  it('formats as #####-### while typing and strips back to digits', () => {
    expect(formatCep('')).toBe('');
    expect(formatCep('01310')).toBe('01310');
    expect(formatCep('013101')).toBe('01310-1');
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep('01310-1009999')).toBe('01310-100');
    expect(stripCep('01310-100')).toBe('01310100');
  });

  it('is required', () => {
    expect(postalCodeError('Brazil', '')).toBe('errors.postal-code-required');
    expect(postalCodeError('Portugal', ' ')).toBe('errors.postal-code-required');
  });

  it('needs exactly 8 digits in Brazil', () => {
    expect(postalCodeError('Brazil', '01310-100')).toBeNull();
    expect(postalCodeError('BR', '01310100')).toBeNull();
    expect(postalCodeError('Brazil', '01310-10')).toBe('errors.postal-code-invalid');
    expect(postalCodeError('Brazil', '01310-1000')).toBe('errors.postal-code-invalid');
    expect(postalCodeError('BR', '0131a-100')).toBe('errors.postal-code-invalid');
  });

  it("elsewhere takes the API's rule: 2 to 10 letters and digits, spaces, dots and dashes aside", () => {
    expect(postalCodeError('Portugal', '1000-001')).toBeNull();
    expect(postalCodeError('United Kingdom', 'SW1A 1AA')).toBeNull();
    expect(postalCodeError('Chile', '8320000')).toBeNull();
    expect(postalCodeError('Argentina', 'C1002.AAB')).toBeNull();
    expect(postalCodeError('Portugal', '1')).toBe('errors.postal-code-invalid');
    expect(postalCodeError('Portugal', '1-')).toBe('errors.postal-code-invalid');
    expect(postalCodeError('Portugal', '12345678901')).toBe('errors.postal-code-invalid');
    expect(postalCodeError('Portugal', '1000/001')).toBe('errors.postal-code-invalid');
  });
});

describe('address', () => {
  const saved: AddressForm = {
    country: 'Brazil',
    postal_code: '01310-100',
    address: 'Avenida Paulista, 1000',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    complement: '',
  };

  it('passes a complete Brazilian address without complement', () => {
    expect(hasErrors(addressErrors(saved))).toBe(false);
  });

  it('requires every field except complement', () => {
    const errors = addressErrors({ country: '', postal_code: '', address: '', neighborhood: '', city: '', state: '', complement: '' });
    expect(errors).toEqual({
      country: 'errors.country-required',
      postal_code: 'errors.postal-code-required',
      address: 'errors.address-required',
      neighborhood: 'errors.neighborhood-required',
      city: 'errors.city-required',
      state: 'errors.state-required',
    });
  });

  it('sends the postal code without dashes', () => {
    expect(addressPayload({ ...saved, complement: ' apto 12 ' })).toEqual({ ...saved, postal_code: '01310100', complement: 'apto 12' });
  });

  it('enables save only when valid and changed', () => {
    expect(canSaveAddress(saved, saved)).toBe(false);
    expect(canSaveAddress({ ...saved, postal_code: '01310100' }, saved)).toBe(false);
    expect(canSaveAddress({ ...saved, complement: 'apto 12' }, saved)).toBe(true);
    expect(canSaveAddress({ ...saved, city: '' }, saved)).toBe(false);
    expect(canSaveAddress(saved, null)).toBe(true);
  });
});

describe('validationKind', () => {
  const email = (active: boolean) => ({ type_validation: 'EMAIL', active });
  const phone = (active: boolean) => ({ type_validation: 'PHONE_NUMBER', active });

  it.each([
    ['no list', undefined, 'EMAIL'],
    ['null', null, 'EMAIL'],
    ['an empty list', [], 'EMAIL'],
    ['inactive email only', [email(false)], 'EMAIL'],
    ['inactive email and active phone', [email(false), phone(true)], 'EMAIL'],
    ['inactive email and inactive phone', [email(false), phone(false)], 'EMAIL'],
    ['active email only', [email(true)], 'PHONE'],
    ['active phone only', [phone(true)], 'PHONE'],
    ['inactive phone only', [phone(false)], 'PHONE'],
    ['active email and inactive phone', [email(true), phone(false)], 'PHONE'],
    ['active email and active phone', [email(true), phone(true)], null],
  ] as const)('gives %s -> %s', (_name, list, kind) => {
    expect(validationKind(list)).toBe(kind);
  });
});
