// Issue 20, QA list: code errors, stale alerts and layout shift. A wrong code on validate-email
// and on the phone step is the red dismissible alert of spec §8; one alert per message, a repeat
// restarts its timer (six wrong codes in the contact dialog, two bad files in settings: one
// alert); an alert belongs to its step and its last action; alerts move nothing on screen, which
// the page's own layout-shift record shows (shifts right after input included, which CLS itself
// leaves out).
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { HOME, codeIn, portal, signIn, signedUpToPhone, typeCode } from './support/portal.ts';
import { createAccount, freshMobile, latestCode, verifiedAccount } from './support/accounts.ts';
import { injectFault } from './support/faults.ts';
import { png } from './support/png.ts';
import { LOCALE, msg, recordLayoutShifts, takeLayoutShifts, type Lang } from './support/flow-steps.ts';

const PHONE = { width: 375, height: 740 };

/** Where a control is on the page (its top edge), to see it did not move. */
const topOf = (page: Page, selector: string) => portal(page).locator(selector).first().evaluate((el) => el.getBoundingClientRect().top);

for (const lang of ['pt', 'en', 'es'] as const satisfies readonly Lang[]) {
  test.describe(`a wrong code on validate-email (${lang}, 375 px)`, () => {
    test.use({ locale: LOCALE[lang], viewport: PHONE });

    test('is one red dismissible alert, however often it is typed, and moves nothing', async ({ page, request }) => {
      const p = portal(page);
      await recordLayoutShifts(page);
      const email = await createAccount(request, `al-email-${lang}`);
      await signIn(page, email);
      await expect(page).toHaveURL(/\/signup\/validate-email/);
      await expect(p.getByRole('heading', { name: msg(lang, 'verify.email-title') })).toBeVisible();
      const boxesAt = await topOf(page, '[part="code-box"]');
      await takeLayoutShifts(page);
      const alert = p.getByRole('alert').filter({ hasText: msg(lang, 'verify.code-expired') });
      for (let i = 0; i < 2; i++) {
        await typeCode(page, 'ZZZZZZ');
        await p.getByRole('button', { name: msg(lang, 'verify.continue'), exact: true }).click();
        await expect(alert).toBeVisible();
        await expect(p.locator('[part~="alert"]')).toHaveCount(1);
      }
      await expect(alert).toHaveAttribute('part', 'alert alert-error');
      expect(await topOf(page, '[part="code-box"]'), 'the code boxes stay where they were').toBe(boxesAt);
      await alert.getByRole('button', { name: msg(lang, 'common.dismiss') }).click();
      await expect(alert).toBeHidden();
      expect(await takeLayoutShifts(page), 'no layout shift as the alert came and went').toEqual([]);
    });
  });
}

