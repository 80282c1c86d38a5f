// Accessibility everywhere (issue #8): axe on every screen and modal, in pt, en and es, at 375 px
// and 1280 px; keyboard-only runs of sign-in, sign-up with its code and the avatar menu; focus on
// the new step's heading; alerts announced. Screens are reached by selectors that don't depend on
// the language, so one walk serves the three.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './support/fixtures.ts';
import { API, deepActive, latestCode, portal, signIn } from './support/faults.ts';

const LOCALES = [['pt', 'pt-BR'], ['en', 'en-US'], ['es', 'es-ES']] as const;
const WIDTHS = [375, 1280] as const;

/** A string of locales/<lang>/<area>.json, to find a control by its name in that language. */
function str(lang: string, area: string, key: string): string {
  return (JSON.parse(readFileSync(new URL(`../../locales/${lang}/${area}.json`, import.meta.url), 'utf8')) as Record<string, string>)[key]!;
}

/**
 * axe on the current screen once it has rendered `ready` (and nothing is loading), at each width
 * in turn: the same screen re-laid out, so one walk serves both. The page is left at the widest.
 */
async function check(page: Page, ready: string, label: string) {
  await expect(portal(page).locator(ready).first(), `${label}: rendered`).toBeVisible();
  await expect.poll(() => portal(page).locator('[part~="spinner"]').count(), { message: `${label}: settled` }).toBe(0);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoAxeViolations(page).catch((e: unknown) => {
      throw new Error(`${label} at ${width} px: ${e instanceof Error ? e.message : String(e)}`);
    });
  }
}

// Many sign-ins from one address in a row: the reference API's throttle would step in.
test.beforeEach(async ({ request }) => {
  await request.delete(`${API}/__dev/throttle`);
});

async function submit(page: Page) {
  await portal(page).locator('button[type="submit"]').first().click();
}

