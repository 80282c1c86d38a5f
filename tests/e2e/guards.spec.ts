// Route guards of spec §2 in the hosted portal, against the reference API.
// The fixture fails any test that records a CSP or Trusted Types violation.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { API, seedSession, verifiedAccount } from './support/accounts.ts';
import { HOME, portal, signIn } from './support/portal.ts';

test.describe('signed out', () => {
  test('a session route sends the visitor to /signin/', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/signin\/$/);
    await expect(portal(page).locator('input[type="email"]')).toBeVisible();
  });

  test('the product query is kept on the way to /signin/', async ({ page }) => {
    await page.goto('/profile?product=talks&utm=x');
    await expect(page).toHaveURL(/\/signin\/\?product=talks&next=%2Fprofile$/);
  });

  test('validate and reset screens without their state go to / (and so to sign-in)', async ({ page }) => {
    await page.goto('/signup/validate-email');
    await expect(page).toHaveURL(/\/signin\/$/);
    await page.goto('/signin/forgot-password/reset');
    await expect(page).toHaveURL(/\/signin\/$/);
  });

  test('validate and reset screens without their state keep the product on the way to sign-in', async ({ page }) => {
    for (const path of ['/signin/forgot-password/reset', '/signup/validate-email', '/signup/validate-phone', '/signup/profile']) {
      await page.goto(`${path}?product=talks`);
      await expect(page).toHaveURL(/\/signin\/\?product=talks$/);
    }
  });

  test('sign-in ends on the session route that was asked for, not on /', async ({ page }) => {
    await page.goto('/password');
    await expect(page).toHaveURL(/\/signin\/\?next=%2Fpassword$/);
    await portal(page).locator('input[name="email"]').fill('ana@example.com');
    await portal(page).locator('button[type="submit"]').click();
    await portal(page).locator('input[name="password"]').fill('senha123');
    await portal(page).locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/password$/);
  });

  test('a next that is not a session route of the portal is ignored: sign-in goes home', async ({ page }) => {
    await signIn(page, 'ana@example.com', 'senha123', `/signin/?next=${encodeURIComponent('https://evil.example/password')}`);
    await expect(page).toHaveURL(HOME);
  });
});

test.describe('not found', () => {
  test.use({ locale: 'pt-BR' });

  test("any other path shows 'Esta página nao existe!' with a back button", async ({ page }) => {
    await page.goto('/definitely/not/here');
    await expect(portal(page).getByRole('heading', { name: 'Esta página nao existe!' })).toBeVisible();
    await portal(page).getByRole('button', { name: 'Voltar ao início' }).click();
    await expect(page).toHaveURL(/\/signin\/$/);
  });

  test('its back button keeps the product', async ({ page }) => {
    await page.goto('/nope?product=talks');
    await portal(page).getByRole('button', { name: 'Voltar ao início' }).click();
    await expect(page).toHaveURL(/\/signin\/\?product=talks$/);
  });
});

