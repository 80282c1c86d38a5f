// Passkeys (issue 24) end to end, with Chromium's virtual authenticator (CDP WebAuthn): create one
// (the offer after a password sign-in, and settings), sign in through the email field's autofill
// (conditional mediation) and through the button — the spec's rules after it as for a password —,
// rename, remove; a cancel, no authenticator, a removed passkey tried again, a hand-off's arrival.
// WebAuthn refuses IP addresses: the portal is opened as http://localhost:<port>. A replayed
// challenge is refused by the API (demo/api/passkeys.test.ts).
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './support/fixtures.ts';
import { API, API_CLOCK, createAccount, verifiedAccount } from './support/accounts.ts';
import { holdRequests } from './support/flow-steps.ts';
import { deepActive, portal } from './support/portal.ts';
import { HOME_LOCAL, PORTAL_LOCAL, addVirtualAuthenticator, mediations, signInWithPassword as signIn, watchCredentials } from './support/virtual-authenticator.ts';

test.use({ locale: 'en-US', baseURL: PORTAL_LOCAL });

const CANCELLED = 'The passkey request was cancelled, or this device has no passkey for this account.';
const passkeyButton = (page: Page) => portal(page).getByRole('button', { name: 'Sign in with a passkey' });
const offer = (page: Page) => portal(page).getByRole('dialog', { name: 'Sign in faster next time' });
const passkeysPart = (page: Page) => portal(page).locator('[data-part="passkeys"]');

/** A password sign-in whose passkey offer is answered "Not now": on the hub. */
async function signInDeclining(page: Page, email: string) {
  await signIn(page, email);
  await offer(page).getByRole('button', { name: 'Not now' }).click();
  await expect(page).toHaveURL(HOME_LOCAL);
}

/** From settings: a passkey for the signed-in account, under its default name. */
async function addInSettings(page: Page) {
  await page.goto('/password');
  await passkeysPart(page).getByRole('button', { name: 'Add a passkey' }).click();
  await expect(portal(page).getByText('Passkey added!')).toBeVisible();
  await expect(passkeysPart(page).getByText('Chrome on Linux', { exact: true })).toBeVisible();
}

/** Signed out, on the sign-in page (the autofill may sign straight back in: only where it is off). */
async function signOut(page: Page) {
  await page.goto('/signout');
  await expect(portal(page).locator('input[name="email"]')).toBeVisible();
}

async function accountWithPasskey(page: Page, request: APIRequestContext, prefix: string): Promise<string> {
  const email = await verifiedAccount(request, prefix);
  await signInDeclining(page, email);
  await addInSettings(page);
  return email;
}

