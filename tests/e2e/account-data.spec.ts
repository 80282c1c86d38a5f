// The student's data rights (issue 24, LGPD Art. 18), es: "Download my data" gives a JSON file of
// everything the API holds; "Delete my account" takes the password, then the word of the page's
// language — then every session ends everywhere, this browser keeps nothing, sign-in says so, and
// the email can register again (the rows themselves: demo/api/account.test.ts).
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './support/fixtures.ts';
import { API, verifiedAccount } from './support/accounts.ts';
import { HOME, deepActive, portal, signIn } from './support/portal.ts';
import { expectNoSecret, watchSecrets } from './support/secrets.ts';

test.use({ locale: 'es-ES' });

const part = (page: Page) => portal(page).locator('[data-part="data"]');
const dialog = (page: Page) => portal(page).getByRole('dialog', { name: 'Eliminar tu cuenta' });

test('"Descargar mis datos" gives a JSON file of the profile, verifications, sessions, passkeys and platforms — no token in it', async ({ page, request }) => {
  const email = await verifiedAccount(request, 'data-export', 'Datos Prueba');
  await signIn(page, email);
  await expect(page).toHaveURL(HOME);
  await page.goto('/profile');
  await expect(part(page).getByRole('heading', { name: 'Tus datos' })).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  const download = page.waitForEvent('download');
  await part(page).getByRole('button', { name: 'Descargar mis datos' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('mis-datos-lingora.json');
  const data = JSON.parse(readFileSync((await file.path())!, 'utf8'));
  expect(data.profile).toMatchObject({ email, name: 'Datos Prueba', email_verified: true });
  expect(data.verifications).toEqual([{ type_validation: 'EMAIL', active: true }]);
  expect(data.sessions.length).toBeGreaterThanOrEqual(1);
  expect(data.passkeys).toEqual([]);
  expect(data.platforms).toEqual([]);
  await expect(portal(page).getByText('Tus datos se descargaron.')).toBeVisible();
  const text = JSON.stringify(data);
  for (const c of await page.context().cookies()) if (/token/.test(c.name)) expect(text).not.toContain(c.value);
});

test('"Eliminar mi cuenta": password, then ELIMINAR (kept by a reload); everything here cleared, another tab told, other browsers signed out, the email free again', async ({ page, browser, request }) => {
  const email = await verifiedAccount(request, 'data-delete');
  const watch = await watchSecrets(page);
  const otherContext = await browser.newContext({ locale: 'es-ES' });
  const other = await otherContext.newPage();
  await signIn(other, email);
  await expect(other).toHaveURL(HOME);
  await signIn(page, email);
  await expect(page).toHaveURL(HOME);
  // Another tab of this browser, on the hub (the settings' strings never loaded there).
  const tab = await page.context().newPage();
  await tab.goto('/');
  await expect(portal(tab).getByRole('heading', { level: 1 })).toBeVisible();
  await page.bringToFront();
  await page.goto('/profile');

  await part(page).getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(dialog(page)).toBeVisible();
  expect(await deepActive(page)).toMatchObject({ tag: 'input', name: 'password' });
  // No passkey can be used on an IP address: the text offers the password alone, as the buttons do.
  await expect(dialog(page).getByText('Por seguridad, escribe tu contraseña de nuevo.', { exact: true })).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: 'Usar una llave de acceso' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.keyboard.type('mala1234');
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByText('La contraseña actual es incorrecta.')).toBeVisible();
  await dialog(page).getByLabel('Contraseña', { exact: true }).fill('senha123');
  await page.keyboard.press('Enter');

  const word = dialog(page).getByLabel('Escribe ELIMINAR para confirmar');
  await expect(word).toBeFocused();
  await page.keyboard.type('ELIMINA');
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByText('Escribe ELIMINAR exactamente así')).toBeVisible();
  expect((await request.post(`${API}/auth/sign-in/`, { data: { email, password: 'senha123' } })).status(), 'not deleted yet').toBe(200);
  // A reload finds the dialog at its step with the word as typed (settings' drafts; never the password).
  await page.reload();
  await expect(word).toHaveValue('ELIMINA');
  await expect(word).toBeFocused();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  await word.fill(' eliminar ');
  await dialog(page).getByRole('button', { name: 'Eliminar mi cuenta para siempre' }).click();

  await expect(page).toHaveURL(/\/signin\/$/);
  await expect(portal(page).getByText('Tu cuenta fue eliminada. Lamentamos verte partir.')).toBeVisible();
  const left = await page.evaluate(() => ({
    cookie: document.cookie,
    local: Object.keys(localStorage).filter((k) => k.startsWith('accounts:') || k === 'platforms'),
    session: Object.keys(sessionStorage),
  }));
  expect(left.cookie).not.toMatch(/access_token|refresh_token|user_email/);
  expect(left.local).toEqual([]);
  expect(left.session).toEqual([]);
  expect(watch.events.some((e) => e.startsWith('accounts-signed-out'))).toBe(true);
  await expectNoSecret(page, watch, 'senha123');
  // The other tab says it too, rather than reading as an unexplained sign-out.
  await expect(tab).toHaveURL(/\/signin\/$/);
  await expect(portal(tab).getByText('Tu cuenta fue eliminada. Lamentamos verte partir.')).toBeVisible();
  for (const width of [1280, 375]) {
    await tab.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(tab);
  }

  // Everywhere: the other browser goes to sign-in at its next call; the account is gone; the email is free.
  await other.goto('/profile');
  await expect(other).toHaveURL(/\/signin\/$/);
  expect((await request.post(`${API}/auth/sign-in/`, { data: { email, password: 'senha123' } })).status()).toBe(404);
  const again = await request.post(`${API}/users/create-account/`, { data: { name: 'Otra Vez', email, confirm_email: email, password: 'senha123', source: 'ACCOUNT' } });
  expect(again.status()).toBe(201);
  await otherContext.close();
});

