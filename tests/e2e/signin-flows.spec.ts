// The signed-out screens around sign-in (issue #4 part A) in the built portal against the
// reference API: provisional password, forgot password with the code from the outbox,
// activation, and the forgot-email prototypes. Accounts that change are fresh per test
// (the run's data dir is shared) except the seeded diego and carla, used once each.
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './support/fixtures.ts';
import { API, createAccount, devAccount, latestCode } from './support/accounts.ts';
import { HOME, portal, typeCode } from './support/portal.ts';

async function requestReset(page: Page, email: string) {
  await page.goto('/signin/forgot-password');
  await portal(page).locator('input[name="email"]').fill(email);
  await portal(page).locator('button[type="submit"]').click();
  await expect(portal(page).locator('[part="code-box"]')).toHaveCount(6);
}

test.describe('provisional password (English)', () => {
  test.use({ locale: 'en-US' });

  test('diego sets a new password, signs in with it, and Temp1234 no longer works', async ({ page }) => {
    await page.goto('/signin/');
    await portal(page).locator('input[name="email"]').fill('diego@example.com');
    await portal(page).locator('button[type="submit"]').click();
    await portal(page).locator('input[name="password"]').fill('Temp1234');
    await portal(page).locator('button[type="submit"]').click();

    await expect(page).toHaveURL(/\/signin\/provisional-password\/$/);
    await expect(portal(page).getByRole('heading', { name: 'Create a new password' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Confirmation must match; nothing is sent until it does.
    await portal(page).locator('input[name="new-password"]').fill('Nova1234');
    await portal(page).locator('input[name="confirm-password"]').fill('Nova1235');
    await portal(page).getByRole('button', { name: 'Save new password' }).click();
    await expect(portal(page).getByText('Given passwords are differents')).toBeVisible();
    await expect(page).toHaveURL(/provisional-password/);

    await portal(page).locator('input[name="confirm-password"]').fill('Nova1234');
    await portal(page).getByRole('button', { name: 'Save new password' }).click();
    await expect(page).toHaveURL(/\/signin\/\?email=diego%40example\.com$/);
    await expect(portal(page).getByText('Password set. Sign in with your new password.')).toBeVisible();
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toMatch(/Nova1234|provisional/i);

    await expect(portal(page).locator('input[name="email"]')).toHaveValue('diego@example.com');
    await portal(page).locator('button[type="submit"]').click();
    await portal(page).locator('input[name="password"]').fill('Temp1234');
    await portal(page).locator('button[type="submit"]').click();
    await expect(portal(page).locator('[role="alert"][part~="alert-error"]')).toBeVisible();
    await expect(page).toHaveURL(/\/signin\//);

    await portal(page).locator('input[name="password"]').fill('Nova1234');
    await portal(page).locator('button[type="submit"]').click();
    await expect(page).toHaveURL(HOME);
  });

  test('after a submit, the password messages follow the fields as the user types', async ({ page, request }) => {
    const email = await devAccount(request, 'e2e-provisional-live', 'provisional');
    await page.goto('/signin/');
    await portal(page).locator('input[name="email"]').fill(email);
    await portal(page).locator('button[type="submit"]').click();
    await portal(page).locator('input[name="password"]').fill('Temp1234');
    await portal(page).locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/signin\/provisional-password\/$/);
    await portal(page).getByRole('button', { name: 'Save new password' }).click();
    await expect(portal(page).getByText('Fill your password')).toBeVisible();
    await portal(page).locator('input[name="new-password"]').pressSequentially('abcdef');
    await expect(portal(page).getByText('Fill your password')).toBeHidden();
    await expect(portal(page).getByText('It must contain a combination of letters and numbers with at least 6 characters.')).toBeVisible();
    await portal(page).locator('input[name="new-password"]').pressSequentially('1');
    await expect(portal(page).getByText('It must contain a combination of letters and numbers with at least 6 characters.')).toBeHidden();
    await portal(page).locator('input[name="confirm-password"]').fill('abcdef1');
    await expect(portal(page).getByText('Confirm your password')).toBeHidden();
  });

  test('without provisional state the screen sends the visitor to /signin/', async ({ page }) => {
    await page.goto('/signin/provisional-password/?product=talks');
    await expect(page).toHaveURL(/\/signin\/\?product=talks$/);
  });
});

test.describe('forgot password (Portuguese)', () => {
  test.use({ locale: 'pt-BR' });

  test('a fresh account resets its password with the emailed code and is signed in, its email verified by the code', async ({ page, request }) => {
    const email = await createAccount(request, 'forgot');
    await page.goto('/signin/forgot-password');
    await expect(portal(page).getByRole('heading', { name: 'Esqueceu sua senha?' })).toBeVisible();
    await expectNoAxeViolations(page);
    await portal(page).locator('input[name="email"]').fill(email);
    await portal(page).getByRole('button', { name: 'Enviar código' }).click();

    await expect(portal(page).getByRole('heading', { name: 'Confira seu email' })).toBeVisible();
    const resend = portal(page).getByRole('button', { name: /^Reenviar código em \d+ s$/ });
    await expect(resend).toBeVisible();
    await expect(resend).toBeDisabled();
    const cont = portal(page).getByRole('button', { name: 'Continuar' });
    await expect(cont).toBeDisabled();
    await expect(portal(page).getByRole('group', { name: 'Código de verificação' })).toBeVisible();
    await expectNoAxeViolations(page);

    const code = await latestCode(request, email, 'RESET_PASSWORD');
    await typeCode(page, code.toLowerCase()); // uppercased as typed
    await expect(portal(page).locator('[part="code-box"]').first()).toHaveValue(code[0]!.toUpperCase());
    await expect(cont).toBeEnabled();
    await cont.click();

    await expect(page).toHaveURL(/\/signin\/forgot-password\/reset$/);
    await expect(portal(page).getByRole('heading', { name: 'Crie uma nova senha' })).toBeVisible();
    await expectNoAxeViolations(page);
    await portal(page).locator('input[name="new-password"]').fill('Reset1234');
    await portal(page).locator('input[name="confirm-password"]').fill('Reset1234');
    const submit = portal(page).getByRole('button', { name: 'Salvar e entrar' });
    await submit.dblclick(); // a double click submits once
    // The emailed code proved the address (issue 20): the verification check finds it verified.
    await expect(page).toHaveURL(HOME);
  });

  test("the automatic sign-in after a reset sends the product's callback url", async ({ page, request }) => {
    const email = await createAccount(request, 'forgot-cb');
    const talks = (await (await request.get(`${API}/products/talks/`)).json() as { callback_url: string }).callback_url;
    const p = portal(page);
    await page.goto('/signin/forgot-password?product=talks');
    await p.locator('input[name="email"]').fill(email);
    await p.locator('button[type="submit"]').click();
    await expect(p.locator('[part="code-box"]')).toHaveCount(6);
    await typeCode(page, await latestCode(request, email, 'RESET_PASSWORD'));
    await p.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/signin\/forgot-password\/reset\?product=talks$/);
    await p.locator('input[name="new-password"]').fill('Reset1234');
    await p.locator('input[name="confirm-password"]').fill('Reset1234');
    const signIn = page.waitForRequest((r) => r.url().includes('/auth/sign-in/'));
    await p.getByRole('button', { name: 'Salvar e entrar' }).click();
    expect((await signIn).postDataJSON()).toMatchObject({ email, callback_url: talks });
  });

  test('a wrong code shows the expired message and offers a new code with the email kept', async ({ page, request }) => {
    const email = await createAccount(request, 'wrongcode');
    await requestReset(page, email);
    await typeCode(page, 'ZZ9ZZ9');
    await portal(page).getByRole('button', { name: 'Continuar' }).click();
    await portal(page).locator('input[name="new-password"]').fill('Reset1234');
    await portal(page).locator('input[name="confirm-password"]').fill('Reset1234');
    await portal(page).getByRole('button', { name: 'Salvar e entrar' }).click();
    await expect(portal(page).getByRole('alert')).toContainText('O código de verificação expirou ou não foi encontrado. Peça um novo código!');
    await expect(page).toHaveURL(/\/reset$/);
    await expectNoAxeViolations(page);

    await portal(page).getByRole('button', { name: 'Pedir um novo código' }).click();
    await expect(page).toHaveURL(/\/signin\/forgot-password$/);
    await expect(portal(page).locator('input[name="email"]')).toHaveValue(email);
  });

  test('a reload after the code was requested comes back with the email kept', async ({ page, request }) => {
    const email = await createAccount(request, 'reload');
    await requestReset(page, email);
    await page.reload();
    await expect(portal(page).getByText(`Se existir uma conta para ${email}, enviamos um código para ele. Digite-o abaixo.`)).toBeVisible(); // issue 20: the code step, not the form
  });

  test('the forgot answer does not tell known from unknown emails', async ({ page }) => {
    await requestReset(page, `nobody-${Date.now()}@example.com`);
    await expect(portal(page).getByRole('heading', { name: 'Confira seu email' })).toBeVisible();
  });
});

test.describe('activation (English)', () => {
  test.use({ locale: 'en-US' });

  test('carla goes from the email step to /activate (step 1 of 3), where a weak password is refused', async ({ page }) => {
    await page.goto('/signin/');
    await portal(page).locator('input[name="email"]').fill('carla@example.com');
    await portal(page).locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/activate\?email=carla%40example\.com$/);
    await expect(portal(page).getByRole('heading', { name: 'Create your password' })).toBeVisible();
    await expect(portal(page).getByText('Step 1 of 3')).toBeVisible();
    await expectNoAxeViolations(page);

    await portal(page).locator('input[name="new-password"]').fill('abcdef');
    await portal(page).getByRole('button', { name: 'Activate account' }).click();
    await expect(portal(page).getByText('It must contain a combination of letters and numbers with at least 6 characters.')).toBeVisible();
  });

  // The reference API has activation prove the mailbox (issue 25): the password asks for the code
  // it emails. With the code the email is verified, so the automatic sign-in's verification check
  // finds nothing to divert to and sign-in completes (spec §4). Against an API of spec §7 alone
  // the email step follows instead: activation-code.spec.ts.
  test('an account activated from /activate with the emailed code signs in, its email verified: home', async ({ page, request }) => {
    const email = await devAccount(request, 'activate-steps', 'unactivated');
    const p = portal(page);
    await page.goto(`/activate?email=${encodeURIComponent(email)}`);
    await expect(p.getByText('Step 1 of 3')).toBeVisible();
    await p.locator('input[name="new-password"]').fill('Nova1234');
    await p.locator('input[name="confirm-password"]').fill('Nova1234');
    await p.getByRole('button', { name: 'Activate account' }).click();
    await expect(p.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
    await expect(p.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();
    await expectNoAxeViolations(page);

    const checks: string[] = [];
    page.on('request', (r) => { if (new URL(r.url()).pathname === '/users/verify/active/') checks.push(r.url()); });
    await typeCode(page, await latestCode(request, email, 'ACTIVATION'));
    await p.getByRole('button', { name: 'Activate account' }).click();
    await expect(page).toHaveURL(HOME);
    expect(checks).toHaveLength(1);
  });

  test("the automatic sign-in after activation sends the product's callback url, as the sign-in form does", async ({ page, request }) => {
    const email = await devAccount(request, 'activate-cb', 'unactivated');
    const talks = (await (await request.get(`${API}/products/talks/`)).json() as { callback_url: string }).callback_url;
    const p = portal(page);
    await page.goto(`/activate?email=${encodeURIComponent(email)}&product=talks`);
    await expect(p.locator('[part="accessing"]')).toContainText('Lingora Talks'); // the record is in
    await p.locator('input[name="new-password"]').fill('Nova1234');
    await p.locator('input[name="confirm-password"]').fill('Nova1234');
    await p.getByRole('button', { name: 'Activate account' }).click();
    await expect(p.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
    await typeCode(page, await latestCode(request, email, 'ACTIVATION'));
    const signIn = page.waitForRequest((r) => r.url().includes('/auth/sign-in/'));
    await p.getByRole('button', { name: 'Activate account' }).click();
    expect((await signIn).postDataJSON()).toMatchObject({ email, callback_url: talks });
  });

  test('an unknown email on /activate goes back to /signin/ with the email', async ({ page }) => {
    const email = `unknown-${Date.now()}@example.com`;
    await page.goto(`/activate?email=${encodeURIComponent(email)}`);
    await expect(page).toHaveURL(/\/signin\/\?email=/);
    await expect(portal(page).locator('input[name="email"]')).toHaveValue(email);
  });
});

test.describe('forgot-email prototypes (English)', () => {
  test.use({ locale: 'en-US' });

  test('render as marked prototypes with a fake code and a fixed list that pre-fills sign-in', async ({ page }) => {
    await page.goto('/signin/forgot-email');
    await expect(portal(page).getByRole('heading', { name: 'Forgot your email?' })).toBeVisible();
    await expect(portal(page).getByRole('note')).toContainText('Prototype with sample data');
    await expectNoAxeViolations(page);

    await portal(page).getByRole('button', { name: 'Send code' }).click();
    await expect(portal(page).getByText('Fill your name')).toBeVisible();
    await portal(page).locator('input[name="name"]').fill('Ana Souza');
    // The phone field is the phone step's: a country (Brazil by default) and its mask (spec §5).
    const phone = portal(page).locator('input[name="phone"]');
    await expect(portal(page).getByLabel('Country')).toHaveValue('BR');
    await phone.pressSequentially('abcxyz');
    await expect(phone).toHaveValue('');
    await portal(page).getByRole('button', { name: 'Send code' }).click();
    await expect(portal(page).getByText('Fill your phone number field completely')).toBeVisible();
    await phone.pressSequentially('1191234');
    await expect(phone).toHaveValue('(11) 91234');
    await portal(page).getByRole('button', { name: 'Send code' }).click();
    await expect(portal(page).getByText('Fill your phone number field completely')).toBeVisible();
    await expectNoAxeViolations(page);
    await phone.press('End');
    await phone.pressSequentially('5678');
    await expect(phone).toHaveValue('(11) 91234-5678');
    await portal(page).getByRole('button', { name: 'Send code' }).click();

    await expect(portal(page).getByRole('heading', { name: 'Type the code' })).toBeVisible();
    await expect(portal(page).getByRole('note')).toContainText('A1B2C3');
    await expectNoAxeViolations(page);
    await typeCode(page, 'a1b2c3');
    await portal(page).getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/signin\/forgot-email\/list$/);
    await expect(portal(page).getByRole('heading', { name: 'Emails found' })).toBeVisible();
    await expectNoAxeViolations(page);
    await portal(page).getByRole('button', { name: 'Sign in as a**@example.com' }).click();
    await expect(page).toHaveURL(/\/signin\/\?email=ana%40example\.com$/);
    await expect(portal(page).locator('input[name="email"]')).toHaveValue('ana@example.com');
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 375, height: 800 }, locale: 'es-ES' });

  test('the forgot-password code step fits 375 px and passes axe in Spanish', async ({ page, request }) => {
    const email = await createAccount(request, 'mobile');
    await requestReset(page, email);
    await expect(portal(page).getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible();
    const boxes = portal(page).locator('[part="code-box"]');
    const last = await boxes.last().boundingBox();
    expect(last && last.x + last.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
  });
});

test('a sign-in answer without expires_in signs in; the access cookie then lives 1 day (spec §9)', async ({ page, context }) => {
  await page.route((url) => url.pathname === '/auth/sign-in/', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const res = await route.fetch();
    const body = (await res.json()) as { session: Record<string, unknown> | null };
    if (body.session) delete body.session.expires_in;
    return route.fulfill({ response: res, json: body });
  });
  await page.goto('/signin/');
  await portal(page).locator('input[name="email"]').fill('ana@example.com');
  await portal(page).locator('button[type="submit"]').click();
  await portal(page).locator('input[name="password"]').fill('senha123');
  await portal(page).locator('button[type="submit"]').click();
  await expect(page).toHaveURL(HOME);
  const access = (await context.cookies()).find((c) => c.name === 'access_token');
  const days = (access!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(0.99);
  expect(days).toBeLessThanOrEqual(1.0001);
});

test('a password can be shown and hidden again: the value, the focus and the form stay', async ({ page }) => {
  await page.goto('/signin/');
  const p = portal(page);
  await p.locator('input[name="email"]').fill('ana@example.com');
  await p.locator('button[type="submit"]').click();
  const password = p.locator('input[name="password"]');
  await password.fill('senha123');
  const show = p.getByRole('button', { name: 'Show password' });
  await expect(show).toHaveAttribute('aria-pressed', 'false');
  await show.click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(password).toHaveValue('senha123');
  await expect(show).toHaveAttribute('aria-pressed', 'true');
  await expect(show).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('shown.png') });
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter'); // the button, not the form: hidden again
  await expect(password).toHaveAttribute('type', 'password');
  await expect(page).toHaveURL(/\/signin\//);
  // The text never runs under the button.
  const box = (await password.boundingBox())!;
  const button = (await show.boundingBox())!;
  expect(button.x).toBeGreaterThanOrEqual(box.x + box.width - 46 - 1);
  expect(await password.evaluate((el) => parseFloat(getComputedStyle(el).paddingRight))).toBeGreaterThanOrEqual(button.width);
  await password.press('Enter');
  await expect(page).toHaveURL(HOME);
});
