// Issue 20, the CEP lookup on /address: an unknown CEP or a lookup made offline never leaves
// another place's street beside the new CEP; offline says offline and looks up again when back.
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { portal, signIn } from './support/portal.ts';
import { verifiedAccount } from './support/accounts.ts';

/** Signed in (in Portuguese: the words) on /address, Brazil chosen and `cepValue` looked up. */
async function brazilFrom(page: Page, context: BrowserContext, email: string, cepValue: string) {
  await context.addCookies([{ name: 'user_locale', value: 'pt', url: test.info().project.use.baseURL! }]);
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/signin\//);
  await page.goto('/address');
  const form = portal(page).locator('form');
  await form.getByLabel('País').selectOption('Brazil');
  const cep = form.getByLabel('Código postal (CEP)');
  await cep.fill(cepValue);
  await expect(form.getByLabel('Endereço')).not.toHaveValue('');
  return { form, cep };
}

const lookupFields = ['Endereço', 'Bairro', 'Cidade', 'Estado'];

test("an unknown CEP empties what the earlier lookup filled, says 'CEP não encontrado', and Save stays off", async ({ page, request, context }) => {
  const { form, cep } = await brazilFrom(page, context, await verifiedAccount(request, 'cep-unknown'), '01001000');
  await form.getByLabel('Complemento').fill('Apto 3');
  const save = form.getByRole('button', { name: 'Salvar alterações' });
  await expect(save).toBeEnabled();

  await cep.fill('99999999');
  await expect(form.getByText('CEP não encontrado. Preencha o endereço.')).toBeVisible();
  for (const label of lookupFields) await expect(form.getByLabel(label), label).toHaveValue('');
  await expect(form.getByLabel('Complemento')).toHaveValue('Apto 3'); // the user's own words stay
  await expect(save).toBeDisabled();

  // Filled in by hand, it saves.
  await form.getByLabel('Endereço').fill('Rua Nova, 1');
  await form.getByLabel('Bairro').fill('Centro');
  await form.getByLabel('Cidade').fill('Campinas');
  await form.getByLabel('Estado').selectOption('SP');
  await save.click();
  await expect(portal(page).getByText('Alterações salvas!')).toBeVisible();
});

test('offline, a new CEP says offline (not "not found"), keeps no other street, and is looked up once back online', async ({ page, request, context }) => {
  const { form, cep } = await brazilFrom(page, context, await verifiedAccount(request, 'cep-offline'), '01001000');
  const save = form.getByRole('button', { name: 'Salvar alterações' });

  await context.setOffline(true);
  await cep.fill('20040020');
  await expect(form.getByText('Sem conexão: buscaremos o CEP assim que a internet voltar.')).toBeVisible();
  await expect(form.getByText('CEP não encontrado. Preencha o endereço.')).toHaveCount(0);
  for (const label of lookupFields) await expect(form.getByLabel(label), label).toHaveValue('');
  await expect(save).toBeDisabled();

  await context.setOffline(false);
  await expect(form.getByLabel('Endereço')).toHaveValue('Avenida Rio Branco');
  await expect(form.getByLabel('Cidade')).toHaveValue('Rio de Janeiro');
  await expect(form.getByLabel('Estado')).toHaveValue('RJ');
  await expect(form.getByText('Sem conexão: buscaremos o CEP assim que a internet voltar.')).toHaveCount(0);
  await expect(save).toBeEnabled();
});
