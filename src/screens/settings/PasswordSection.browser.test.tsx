// The settings password form in Chromium: it names the account for password managers.
import { loadAreas, setLocale } from '../../core/i18n';
import type { User } from '../../core/api/schemas';
import { PasswordSection } from './PasswordSection';
import { mountInShadow, unmountAll } from '../../../tests/browser/support/mount.tsx';
import { equal, until } from '../../../tests/browser/support/assert.ts';
import { expectAccessible } from '../../../tests/browser/support/axe.ts';

const user: User = {
  id: 7, name: 'Ana', email: 'ana@example.com', avatar: null, birthdate: null, gender: null,
  native_language: null, phone_number: null, address: null, active: true,
};

before(async () => {
  await setLocale('en', false);
  await loadAreas(['settings']);
});

afterEach(() => {
  unmountAll();
  document.body.replaceChildren();
});

describe('PasswordSection', () => {
  it("has the account's email as a hidden username field before the passwords (Chromium: 'Password forms should have username fields')", async () => {
    const { host, root } = mountInShadow(<PasswordSection user={user} />, '/password');
    const form = await until(() => root.querySelector('form'), 'the form');
    const username = form.querySelector<HTMLInputElement>('input[autocomplete="username"]');
    equal(username?.value, 'ana@example.com');
    equal(username?.readOnly, true, 'read-only');
    equal(username?.hidden, true, 'hidden');
    equal(form.querySelector('input'), username, 'first in the form, before the current password');
    await expectAccessible(host);
  });
});
