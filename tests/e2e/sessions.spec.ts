// "Where you're signed in" (issue 24), pt: the account's sessions in settings, each browser and
// system from its user agent, this browser marked; signing one out, or every other — and the
// browsers signed out go back to sign-in at their next call to the API.
import type { Browser, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './support/fixtures.ts';
import { HOME, portal, signIn } from './support/portal.ts';
import { verifiedAccount } from './support/accounts.ts';

test.use({ locale: 'pt-BR' });

const part = (page: Page) => portal(page).locator('[data-part="sessions"]');

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  await signIn(page, email);
  await expect(page).toHaveURL(HOME);
  return page;
}

/** The next call to the API finds the session ended: back to sign-in. */
async function expectSentToSignIn(page: Page) {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/signin\/$/);
  await expect(portal(page).locator('input[name="email"]')).toBeVisible();
}

test('lists this browser and the others; signing one out sends that browser to sign-in at its next call', async ({ page, browser, request }) => {
  const email = await verifiedAccount(request, 'sessions-one');
  const other = await signedInPage(browser, email);
  await signIn(page, email);
  await expect(page).toHaveURL(HOME);
  await page.goto('/password');
  await expect(part(page).getByRole('heading', { name: 'Onde você está conectado' })).toBeVisible();
  // This browser, the other one, and the API client that verified the email (a user agent read as unknown).
  const items = part(page).getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.first()).toContainText('Chrome no Linux');
  await expect(items.first()).toContainText('Este navegador');
  await expect(items.nth(1)).toContainText('Ativo por último em');
  await expect(part(page).getByText('Navegador desconhecido no sistema desconhecido')).toBeVisible();
  await expect(items.first().getByRole('button')).toHaveCount(0); // this one signs out with "Sair"
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }

  await part(page).getByRole('button', { name: 'Desconectar Chrome no Linux' }).click();
  await expect(portal(page).getByText('A sessão foi desconectada.')).toBeVisible();
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: 'Chrome no Linux' })).toHaveCount(1);
  await expect(part(page).getByRole('heading', { name: 'Onde você está conectado' })).toBeFocused();

  await expectSentToSignIn(other);
  await page.reload();
  await expect(part(page).getByRole('listitem')).toHaveCount(2); // this browser stays signed in
  await other.context().close();
});

test('signing every other session out keeps this one', async ({ page, browser, request }) => {
  const email = await verifiedAccount(request, 'sessions-others');
  const others = [await signedInPage(browser, email), await signedInPage(browser, email)];
  await signIn(page, email);
  await expect(page).toHaveURL(HOME);
  await page.goto('/password');
  await expect(part(page).getByRole('listitem')).toHaveCount(4); // and the API client's, verifying the email
  await part(page).getByRole('button', { name: 'Desconectar todas as outras sessões' }).focus();
  await page.keyboard.press('Enter');
  await expect(portal(page).getByText('Todas as outras sessões foram desconectadas.')).toBeVisible();
  await expect(part(page).getByRole('listitem')).toHaveCount(1);
  await expect(part(page).getByText('A sua conta está aberta só aqui.')).toBeVisible();
  for (const o of others) {
    await expectSentToSignIn(o);
    await o.context().close();
  }
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile$/);
});
