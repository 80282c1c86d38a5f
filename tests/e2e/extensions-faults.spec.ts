// Faults for every call of issue 24's extensions (the matrix of fault-injection.spec.ts): each
// write gets a gateway 500, a timeout, malformed JSON (where the answer is read) and a dropped
// connection on ONE page brought to the moment before the call — a message in the user's language,
// what was typed kept, nothing left spinning, sent exactly once — and then the real call succeeds.
// Reads fail once (retried, or a retry offered); the discovery failing in any way offers nothing.
// Passkey pages are opened as http://localhost (WebAuthn refuses IPs), with a virtual authenticator.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { API, verifiedAccount } from './support/accounts.ts';
import { FAULTS, answerWith, injectFault, type Fault } from './support/faults.ts';
import { dismissAlerts, expectSettled, portal } from './support/portal.ts';
import { expectNoSecret, watchSecrets } from './support/secrets.ts';
import { HOME_LOCAL, PORTAL_LOCAL, addVirtualAuthenticator, signInWithPassword, watchCredentials } from './support/virtual-authenticator.ts';

test.use({ locale: 'en-US', baseURL: PORTAL_LOCAL });

const GENERIC = 'Something went wrong. Please try again.';
const NETWORK = 'No connection to the server. Check your internet and try again.';
const MESSAGE: Record<Fault, string> = { '500': GENERIC, timeout: NETWORK, reset: NETWORK, malformed: GENERIC };
const ORDER: Fault[] = ['500', 'timeout', 'malformed', 'reset'];

const button = (page: Page, name: string) => portal(page).getByRole('button', { name, exact: true });
const passkeysPart = (page: Page) => portal(page).locator('[data-part="passkeys"]');
const deleteDialog = (page: Page) => portal(page).getByRole('dialog', { name: 'Delete your account' });

/** A verified account signed in on the hub (the passkey offer answered "Not now"). */
async function signedIn(page: Page, request: APIRequestContext, prefix: string): Promise<string> {
  const email = await verifiedAccount(request, prefix);
  await signInWithPassword(page, email);
  await portal(page).getByRole('dialog', { name: 'Sign in faster next time' }).getByRole('button', { name: 'Not now' }).click();
  await expect(page).toHaveURL(HOME_LOCAL);
  return email;
}

async function withPasskey(page: Page, request: APIRequestContext, prefix: string): Promise<string> {
  const email = await signedIn(page, request, prefix);
  await page.goto('/password');
  await passkeysPart(page).getByRole('button', { name: 'Add a passkey' }).click();
  await expect(portal(page).getByText('Passkey added!')).toBeVisible();
  await dismissAlerts(page);
  return email;
}

/** Signed out with a passkey on the device, the autofill off: on the email step, an email typed. */
async function onSignInWithPasskey(page: Page, request: APIRequestContext, prefix: string) {
  await withPasskey(page, request, prefix);
  await page.goto('/signout');
  await portal(page).locator('input[name="email"]').fill('typed@example.com');
}

async function onDeleteDialog(page: Page, request: APIRequestContext, prefix: string, passkey = false) {
  await (passkey ? withPasskey : signedIn)(page, request, prefix);
  await page.goto('/profile');
  await button(page, 'Delete my account').click();
  await expect(deleteDialog(page)).toBeVisible();
}

interface CallCase {
  call: string;
  method: string;
  path: string;
  when?: (body: string) => boolean;
  readsAnswer: boolean;
  /** Passkey pages need the authenticator (and the autofill off, so the button is the one request). */
  passkeys?: boolean;
  reach(page: Page, request: APIRequestContext): Promise<void>;
  submit(page: Page): Promise<void>;
  kept(page: Page): Promise<void>;
  succeeded(page: Page): Promise<void>;
  passwords?: string[];
}

