// Issue 20, items 1 and 2: a code that already arrived can always be entered, and Back and
// Forward behave like steps. Reloads (a phone's browser coming back from the mail or SMS app),
// Back and Forward through recovery, sign-up, the phone step, the contact dialog and the
// provisional password, in the hosted portal at a phone's width and inside an element; the
// "I already have a code" way in, in three languages; a 429 that opens the code step. Codes come
// from the reference API's sandbox outbox; no second code is asked for along the way.
import type { Page, Route } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { API, createAccount, devAccount, freshMobile, latestCode, unique, verifiedAccount } from './support/accounts.ts';
import { HOME, codeIn, portal, profileStepFilled, signIn, signedUpToPhone, typeCode } from './support/portal.ts';
import { LOCALE, countRequests, holdRequests, msg, type Lang } from './support/flow-steps.ts';

const DEMO = process.env.E2E_DEMO_URL ?? 'http://127.0.0.1:5174';
const PHONE = { width: 375, height: 740 };

/** A 429 from the API as a browser sees it: CORS, Retry-After readable. */
function throttled(route: Route, seconds: number) {
  const origin = route.request().headers().origin ?? '*';
  return route.fulfill({
    status: 429,
    headers: { 'retry-after': String(seconds), 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', 'access-control-expose-headers': 'Retry-After' },
    json: { detail: 'Please wait before asking for another code.', retry_after: seconds },
  });
}

/** The partner demo's blank page (same-site, unless `origin` says otherwise) with an <accounts-signin> added as it loads, again at each reload. */
async function blankPageElement(page: Page, origin = DEMO) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.getElementById('host')?.append(document.createElement('accounts-signin'));
    });
  });
  await page.goto(`${origin}/blank.html`);
  const el = page.locator('accounts-signin');
  return { el, email: el.locator('input[name="email"]') };
}

/**
 * ana's email typed into the first paint of a blank page's element, its elements' chunk held
 * meanwhile. `release` lets the chunk come (this load's); later loads fetch it freely.
 */
async function typedIntoPaint(page: Page, origin = DEMO) {
  const chunk = '**/embed/chunks/elements-*.js';
  const hold = await holdRequests(page, chunk);
  const { email } = await blankPageElement(page, origin);
  await email.fill('ana@example.com');
  expect(await page.evaluate(() => customElements.get('accounts-signin'))).toBeUndefined(); // typed into the paint
  return { email, release: () => { hold(); void page.unroute(chunk); } };
}

/** What the page keeps in storage and in its history entry, as one string. */
const kept = (page: Page) => page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, entry: history.state as unknown }));

test.describe('sign-in at a phone\'s width (en)', () => {
  test.use({ locale: 'en-US', viewport: PHONE });

  test('a reload of the password step keeps the email; Back still returns to the email step, cleared', async ({ page }) => {
    const p = portal(page);
    const email = p.locator('input[name="email"]');
    await page.goto('/signin/?product=talks');
    await email.fill('ana@example.com');
    await email.press('Enter');
    await expect(p.locator('input[name="password"]')).toBeVisible();
    await page.reload();
    await expect(email).toHaveValue('ana@example.com');
    await email.press('Enter');
    await expect(p.locator('input[name="password"]')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/signin\/\?product=talks$/);
    await expect(email).toHaveValue('');
    await page.goForward(); // the password step's entry: its email again, one Continue away
    await expect(email).toHaveValue('ana@example.com');
  });
});

