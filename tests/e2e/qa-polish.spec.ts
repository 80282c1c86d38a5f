// Issue #20's QA list, on the built portal: the contact values under their labels, "why" before
// "skip" on both verification steps, Profile's Save only for a change, the uploaded picture in the
// top bar, and a French number typed with its trunk 0 saved in international format.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { png } from './support/png.ts';
import { HOME, portal, signIn, signedUpToPhone } from './support/portal.ts';
import { latestCode, unique, verifiedAccount } from './support/accounts.ts';

test.use({ locale: 'pt-BR' });

/** A fresh account with its email verified, signed in, on the hub. */
async function signedIn(page: Page, request: Parameters<typeof verifiedAccount>[0], prefix: string): Promise<void> {
  await signIn(page, await verifiedAccount(request, prefix));
  await expect(page).toHaveURL(HOME);
}

/** Left edges of two nodes, in px. */
async function lefts(a: Locator, b: Locator): Promise<[number, number]> {
  return [(await a.boundingBox())!.x, (await b.boundingBox())!.x];
}

/** Whether `first` comes before `second` in the document (and so in reading and Tab order). */
async function precedes(first: Locator, second: Locator): Promise<boolean> {
  const other = await second.elementHandle();
  return first.evaluate((a, b) => !!(a.compareDocumentPosition(b!) & Node.DOCUMENT_POSITION_FOLLOWING), other);
}

/** Counts the requests of a method to an API path from now on. */
function countRequests(page: Page, method: string, path: string): { count(): number } {
  let n = 0;
  page.on('request', (r) => { if (r.method() === method && new URL(r.url()).pathname === path) n++; });
  return { count: () => n };
}

test('contact: the email and phone values sit under their labels, not 40 px in', async ({ page, request }) => {
  await signedIn(page, request, 'qa-contact');
  await page.goto('/contact');
  const list = portal(page).locator('dl');
  for (const [label, value] of [[0, '[data-testid="contact-email"]'], [1, '[data-testid="contact-phone"]']] as const) {
    const [l, v] = await lefts(list.locator('dt').nth(label), list.locator(value));
    expect(Math.abs(v - l), `${value} at ${v}, its label at ${l}`).toBeLessThan(1);
  }
});

test('"why" comes before "skip" on the email step and on the phone step alike', async ({ page, request }) => {
  const email = unique('qa-order');
  await page.goto('/signup/');
  const p = portal(page);
  await p.locator('input[name="name"]').fill('Ordem Teste');
  await p.locator('input[name="email"]').fill(email);
  await p.locator('input[name="confirm_email"]').fill(email);
  await p.locator('input[name="password"]').fill('abc123');
  await p.getByRole('button', { name: 'Criar conta', exact: true }).click();
  await expect(page).toHaveURL(/\/signup\/validate-email/);
  const why = p.getByRole('button', { name: 'Por que preciso confirmar?' });
  const skip = p.getByRole('button', { name: 'Pular por enquanto' });
  expect(await precedes(why, skip), 'email step').toBe(true);
  await p.locator('input[name="code"]').fill(await latestCode(request, email, 'VERIFY_EMAIL'));
  await p.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(page).toHaveURL(/\/signup\/validate-phone/);
  await expect(skip).toBeVisible();
  expect(await precedes(why, skip), 'phone step').toBe(true);
});

test('profile: Save is off until something changes, and an unchanged form sends nothing', async ({ page, request }) => {
  await signedIn(page, request, 'qa-profile');
  await page.goto('/profile');
  const form = portal(page).locator('form');
  const save = form.getByRole('button', { name: 'Salvar alterações' });
  const name = form.getByLabel('Nome completo');
  await expect(name).toHaveValue('Fresh Student');
  const patches = countRequests(page, 'PATCH', '/users/me/');
  await expect(save).toBeDisabled();
  await name.press('Enter'); // an implicit submit with nothing changed
  await name.fill('Fresh Student '); // the same name once trimmed
  await expect(save).toBeDisabled();
  await form.getByLabel('Gênero').selectOption('FEMALE');
  await expect(save).toBeEnabled();
  await form.getByLabel('Gênero').selectOption('');
  await expect(save).toBeDisabled(); // back as saved (and a gender is required)
  await form.getByLabel('Gênero').selectOption('FEMALE');
  await save.click();
  await expect(portal(page).getByText('Alterações salvas!')).toBeVisible();
  await expect(save).toBeDisabled();
  expect(patches.count()).toBe(1);
});

test('the uploaded picture shows in the top bar too, initials before it', async ({ page, request }) => {
  await signedIn(page, request, 'qa-avatar');
  await page.goto('/profile');
  const avatar = portal(page).locator('[part="avatar"]');
  await expect(avatar).toHaveText('FS');
  await portal(page).locator('input[type="file"]').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png(400, 300) });
  await portal(page).getByRole('dialog').getByRole('button', { name: 'Salvar foto' }).click();
  await expect(portal(page).getByText('Foto atualizada!')).toBeVisible();
  await expect(avatar.locator('img')).toBeVisible();
  await expect.poll(() => avatar.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth), 'the picture loads').toBeGreaterThan(0);
  await page.goto('/'); // the hub's top bar, after a reload
  await expect(portal(page).locator('[part="avatar"] img')).toBeVisible();
});

test('a French mobile typed with its trunk 0 reads "06 12 34 56 78" and is sent as +33612345678', async ({ page, request }) => {
  await signedUpToPhone(page, request, 'qa-trunk');
  const p = portal(page);
  const country = p.locator('select[part~="phone-country"]');
  await expect.poll(() => country.locator('option').count(), { timeout: 15_000 }).toBeGreaterThan(200);
  await country.selectOption('FR');
  const number = p.locator('input[type="tel"]');
  await number.pressSequentially('0612345678');
  await expect(number).toHaveValue('06 12 34 56 78');
  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/users/me/verify-code/phone-number/');
  await p.getByRole('button', { name: 'Continuar', exact: true }).click();
  expect((await sent).postDataJSON()).toMatchObject({ phone_number: '+33612345678' });
});
