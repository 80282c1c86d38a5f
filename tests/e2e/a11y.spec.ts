// Accessibility, second sweep (issue #8): what accessibility.spec.ts leaves out. axe on every step
// of sign-up with its codes (through the phone code, the country picker and the profile step with
// its crop dialog), recovery (code and reset), the provisional-password and activation screens, the
// error states of the forms, the settings dialogs (phone change in both steps, avatar crop), the
// mobile bottom sheet and the language menu — in pt, en and es (chosen through the user_locale
// cookie while the browser asks for another language), each screen at 375 and 1280 px. Each step
// change must leave focus on the new step's heading; each error alert is a role=alert holding the
// message in the user's language. Keyboard only: the phone-change dialog across its two steps, and
// password recovery from the email to the signed-in hub.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './support/fixtures.ts';
import { API, HOME, createAccount, deepActive, latestCode, portal, signIn, typeCode, unique } from './support/faults.ts';
import { png } from './support/png.ts';

const LANGS = ['pt', 'en', 'es'] as const;
type Lang = (typeof LANGS)[number];
const WIDTHS = [375, 1280] as const;
const [NARROW, WIDE] = WIDTHS;

/** The string `area.key.sub` of locales/<lang>/<area>.json (nested keys included). */
function msg(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const [area, ...path] = key.split('.');
  let v: unknown = JSON.parse(readFileSync(new URL(`../../locales/${lang}/${area}.json`, import.meta.url), 'utf8'));
  for (const p of path) v = (v as Record<string, unknown>)[p];
  if (typeof v !== 'string') throw new Error(`no string ${key} in ${lang}`);
  return v.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k]));
}

/**
 * axe once `ready` shows and nothing is loading, at each width in turn (the same screen
 * re-laid out, so one walk through a flow serves both); the failure names screen and width.
 * The page is left at the widest.
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

/** After a step change, focus sits on the new step's heading (an h1/h2 with this text). */
async function expectHeadingFocused(page: Page, text: string) {
  await expect.poll(async () => {
    const a = await deepActive(page);
    return a && /^h[12]$/.test(a.tag) ? a.text : `<${a?.tag ?? 'nothing'}> ${a?.text.slice(0, 40) ?? ''}`;
  }, { message: `focus on the heading "${text}"` }).toBe(text);
}

/** An announced error: a role=alert element in the portal holding exactly this message. */
async function expectAlert(page: Page, text: string) {
  await expect(portal(page).getByRole('alert').filter({ hasText: text }).first()).toBeVisible();
}

/** A Brazilian mobile number nobody else in this run has (national digits, 11). */
function freshNational(): string {
  return `1198${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

async function freshSpecial(request: APIRequestContext, kind: 'provisional' | 'unactivated'): Promise<string> {
  const email = `a11y-${kind}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const res = await request.post(`${API}/__dev/users`, { data: { email, kind } });
  expect(res.status(), `__dev/users answered ${res.status()}`).toBe(201);
  return email;
}

async function submit(page: Page) {
  await portal(page).locator('button[type="submit"]').first().click();
}

// Many sign-ins and codes from one address in a row: the reference API's throttle would step in.
test.beforeEach(async ({ request }) => {
  await request.delete(`${API}/__dev/throttle`);
});

for (const lang of LANGS) {
  test.describe(`${lang} at ${WIDTHS.join(' and ')} px`, () => {
    // The browser asks for another language: the cookie must win (spec §1).
    test.use({ locale: lang === 'en' ? 'es-ES' : 'en-US', viewport: { width: WIDE, height: 800 } });
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'user_locale', value: lang, url: baseURL! }]);
    });

    test('sign-up with both codes to the profile step: every step, its modal and the crop dialog', async ({ page, request }) => {
      const p = portal(page);
      const email = `a11y-signup-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
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
      const national = freshNational();
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
      const provisional = await freshSpecial(request, 'provisional');
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
      const unactivated = await freshSpecial(request, 'unactivated');
      await page.goto(`/activate?email=${encodeURIComponent(unactivated)}`);
      await expect(p.getByRole('heading', { name: msg(lang, 'recovery.activate.title') })).toBeVisible();
      await submit(page);
      await expect(p.locator('[aria-invalid="true"]').first()).toBeVisible();
      await axe(page, 'activate, password required');
    });

    test('settings: field errors, address for Brazil, phone-change and crop dialogs, bottom sheet, language menu', async ({ page, request }) => {
      const p = portal(page);
      await signIn(page, await createAccount(request, 'a11y-settings'));
      await expect(page).toHaveURL(/\/signup\/validate-email/); // a fresh account: its email is not verified

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
      const national = freshNational();
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

/** Press Tab until the focused control is `what` (at most `max` presses). */
async function tabTo(page: Page, what: string, is: (a: NonNullable<Awaited<ReturnType<typeof deepActive>>>) => boolean, max = 16) {
  for (let i = 0; i < max; i++) {
    const a = await deepActive(page);
    if (a && is(a)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${what}`);
}