test.describe('sign-in, an email typed but not sent (en)', () => {
  test.use({ locale: 'en-US', viewport: PHONE });

  test('the portal: a reload keeps it, out of the URL; sent, Back from the password step finds the email step cleared', async ({ page }) => {
    const p = portal(page);
    const email = p.locator('input[name="email"]');
    await page.goto('/signin/?product=talks');
    await email.fill('ana@example.com');
    await page.reload(); // the page goes out of sight as it unloads: the email step keeps what was typed
    await expect(email).toHaveValue('ana@example.com');
    await expect(page).toHaveURL(/\/signin\/\?product=talks$/);
    await email.press('Enter');
    await expect(p.locator('input[name="password"]')).toBeVisible();
    await page.goBack();
    await expect(email).toHaveValue('');
    await page.reload();
    await expect(email).toHaveValue('');
  });

  test('<accounts-signin> on a same-site page: a reload keeps it, and the password step\'s; "Use another email" finds it cleared', async ({ page }) => {
    const { el, email } = await blankPageElement(page);
    // Typed into the element itself, once it has taken over from the first paint (what is typed
    // into the paint, and kept by it, is the next tests').
    await page.waitForFunction(() => customElements.get('accounts-signin') !== undefined);
    await email.fill('ana@example.com');
    await page.reload();
    await expect(email).toHaveValue('ana@example.com');
    await el.locator('button[type="submit"]').click();
    await expect(el.locator('input[name="password"]')).toBeVisible();
    await page.reload(); // the password step's own entry, kept by the element: its email comes back
    await expect(email).toHaveValue('ana@example.com');
    await el.locator('button[type="submit"]').click();
    await expect(el.locator('input[name="password"]')).toBeVisible();
    await el.getByRole('button', { name: msg('en', 'signin.change-email') }).click();
    await expect(email).toHaveValue('');
    await page.reload();
    await expect(email).toHaveValue('');
  });

  test('<accounts-signin> on a same-site page: an email typed into the first paint, before the element took over, is kept across a reload too', async ({ page }) => {
    const { email, release } = await typedIntoPaint(page);
    release();
    await page.waitForFunction(() => customElements.get('accounts-signin') !== undefined);
    await expect(email).toHaveValue('ana@example.com');
    await page.reload();
    await expect(email).toHaveValue('ana@example.com');
  });

  test('<accounts-signin> on a same-site page: an email typed into the first paint survives a reload that comes before the element', async ({ page }) => {
    const { email, release } = await typedIntoPaint(page);
    release();
    await page.reload(); // the element had not taken over: the paint kept it
    await page.waitForFunction(() => customElements.get('accounts-signin') !== undefined);
    await expect(email).toHaveValue('ana@example.com');
  });

  test('<accounts-signin>: typing goes on through the takeover in the same field, a word being composed and all', async ({ page }) => {
    const { email, release } = await typedIntoPaint(page);
    const painted = await email.elementHandle();
    // Focus leaving the field would close a phone's keyboard; a new field would lose the word
    // the keyboard is composing.
    await email.evaluate((input) => {
      const moves: string[] = ((window as unknown as { moves: string[] }).moves = []);
      for (const type of ['blur', 'focus']) input.addEventListener(type, () => moves.push(type));
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.imeSetComposition', { text: '.br', selectionStart: 3, selectionEnd: 3 });
    release();
    await page.waitForFunction(() => customElements.get('accounts-signin') !== undefined);
    await cdp.send('Input.insertText', { text: '.br' }); // the keyboard commits its word
    await expect(email).toHaveValue('ana@example.com.br');
    expect(await email.evaluate((input, before) => input === before, painted), 'the painted field is the element\'s').toBe(true);
    expect(await page.evaluate(() => (window as unknown as { moves: string[] }).moves)).toEqual([]);
  });

  test('<accounts-signin> on a cross-site page: what is typed into the first paint is kept nowhere', async ({ page }) => {
    const { release } = await typedIntoPaint(page, DEMO.replace('127.0.0.1', 'localhost'));
    expect(await kept(page)).not.toContain('ana@example.com'); // each keystroke would have written it by now
    release();
  });
});

test.describe('forgot password at a phone\'s width (en)', () => {
  test.use({ locale: 'en-US', viewport: PHONE });

  test('forgot password: a reload keeps the email typed', async ({ page }) => {
    const p = portal(page);
    await page.goto('/signin/forgot-password');
    await p.locator('input[name="email"]').fill('forgot@example.com');
    await page.reload();
    await expect(p.locator('input[name="email"]')).toHaveValue('forgot@example.com');
  });

  test('the code step survives a reload, Back and Forward, and still takes the code sent; no second code is asked for', async ({ page, request }) => {
    const p = portal(page);
    const email = await verifiedAccount(request, 'rb-forgot');
    const sends = countRequests(page, 'POST', '/auth/password/forgot/');
    await page.goto('/signin/forgot-password');
    await p.locator('input[name="email"]').fill(email);
    await p.getByRole('button', { name: msg('en', 'recovery.forgot.submit') }).click();
    const codeStep = p.getByRole('heading', { name: msg('en', 'recovery.forgot.sent-title') });
    await expect(codeStep).toBeVisible();

    await page.reload(); // back from the mail app
    await expect(codeStep).toBeVisible();
    await expect(p.getByText(msg('en', 'recovery.forgot.sent-text', { email }))).toBeVisible();
    await expect(p.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled(); // still counting from the first send
    const code = await latestCode(request, email, 'RESET_PASSWORD');
    await typeCode(page, code);
    await p.getByRole('button', { name: msg('en', 'common.continue'), exact: true }).click();
    const reset = p.getByRole('heading', { name: msg('en', 'recovery.reset.title') });
    await expect(reset).toBeVisible();
    await expect(page).toHaveURL(/\/signin\/forgot-password\/reset$/);

    await page.goBack();
    await expect(codeStep).toBeVisible();
    await expect.poll(() => codeIn(p), { message: 'the code typed is still there' }).toBe(code);
    await page.goForward();
    await expect(reset).toBeVisible();
    expect(await kept(page), 'the code is in no storage or history entry').not.toContain(code);

    await page.reload(); // the code was in memory only: back to the code step, which takes it again
    await expect(page).toHaveURL(/\/signin\/forgot-password$/);
    await expect(codeStep).toBeVisible();
    await typeCode(page, code);
    await p.getByRole('button', { name: msg('en', 'common.continue'), exact: true }).click();
    await expect(reset).toBeVisible();
    await p.locator('input[name="new-password"]').fill('nova1234');
    await p.locator('input[name="confirm-password"]').fill('nova1234');
    await p.getByRole('button', { name: msg('en', 'recovery.reset.submit') }).click();
    await expect(page).toHaveURL(HOME);
    expect(sends.count, 'one code asked for, whatever the reloads and Back').toBe(1);
  });

  test('"Use another email" goes back a step, and Forward returns to the code step', async ({ page }) => {
    const p = portal(page);
    await page.goto('/signin/forgot-password');
    await p.locator('input[name="email"]').fill('ana@example.com');
    await p.getByRole('button', { name: msg('en', 'recovery.have-code') }).click();
    const codeStep = p.getByRole('heading', { name: msg('en', 'recovery.forgot.sent-title') });
    await expect(codeStep).toBeVisible();
    await p.getByRole('button', { name: msg('en', 'recovery.forgot.change-email') }).click();
    await expect(p.getByRole('heading', { name: msg('en', 'recovery.forgot.title') })).toBeVisible();
    await expect(p.locator('input[name="email"]')).toHaveValue('ana@example.com');
    await page.goForward();
    await expect(codeStep).toBeVisible();
  });

  test('a code resent, then a reload (the phone dropped the tab while the user was in the mail app): the countdown goes on', async ({ page, request }) => {
    const p = portal(page);
    const email = await verifiedAccount(request, 'rb-resent');
    await page.goto('/signin/forgot-password');
    await p.locator('input[name="email"]').fill(email);
    await p.getByRole('button', { name: msg('en', 'recovery.have-code') }).click();
    await p.getByRole('button', { name: msg('en', 'recovery.resend'), exact: true }).click();
    await expect(p.getByText(msg('en', 'recovery.resent'))).toBeVisible();
    const counting = p.getByRole('button', { name: /^Resend code in \d+ s$/ });
    await expect(counting).toBeDisabled();
    await page.reload();
    // Not "Resend code" at once: the API would refuse a second code within 30 s.
    await expect(counting).toBeDisabled();
    expect(Number((await counting.textContent())?.match(/\d+/)?.[0])).toBeGreaterThan(20);
  });

  test('a 429 on the request opens the code step, its resend counting down the Retry-After', async ({ page }) => {
    const p = portal(page);
    await page.route(`${API}/auth/password/forgot/`, (route) => (route.request().method() === 'POST' ? throttled(route, 17) : route.fallback()));
    await page.goto('/signin/forgot-password');
    await p.locator('input[name="email"]').fill('ana@example.com');
    await p.getByRole('button', { name: msg('en', 'recovery.forgot.submit') }).click();
    await expect(p.getByRole('heading', { name: msg('en', 'recovery.forgot.sent-title') })).toBeVisible();
    const resend = p.getByRole('button', { name: /^Resend code in \d+ s$/ });
    await expect(resend).toBeDisabled();
    const seconds = Number((await resend.textContent())?.match(/\d+/)?.[0]);
    expect(seconds).toBeGreaterThan(10);
    expect(seconds).toBeLessThanOrEqual(17);
    await expect(p.getByRole('alert')).toHaveCount(0); // not a failure: the code sent moments ago is good
  });
});

for (const lang of ['pt', 'en', 'es'] as const satisfies readonly Lang[]) {
  test.describe(`"I already have a code" (${lang})`, () => {
    test.use({ locale: LOCALE[lang] });

    test(`forgot password: "${msg(lang, 'recovery.have-code')}" opens the code step and asks for no code`, async ({ page }) => {
      const p = portal(page);
      const sends = countRequests(page, 'POST', '/auth/password/forgot/');
      await page.goto('/signin/forgot-password');
      await p.locator('input[name="email"]').fill('ana@example.com');
      await p.getByRole('button', { name: msg(lang, 'recovery.have-code') }).click();
      await expect(p.getByRole('heading', { name: msg(lang, 'recovery.forgot.sent-title') })).toBeVisible();
      await expect(p.getByRole('button', { name: msg(lang, 'recovery.resend'), exact: true })).toBeEnabled();
      expect(sends.count).toBe(0);
    });
  });
}

test.describe('sign-up: Back and Forward behave like steps (pt, talks lead)', () => {
  test.use({ locale: 'pt-BR', viewport: PHONE });

  test('a reload keeps the name and both emails typed, never the password; sent, the form is forgotten', async ({ page }) => {
    const p = portal(page);
    const email = unique('rb-typed');
    await page.goto('/signup/');
    await p.locator('input[name="name"]').fill('Zoë 🦊 Recarga');
    await p.locator('input[name="email"]').fill(email.toUpperCase());
    await p.locator('input[name="confirm_email"]').fill(email);
    await p.locator('input[name="password"]').fill('abc123');
    await page.reload();
    await expect(p.locator('input[name="name"]')).toHaveValue('Zoë 🦊 Recarga');
    await expect(p.locator('input[name="email"]')).toHaveValue(email.toUpperCase());
    await expect(p.locator('input[name="confirm_email"]')).toHaveValue(email);
    await expect(p.locator('input[name="password"]')).toHaveValue('');
    expect(await kept(page)).not.toContain('abc123');
    await p.locator('input[name="password"]').fill('abc123');
    await p.getByRole('button', { name: msg('pt', 'signup.submit'), exact: true }).click();
    await expect(p.getByRole('heading', { name: msg('pt', 'verify.email-title') })).toBeVisible();
    expect(await kept(page)).not.toContain('Recarga');
  });

  test('a reload of the phone step keeps the country and the number typed', async ({ page, request }) => {
    const p = portal(page);
    await signedUpToPhone(page, request, 'rb-phone-typed');
    const country = p.getByLabel(msg('pt', 'verify.phone-country'));
    const number = p.locator('input[type="tel"]');
    await country.selectOption('PT');
    await number.fill('912345678');
    await expect(number).not.toHaveValue('');
    const typed = await number.inputValue();
    await page.reload();
    await expect(number).toHaveValue(typed);
    await expect(country).toHaveValue('PT');
  });

  test('a reload of the profile step keeps the birthdate and gender chosen', async ({ page, request }) => {
    const p = portal(page);
    await signedUpToPhone(page, request, 'rb-profile-typed');
    await profileStepFilled(page);
    await page.reload();
    await expect(p.getByLabel('Dia')).toHaveValue('7');
    await expect(p.getByLabel('Mês')).toHaveValue('3');
    await expect(p.getByLabel('Ano')).toHaveValue('1990');
    await expect(p.getByLabel('Gênero')).toHaveValue('FEMALE');
  });

  test('Back from validate-email after "Criar conta" stays in the flow; the phone code survives a reload, Back and Forward', async ({ page, request }) => {
    const p = portal(page);
    const email = unique('rb-signup');
    const national = freshMobile();
    const phoneSends = countRequests(page, 'POST', '/users/me/verify-code/phone-number/');
    await page.goto('/signup/?product=talks&utm_source=lead');
    await p.locator('input[name="name"]').fill('Volta Teste');
    await p.locator('input[name="email"]').fill(email);
    await p.locator('input[name="confirm_email"]').fill(email);
    await p.locator('input[name="password"]').fill('abc123');
    await p.getByRole('button', { name: msg('pt', 'signup.submit'), exact: true }).click();
    const emailStep = p.getByRole('heading', { name: msg('pt', 'verify.email-title') });
    await expect(emailStep).toBeVisible();
    await expect(page).toHaveURL(/\/signup\/validate-email\?/);

    await page.goBack(); // QA: this went to /signup/, then home or the talks site with utm_source=lead
    await expect(emailStep).toBeVisible();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/signup\/validate-email\?/);
    await expect(p.getByText(msg('pt', 'shared.step-of', { current: 2, total: 3 }))).toBeVisible();
    await page.goForward();
    await expect(emailStep).toBeVisible();

    await typeCode(page, await latestCode(request, email, 'VERIFY_EMAIL'));
    await p.getByRole('button', { name: msg('pt', 'verify.continue'), exact: true }).click();
    const phoneStep = p.getByRole('heading', { name: msg('pt', 'verify.phone-title') });
    await expect(phoneStep).toBeVisible();
    await page.goBack(); // the email is confirmed: nothing to do there, the flow stays here
    await expect(phoneStep).toBeVisible();
    await expect(page).toHaveURL(/\/signup\/validate-phone\?/);

    await p.locator('input[type="tel"]').pressSequentially(national);
    await p.getByRole('button', { name: msg('pt', 'verify.continue'), exact: true }).click();
    const codeStep = p.getByRole('heading', { name: msg('pt', 'verify.phone-code-title') });
    await expect(codeStep).toBeVisible();
    const sentTo = p.getByText(`+55 (${national.slice(0, 2)}) ${national.slice(2, 7)}-${national.slice(7)}`, { exact: false });
    await page.reload(); // back from the SMS app
    await expect(codeStep).toBeVisible();
    await expect(sentTo).toBeVisible();
    await page.goBack();
    await expect(phoneStep).toBeVisible();
    await page.goForward();
    await expect(codeStep).toBeVisible();
    await typeCode(page, await latestCode(request, `+55${national}`, 'VERIFY_PHONE'));
    await p.getByRole('button', { name: msg('pt', 'verify.continue'), exact: true }).click();
    const profileStep = p.getByRole('heading', { name: msg('pt', 'verify.profile-title') });
    await expect(profileStep).toBeVisible();
    await page.goBack(); // the phone is confirmed: Back does not reopen it
    await expect(profileStep).toBeVisible();
    await expect(page).toHaveURL(/\/signup\/profile\?/);
    expect(phoneSends.count, 'one phone code, whatever the reloads and Back').toBe(1);
  });

  test('"Já tenho um código" on the phone step opens the code step and sends nothing', async ({ page, request }) => {
    const p = portal(page);
    const email = await createAccount(request, 'rb-phone-have');
    await signIn(page, email);
    await expect(page).toHaveURL(/\/signup\/validate-email/);
    const sends = countRequests(page, 'POST', '/users/me/verify-code/phone-number/');
    await page.goto('/signup/validate-phone');
    await p.getByRole('button', { name: msg('pt', 'verify.have-code') }).click();
    await expect(p.getByRole('heading', { name: msg('pt', 'verify.phone-code-title') })).toBeVisible();
    await expect(p.getByText(msg('pt', 'verify.phone-code-text-any'))).toBeVisible();
    expect(sends.count).toBe(0);
  });
});

test.describe('spec §2: a step with nothing to do', () => {
  test.use({ locale: 'pt-BR' });

  test('validate-phone opened directly by a user whose phone is verified goes to /', async ({ page }) => {
    await signIn(page, 'ana@example.com'); // seeded with a verified phone
    await expect(page).toHaveURL(HOME);
    await page.goto('/signup/validate-phone');
    await expect(page).toHaveURL(HOME);
  });
});

test.describe('contact dialog at a phone\'s width (pt)', () => {
  test.use({ locale: 'pt-BR', viewport: PHONE });

  test('the phone code step survives a reload and Back/Forward, and still takes the code sent', async ({ page, request }) => {
    const p = portal(page);
    const email = await verifiedAccount(request, 'rb-contact');
    const national = freshMobile();
    const sends = countRequests(page, 'POST', '/users/verify');
    await signIn(page, email);
    await expect(page).toHaveURL(HOME);
    await page.goto('/profile');
    await page.goto('/contact');
    await p.getByRole('button', { name: msg('pt', 'settings.contact.change-phone') }).click();
    await p.locator('input[type="tel"]').pressSequentially(national);
    await p.getByRole('button', { name: msg('pt', 'settings.contact.send-code') }).click();
    const dialog = p.getByRole('dialog', { name: msg('pt', 'settings.contact.code-title') });
    await expect(dialog).toBeVisible();

    await page.reload();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`+55 (${national.slice(0, 2)}) ${national.slice(2, 7)}-${national.slice(7)}`, { exact: false })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/profile$/);
    await page.goForward();
    await expect(dialog).toBeVisible();
    await typeCode(page, await latestCode(request, `+55${national}`, 'VERIFY_PHONE'));
    await expect(dialog).toBeHidden();
    await expect(p.getByText(msg('pt', 'settings.contact.phone-changed'))).toBeVisible();
    expect(sends.count).toBe(1);
  });
});