const CASES: CallCase[] = [
  {
    call: 'passkey sign-in: options',
    method: 'POST', path: '/auth/passkeys/options/', readsAnswer: true, passkeys: true,
    reach: (page, request) => onSignInWithPasskey(page, request, 'fx-pk-options'),
    submit: (page) => button(page, 'Sign in with a passkey').click(),
    kept: (page) => expect(portal(page).locator('input[name="email"]')).toHaveValue('typed@example.com'),
    succeeded: (page) => expect(page).toHaveURL(HOME_LOCAL),
  },
  {
    call: 'passkey sign-in: the credential',
    method: 'POST', path: '/auth/passkeys/sign-in/', readsAnswer: true, passkeys: true,
    reach: (page, request) => onSignInWithPasskey(page, request, 'fx-pk-signin'),
    submit: (page) => button(page, 'Sign in with a passkey').click(),
    kept: (page) => expect(portal(page).locator('input[name="email"]')).toHaveValue('typed@example.com'),
    succeeded: (page) => expect(page).toHaveURL(HOME_LOCAL),
  },
  {
    call: 'settings: add a passkey (options)',
    method: 'POST', path: '/users/me/passkeys/options/', readsAnswer: true, passkeys: true,
    async reach(page, request) {
      await signedIn(page, request, 'fx-add-options');
      await page.goto('/password');
      await expect(passkeysPart(page).getByText('You have no passkeys yet.')).toBeVisible();
    },
    submit: (page) => passkeysPart(page).getByRole('button', { name: 'Add a passkey' }).click(),
    kept: (page) => expect(passkeysPart(page).getByText('You have no passkeys yet.')).toBeVisible(),
    succeeded: (page) => expect(portal(page).getByText('Passkey added!')).toBeVisible(),
  },
  {
    call: 'settings: add a passkey (the credential)',
    method: 'POST', path: '/users/me/passkeys/', readsAnswer: true, passkeys: true,
    when: (body) => body.includes('credential'),
    async reach(page, request) {
      await signedIn(page, request, 'fx-add-register');
      await page.goto('/password');
      await expect(passkeysPart(page).getByText('You have no passkeys yet.')).toBeVisible();
    },
    submit: (page) => passkeysPart(page).getByRole('button', { name: 'Add a passkey' }).click(),
    kept: (page) => expect(passkeysPart(page).getByText('You have no passkeys yet.')).toBeVisible(),
    succeeded: (page) => expect(portal(page).getByText('Passkey added!')).toBeVisible(),
  },
  {
    call: 'settings: rename a passkey',
    method: 'PATCH', path: '/users/me/passkeys/', readsAnswer: true, passkeys: true,
    async reach(page, request) {
      await withPasskey(page, request, 'fx-rename');
      await passkeysPart(page).getByRole('button', { name: 'Rename Chrome on Linux' }).click();
      await passkeysPart(page).getByLabel('Passkey name').fill('Work laptop');
    },
    submit: (page) => passkeysPart(page).getByRole('button', { name: 'Save' }).click(),
    kept: (page) => expect(passkeysPart(page).getByLabel('Passkey name')).toHaveValue('Work laptop'),
    succeeded: (page) => expect(portal(page).getByText('Passkey renamed!')).toBeVisible(),
  },
  {
    call: 'settings: remove a passkey',
    method: 'DELETE', path: '/users/me/passkeys/', readsAnswer: false, passkeys: true,
    async reach(page, request) {
      await withPasskey(page, request, 'fx-remove');
      await passkeysPart(page).getByRole('button', { name: 'Remove Chrome on Linux' }).click();
    },
    submit: (page) => portal(page).getByRole('dialog', { name: 'Remove this passkey?' }).getByRole('button', { name: 'Remove', exact: true }).click(),
    kept: (page) => expect(portal(page).getByRole('dialog', { name: 'Remove this passkey?' })).toBeVisible(),
    succeeded: (page) => expect(portal(page).getByText('Passkey removed.')).toBeVisible(),
  },
  {
    call: 'confirm it is you: the password',
    method: 'POST', path: '/auth/reauthenticate/', readsAnswer: true, passwords: ['senha123'],
    async reach(page, request) {
      await onDeleteDialog(page, request, 'fx-reauth');
      await deleteDialog(page).getByLabel('Password', { exact: true }).fill('senha123');
    },
    submit: (page) => deleteDialog(page).getByRole('button', { name: 'Confirm' }).click(),
    kept: (page) => expect(deleteDialog(page).getByLabel('Password', { exact: true })).toHaveValue('senha123'),
    succeeded: (page) => expect(deleteDialog(page).getByLabel('Type DELETE to confirm')).toBeVisible(),
  },
  {
    call: 'confirm it is you: a passkey (options)',
    method: 'POST', path: '/auth/reauthenticate/options/', readsAnswer: true, passkeys: true,
    reach: (page, request) => onDeleteDialog(page, request, 'fx-reauth-pk', true),
    submit: (page) => deleteDialog(page).getByRole('button', { name: 'Use a passkey' }).click(),
    kept: (page) => expect(deleteDialog(page).getByLabel('Password', { exact: true })).toBeVisible(),
    succeeded: (page) => expect(deleteDialog(page).getByLabel('Type DELETE to confirm')).toBeVisible(),
  },
  {
    call: 'sessions: sign one out',
    method: 'DELETE', path: '/users/me/sessions/', readsAnswer: false,
    async reach(page, request) {
      await signedIn(page, request, 'fx-session');
      await page.goto('/password');
      await expect(portal(page).locator('[data-part="sessions"]').getByRole('listitem')).toHaveCount(2);
    },
    submit: (page) => portal(page).getByRole('button', { name: 'Sign out Unknown browser on unknown system' }).click(),
    kept: (page) => expect(portal(page).locator('[data-part="sessions"]').getByRole('listitem')).toHaveCount(2),
    succeeded: (page) => expect(portal(page).getByText('That session was signed out.')).toBeVisible(),
  },
  {
    call: 'sessions: sign every other out',
    method: 'DELETE', path: '/users/me/sessions/others/', readsAnswer: false,
    async reach(page, request) {
      await signedIn(page, request, 'fx-sessions');
      await page.goto('/password');
      await expect(portal(page).locator('[data-part="sessions"]').getByRole('listitem')).toHaveCount(2);
    },
    submit: (page) => button(page, 'Sign out of every other session').click(),
    kept: (page) => expect(portal(page).locator('[data-part="sessions"]').getByRole('listitem')).toHaveCount(2),
    succeeded: (page) => expect(portal(page).getByText('Every other session was signed out.')).toBeVisible(),
  },
  {
    call: 'delete my account',
    method: 'DELETE', path: '/users/me/', readsAnswer: false, passwords: ['senha123'],
    async reach(page, request) {
      await onDeleteDialog(page, request, 'fx-delete');
      await deleteDialog(page).getByLabel('Password', { exact: true }).fill('senha123');
      await deleteDialog(page).getByRole('button', { name: 'Confirm' }).click();
      await deleteDialog(page).getByLabel('Type DELETE to confirm').fill('delete');
    },
    submit: (page) => deleteDialog(page).getByRole('button', { name: 'Delete my account for good' }).click(),
    kept: (page) => expect(deleteDialog(page).getByLabel('Type DELETE to confirm')).toHaveValue('delete'),
    succeeded: (page) => expect(portal(page).getByText("Your account was deleted. We're sorry to see you go.")).toBeVisible(),
  },
];