test.describe('signed in', () => {
  test('sign-in lands on the hub, and no-session routes send the user home', async ({ page }) => {
    await signIn(page, 'ana@example.com');
    await expect(page).toHaveURL(HOME);
    await expect(portal(page).getByRole('button', { name: 'Account menu' })).toHaveText('AS');
    await page.goto('/signin/');
    await expect(page).toHaveURL(HOME);
    await page.goto('/signup/');
    await expect(page).toHaveURL(HOME);
  });

  test("a signed-in user arriving with a product goes to the product's callback, from a no-session route and from settings", async ({ page, request }) => {
    await seedSession(page.context(), request, 'ana@example.com');
    // The guard decides only once the product's record (holding the callback url) has arrived.
    // Each in a tab of its own: a page on its way out would interrupt the next navigation.
    for (const path of ['/signin/?product=talks', '/signup/?product=talks', '/profile?product=talks']) {
      const tab = await page.context().newPage();
      const leaving = tab.waitForRequest((r) => r.isNavigationRequest() && r.url().includes('/__dev/sites/talks/callback'));
      // The portal may leave before the navigation to it is even reported: that is the point.
      await tab.goto(path, { waitUntil: 'commit' }).catch((e: unknown) => {
        if (!String(e).includes('interrupted by another navigation')) throw e;
      });
      await leaving;
      await tab.close();
    }
    // A product without a callback url still goes home.
    await page.goto('/signin/?product=nonexistent');
    await expect(page).toHaveURL(HOME);
  });

  test("leaving for the product's callback does not hang on a chunk that can't load (a deploy replaced it): it leaves without it", async ({ page, request }) => {
    await seedSession(page.context(), request, 'ana@example.com');
    await page.route(/\/assets\/onboarding-[\w-]+\.js$/, (route) => route.abort());
    const leaving = page.waitForRequest((r) => r.isNavigationRequest() && r.url().includes('/__dev/sites/talks/callback'));
    await page.goto('/signin/?product=talks', { waitUntil: 'commit' }).catch((e: unknown) => {
      if (!String(e).includes('interrupted by another navigation')) throw e;
    });
    await leaving; // it waited on the spinner, an unhandled rejection reported
  });

  test("signed in on /signin/ with the flow record's chunk unable to load (a deploy replaced it): home, not a spinner for good", async ({ page, request }) => {
    await seedSession(page.context(), request, 'ana@example.com');
    await page.route(/\/assets\/flow-steps-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/signin/'); // where the guard waits to know whether a flow is under way
    await expect(page).toHaveURL(HOME);
    await expect(portal(page).getByRole('button', { name: 'Account menu' })).toBeVisible();
  });

  test('/signout clears the session and returns to /signin/ keeping product, and ends the other sessions too', async ({ page, context, request }) => {
    const email = await verifiedAccount(request, 'signout');
    const elsewhere = await (await request.post(`${API}/auth/sign-in/`, { data: { email, password: 'senha123' } })).json() as { session: { refresh_token: string } };
    await seedSession(context, request, email);
    await page.goto('/');
    await expect(portal(page).getByRole('button', { name: 'Account menu' })).toBeVisible();
    await page.goto('/signout?product=talks');
    await expect(page).toHaveURL(/\/signin\/\?product=talks$/);
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).not.toContain('access_token');
    expect(names).not.toContain('refresh_token');
    await page.goto('/');
    await expect(page).toHaveURL(/\/signin\/$/);
    // The sign-out went with the bearer (spec §7): the session opened elsewhere cannot be renewed.
    await expect.poll(async () => (await request.post(`${API}/auth/refresh/`, { data: { refresh_token: elsewhere.session.refresh_token, email } })).status()).toBe(401);
  });

  test('an unverified email diverts to validate-email with the email in navigation state', async ({ page }) => {
    await signIn(page, 'bruno@example.com');
    await expect(page).toHaveURL(/\/signup\/validate-email$/);
    expect(await page.evaluate(() => (history.state as { email?: string } | null)?.email)).toBe('bruno@example.com');
  });

  test('no token or password reaches local storage, session storage or the URL', async ({ page }) => {
    await signIn(page, 'ana@example.com');
    await expect(page).toHaveURL(HOME);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + location.href);
    expect(stored).not.toContain('senha123');
    const cookies = await page.context().cookies();
    const access = cookies.find((c) => c.name === 'access_token')?.value ?? '';
    expect(access.length).toBeGreaterThan(20);
    expect(stored).not.toContain(access);
  });
});

test.describe('back on the page after another product changed the shared cookies', () => {
  // The page coming back into view (its window focused, or the tab visible again) is what checks.
  const comeBack = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

  test('signed out there: settings sign out here too, and show nothing of the user', async ({ page, context, request }) => {
    const email = await verifiedAccount(request, 'elsewhere-out', 'Olga Outra');
    await seedSession(context, request, email);
    await page.goto('/profile');
    await expect(portal(page).locator('input[name="name"]')).toHaveValue('Olga Outra');
    await context.clearCookies(); // what another product's sign-out does: the cookies are the company's
    await comeBack(page);
    await expect(page).toHaveURL(/\/signin\/\?next=%2Fprofile$/); // signing in again comes back here
    await expect(portal(page).locator('input[name="email"]')).toBeVisible();
    expect(await page.evaluate(() => document.querySelector('accounts-portal')?.shadowRoot?.textContent ?? '')).not.toContain('Olga Outra');
  });

  test("someone else signed in there: settings show the new user's data instead of the first user's", async ({ page, context, request }) => {
    const first = await verifiedAccount(request, 'elsewhere-first', 'Primeira Pessoa');
    const second = await verifiedAccount(request, 'elsewhere-second', 'Segunda Pessoa');
    await seedSession(context, request, first);
    await page.goto('/profile');
    const name = portal(page).locator('input[name="name"]');
    await expect(name).toHaveValue('Primeira Pessoa');
    await context.clearCookies();
    await seedSession(context, request, second);
    await comeBack(page);
    await expect(name).toHaveValue('Segunda Pessoa');
    await expect(portal(page).locator('[part="avatar-card"] h2')).toHaveText('Segunda Pessoa');
    await expect(page).toHaveURL(/\/profile$/);
  });
});