test.describe('provisional password (en)', () => {
  test.use({ locale: 'en-US' });

  test('a reload keeps the user on the screen; the temporary password is asked again, no token or password stored', async ({ page, request }) => {
    const p = portal(page);
    const email = await devAccount(request, 'rb-prov', 'provisional');
    await signIn(page, email, 'Temp1234');
    await expect(page).toHaveURL(/\/signin\/provisional-password\/$/);
    await page.reload();
    await expect(page).toHaveURL(/\/signin\/provisional-password\/$/);
    await expect(p.getByRole('heading', { name: msg('en', 'recovery.provisional.title') })).toBeVisible();
    const stored = await kept(page);
    expect(stored).toContain(email); // spec §4: provisional state persisted (this tab)
    expect(stored).not.toContain('Temp1234');
    expect(stored).not.toMatch(/token/i);
    await p.getByLabel(msg('en', 'recovery.provisional.temporary')).fill('Temp1234');
    await p.locator('input[name="new-password"]').fill('Nova1234');
    await p.locator('input[name="confirm-password"]').fill('Nova1234');
    await p.getByRole('button', { name: msg('en', 'recovery.provisional.submit') }).click();
    await expect(page).toHaveURL(/\/signin\/\?email=/);
    await expect(p.getByText(msg('en', 'recovery.password-set'))).toBeVisible();
  });
});