test.describe('each fault on one page per call: message, input kept, settled, sent once, then the retry succeeds', () => {
  for (const c of CASES) {
    test(`${c.call} (${c.method} ${c.path})`, async ({ page, request }) => {
      const watch = await watchSecrets(page);
      if (c.passkeys) {
        await addVirtualAuthenticator(page);
        await watchCredentials(page, { autofill: false });
      }
      await c.reach(page, request);
      for (const fault of ORDER) {
        if (fault === 'malformed' && !c.readsAnswer) continue; // a 2xx whose body is never read is a success
        await test.step(fault, async () => {
          const f = await injectFault(page, `${c.path}**`, fault, c.method, c.when);
          await c.submit(page);
          await expect(portal(page).getByText(MESSAGE[fault], { exact: true }).first()).toBeVisible();
          await c.kept(page);
          await expectSettled(page);
          expect(f.count(), 'a write is sent once, never retried by itself').toBe(1);
          await f.clear();
          await dismissAlerts(page);
        });
      }
      await c.submit(page);
      await c.succeeded(page);
      await expectSettled(page);
      for (const password of c.passwords ?? []) await expectNoSecret(page, watch, password);
    });
  }
});

test.describe('reads failing once: retried, or a retry offered', () => {
  const READS = [
    { call: 'the passkeys list', path: '/users/me/passkeys/', ready: (page: Page) => expect(passkeysPart(page).getByText('You have no passkeys yet.')).toBeVisible(), failed: 'We could not load your passkeys.' },
    { call: 'the sessions list', path: '/users/me/sessions/', ready: (page: Page) => expect(portal(page).locator('[data-part="sessions"]').getByRole('listitem')).toHaveCount(2), failed: 'We could not load your sessions.' },
  ];
  for (const r of READS) {
    for (const fault of FAULTS) {
      test(`${r.call} (GET ${r.path}) · ${fault}`, async ({ page, request }) => {
        await signedIn(page, request, 'fx-read');
        let n = 0;
        await page.route(`${API}${r.path}`, (route) => (route.request().method() === 'GET' && n++ === 0 ? answerWith(route, fault) : route.fallback()));
        await page.goto('/password');
        // A 5xx, a timeout or a dropped connection is retried by itself (a read); a wrong answer offers a retry.
        if (fault === 'malformed') {
          const part = portal(page).locator('[role="alert"]').filter({ hasText: r.failed });
          await expect(part).toBeVisible();
          await part.getByRole('button', { name: 'Try again' }).click();
        }
        await r.ready(page);
        await expectSettled(page);
        expect(n).toBe(2);
      });
    }
  }

  for (const fault of FAULTS) {
    test(`download my data (GET /users/me/export/) · ${fault}`, async ({ page, request }) => {
      await signedIn(page, request, 'fx-export');
      let n = 0;
      await page.route(`${API}/users/me/export/`, (route) => (n++ === 0 ? answerWith(route, fault) : route.fallback()));
      await page.goto('/profile');
      const download = page.waitForEvent('download');
      await button(page, 'Download my data').click();
      if (fault === 'malformed') {
        await expect(portal(page).getByText(GENERIC, { exact: true })).toBeVisible();
        await expectSettled(page);
        await button(page, 'Download my data').click();
      }
      expect((await download).suggestedFilename()).toBe('my-lingora-data.json');
      await expect(portal(page).getByText('Your data was downloaded.')).toBeVisible();
      expect(n).toBe(2);
    });
  }
});