test.describe('keyboard only, more', () => {
  test.use({ locale: 'en-US' });
  test.beforeEach(async ({ request }) => {
    await request.delete(`${API}/__dev/throttle`);
  });

  test('the phone change in settings: the dialog keeps focus across its two steps, Escape and success give it back', async ({ page, request }) => {
    const p = portal(page);
    await signIn(page, await createAccount(request, 'kbd-contact'));
    await expect(page).toHaveURL(/\/signup\/validate-email/);
    await page.goto('/contact');
    const openerName = msg('en', 'settings.contact.change-phone');
    await tabTo(page, 'the change-phone button', (a) => a.tag === 'button' && a.text === openerName, 30);
    await page.keyboard.press('Enter');
    await expect(p.getByRole('dialog', { name: msg('en', 'settings.contact.phone-title') })).toBeVisible();
    // Escape closes and focus returns to the opener.
    await page.keyboard.press('Escape');
    await expect(p.getByRole('dialog')).toBeHidden();
    await expect.poll(async () => (await deepActive(page))?.text).toBe(openerName);

    await page.keyboard.press('Enter');
    // The dialog opens on its number field.
    await expect.poll(async () => (await deepActive(page))?.name).toBe('phone');
    const national = freshNational();
    await page.keyboard.type(national);
    await page.keyboard.press('Enter');
    const codeDialog = p.getByRole('dialog', { name: msg('en', 'settings.contact.code-title') });
    await expect(codeDialog).toBeVisible();
    // The phone form is gone: focus is on the first code box, not on <body>; the code is typed at once.
    await expect.poll(async () => { const a = await deepActive(page); return a?.tag === 'input' ? a.name : null; }).toBe('code');
    await page.keyboard.type(await latestCode(request, `+55${national}`, 'VERIFY_PHONE'));
    // The sixth character submits: saved, the dialog closes, focus goes back to the opener.
    await expect(p.getByRole('status').filter({ hasText: msg('en', 'settings.contact.phone-changed') })).toBeVisible();
    await expect(p.getByRole('dialog')).toBeHidden();
    await expect.poll(async () => (await deepActive(page))?.text).toBe(openerName);
    await expect(p.getByTestId('contact-phone')).toContainText(national.slice(-4));
  });

  test('password recovery: email, code and new password by keyboard, focus on each step\'s heading', async ({ page, request }) => {
    const email = await createAccount(request, 'kbd-recovery');
    await page.goto('/signin/forgot-password');
    await tabTo(page, 'the email field', (a) => a.name === 'email');
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, msg('en', 'recovery.forgot.sent-title'));
    await tabTo(page, 'the first code box', (a) => a.tag === 'input' && a.name === 'code');
    await page.keyboard.type(await latestCode(request, email, 'RESET_PASSWORD'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/signin\/forgot-password\/reset/);
    await expectHeadingFocused(page, msg('en', 'recovery.reset.title'));
    await tabTo(page, 'the new password', (a) => a.name === 'new-password');
    await page.keyboard.type('nova1234');
    await tabTo(page, 'the confirmation', (a) => a.name === 'confirm-password');
    await page.keyboard.type('nova1234');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/signup\/validate-email$/); // signed in; the fresh account's email is unverified
  });
});

/** The deepest focused element's accessible label (aria-label) and value, or its tag. */
function focusedBox(page: Page) {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el?.getAttribute('aria-label') ?? `<${el?.tagName.toLowerCase() ?? 'nothing'}>`;
  });
}

