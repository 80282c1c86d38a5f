// The deployment smoke (scripts/nginx-smoke.mjs): a production build behind nginx, configured
// by scripts/nginx-conf.mjs, with the reference API behind it too. The fixtures' `test` fails on
// any CSP or Trusted Types violation and on uncaught page errors.
import type { Locator, Page, Response } from '@playwright/test';
import { test, expect } from '../e2e/support/fixtures.ts';

const PORTAL = process.env.NGINX_SMOKE_PORTAL ?? '';
const API = process.env.NGINX_SMOKE_API ?? '';
const PARTNER = process.env.NGINX_SMOKE_PARTNER ?? '';
const portal = (page: Page) => page.locator('accounts-portal');

test.beforeAll(() => {
  expect(PORTAL, 'run through scripts/nginx-smoke.mjs').toMatch(/^https:\/\/accounts\.lingora\.test:\d+$/);
});

/**
 * Over https on the company's domain passkeys can be made, so a password sign-in may first offer
 * one (issue 24): "Agora não" goes on. `done`: the sign-in went on without an offer.
 */
async function answerPasskeyOffer(scope: Locator, done: () => boolean | Promise<boolean>): Promise<void> {
  const later = scope.getByRole('dialog').getByRole('button', { name: 'Agora não' });
  await expect.poll(async () => (await later.isVisible()) || (await done()), { message: 'the passkey offer or the signed-in page' }).toBe(true);
  if (await later.isVisible()) await later.click();
}

test('the portal: headers, sign-in → hub → a settings save → sign-out, and a branded 404', async ({ page }) => {
  const hashed: Response[] = [];
  page.on('response', (r) => { if (/\/assets\/[^/]+-[\w-]{8}\.\w+$/.test(r.url())) hashed.push(r); });

  const signin = await page.goto('/signin/');
  expect(signin?.status()).toBe(200);
  const headers = signin!.headers();
  expect(headers['content-security-policy']).toContain(`connect-src 'self' ${API} https://servicodados.ibge.gov.br https://viacep.com.br;`);
  expect(headers['content-security-policy']).toMatch(/style-src 'self' 'sha256-[\w+/=]+'/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("require-trusted-types-for 'script'");
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cache-control']).toBe('no-cache');

  await portal(page).locator('input[name="email"]').fill('ana@example.com');
  await portal(page).locator('button[type="submit"][part~="primary-button"]').click();
  await portal(page).locator('input[name="password"]').fill('senha123');
  await portal(page).locator('button[type="submit"][part~="primary-button"]').click();
  await answerPasskeyOffer(portal(page), () => page.url() === `${PORTAL}/`);
  await expect(page).toHaveURL(`${PORTAL}/`);
  await expect(portal(page).getByRole('heading', { name: 'Meus produtos' })).toBeVisible();

  await page.goto('/profile');
  const form = portal(page).locator('form').first();
  const name = form.locator('input[name="name"]');
  await expect(name).not.toHaveValue('');
  await name.fill(`Ana Nginx ${Date.now() % 1000}`);
  await form.getByLabel('Gênero').selectOption('FEMALE');
  await form.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(portal(page).getByText('Alterações salvas!')).toBeVisible();

  await portal(page).locator('[part="avatar"]').click();
  await portal(page).getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/signin\/?$/);
  await expect(portal(page).locator('input[name="email"]')).toBeVisible();

  const missing = await page.goto('/no-such-page?product=talks');
  expect(missing?.status()).toBe(404);
  expect(missing!.headers()['content-security-policy']).toContain("default-src 'self'");
  await expect(portal(page).getByRole('heading', { name: 'Esta página nao existe!' })).toBeVisible();
  await expect(portal(page).getByRole('img', { name: 'Lingora Talks' })).toBeVisible(); // the product's logo

  expect(hashed.length).toBeGreaterThan(0);
  for (const r of hashed) expect(r.headers()['cache-control'], r.url()).toBe('public, max-age=31536000, immutable');
});

test('a partner page: <accounts-signin> from the portal origin signs in, under the host CSP of docs/embedding.md', async ({ page }) => {
  const res = await page.goto(PARTNER);
  expect(res?.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'");
  const element = page.locator('accounts-signin');
  await element.locator('input[name="email"]').fill('elena@example.com');
  await element.locator('button[type="submit"][part~="primary-button"]').click();
  await element.locator('input[name="password"]').fill('senha123');
  await element.locator('button[type="submit"][part~="primary-button"]').click();
  // No product: signed in, the element stays on the page (a product's callback would leave it).
  await answerPasskeyOffer(element, async () => (await page.locator('body').getAttribute('data-signed-in')) === 'elena@example.com');
  await expect(page.locator('body')).toHaveAttribute('data-signed-in', 'elena@example.com');
  // The embed's chunks came from beside the script, on the portal origin.
  const chunk = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).find((n) => /\/embed\/chunks\/elements-/.test(n)));
  expect(chunk).toMatch(new RegExp(`^${PORTAL.replace(/[.]/g, '\\.')}/embed/chunks/`));
});