test.describe('inside an element (memory router, en)', () => {
  test.use({ locale: 'en-US', viewport: PHONE });

  test("forgot password in <accounts-signin>: a reload comes back to the code step; the step's back link and the way in again", async ({ page, request }) => {
    const email = await verifiedAccount(request, 'rb-element');
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.getElementById('host')?.append(document.createElement('accounts-signin'));
      });
    });
    await page.goto(`${DEMO}/blank.html`);
    const el = page.locator('accounts-signin');
    await el.locator('input[name="email"]').fill(email);
    await el.locator('button[type="submit"]').click();
    await el.getByRole('button', { name: msg('en', 'signin.forgot-password') }).click();
    await el.getByRole('button', { name: msg('en', 'recovery.forgot.submit') }).click();
    const codeStep = el.getByRole('heading', { name: msg('en', 'recovery.forgot.sent-title') });
    await expect(codeStep).toBeVisible();
    await page.reload();
    await expect(codeStep).toBeVisible();
    await expect(el.getByText(msg('en', 'recovery.forgot.sent-text', { email }))).toBeVisible();
    await el.getByRole('button', { name: msg('en', 'recovery.forgot.change-email') }).click();
    await expect(el.locator('input[name="email"]')).toHaveValue(email);
    await el.getByRole('button', { name: msg('en', 'recovery.have-code') }).click();
    await expect(codeStep).toBeVisible();
    await el.locator('[part="code-box"]').first().click();
    await page.keyboard.type(await latestCode(request, email, 'RESET_PASSWORD'));
    await el.getByRole('button', { name: msg('en', 'common.continue'), exact: true }).click();
    await expect(el.getByRole('heading', { name: msg('en', 'recovery.reset.title') })).toBeVisible();
  });
});