test.describe('the discovery failing in any way offers nothing; the screens work and nothing else is sent', () => {
  for (const fault of FAULTS) {
    test(`GET /capabilities/ · ${fault}`, async ({ page, request }) => {
      await addVirtualAuthenticator(page);
      const extension: string[] = [];
      page.on('request', (r) => { if (/\/(auth\/passkeys|users\/me\/(passkeys|sessions|export)|auth\/reauthenticate)/.test(r.url())) extension.push(r.url()); });
      let asked = 0;
      await page.route(`${API}/capabilities/**`, (route) => { asked++; return answerWith(route, fault); });
      const email = await verifiedAccount(request, 'fx-caps');
      await page.goto('/signin/');
      await expect.poll(() => asked).toBeGreaterThan(0);
      await expect(button(page, 'Sign in with a passkey')).toHaveCount(0);
      await portal(page).locator('input[name="email"]').fill(email);
      await button(page, 'Continue').click();
      await portal(page).locator('input[name="password"]').fill('senha123');
      await button(page, 'Sign in').click();
      await expect(page).toHaveURL(HOME_LOCAL);
      const before = asked;
      await page.goto('/password');
      await expect.poll(() => asked).toBeGreaterThan(before);
      await expect(portal(page).locator('input[name="new_password"]')).toBeVisible();
      await expect(portal(page).locator('[data-part]')).toHaveCount(0);
      expect(extension).toEqual([]);
    });
  }
});
