// Capability discovery (issue 24, contract C): GET /capabilities/ is asked at most once per page,
// only by a screen that could show an extension. Against an API with spec §7 alone (a 404 there)
// the portal shows nothing of passkeys, sessions or the data rights, sends nothing for them and
// works as before. Requests are counted once the answer has come; nothing waits on a timer.
import type { Page, Request } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { API, verifiedAccount } from './support/accounts.ts';
import { HOME, portal, signIn } from './support/portal.ts';
import { HOME_LOCAL, PORTAL_LOCAL, addVirtualAuthenticator } from './support/virtual-authenticator.ts';

test.use({ locale: 'en-US' });

const EXTENSION_CALL = /\/(auth\/passkeys|users\/me\/passkeys|users\/me\/sessions|users\/me\/export|auth\/reauthenticate)\b/;

/** Every request to the API from now on, by path. */
function recordApi(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (r: Request) => { if (r.url().startsWith(API) && r.method() !== 'OPTIONS') paths.push(`${r.method()} ${new URL(r.url()).pathname}`); });
  return paths;
}
const discoveries = (paths: string[]) => paths.filter((p) => p === 'GET /capabilities/').length;

test.describe('an API with spec §7 only (GET /capabilities/ answers 404)', () => {
  test.use({ baseURL: PORTAL_LOCAL });

  test('sign-in and settings show none of them, send nothing for them, and work as today', async ({ page, request }) => {
    await addVirtualAuthenticator(page); // a browser and page that could use passkeys
    await page.route(`${API}/capabilities/**`, (route) => route.fulfill({
      status: 404, contentType: 'application/json', body: '{"detail":"Not found."}',
      headers: { 'access-control-allow-origin': PORTAL_LOCAL, 'access-control-allow-credentials': 'true' },
    }));
    const paths = recordApi(page);
    const email = await verifiedAccount(request, 'caps-404');

    const asked = page.waitForResponse(`${API}/capabilities/`);
    await page.goto('/signin/');
    await asked;
    await expect(portal(page).locator('input[name="email"]')).toHaveAttribute('autocomplete', 'username webauthn');
    await expect(portal(page).getByRole('button', { name: 'Sign in with a passkey' })).toHaveCount(0);
    // Nor was the passkey UI downloaded (issue #23: it loads only once passkeys are offered).
    const passkeyUi = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => /\/(PasskeySignIn|PasskeyOffer)-/.test(n)));
    expect(passkeyUi).toEqual([]);
    await portal(page).locator('input[name="email"]').fill(email);
    await portal(page).getByRole('button', { name: 'Continue', exact: true }).click();
    await portal(page).locator('input[name="password"]').fill('senha123');
    await portal(page).getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(HOME_LOCAL); // no offer to create a passkey
    await expect(portal(page).getByRole('dialog')).toHaveCount(0);

    for (const [path, form] of [['/profile', 'input[name="name"]'], ['/password', 'input[name="new_password"]']] as const) {
      const again = page.waitForResponse(`${API}/capabilities/`);
      await page.goto(path);
      await again;
      await expect(portal(page).locator(form)).toBeVisible();
      await expect(portal(page).locator('[data-part]')).toHaveCount(0);
    }
    // The password section works as ever.
    await portal(page).getByLabel('Current password', { exact: true }).fill('senha123');
    await portal(page).getByLabel('New password', { exact: true }).fill('nova1234');
    await portal(page).getByLabel('Confirm the new password', { exact: true }).fill('nova1234');
    await portal(page).getByRole('button', { name: 'Change password' }).click();
    await expect(portal(page).getByText('Password changed!')).toBeVisible();
    expect(paths.filter((p) => EXTENSION_CALL.test(p)), 'no extension call').toEqual([]);
    expect(discoveries(paths), 'once per page load: sign-in, /profile, /password (the hub shows none)').toBe(3);
  });
});

test.describe('the reference API (everything offered)', () => {
  test('settings ask once per page, however many sections are visited, and show each part', async ({ page, request }) => {
    const email = await verifiedAccount(request, 'caps-all');
    await signIn(page, email);
    await expect(page).toHaveURL(HOME);
    const paths = recordApi(page);
    await page.goto('/password');
    await expect(portal(page).locator('[data-part="sessions"]')).toBeVisible();
    await expect(portal(page).locator('[data-part="passkeys"]')).toBeVisible();
    // No adding on an IP address (WebAuthn refuses it): listed only.
    await expect(portal(page).getByRole('button', { name: 'Add a passkey' })).toHaveCount(0);
    await portal(page).locator('[part~="side-nav"]').getByRole('button', { name: 'Personal data' }).click();
    await expect(portal(page).locator('[data-part="data"]')).toBeVisible();
    expect(discoveries(paths)).toBe(1);
  });

  test('sign-in on an IP address (no passkeys possible) does not even ask', async ({ page }) => {
    const paths = recordApi(page);
    await page.goto('/signin/');
    await portal(page).locator('input[name="email"]').fill('ana@example.com');
    await portal(page).locator('button[type="submit"]').click();
    await expect(portal(page).locator('input[name="password"]')).toBeVisible();
    expect(paths.filter((p) => p === 'GET /capabilities/' || EXTENSION_CALL.test(p))).toEqual([]);
  });

  test('a cross-site partner page whose portal cannot use passkeys (an IP address): no button, nothing asked', async ({ page }) => {
    const cross = (process.env.E2E_DEMO_URL ?? 'http://127.0.0.1:5174').replace('127.0.0.1', 'localhost');
    await addVirtualAuthenticator(page);
    const paths = recordApi(page);
    await page.goto(`${cross}/`);
    const signin = page.locator('accounts-signin');
    await expect(signin.locator('input[name="email"]')).toHaveAttribute('autocomplete', 'username webauthn');
    // Its chunk is there and has rendered (two frames after it arrived): it decided not to ask.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /SignInExtensions-/.test(e.name)))).toBe(true);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(signin.getByRole('button', { name: 'Sign in with a passkey' })).toHaveCount(0);
    expect(paths.filter((p) => p === 'GET /capabilities/' || EXTENSION_CALL.test(p))).toEqual([]);
  });
});