test.describe('code errors and stale alerts (pt)', () => {
  test.use({ locale: 'pt-BR' });

  test('a wrong code on the phone step is a red alert; "Telefone confirmado." does not follow into the crop dialog', async ({ page, request }) => {
    const p = portal(page);
    await signedUpToPhone(page, request, 'al-phone');
    const national = freshMobile();
    await p.locator('input[type="tel"]').pressSequentially(national);
    await p.getByRole('button', { name: msg('pt', 'verify.continue'), exact: true }).click();
    await expect(p.getByRole('heading', { name: msg('pt', 'verify.phone-code-title') })).toBeVisible();
    await typeCode(page, '000000');
    await p.getByRole('button', { name: msg('pt', 'verify.continue'), exact: true }).click();
    await expect(p.locator('[part~="alert-error"]')).toHaveCount(1);
    await expect(p.getByRole('alert')).toBeVisible();

    await typeCode(page, await latestCode(request, `+55${national}`, 'VERIFY_PHONE'));
    await p.getByRole('button', { name: msg('pt', 'verify.continue'), exact: true }).click();
    await expect(page).toHaveURL(/\/signup\/profile/);
    await expect(p.getByRole('status').filter({ hasText: msg('pt', 'verify.phone-saved') })).toBeVisible();
    await p.locator('input[type="file"]').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png(400, 300) });
    const dialog = p.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Read at once: the alert would also go by itself 5 s after it was shown.
    expect(await p.locator('[part~="alert"]').count(), 'the phone step\'s alert ended with its step').toBe(0);
  });

  test('six wrong codes in the contact dialog: one alert', async ({ page, request }) => {
    const p = portal(page);
    const email = await verifiedAccount(request, 'al-contact');
    await signIn(page, email);
    await expect(page).toHaveURL(HOME);
    await page.goto('/contact');
    await p.getByRole('button', { name: msg('pt', 'settings.contact.change-phone') }).click();
    await p.locator('input[type="tel"]').pressSequentially(freshMobile());
    await p.getByRole('button', { name: msg('pt', 'settings.contact.send-code') }).click();
    const dialog = p.getByRole('dialog', { name: msg('pt', 'settings.contact.code-title') });
    await expect(dialog).toBeVisible();
    const isCheck = (r: { request(): { method(): string }; url(): string }) => r.request().method() === 'PUT' && r.url().includes('/users/me/verify/phone-number/');
    for (let i = 1; i <= 6; i++) {
      const answered = page.waitForResponse(isCheck);
      await typeCode(page, 'QQQQQQ'); // the sixth character sends it
      await answered;
      // The refused code is cleared once its alert is up: counted then, not polled (each would go in 5 s).
      await expect.poll(() => codeIn(dialog)).toBe('');
      expect(await p.locator('[part~="alert"]').count(), `alerts after wrong code ${i}`).toBe(1);
    }
  });

  test('two bad files in settings: one alert', async ({ page, request }) => {
    const p = portal(page);
    await signIn(page, await verifiedAccount(request, 'al-files'));
    await expect(page).toHaveURL(HOME);
    await page.goto('/profile');
    const input = p.locator('input[type="file"]');
    const refused = p.getByRole('alert').filter({ hasText: msg('pt', 'settings.avatar.invalid-type') });
    await input.setInputFiles({ name: 'a.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(refused).toBeVisible();
    await input.setInputFiles({ name: 'b.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(refused).toBeVisible();
    // Read at once, not polled: the first would also go by itself 5 s after it was shown.
    expect(await p.locator('[part~="alert"]').count()).toBe(1);
  });

  test('a save that fails ends the "Alterações salvas!" of the save before it', async ({ page, request }) => {
    const p = portal(page);
    await signIn(page, await verifiedAccount(request, 'al-stale'));
    await expect(page).toHaveURL(HOME);
    await page.goto('/profile');
    const name = p.locator('input[name="name"]');
    await p.getByLabel(msg('pt', 'verify.gender')).selectOption('FEMALE');
    await name.fill('Nome Primeiro');
    await p.getByRole('button', { name: msg('pt', 'settings.save') }).click();
    const saved = p.getByRole('status').filter({ hasText: msg('pt', 'settings.saved') });
    await expect(saved).toBeVisible();
    await injectFault(page, '/users/me/', 'reset', 'PATCH');
    await name.fill('Nome Segundo');
    await p.getByRole('button', { name: msg('pt', 'settings.save') }).click();
    await expect(p.getByRole('alert').filter({ hasText: msg('pt', 'errors.network') })).toBeVisible();
    await expect(saved).toHaveCount(0);
    await expect(p.locator('[part~="alert"]')).toHaveCount(1);
  });
});

test.describe('layout shift (en, 375 px)', () => {
  test.use({ locale: 'en-US', viewport: PHONE });

  test('a wrong password: the alert comes and goes by itself and the focused field never moves', async ({ page }) => {
    const p = portal(page);
    await recordLayoutShifts(page);
    await page.clock.install(); // time runs as usual; below it is moved through the alert's 5 s
    await page.goto('/signin/');
    await p.locator('input[name="email"]').fill('ana@example.com');
    await p.locator('button[type="submit"]').click();
    const password = p.locator('input[name="password"]');
    await password.fill('wrong123');
    const at = await topOf(page, 'input[name="password"]');
    await takeLayoutShifts(page);
    await password.press('Enter');
    const alert = p.getByRole('alert').filter({ hasText: msg('en', 'errors.wrong-credentials') });
    await expect(alert).toBeVisible();
    await expect(password).toBeFocused();
    expect(await topOf(page, 'input[name="password"]')).toBe(at);
    await page.clock.runFor(5_200); // spec §8: hidden after 5000 ms
    await expect(alert).toBeHidden();
    expect(await topOf(page, 'input[name="password"]')).toBe(at);
    expect(await takeLayoutShifts(page), 'no layout shift as the alert came and went').toEqual([]);
  });
});