test.describe('creating a passkey', () => {
  test('after a password sign-in, offered once: "Create a passkey" makes one and sign-in goes on', async ({ page, request }) => {
    const authenticator = await addVirtualAuthenticator(page);
    const email = await verifiedAccount(request, 'pk-offer');
    await signIn(page, email);
    await expect(offer(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await offer(page).getByRole('button', { name: 'Create a passkey' }).click();
    await expect(page).toHaveURL(HOME_LOCAL);
    const [credential] = await authenticator.credentials();
    expect(credential?.rpId).toBe('localhost');
    await page.goto('/password');
    await expect(passkeysPart(page).getByText('Chrome on Linux', { exact: true })).toBeVisible();
  });

  // A slow connection: the password sign-in ends before the offer's UI (its chunk) has arrived.
  // The sign-in waits for it rather than skip the offer (it was skipped: a one-off 60 s timeout).
  test('a sign-in that ends before the passkey UI arrives waits for it, and offers', async ({ page, request }) => {
    await addVirtualAuthenticator(page);
    await watchCredentials(page, { autofill: false });
    const email = await verifiedAccount(request, 'pk-late');
    const release = await holdRequests(page, '**/PasskeySignIn-*.js');
    const checked = page.waitForResponse((r) => r.url().includes('/users/verify/active/'));
    await signIn(page, email);
    await checked; // the last call before the offer: sign-in is over but for it
    await expect(passkeyButton(page)).toHaveCount(0);
    release();
    await expect(offer(page)).toBeVisible();
    await expect(page).toHaveURL(/\/signin\//);
    await offer(page).getByRole('button', { name: 'Not now' }).click();
    await expect(page).toHaveURL(HOME_LOCAL);
  });

  test('the offer dismissed is remembered: the next password sign-in goes straight on', async ({ page, request }) => {
    await addVirtualAuthenticator(page);
    await watchCredentials(page, { autofill: false });
    const email = await verifiedAccount(request, 'pk-dismiss');
    await signInDeclining(page, email);
    expect(await page.evaluate(() => localStorage.getItem('accounts:passkey-offer'))).toContain(email);
    await signOut(page);
    await signIn(page, email);
    await expect(page).toHaveURL(HOME_LOCAL);
    await expect(offer(page)).toHaveCount(0);
  });

  test('in settings: added, listed with its name and dates, renamed and removed — keyboard and axe on the way', async ({ page, request }) => {
    const authenticator = await addVirtualAuthenticator(page);
    await accountWithPasskey(page, request, 'pk-settings');
    const item = passkeysPart(page).getByRole('listitem');
    await expect(item).toContainText('Created');
    await expect(item).toContainText('Not used yet');
    expect(await authenticator.credentials()).toHaveLength(1);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
    }

    // Rename: the field takes focus, Enter saves, focus returns to the button.
    await passkeysPart(page).getByRole('button', { name: 'Rename Chrome on Linux' }).click();
    const name = passkeysPart(page).getByLabel('Passkey name');
    await expect(name).toBeFocused();
    await name.fill('');
    await name.press('Enter');
    await expect(passkeysPart(page).getByText('Give the passkey a name')).toBeVisible();
    // What was typed survives a reload (settings' drafts), the form open on it.
    await name.fill('Work laptop');
    await page.reload();
    await expect(name).toHaveValue('Work laptop');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
    }
    await name.press('Enter');
    await expect(portal(page).getByText('Passkey renamed!')).toBeVisible();
    await expect(passkeysPart(page).getByText('Work laptop', { exact: true })).toBeVisible();
    await expect(passkeysPart(page).getByRole('button', { name: 'Rename Work laptop' })).toBeFocused();

    // Escape leaves the rename unsaved. Opened again, the field takes focus again (not <body>).
    await page.keyboard.press('Enter');
    await expect(passkeysPart(page).getByLabel('Passkey name')).toBeFocused();
    await passkeysPart(page).getByLabel('Passkey name').fill('Nope');
    await page.keyboard.press('Escape');
    await expect(passkeysPart(page).getByText('Work laptop', { exact: true })).toBeVisible();

    // Remove, after a confirmation; focus lands on the part's title.
    await passkeysPart(page).getByRole('button', { name: 'Remove Work laptop' }).click();
    const confirm = portal(page).getByRole('dialog', { name: 'Remove this passkey?' });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(portal(page).getByText('Passkey removed.')).toBeVisible();
    await expect(passkeysPart(page).getByText('You have no passkeys yet.')).toBeVisible();
    expect(await deepActive(page)).toMatchObject({ tag: 'h2', text: 'Passkeys' });
  });

  // It moves the API's shared clock: run alone, after the rest (a sign-in of a test beside it would
  // stop being recent).
  test('in settings, a browser without WebAuthn (as WebKitGTK): no "Add a passkey", and a note says why', async ({ page, request }) => {
    await page.addInitScript(() => { delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential; });
    const email = await verifiedAccount(request, 'pk-settings-nowebauthn');
    await signIn(page, email);
    await expect(page).toHaveURL(HOME_LOCAL);
    await page.goto('/password');
    await expect(passkeysPart(page).getByText('You have no passkeys yet.')).toBeVisible();
    await expect(passkeysPart(page).getByText("Passkeys can't be used on this page or in this browser.")).toBeVisible();
    await expect(passkeysPart(page).getByRole('button')).toHaveCount(0);
  });

  test('adding needs a recent sign-in: after 5 minutes the password confirms it, then the passkey is made', { tag: API_CLOCK }, async ({ page, request }) => {
    await addVirtualAuthenticator(page);
    const email = await verifiedAccount(request, 'pk-recent');
    await signInDeclining(page, email);
    await page.goto('/password');
    await shiftClock(request, 6 * 60);
    try {
      await passkeysPart(page).getByRole('button', { name: 'Add a passkey' }).click();
      const dialog = portal(page).getByRole('dialog', { name: "Confirm it's you" });
      await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
      await dialog.getByLabel('Password', { exact: true }).fill('wrong123');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(dialog.getByText('The current password is incorrect.')).toBeVisible();
      await dialog.getByLabel('Password', { exact: true }).fill('senha123');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(portal(page).getByText('Passkey added!')).toBeVisible();
      await expect(dialog).toHaveCount(0);
    } finally {
      await shiftClock(request, -6 * 60);
    }
  });
});

test.describe('signing in with a passkey', () => {
  test('through the email field\'s autofill (conditional mediation): signed in as the passkey\'s account', async ({ page, request }) => {
    await addVirtualAuthenticator(page);
    await watchCredentials(page);
    await accountWithPasskey(page, request, 'pk-autofill');
    await page.goto('/signout');
    // The virtual authenticator picks the one passkey from the autofill as soon as it is offered.
    await expect(page).toHaveURL(HOME_LOCAL);
    expect(await mediations(page)).toContain('conditional');
    await page.goto('/password');
    await expect(passkeysPart(page).getByRole('listitem')).toContainText('Last used');
  });

  test('the email field tells the browser to offer passkeys in its autofill', async ({ page }) => {
    await addVirtualAuthenticator(page);
    await page.goto('/signin/');
    await expect(portal(page).locator('input[name="email"]')).toHaveAttribute('autocomplete', 'username webauthn');
    await expect(passkeyButton(page)).toBeVisible();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoAxeViolations(page);
    }
  });

  test('through the button (no autofill in this browser), by keyboard: the verification check applies as for a password', async ({ page, request }) => {
    await addVirtualAuthenticator(page);
    await watchCredentials(page, { autofill: false });
    // An account whose email is not verified: sign-in diverts to validate-email, however it was proven.
    const email = await createAccount(request, 'pk-button');
    await signIn(page, email);
    await expect(page).toHaveURL(/\/signup\/validate-email/);
    await addInSettings(page);
    await signOut(page);
    await passkeyButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/signup\/validate-email/);
    expect(await mediations(page)).toEqual(['optional']);
  });

  test('through the button with a product: the product\'s callback url, as for a password', async ({ page, request }) => {
    await addVirtualAuthenticator(page);
    await watchCredentials(page, { autofill: false });
    await accountWithPasskey(page, request, 'pk-callback');
    await signOut(page);
    await page.goto('/signin/?product=talks');
    await passkeyButton(page).click();
    await expect(page).toHaveURL(/\/__dev\/sites\/talks\/callback/);
  });

  test('a hand-off from a cross-site page (handoff=passkey) opens the passkey dialog on arrival', async ({ page, request }) => {
    await addVirtualAuthenticator(page);
    await watchCredentials(page, { autofill: false });
    await accountWithPasskey(page, request, 'pk-handoff');
    await signOut(page);
    await page.goto('/signin/?handoff=passkey');
    await expect(page).toHaveURL(HOME_LOCAL);
    expect(await mediations(page)).toEqual(['optional']);
  });

  test('the user cancels: a message, and the email step carries on with a password', async ({ page, request }) => {
    const authenticator = await addVirtualAuthenticator(page);
    await watchCredentials(page, { autofill: false });
    const email = await accountWithPasskey(page, request, 'pk-cancel');
    await signOut(page);
    await authenticator.setUserVerified(false);
    await passkeyButton(page).click();
    await expect(portal(page).getByText(CANCELLED)).toBeVisible();
    await expect(passkeyButton(page)).toBeFocused();
    await portal(page).locator('input[name="email"]').fill(email);
    await portal(page).getByRole('button', { name: 'Continue' }).click();
    await expect(portal(page).locator('input[name="password"]')).toBeVisible();
  });

  test('a device with no passkey: the button says so; the autofill says nothing', async ({ page }) => {
    await watchCredentials(page);
    const authenticator = await addVirtualAuthenticator(page);
    expect(await authenticator.credentials()).toEqual([]);
    await page.goto('/signin/');
    await expect.poll(() => mediations(page)).toEqual(['conditional']);
    await expect(portal(page).getByRole('alert')).toHaveCount(0);
    await passkeyButton(page).click();
    await expect(portal(page).getByText(CANCELLED)).toBeVisible();
  });

  test('a browser without WebAuthn: no button, nothing asked about passkeys; the password works as ever', async ({ page, request }) => {
    await page.addInitScript(() => { delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential; });
    const asked: string[] = [];
    page.on('request', (r) => { if (r.url().startsWith(API) && /capabilities|passkeys/.test(r.url())) asked.push(r.url()); });
    const email = await verifiedAccount(request, 'pk-nowebauthn');
    await signIn(page, email);
    await expect(page).toHaveURL(HOME_LOCAL);
    expect(asked, 'the sign-in never asked').toEqual([]);
    await signOut(page);
    await expect(passkeyButton(page)).toHaveCount(0);
  });

  test('a passkey removed from the account but still on the device: refused, with a message; the password still works', async ({ page, request }) => {
    await addVirtualAuthenticator(page);
    await watchCredentials(page, { autofill: false });
    const email = await accountWithPasskey(page, request, 'pk-removed');
    await passkeysPart(page).getByRole('button', { name: 'Remove Chrome on Linux' }).click();
    await portal(page).getByRole('dialog', { name: 'Remove this passkey?' }).getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(passkeysPart(page).getByText('You have no passkeys yet.')).toBeVisible();
    await signOut(page);
    await passkeyButton(page).click();
    await expect(portal(page).getByText('This passkey is no longer registered. Sign in with your password.')).toBeVisible();
    await expect(page).toHaveURL(/\/signin\/$/);
    await signIn(page, email);
    await expect(page).toHaveURL(HOME_LOCAL);
  });

  test('delete my account, confirmed with a passkey', async ({ page, request }) => {
    await addVirtualAuthenticator(page);
    await watchCredentials(page, { autofill: false });
    const email = await accountWithPasskey(page, request, 'pk-delete');
    await page.goto('/profile');
    await portal(page).getByRole('button', { name: 'Delete my account' }).click();
    const dialog = portal(page).getByRole('dialog', { name: 'Delete your account' });
    await expect(dialog.getByText('For your security, type your password again or use a passkey.', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Use a passkey' }).click();
    await dialog.getByLabel('Type DELETE to confirm').fill('delete');
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(portal(page).getByText("Your account was deleted. We're sorry to see you go.")).toBeVisible();
    expect((await request.post(`${API}/auth/sign-in/`, { data: { email, password: 'senha123' } })).status()).toBe(404);
  });
});

let clockShift = 0;
async function shiftClock(request: APIRequestContext, seconds: number) {
  const now = (await (await request.get(`${API}/__dev/clock`)).json()) as { offset_seconds: number };
  clockShift += seconds;
  const res = await request.post(`${API}/__dev/clock`, { data: { offset_seconds: now.offset_seconds + seconds } });
  expect(res.ok()).toBe(true);
}

test.afterAll(async ({ request }) => {
  if (clockShift !== 0) await shiftClock(request, -clockShift);
});
