// Accessibility, axe: every screen, step, dialog and error state of the portal, in pt, en and es,
// each at 375 and 1280 px (the same screen re-laid out, so one walk through a flow serves both).
// Two ways to a language: the browser's own (the screens one by one), and the user_locale cookie
// winning over a browser asking for another (the flows with their codes: sign-up through the
// phone code, the country picker and the crop dialog; recovery with its code and reset; the
// provisional password and activation; the settings dialogs, the bottom sheet and the language
// menu). Each step change must leave focus on the new step's heading, each error alert is a
// role=alert in the user's language. Keyboard and focus: accessibility-keyboard.spec.ts.
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './support/fixtures.ts';
import { createAccount, devAccount, freshMobile, latestCode, seedSession, unique, verifiedAccount } from './support/accounts.ts';
import { LANGS, msg, type Lang } from './support/locales.ts';
import { png } from './support/png.ts';
import { HOME, expectAlert, expectHeadingFocused, portal, submit, typeCode } from './support/portal.ts';

// Each test walks a dozen screens, with axe twice on each.
test.describe.configure({ timeout: 120_000 });

const WIDTHS = [375, 1280] as const;
const [NARROW, WIDE] = WIDTHS;
const BROWSER_LOCALE = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' } as const;

/**
 * axe once `ready` shows and nothing is loading, at each width in turn; the failure names the
 * screen and the width. The page is left at the widest.
 */
async function axe(page: Page, label: string, ready?: string) {
  if (ready) await expect(portal(page).locator(ready).first(), `${label}: rendered`).toBeVisible();
  await expect.poll(() => portal(page).locator('[part~="spinner"]').count(), { message: `${label}: settled` }).toBe(0);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoAxeViolations(page).catch((e: unknown) => {
      throw new Error(`${label} at ${width} px: ${e instanceof Error ? e.message : String(e)}`);
    });
  }
}

for (const lang of LANGS) {
  test.describe(`${lang} (the browser's language) at ${WIDTHS.join(' and ')} px`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });

    test('signed-out screens and their modal', async ({ page, request }) => {
      // An account of its own waiting for activation (carla, seeded so, is activated by signin-flows).
      const unactivated = await devAccount(request, 'axe-activate', 'unactivated');
      await page.goto('/signin/');
      await axe(page, 'sign-in, email step', 'input[name="email"]');
      await portal(page).locator('input[name="email"]').fill('ana@example.com');
      await submit(page);
      await axe(page, 'sign-in, password step', 'input[name="password"]');
      // A wrong password: the alert is announced and passes axe too.
      await portal(page).locator('input[name="password"]').fill('errada123');
      await submit(page);
      await expect(portal(page).getByRole('alert').first()).toBeVisible();
      await axe(page, 'sign-in, error alert', '[role="alert"]');

      for (const [path, ready] of [
        ['/signup/', 'input[name="confirm_email"]'],
        ['/signin/forgot-password', 'input[name="email"]'],
        [`/activate?email=${encodeURIComponent(unactivated)}`, 'input[type="password"]'],
        ['/signin/forgot-email', 'form'],
        ['/signin/forgot-email/list', 'ul, ol, [role="list"]'],
        ['/no/such/page', 'a, button'],
        ['/signin/?product=talks', 'input[name="email"]'],
      ] as const) {
        await page.goto(path);
        await axe(page, path, ready);
      }

      // Validate email (bruno's address is not confirmed) and its explanatory modal.
      await page.goto('/signin/');
      await portal(page).locator('input[name="email"]').fill('bruno@example.com');
      await submit(page);
      await portal(page).locator('input[name="password"]').fill('senha123');
      await submit(page);
      await expect(page).toHaveURL(/\/signup\/validate-email/);
      await axe(page, 'validate email', 'input[name="code"]');
      await portal(page).getByRole('button', { name: msg(lang, 'verify.why') }).click();
      const dialog = portal(page).getByRole('dialog');
      await axe(page, 'validate email, why modal', '[role="dialog"]');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    test('signed-in screens, the avatar menu, the phone step and the translator', async ({ page, request }) => {
      await seedSession(page.context(), request, 'ana@example.com');
      await page.goto('/');
      await axe(page, 'hub', '[part~="avatar"]');
      await portal(page).locator('[part~="avatar"]').click();
      await axe(page, 'hub, avatar menu open', '[role="menu"]');
      await page.keyboard.press('Escape');
      for (const [path, ready] of [
        ['/profile', 'input'],
        ['/password', 'input[type="password"]'],
        ['/address', 'input, select'],
        ['/contact', 'input, button'],
        ['/lang/create', 'input, button'],
      ] as const) {
        await page.goto(path);
        await axe(page, path, ready);
      }
      // The phone step, for an account whose phone is not verified yet (ana's is: it leads home).
      await seedSession(page.context(), request, await verifiedAccount(request, 'axe-phone'));
      await page.goto('/signup/validate-phone');
      await axe(page, '/signup/validate-phone', 'input[type="tel"]');
    });
  });
}