test.describe('a refused code', () => {
  test.use({ locale: 'en-US' });
  test.beforeEach(async ({ request }) => {
    await request.delete(`${API}/__dev/throttle`);
  });

  test('the phone change: sent once, then the boxes are cleared and focus is on box 1; the real code goes through', async ({ page, request }) => {
    const p = portal(page);
    await signIn(page, await createAccount(request, 'refused-contact'));
    await expect(page).toHaveURL(/\/signup\/validate-email/);
    await page.goto('/contact');
    await p.getByRole('button', { name: msg('en', 'settings.contact.change-phone') }).click();
    const national = freshNational();
    await p.locator('input[name="phone"]').pressSequentially(national);
    await p.getByRole('button', { name: msg('en', 'settings.contact.send-code') }).click();
    const dialog = p.getByRole('dialog', { name: msg('en', 'settings.contact.code-title') });
    await expect(dialog).toBeVisible();
    const puts: string[] = [];
    page.on('request', (r) => { if (r.method() === 'PUT' && r.url().includes('/users/me/verify/phone-number/')) puts.push(r.postData() ?? ''); });

    const boxes = dialog.locator('[part="code-box"]');
    await boxes.first().click();
    await page.keyboard.type('qqqqqq'); // the sixth character sends it
    await expect(dialog.getByRole('alert')).toHaveCount(1);
    await expect.poll(() => boxes.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value).join(''))).toBe('');
    await expect.poll(() => focusedBox(page)).toBe(msg('en', 'settings.contact.code-box', { position: 1, total: 6 }));
    // Confirm after the automatic send has nothing to send again.
    const confirm = dialog.getByRole('button', { name: msg('en', 'settings.contact.confirm') });
    await expect(confirm).toBeDisabled();
    expect(puts, 'the code went out once').toHaveLength(1);
    await expect(dialog.getByRole('alert')).toHaveCount(1);
    await boxes.first().click();

    await page.keyboard.type(await latestCode(request, `+55${national}`, 'VERIFY_PHONE'));
    await expect(p.getByRole('status').filter({ hasText: msg('en', 'settings.contact.phone-changed') })).toBeVisible();
    expect(puts).toHaveLength(2);
  });

  test('validate email: the boxes are cleared, focus is on box 1 and the message is announced', async ({ page, request }) => {
    const p = portal(page);
    const email = await createAccount(request, 'refused-email');
    await signIn(page, email);
    await expect(page).toHaveURL(/\/signup\/validate-email/);
    await typeCode(page, 'ZZZZZ9');
    await p.getByRole('button', { name: msg('en', 'verify.continue') }).click();
    await expectAlert(page, msg('en', 'verify.code-expired'));
    await expect.poll(() => p.locator('[part="code-box"]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value).join(''))).toBe('');
    await expect.poll(() => focusedBox(page)).toBe(msg('en', 'verify.code-box', { position: 1, total: 6 }));
    await page.keyboard.type(await latestCode(request, email, 'VERIFY_EMAIL'));
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/signup\/validate-email/);
  });
});

test.describe('focus on arrival', () => {
  test.use({ locale: 'en-US' });

  /** Nothing focused: a page's first screen leaves focus where the browser put it. */
  async function expectFocusLeftAlone(page: Page, ready: string) {
    await expect(portal(page).locator(ready).first()).toBeVisible();
    await expect.poll(() => portal(page).locator('[part~="spinner"]').count()).toBe(0);
    expect((await deepActive(page))?.tag, 'no focus taken on load').toBe('body');
  }

  const link = (page: Page, key: string) => portal(page).getByRole('button', { name: msg('en', key), exact: true });

  test('the first screen of a page leaves focus alone; in-app links move it to the new screen\'s heading', async ({ page }) => {
    await page.goto('/signin/');
    await expectFocusLeftAlone(page, 'input[name="email"]');
    await link(page, 'signin.create-account').click();
    await expectHeadingFocused(page, msg('en', 'signup.title'));

    await page.goto('/signup/');
    await expectFocusLeftAlone(page, 'input[name="name"]');
    await link(page, 'signup.have-account').click();
    await expectHeadingFocused(page, msg('en', 'signin.title'));

    await portal(page).locator('input[name="email"]').fill('ana@example.com');
    await portal(page).locator('button[type="submit"]').click();
    await expectHeadingFocused(page, msg('en', 'signin.password-title'));
    await link(page, 'signin.change-email').click();
    await expectHeadingFocused(page, msg('en', 'signin.title'));

    for (const path of ['/signin/forgot-password', '/signin/forgot-email']) {
      await page.goto(path);
      await expect(link(page, 'recovery.back-to-signin')).toBeVisible();
      await link(page, 'recovery.back-to-signin').click();
      await expectHeadingFocused(page, msg('en', 'signin.title'));
    }

    await page.goto('/no-such-page');
    await expectFocusLeftAlone(page, '[part~="not-found"]');
    await link(page, 'common.not-found.back').click();
    await expectHeadingFocused(page, msg('en', 'signin.title'));
  });

  test('signed in, "Back to start" on the 404 screen moves focus to the hub\'s heading', async ({ page }) => {
    await signIn(page, 'ana@example.com');
    await expect(page).toHaveURL(HOME);
    await page.goto('/no-such-page');
    await link(page, 'common.not-found.back').click();
    await expect(page).toHaveURL(HOME);
    await expectHeadingFocused(page, msg('en', 'hub.title'));
  });
});