for (const [lang, locale] of LOCALES) {
  test.describe(`${lang} at ${WIDTHS.join(' and ')} px`, () => {
    test.use({ locale });

    test('signed-out screens and their modal', async ({ page }) => {
      await page.goto('/signin/');
      await check(page, 'input[name="email"]', 'sign-in, email step');
      await portal(page).locator('input[name="email"]').fill('ana@example.com');
      await submit(page);
      await check(page, 'input[name="password"]', 'sign-in, password step');
      // A wrong password: the alert is announced and passes axe too.
      await portal(page).locator('input[name="password"]').fill('errada123');
      await submit(page);
      await expect(portal(page).getByRole('alert').first()).toBeVisible();
      await check(page, '[role="alert"]', 'sign-in, error alert');

      for (const [path, ready] of [
        ['/signup/', 'input[name="confirm_email"]'],
        ['/signin/forgot-password', 'input[name="email"]'],
        ['/activate?email=carla%40example.com', 'input[type="password"]'],
        ['/signin/forgot-email', 'form'],
        ['/signin/forgot-email/list', 'ul, ol, [role="list"]'],
        ['/no/such/page', 'a, button'],
        ['/signin/?product=talks', 'input[name="email"]'],
      ] as const) {
        await page.goto(path);
        await check(page, ready, path);
      }

      // Validate email (bruno's address is not confirmed) and its explanatory modal.
      await page.goto('/signin/');
      await portal(page).locator('input[name="email"]').fill('bruno@example.com');
      await submit(page);
      await portal(page).locator('input[name="password"]').fill('senha123');
      await submit(page);
      await expect(page).toHaveURL(/\/signup\/validate-email/);
      await check(page, 'input[name="code"]', 'validate email');
      await portal(page).getByRole('button', { name: str(lang, 'verify', 'why') }).click();
      const dialog = portal(page).getByRole('dialog');
      await check(page, '[role="dialog"]', 'validate email, why modal');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    test('signed-in screens, the avatar menu, the phone step and the translator', async ({ page }) => {
      await signIn(page, 'ana@example.com');
      await expect(page).toHaveURL(/\/$/);
      await check(page, '[part~="avatar"]', 'hub');
      await portal(page).locator('[part~="avatar"]').click();
      await check(page, '[role="menu"]', 'hub, avatar menu open');
      await page.keyboard.press('Escape');
      for (const [path, ready] of [
        ['/profile', 'input'],
        ['/password', 'input[type="password"]'],
        ['/address', 'input, select'],
        ['/contact', 'input, button'],
        ['/signup/validate-phone', 'input[type="tel"]'],
        ['/lang/create', 'input, button'],
      ] as const) {
        await page.goto(path);
        await check(page, ready, path);
      }
    });
  });
}

test.describe('keyboard only', () => {
  test.use({ locale: 'en-US' });

  test('sign-in: Tab, typing and Enter; focus moves to the new step\'s heading', async ({ page }) => {
    await page.goto('/signin/');
    await expect(portal(page).locator('input[name="email"]')).toBeVisible();
    // From the top of the page, Tab reaches the email field.
    for (let i = 0; i < 8; i++) {
      if ((await deepActive(page))?.name === 'email') break;
      await page.keyboard.press('Tab');
    }
    expect((await deepActive(page))?.name).toBe('email');
    await page.keyboard.type('ana@example.com');
    await page.keyboard.press('Enter');
    await expect(portal(page).locator('input[name="password"]')).toBeVisible();
    await expect.poll(async () => (await deepActive(page))?.tag).toMatch(/^h[12]$/);
    await page.keyboard.press('Tab');
    for (let i = 0; i < 6 && (await deepActive(page))?.name !== 'password'; i++) await page.keyboard.press('Tab');
    expect((await deepActive(page))?.name).toBe('password');
    await page.keyboard.type('senha123');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the avatar menu: Enter opens it, arrows move, Escape closes it and focus returns', async ({ page }) => {
    await signIn(page, 'ana@example.com');
    await expect(page).toHaveURL(/\/$/);
    const avatar = portal(page).locator('[part~="avatar"]');
    await avatar.focus();
    await page.keyboard.press('Enter');
    await expect(portal(page).getByRole('menu')).toBeVisible();
    await expect.poll(async () => (await deepActive(page))?.role).toBe('menuitem');
    const first = (await deepActive(page))?.text;
    await page.keyboard.press('ArrowDown');
    expect((await deepActive(page))?.text).not.toBe(first);
    await page.keyboard.press('Escape');
    await expect(portal(page).getByRole('menu')).toBeHidden();
    await expect.poll(async () => (await deepActive(page))?.text).toBe(await avatar.innerText());

    // The page already shown (Products, on the hub): the menu closes and focus is back on its button.
    await page.keyboard.press('Enter');
    await portal(page).getByRole('menuitem', { name: 'Products' }).focus();
    await page.keyboard.press('Enter');
    await expect(portal(page).getByRole('menu')).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(async () => (await deepActive(page))?.text).toBe(await avatar.innerText());
  });

  test('at 375 px the floating help button never covers the field Tab brings into view (sign-up)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/signup/');
    const p = portal(page);
    await p.locator('input[name="name"]').focus();
    const help = p.locator('[part="help-button"]');
    for (const name of ['email', 'confirm_email', 'password']) {
      await page.keyboard.press('Tab');
      const field = p.locator(`input[name="${name}"]`);
      await expect(field).toBeFocused();
      await expect.poll(async () => {
        const [f, h] = [(await field.boundingBox())!, (await help.boundingBox())!];
        return f.y + f.height <= h.y || f.y >= h.y + h.height; // apart vertically
      }, { message: name }).toBe(true);
    }
  });

  test('sign-up up to the code: typing, Tab and Enter only', async ({ page, request }) => {
    const email = `kbd-${Date.now()}@example.com`;
    await page.goto('/signup/');
    await portal(page).locator('input[name="name"]').focus();
    await page.keyboard.type('Key Board');
    for (const [name, value] of [['email', email], ['confirm_email', email], ['password', 'abc123']] as const) {
      for (let i = 0; i < 4 && (await deepActive(page))?.name !== name; i++) await page.keyboard.press('Tab');
      expect((await deepActive(page))?.name).toBe(name);
      await page.keyboard.type(value);
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/signup\/validate-email/);
    for (let i = 0; i < 12 && (await deepActive(page))?.name !== 'code'; i++) await page.keyboard.press('Tab');
    await page.keyboard.type(await latestCode(request, email, 'VERIFY_EMAIL'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/signup\/validate-phone/);
  });
});
