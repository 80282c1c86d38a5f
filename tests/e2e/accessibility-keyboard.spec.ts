// Accessibility, keyboard and focus: sign-in, sign-up up to its code, password recovery and the
// phone change in settings by keyboard only; the avatar menu; focus on arrival, after a step
// change, after a refused code or submit and after a resend; the floating help button never
// covering what Tab brings into view. axe on every screen: accessibility-axe.spec.ts.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { API_CLOCK, createAccount, freshMobile, latestCode, seedSession, shiftServerClock, unique } from './support/accounts.ts';
import { msg } from './support/locales.ts';
import { HOME, deepActive, expectAlert, expectHeadingFocused, focusedLabel, portal, signIn, typeCode } from './support/portal.ts';

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

  test('the avatar menu: Enter opens it, arrows move, Escape closes it and focus returns', async ({ page, request }) => {
    await seedSession(page.context(), request, 'ana@example.com');
    await page.goto('/');
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
    const email = unique('kbd');
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

  test('the phone change in settings: the dialog keeps focus across its two steps, Escape and success give it back', async ({ page, request }) => {
    const p = portal(page);
    await seedSession(page.context(), request, await createAccount(request, 'kbd-contact'));
    await page.goto('/contact');
    const openerName = msg('en', 'settings.contact.change-phone');
    await expect(p.getByRole('button', { name: openerName })).toBeVisible(); // the screen first, then Tab
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
    const national = freshMobile();
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
    // The screen first (its chunk may still be loading after the page's load event): Tab before it
    // runs through an empty page (the gate saw 16 presses reach nothing in 0.8 s).
    await expect(portal(page).locator('input[name="email"]')).toBeVisible();
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
    await expect(page).toHaveURL(HOME); // signed in; the emailed code proved the address (issue 20)
  });
});

test.describe('a refused code', () => {
  test.use({ locale: 'en-US' });

  test('the phone change: sent once, then the boxes are cleared and focus is on box 1; the real code goes through', async ({ page, request }) => {
    const p = portal(page);
    await seedSession(page.context(), request, await createAccount(request, 'refused-contact'));
    await page.goto('/contact');
    await p.getByRole('button', { name: msg('en', 'settings.contact.change-phone') }).click();
    const national = freshMobile();
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
    await expect.poll(() => focusedLabel(page)).toBe(msg('en', 'settings.contact.code-box', { position: 1, total: 6 }));
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
    await expect.poll(() => focusedLabel(page)).toBe(msg('en', 'verify.code-box', { position: 1, total: 6 }));
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
    await link(page, 'common.create-account').click();
    await expectHeadingFocused(page, msg('en', 'signup.title'));

    await page.goto('/signup/');
    await expectFocusLeftAlone(page, 'input[name="name"]');
    await link(page, 'signup.have-account').click();
    await expectHeadingFocused(page, msg('en', 'common.signin-title'));

    await portal(page).locator('input[name="email"]').fill('ana@example.com');
    await portal(page).locator('button[type="submit"]').click();
    await expectHeadingFocused(page, msg('en', 'signin.password-title'));
    await link(page, 'signin.change-email').click();
    await expectHeadingFocused(page, msg('en', 'common.signin-title'));

    for (const path of ['/signin/forgot-password', '/signin/forgot-email']) {
      await page.goto(path);
      await expect(link(page, 'recovery.back-to-signin')).toBeVisible();
      await link(page, 'recovery.back-to-signin').click();
      await expectHeadingFocused(page, msg('en', 'common.signin-title'));
    }

    await page.goto('/no-such-page');
    await expectFocusLeftAlone(page, '[part~="not-found"]');
    await link(page, 'shared.not-found.back').click();
    await expectHeadingFocused(page, msg('en', 'common.signin-title'));
  });

  test('signed in, "Back to start" on the 404 screen moves focus to the hub\'s heading', async ({ page, request }) => {
    await seedSession(page.context(), request, 'ana@example.com');
    await page.goto('/no-such-page');
    await link(page, 'shared.not-found.back').click();
    await expect(page).toHaveURL(HOME);
    await expectHeadingFocused(page, msg('en', 'hub.title'));
  });
});

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

  test('a wrong password: the alert is announced and focus is on the password field', async ({ page }) => {
    const p = portal(page);
    await page.goto('/signin/');
    await p.locator('input[name="email"]').fill('ana@example.com');
    await p.locator('button[type="submit"]').click();
    await p.locator('input[name="password"]').fill('wrong123');
    await p.getByRole('button', { name: msg('en', 'signin.submit') }).click();
    // Our words, not the API's English 'Incorrect username or password.' (spec §8).
    await expect(p.getByRole('alert')).toHaveText(msg('en', 'errors.wrong-credentials'));
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

  test('validate phone: a wrong code, then "Resend code" — focus on box 1 each time', { tag: API_CLOCK }, async ({ page, request }) => {
    const p = portal(page);
    await page.clock.install();
    await seedSession(page.context(), request, await createAccount(request, 'focus-phone'));
    await page.goto('/signup/validate-phone');
    const national = freshMobile();
    await p.locator('input[type="tel"]').pressSequentially(national);
    await p.getByRole('button', { name: msg('en', 'verify.continue'), exact: true }).click();
    await expectHeadingFocused(page, msg('en', 'verify.phone-code-title'));
    await typeCode(page, 'ZZZZZ9');
    await p.getByRole('button', { name: msg('en', 'verify.continue'), exact: true }).click();
    await expectAlert(page, msg('en', 'verify.code-expired'));
    const box1 = msg('en', 'verify.code-box', { position: 1, total: 6 });
    await expect.poll(() => focusedLabel(page)).toBe(box1);

    // Past the 30 s countdown, on the page and on the server (its resend rule), then back.
    await page.clock.fastForward('00:31');
    await shiftServerClock(request, 31);
    try {
      const resend = p.getByRole('button', { name: msg('en', 'verify.resend'), exact: true });
      await expect(resend).toBeEnabled();
      await page.keyboard.type('AB');
      await resend.click();
      await expect(p.getByText(msg('en', 'verify.code-resent'))).toBeVisible();
      await expect.poll(() => focusedLabel(page)).toBe(box1);
      await expect.poll(() => p.locator('[part="code-box"]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value).join(''))).toBe('');
    } finally {
      await shiftServerClock(request, -31);
    }
  });
});