/** Move the reference API's clock by `seconds` (its resend rule counts on it). */
async function shiftServerClock(request: APIRequestContext, seconds: number) {
  const now = (await (await request.get(`${API}/__dev/clock`)).json()) as { offset_seconds: number };
  const res = await request.post(`${API}/__dev/clock`, { data: { offset_seconds: now.offset_seconds + seconds } });
  expect(res.ok()).toBe(true);
}

/** Sign-up with an email the API already has, sent with Enter on "Create account": refused, message shown. */
async function refusedSignUp(page: Page) {
  const p = portal(page);
  await page.goto('/signup/');
  await p.getByLabel(msg('en', 'signup.name')).fill('Ana Again');
  await p.getByLabel(msg('en', 'common.email'), { exact: true }).fill('ana@example.com');
  await p.getByLabel(msg('en', 'signup.confirm-email')).fill('ana@example.com');
  await p.locator('input[name="password"]').fill('abc123');
  const submit = p.getByRole('button', { name: msg('en', 'signup.submit') });
  await submit.focus();
  await page.keyboard.press('Enter');
  await expect(p.getByRole('alert')).toBeVisible();
  await expect(submit).toBeFocused();
  return submit;
}

test.describe('focus after a failed submit or a resend', () => {
  test.use({ locale: 'en-US' });
  test.beforeEach(async ({ request }) => {
    await request.delete(`${API}/__dev/throttle`);
  });

  test('a wrong password: the alert is announced and focus is on the password field', async ({ page }) => {
    const p = portal(page);
    await page.goto('/signin/');
    await p.locator('input[name="email"]').fill('ana@example.com');
    await p.locator('button[type="submit"]').click();
    await p.locator('input[name="password"]').fill('wrong123');
    await p.getByRole('button', { name: msg('en', 'signin.submit') }).click();
    // Our words, not the API's English 'Incorrect username or password.' (spec §8).
    await expect(p.getByRole('alert')).toHaveText(msg('en', 'signin.error-credentials'));
    await expect.poll(async () => (await deepActive(page))?.name).toBe('password');
  });

  test('a busy button keeps focus: sign-up refused by the API leaves it on "Create account", not <body>', async ({ page }) => {
    const submit = await refusedSignUp(page);
    await expect(submit).not.toHaveAttribute('aria-busy', 'true');
  });

  test('at 375 px the message a refusal adds above the form does not push the focused button out of view or under Help', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const p = portal(page);
    const submit = await refusedSignUp(page);
    const help = p.locator('[part="help-button"]');
    await expect.poll(async () => {
      const [b, h] = [(await submit.boundingBox())!, (await help.boundingBox())!];
      return b.y >= 0 && b.y + b.height <= 740 && (b.y + b.height <= h.y || b.y >= h.y + h.height);
    }, { timeout: 2000 }).toBe(true); // while the message is up (it goes by itself after 5 s)
  });

  test('validate phone: a wrong code, then "Resend code" — focus on box 1 each time', async ({ page, request }) => {
    const p = portal(page);
    await page.clock.install();
    await signIn(page, await createAccount(request, 'focus-phone'));
    await expect(page).toHaveURL(/\/signup\/validate-email/);
    await page.goto('/signup/validate-phone');
    const national = freshNational();
    await p.locator('input[type="tel"]').pressSequentially(national);
    await p.getByRole('button', { name: msg('en', 'verify.continue'), exact: true }).click();
    await expectHeadingFocused(page, msg('en', 'verify.phone-code-title'));
    await typeCode(page, 'ZZZZZ9');
    await p.getByRole('button', { name: msg('en', 'verify.continue'), exact: true }).click();
    await expectAlert(page, msg('en', 'verify.code-expired'));
    const box1 = msg('en', 'verify.code-box', { position: 1, total: 6 });
    await expect.poll(() => focusedBox(page)).toBe(box1);

    // Past the 30 s countdown, on the page and on the server (its resend rule), then back.
    await page.clock.fastForward('00:31');
    await shiftServerClock(request, 31);
    try {
      const resend = p.getByRole('button', { name: msg('en', 'verify.resend'), exact: true });
      await expect(resend).toBeEnabled();
      await page.keyboard.type('AB');
      await resend.click();
      await expect(p.getByText(msg('en', 'verify.code-resent'))).toBeVisible();
      await expect.poll(() => focusedBox(page)).toBe(box1);
      await expect.poll(() => p.locator('[part="code-box"]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value).join(''))).toBe('');
    } finally {
      await shiftServerClock(request, -31);
    }
  });
});