test('a delete whose answer was lost after the server deleted: the retry says the account was deleted, not that the session expired — one accounts-signed-out, "user"', async ({ page, request }) => {
  const email = await verifiedAccount(request, 'data-lost');
  await page.addInitScript(() => {
    const reasons: string[] = [];
    (window as unknown as { signedOut: string[] }).signedOut = reasons;
    document.addEventListener('accounts-signed-out', (e) => reasons.push((e as CustomEvent<{ reason: string }>).detail.reason));
  });
  await signIn(page, email);
  await expect(page).toHaveURL(HOME);
  await page.goto('/profile');
  await part(page).getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await dialog(page).getByLabel('Contraseña', { exact: true }).fill('senha123');
  await page.keyboard.press('Enter');
  await dialog(page).getByLabel('Escribe ELIMINAR para confirmar').fill('ELIMINAR');
  let deletes = 0;
  await page.route(`${API}/users/me/`, async (route) => {
    if (route.request().method() !== 'DELETE' || deletes++) return route.fallback();
    expect((await route.fetch()).status(), 'the server deleted').toBe(204);
    await route.abort('timedout'); // and its answer never came back
  });
  const remove = dialog(page).getByRole('button', { name: 'Eliminar mi cuenta para siempre' });
  await remove.click();
  await expect(dialog(page).getByText('Sin conexión con el servidor. Revisa tu internet e inténtalo de nuevo.')).toBeVisible();
  await remove.click();
  await expect(page).toHaveURL(/\/signin\/$/);
  await expect(portal(page).getByText('Tu cuenta fue eliminada. Lamentamos verte partir.')).toBeVisible();
  await expect(portal(page).getByText('Tu sesión ha expirado. Inicia sesión de nuevo.')).toHaveCount(0);
  expect(deletes).toBe(2);
  // Heard in the page, where the sign-out was synchronous and before sign-in was drawn: a partner sees one.
  expect(await page.evaluate(() => (window as unknown as { signedOut: string[] }).signedOut)).toEqual(['user']);
});

test('the dialog a reload reopened, closed with Escape, gives focus to "Eliminar mi cuenta" (it had no opener: focus fell to <body>)', async ({ page, request }) => {
  const email = await verifiedAccount(request, 'data-delete-escape');
  await signIn(page, email);
  await expect(page).toHaveURL(HOME);
  await page.goto('/profile');
  await part(page).getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(dialog(page)).toBeVisible();
  await page.reload();
  await expect(dialog(page)).toBeVisible();
  expect(await deepActive(page)).toMatchObject({ tag: 'input', name: 'password' });
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  expect(await deepActive(page)).toMatchObject({ tag: 'button', text: 'Eliminar mi cuenta' });
});