for (const lang of LANGS) {
  test.describe(`${lang} (the user_locale cookie) at ${WIDTHS.join(' and ')} px`, () => {
    // The browser asks for another language: the cookie must win (spec §1).
    test.use({ locale: lang === 'en' ? 'es-ES' : 'en-US', viewport: { width: WIDE, height: 800 } });
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'user_locale', value: lang, url: baseURL! }]);
    });

    test('sign-up with both codes to the profile step: every step, its modal and the crop dialog', async ({ page, request }) => {
      const p = portal(page);
      const email = unique('a11y-signup');
      await page.goto('/signup/');
      await expect(p.getByRole('heading', { name: msg(lang, 'signup.title') })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.lang)).toMatch(new RegExp(`^${lang}`));
      // Error state: a name left empty, emails that differ, a weak password.
      await p.locator('input[name="name"]').fill('');
      await p.locator('input[name="name"]').blur();
      await p.locator('input[name="email"]').fill(email);
      await p.locator('input[name="confirm_email"]').fill(`x${email}`);
      await p.locator('input[name="confirm_email"]').blur();
      await p.locator('input[name="password"]').fill('abc');
      await p.locator('input[name="password"]').blur();
      await expect(p.locator('[aria-invalid="true"]')).toHaveCount(3);
      await axe(page, 'sign-up, field errors');

      await p.locator('input[name="name"]').fill('Ana Acessível');
      await p.locator('input[name="confirm_email"]').fill(email);
      await p.locator('input[name="password"]').fill('abc123');
      await submit(page);
      await expect(page).toHaveURL(/\/signup\/validate-email/);
      await expectHeadingFocused(page, msg(lang, 'verify.email-title'));
      await axe(page, 'validate email (creating)', '[part="code-box"]');
      await typeCode(page, await latestCode(request, email, 'VERIFY_EMAIL'));
      await p.getByRole('button', { name: msg(lang, 'verify.continue'), exact: true }).click();

      await expect(page).toHaveURL(/\/signup\/validate-phone/);
      await expectHeadingFocused(page, msg(lang, 'verify.phone-title'));
      await axe(page, 'validate phone, number step', 'input[type="tel"]');
      // The country picker is a native <select>: its open list is the browser's, outside the
      // DOM; what axe can judge is the focused control and its options.
      const country = p.getByLabel(msg(lang, 'verify.phone-country'), { exact: true });
      await expect.poll(() => country.locator('option').count(), { message: 'the country table loaded' }).toBeGreaterThan(200);
      await country.focus();
      await axe(page, 'validate phone, country picker focused');
      // An incomplete number: the field error passes axe too.
      const national = freshMobile();
      await p.locator('input[type="tel"]').pressSequentially(national.slice(0, 5));
      await submit(page);
      await expect(p.locator('input[type="tel"][aria-invalid="true"]')).toBeVisible();
      await axe(page, 'validate phone, incomplete number');
      await p.getByRole('button', { name: msg(lang, 'verify.why') }).click();
      await expect(p.getByRole('dialog', { name: msg(lang, 'verify.why-title') })).toBeVisible();
      await axe(page, 'validate phone, why modal');
      await page.keyboard.press('Escape');
      await expect(p.getByRole('dialog')).toBeHidden();

      await p.locator('input[type="tel"]').press('End');
      await p.locator('input[type="tel"]').pressSequentially(national.slice(5));
      await submit(page);
      await expectHeadingFocused(page, msg(lang, 'verify.phone-code-title'));
      await axe(page, 'validate phone, code step', '[part="code-box"]');
      // A wrong code: the alert is announced, in this language.
      await typeCode(page, 'ZZZZZZ');
      await p.getByRole('button', { name: msg(lang, 'verify.continue'), exact: true }).click();
      await expectAlert(page, msg(lang, 'verify.code-expired'));
      await axe(page, 'validate phone, wrong code');
      await p.locator('[part="code-box"]').first().click();
      for (let i = 0; i < 6; i++) await page.keyboard.press('Backspace');
      await typeCode(page, await latestCode(request, `+55${national}`, 'VERIFY_PHONE'));
      await p.getByRole('button', { name: msg(lang, 'verify.continue'), exact: true }).click();

      await expect(page).toHaveURL(/\/signup\/profile/);
      await expectHeadingFocused(page, msg(lang, 'verify.profile-title'));
      await axe(page, 'profile step', 'input[type="file"]');
      await p.locator('input[type="file"]').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png(400, 300) });
      const crop = p.getByRole('dialog', { name: msg(lang, 'settings.crop.title') });
      await expect(crop.getByRole('slider', { name: msg(lang, 'settings.crop.zoom') })).toBeEnabled();
      await axe(page, 'profile step, crop dialog');
      await crop.getByRole('button', { name: msg(lang, 'settings.crop.cancel') }).click();
      await expect(crop).toBeHidden();
      await p.getByRole('button', { name: msg(lang, 'verify.skip') }).click();
      await expect(page).toHaveURL(HOME);
    });

    test('recovery, provisional password, activation and sign-in: steps, field errors and alerts', async ({ page, request }) => {
      const p = portal(page);
      // Sign-in: an invalid email, then an address with no account (a spec §8 alert).
      await page.goto('/signin/');
      await p.locator('input[name="email"]').fill('nobody@');
      await submit(page);
      await expect(p.locator('input[name="email"][aria-invalid="true"]')).toBeVisible();
      await axe(page, 'sign-in, invalid email');
      await p.locator('input[name="email"]').fill(`nobody-${Date.now()}@example.com`);
      await submit(page);
      await expectHeadingFocused(page, msg(lang, 'signin.password-title'));
      await p.locator('input[name="password"]').fill('senha123');
      await submit(page);
      await expectAlert(page, msg(lang, 'signin.error-auth-404'));
      await axe(page, 'sign-in, no such account');

      // The forgot-email prototype: empty fields, then its (fake) code step, then a wrong code.
      await page.goto('/signin/forgot-email');
      await submit(page);
      await expect(p.locator('[aria-invalid="true"]')).toHaveCount(2);
      await axe(page, 'forgot email, required fields');
      await p.locator('input[name="name"]').fill('Ana Souza');
      await p.locator('input[name="phone"]').fill('11 98765 4321');
      await submit(page);
      await expectHeadingFocused(page, msg(lang, 'recovery.forgot-email.code-title'));
      await typeCode(page, 'ZZZ999');
      await submit(page);
      await expect(p.locator('[part="code-box"][aria-invalid="true"]').first()).toBeVisible();
      await axe(page, 'forgot email, wrong code');

      // Forgot password: empty email, then the code step and the reset step.
      await page.goto('/signin/forgot-password');
      await submit(page);
      await expect(p.locator('input[name="email"][aria-invalid="true"]')).toBeVisible();
      await axe(page, 'forgot password, email required');
      // Any address (the answer never tells known from unknown); a new one dodges the 30 s resend rule.
      await p.locator('input[name="email"]').fill(unique('a11y-forgot'));
      await submit(page);
      await expectHeadingFocused(page, msg(lang, 'recovery.forgot.sent-title'));
      await axe(page, 'forgot password, code step', '[part="code-box"]');
      await typeCode(page, 'ABC123'); // checked by the API only with the new password
      await submit(page);
      await expect(page).toHaveURL(/\/signin\/forgot-password\/reset/);
      await expectHeadingFocused(page, msg(lang, 'recovery.reset.title'));
      await axe(page, 'reset password', 'input[name="new-password"]');
      await p.locator('input[name="new-password"]').fill('abc123');
      await p.locator('input[name="confirm-password"]').fill('abc124');
      await submit(page);
      await expect(p.locator('input[name="confirm-password"][aria-invalid="true"]')).toBeVisible();
      await axe(page, 'reset password, passwords differ');
      // The made-up code: the API refuses it and the alert says so in this language.
      await p.locator('input[name="confirm-password"]').fill('abc123');
      await submit(page);
      await expectAlert(page, msg(lang, 'recovery.code-expired'));
      await axe(page, 'reset password, code refused');

      // Provisional password (a fresh NEW_PASSWORD_REQUIRED account; diego is left alone).
      const provisional = await devAccount(request, 'a11y-provisional', 'provisional');
      await page.goto('/signin/');
      await p.locator('input[name="email"]').fill(provisional);
      await submit(page);
      await p.locator('input[name="password"]').fill('Temp1234');
      await submit(page);
      await expect(page).toHaveURL(/\/signin\/provisional-password/);
      await expectHeadingFocused(page, msg(lang, 'recovery.provisional.title'));
      await axe(page, 'provisional password', 'input[name="new-password"]');
      await submit(page);
      await expect(p.locator('input[name="new-password"][aria-invalid="true"]')).toBeVisible();
      await axe(page, 'provisional password, required');

      // Activation of a fresh not-yet-activated account, with its error state.
      const unactivated = await devAccount(request, 'a11y-unactivated', 'unactivated');
      await page.goto(`/activate?email=${encodeURIComponent(unactivated)}`);
      await expect(p.getByRole('heading', { name: msg(lang, 'recovery.activate.title') })).toBeVisible();
      await submit(page);
      await expect(p.locator('[aria-invalid="true"]').first()).toBeVisible();
      await axe(page, 'activate, password required');
    });

    test('settings: field errors, address for Brazil, phone-change and crop dialogs, bottom sheet, language menu', async ({ page, request }) => {
      const p = portal(page);
      await seedSession(page.context(), request, await createAccount(request, 'a11y-settings'));
      await page.goto('/password');
      await expect(p.locator('input[name="current_password"]')).toBeVisible();
      await submit(page);
      await expect(p.locator('[aria-invalid="true"]').first()).toBeVisible();
      await axe(page, 'change password, required fields');
      await p.locator('input[name="current_password"]').fill('errada123');
      await p.locator('input[name="new_password"]').fill('nova1234');
      await p.locator('input[name="confirm_password"]').fill('nova1234');
      await submit(page);
      await expect(p.locator('[role="alert"], [aria-invalid="true"]').first()).toBeVisible();
      await axe(page, 'change password, current refused');

      await page.goto('/address');
      const countrySelect = p.locator('select[name="country"]');
      await expect.poll(() => countrySelect.locator('option').count(), { message: 'the country list loaded' }).toBeGreaterThan(100);
      const brazil = await countrySelect.locator('option').evaluateAll((os) => (os as HTMLOptionElement[]).map((o) => o.value).find((v) => /^bra[sz]il$/i.test(v)));
      await countrySelect.selectOption(brazil!);
      await expect(p.locator('select[name="state"]')).toBeEnabled();
      await expect.poll(() => p.locator('select[name="state"] option').count(), { message: 'the state list loaded' }).toBeGreaterThan(20);
      await axe(page, 'address, Brazil');

      await page.goto('/contact');
      const opener = p.getByRole('button', { name: msg(lang, 'settings.contact.change-phone') });
      await opener.click();
      const dialog = p.getByRole('dialog', { name: msg(lang, 'settings.contact.phone-title') });
      await expect(dialog.locator('input[type="tel"]')).toBeVisible();
      await axe(page, 'contact, phone dialog');
      const national = freshMobile();
      await dialog.locator('input[type="tel"]').pressSequentially(national);
      await dialog.getByRole('button', { name: msg(lang, 'settings.contact.send-code') }).click();
      const codeDialog = p.getByRole('dialog', { name: msg(lang, 'settings.contact.code-title') });
      await expect(codeDialog.locator('[part="code-box"]').first()).toBeVisible();
      await axe(page, 'contact, code dialog');
      await page.keyboard.press('Escape');
      await expect(p.getByRole('dialog')).toBeHidden();

      await page.goto('/profile');
      await p.locator('input[type="file"]').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png(400, 300) });
      const crop = p.getByRole('dialog', { name: msg(lang, 'settings.crop.title') });
      await expect(crop.getByRole('slider', { name: msg(lang, 'settings.crop.zoom') })).toBeEnabled();
      await axe(page, 'profile, crop dialog');
      await crop.getByRole('button', { name: msg(lang, 'settings.crop.cancel') }).click();
      await expect(crop).toBeHidden();

      {
        await page.setViewportSize({ width: NARROW, height: 800 });
        const menu = p.getByRole('button', { name: msg(lang, 'settings.menu'), exact: true });
        await menu.click();
        await expect(p.getByRole('dialog', { name: msg(lang, 'settings.menu') })).toBeVisible();
        await axe(page, 'settings, bottom sheet');
        await page.keyboard.press('Escape');
        await expect(p.getByRole('dialog')).toBeHidden();
        await page.setViewportSize({ width: WIDE, height: 800 });
      }

      // The language menu: another language takes over the screen, the page's lang and the cookie.
      const other: Lang = lang === 'pt' ? 'es' : 'pt';
      const languageMenu = p.getByRole('combobox', { name: msg(lang, 'common.language'), exact: true });
      await languageMenu.selectOption(other);
      await expect(p.getByRole('heading', { name: msg(other, 'settings.section.profile') })).toBeVisible();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toMatch(new RegExp(`^${other}`));
      await axe(page, `profile, switched to ${other}`);
      expect((await page.context().cookies()).find((c) => c.name === 'user_locale')?.value).toBe(other);
    });
  });
}
