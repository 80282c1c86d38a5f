// Issue 20, not-found: the hosted server answers 404 for a path that is no route, and the
// not-found screen keeps the product's branding.
import { test, expect } from './support/fixtures.ts';
import { portal } from './support/portal.ts';
import { readFileSync } from 'node:fs';

/** Signed out in an English browser: the screen speaks English. */
const NOT_FOUND = (JSON.parse(readFileSync('locales/en/shared.json', 'utf8')) as { 'not-found': { title: string; back: string } })['not-found'];

test('a path that is no route answers HTTP 404, routes 200', async ({ request }) => {
  for (const path of ['/no-such-page', '/signin/nope', '/hub/settings']) expect((await request.get(path)).status(), path).toBe(404);
  for (const path of ['/', '/signin/', '/signin', '/signin/forgot-password', '/address', '/lang/create']) expect((await request.get(path)).status(), path).toBe(200);
});

test("the not-found screen keeps the product's branding: its logo, picture and colour", async ({ page }) => {
  const res = await page.goto('/no-such-page?product=talks');
  expect(res?.status()).toBe(404);
  await expect(portal(page).getByRole('heading', { name: NOT_FOUND.title })).toBeVisible();
  await expect(portal(page).getByRole('img', { name: 'Lingora Talks' })).toBeVisible();
  const side = portal(page).locator('[part="side"]');
  await expect(side).toHaveCSS('background-image', /talks\.svg/);
  await portal(page).getByRole('button', { name: NOT_FOUND.back }).click();
  await expect(page).toHaveURL(/\/signin\/\?product=talks$/);
});

test('without a product, the default branding: its name and initial, the drawn panel, and no picture asked for', async ({ page }) => {
  const pictures: string[] = [];
  page.on('request', (r) => { if (r.resourceType() === 'image') pictures.push(r.url()); });
  expect((await page.goto('/nope'))?.status()).toBe(404);
  const header = portal(page).locator('[part="header"]');
  await expect(header).toHaveText('LLingora Academy'); // the mark, then the name
  await expect(header.getByText('L', { exact: true })).toHaveAttribute('aria-hidden', 'true');
  await expect(portal(page).locator('[part="side"]')).toHaveCSS('background-image', /radial-gradient.*linear-gradient/);
  await expect(portal(page).getByRole('heading', { name: NOT_FOUND.title })).toBeVisible();
  expect(pictures).toEqual([]);
});
