// Settings (spec §2, §5, §8): avatar crop, personal data, password, address, contact, mobile navigation.
// Every mutation runs on a fresh account created through the API; sessions are seeded through it too.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './support/fixtures.ts';
import { API, createAccount, seedSession, verifiedAccount } from './support/accounts.ts';
import { png } from './support/png.ts';
import { fillLisbonAddress, portal } from './support/portal.ts';
import { holdRequests, recordLayoutShifts, takeLayoutShifts } from './support/flow-steps.ts';

const freshAccount = (request: APIRequestContext) => createAccount(request, 'settings', 'senha123', 'Maria Teste');

async function me(request: APIRequestContext, context: BrowserContext) {
  const token = (await context.cookies()).find((c) => c.name === 'access_token')?.value;
  const res = await request.get(`${API}/users/me/`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return res.json() as Promise<{ avatar: string | null; name: string; gender: string | null; birthdate: string | null; phone_number: string | null; address: Record<string, string> | null }>;
}

/** A fresh account on /address with a complete Lisbon address typed, whose save the API refuses (502). */
async function addressSaveFailing(page: Page, request: APIRequestContext) {
  await seedSession(page.context(), request, await freshAccount(request));
  await page.goto('/address');
  const form = portal(page).locator('form');
  await fillLisbonAddress(form);
  const address = (url: URL) => url.pathname === '/users/me/address/';
  await page.route(address, (route) => (route.request().method() === 'PUT'
    ? route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' })
    : route.fallback()));
  return { form, restore: () => page.unroute(address) };
}

test.use({ locale: 'pt-BR' });

test('avatar: upload a PNG, crop it in the dialog, and the API stores a PNG of at least 200×200', async ({ page, request, context }) => {
  await seedSession(page.context(), request, await freshAccount(request));
  await page.goto('/profile');
  await expect(portal(page).getByRole('heading', { name: 'Dados pessoais' })).toBeVisible();
  await expect(portal(page).locator('[part="avatar-card"]')).toContainText('MT');
  await portal(page).locator('input[type="file"]').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png(400, 300) });
  const dialog = portal(page).getByRole('dialog', { name: 'Ajuste sua foto' });
  await expect(dialog).toBeVisible();
  const zoom = dialog.getByRole('slider', { name: 'Zoom' });
  await expect(zoom).toBeEnabled();
  await zoom.focus();
  await page.keyboard.press('ArrowRight'); // keyboard zoom
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Salvar foto' }).click();
  await expect(portal(page).getByText('Foto atualizada!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(portal(page).locator('[part="avatar-card"] img')).toBeVisible();

  const user = await me(request, context);
  expect(user.avatar).toBeTruthy();
  const bytes = Buffer.from(await (await request.get(user.avatar!)).body());
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  expect(bytes.readUInt32BE(16)).toBeGreaterThanOrEqual(200);
  expect(bytes.readUInt32BE(20)).toBeGreaterThanOrEqual(200);
});

for (const [what, file] of [
  ['a file that is not jpeg/png', { name: 'x.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') }],
  ['a text file named .png (QA: it opened an empty dialog)', { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image, only text\n') }],
] as const) {
  test(`avatar: ${what} is refused with a message, before any dialog opens`, async ({ page, request }) => {
    await seedSession(page.context(), request, await freshAccount(request));
    await page.goto('/profile');
    await portal(page).locator('input[type="file"]').setInputFiles({ ...file });
    await expect(portal(page).getByRole('alert').filter({ hasText: 'Escolha uma imagem JPEG ou PNG.' })).toBeVisible();
    await expect(portal(page).getByRole('dialog')).toHaveCount(0);
  });
}

test('avatar: an image under 200×200 is refused with a message, and another file can be chosen', async ({ page, request }) => {
  await seedSession(page.context(), request, await freshAccount(request));
  await page.goto('/profile');
  const input = portal(page).locator('input[type="file"]');
  await input.setInputFiles({ name: 'pequena.png', mimeType: 'image/png', buffer: png(100, 80) });
  await expect(portal(page).getByRole('alert').filter({ hasText: 'A imagem precisa ter pelo menos 200 × 200 pixels.' })).toBeVisible();
  await expect(portal(page).getByRole('dialog')).toHaveCount(0);
  await input.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png(200, 200) });
  await expect(portal(page).getByRole('dialog', { name: 'Ajuste sua foto' })).toBeVisible();
});

test('avatar focus: Escape and Salvar foto give focus back to Enviar foto; a valid file ends the earlier refusals', async ({ page, request }) => {
  await seedSession(page.context(), request, await freshAccount(request));
  await page.goto('/profile');
  const input = portal(page).locator('input[type="file"]');
  await input.setInputFiles({ name: 'x.webp', mimeType: 'image/webp', buffer: Buffer.from('RIFF0000WEBP') });
  await expect(portal(page).getByRole('alert').filter({ hasText: 'Escolha uma imagem JPEG ou PNG.' })).toBeVisible();
  await input.setInputFiles({ name: 'pequena.png', mimeType: 'image/png', buffer: png(150, 150) });
  await expect(portal(page).getByRole('alert').filter({ hasText: 'A imagem precisa ter pelo menos 200 × 200 pixels.' })).toBeVisible();
  await input.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png(400, 300) });
  const dialog = portal(page).getByRole('dialog', { name: 'Ajuste sua foto' });
  await expect(dialog).toBeVisible();
  // Read at once, not polled: the refusals would also go by themselves 5 s after they were shown.
  expect(await portal(page).locator('[part~="alert-error"]').count()).toBe(0);
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(input).toBeFocused(); // the opener, not <body>
  await input.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png(400, 300) });
  await expect(dialog.getByRole('button', { name: 'Salvar foto' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Salvar foto' }).click();
  await expect(portal(page).getByText('Foto atualizada!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(input).toBeFocused();
});

test('save focus: after Save with the keyboard, focus is back on the button pressed (profile, password)', async ({ page, request }) => {
  await seedSession(page.context(), request, await freshAccount(request));
  await page.goto('/profile');
  const form = portal(page).locator('form');
  await form.getByLabel('Dia').fill('7');
  await form.getByLabel('Mês').selectOption('3');
  await form.getByLabel('Ano').fill('1990');
  await form.getByLabel('Gênero').selectOption('CUSTOM');
  await form.getByLabel('Descreva seu gênero').fill('Não-binárie');
  const save = form.getByRole('button', { name: 'Salvar alterações' });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(portal(page).getByText('Alterações salvas!')).toBeVisible();
  await expect(portal(page).getByRole('heading', { level: 1, name: 'Dados pessoais' })).toBeFocused(); // Save is off once saved (QA), as address: the heading, not <body>

  await page.goto('/password');
  const pw = portal(page).locator('form');
  await pw.getByLabel('Senha atual').fill('senha123');
  await pw.getByLabel('Nova senha', { exact: true }).fill('nova1234');
  await pw.getByLabel('Confirme a nova senha').fill('nova1234');
  const change = pw.getByRole('button', { name: 'Alterar senha' });
  await change.focus();
  await page.keyboard.press('Enter');
  await expect(portal(page).getByText('Senha alterada!')).toBeVisible();
  await expect(change).toBeFocused();
});

test('save focus: a save refused for a field puts focus on the first field in error (form checks, API answer)', async ({ page, request }) => {
  await seedSession(page.context(), request, await freshAccount(request));
  await page.goto('/profile');
  const form = portal(page).locator('form');
  const name = form.getByLabel('Nome completo');
  await name.fill('');
  const save = form.getByRole('button', { name: 'Salvar alterações' });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(form.getByText('Preencha o seu nome')).toBeVisible();
  await expect(name).toBeFocused();
  // The same refusal again (nothing on screen changes) still lands there.
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(name).toBeFocused();

  await page.goto('/password');
  const pw = portal(page).locator('form');
  const current = pw.getByLabel('Senha atual');
  await current.fill('errada123');
  await pw.getByLabel('Nova senha', { exact: true }).fill('nova1234');
  await pw.getByLabel('Confirme a nova senha').fill('nova1234');
  await pw.getByRole('button', { name: 'Alterar senha' }).focus();
  await page.keyboard.press('Enter');
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toBeFocused();
});

test('personal data: validation, then save with gender and birthdate', async ({ page, request, context }) => {
  await seedSession(page.context(), request, await freshAccount(request));
  await page.goto('/profile');
  const form = portal(page).locator('form');
  const name = form.getByLabel('Nome completo');
  await expect(name).toHaveValue('Maria Teste');
  await name.fill('');
  await form.getByLabel('Dia').fill('7');
  await expect(form.getByRole('button', { name: 'Salvar alterações' })).toBeDisabled(); // QA: Save only when valid and changed
  await expect(form.getByText('Preencha o seu nome')).toBeVisible();
  await expect(form.getByText('Preencha dia, mês e ano')).toBeVisible();
  await expectNoAxeViolations(page);
  await name.fill('Maria Nova');
  await form.getByLabel('Mês').selectOption('3');
  await form.getByLabel('Ano').fill('1990');
  await form.getByLabel('Gênero').selectOption('CUSTOM');
  await form.getByLabel('Descreva seu gênero').fill('Não-binárie');
  await form.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(portal(page).getByText('Alterações salvas!')).toBeVisible();
  const user = await me(request, context);
  expect(user).toMatchObject({ name: 'Maria Nova', gender: 'Não-binárie', birthdate: '1990-03-07' });
  const german = form.locator('select[name="native_language"] option[value="de"]');
  await expect(german).toHaveText('Alemão');
  // An alert on screen follows a language switch (it is kept by key, worded when shown).
  await portal(page).locator('[part="language-menu"]').first().selectOption('en');
  await expect(portal(page).locator('[part~="alert-success"]')).toContainText('Changes saved!');
  await expect(german).toHaveText('German'); // the API names them in the language on screen: asked again
  // Emptying the stored birthdate and saving clears it ("saved" is never shown for a value kept).
  await form.getByLabel('Day').fill('');
  await form.getByLabel('Month').selectOption('');
  await form.getByLabel('Year').fill('');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect.poll(async () => (await me(request, context)).birthdate).toBeNull();
  await page.reload();
  await expect(form.getByLabel('Year')).toHaveValue('');
});

test('personal data: one Save shows every message at once, the emptied name and the missing gender', async ({ page, request }) => {
  await seedSession(page.context(), request, await freshAccount(request)); // no gender saved yet
  await page.goto('/profile');
  const form = portal(page).locator('form');
  await form.getByLabel('Nome completo').fill('');
  // Save is disabled (QA: only when valid and changed): the edit itself shows why, every message at once.
  await expect(form.getByText('Preencha o seu nome')).toBeVisible();
  await expect(form.getByText('Selecione o gênero')).toBeVisible();
});

test('unsaved edits are kept when the user leaves the section and comes back (tab, Back), until saved', async ({ page, request }) => {
  await seedSession(page.context(), request, await freshAccount(request));
  await page.goto('/profile');
  const p = portal(page);
  const nav = p.getByRole('navigation', { name: 'Configurações' });
  const name = p.locator('form').getByLabel('Nome completo');
  await name.fill('Maria Rascunho');
  await nav.getByRole('button', { name: 'Endereço' }).click();
  await p.locator('form').getByLabel('País').selectOption('Portugal');
  await p.locator('form').getByLabel('Cidade').fill('Lisboa');
  await nav.getByRole('button', { name: 'Dados pessoais' }).click();
  await expect(name).toHaveValue('Maria Rascunho');
  await page.goBack(); // the address, as left
  await expect(page).toHaveURL(/\/address$/);
  await expect(p.locator('form').getByLabel('Cidade')).toHaveValue('Lisboa');
  await page.goBack();
  await expect(name).toHaveValue('Maria Rascunho');
  await p.locator('form').getByLabel('Gênero').selectOption('FEMALE');
  await p.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(p.getByText('Alterações salvas!')).toBeVisible();
  // Saved: what comes back is the saved value; the address, never saved, is kept even by a reload.
  await nav.getByRole('button', { name: 'Senha' }).click();
  await nav.getByRole('button', { name: 'Dados pessoais' }).click();
  await expect(name).toHaveValue('Maria Rascunho');
  await page.goto('/address');
  await expect(p.locator('form').getByLabel('Cidade')).toHaveValue('Lisboa');
});

test("unsaved edits survive a reload (a phone's browser dropping the tab), and go at sign-out", async ({ page, request }) => {
  await seedSession(page.context(), request, await freshAccount(request));
  await page.goto('/profile');
  const p = portal(page);
  const name = p.locator('form').getByLabel('Nome completo');
  await name.fill('Maria Recarregada');
  await page.reload();
  await expect(name).toHaveValue('Maria Recarregada');
  await page.goto('/signout');
  await expect(page).toHaveURL(/\/signin\//);
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.includes('draft')))).toEqual([]);
});

test('password: same as current, wrong current, then changed', async ({ page, request }) => {
  const email = await freshAccount(request);
  await seedSession(page.context(), request, email);
  await page.goto('/password');
  const form = portal(page).locator('form');
  await form.getByLabel('Senha atual').fill('senha123');
  await form.getByLabel('Nova senha', { exact: true }).fill('senha123');
  await form.getByLabel('Confirme a nova senha').fill('senha124');
  await form.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(form.getByText('A nova senha deve ser diferente da anterior')).toBeVisible();
  await expect(form.getByText('As senhas informadas são diferentes')).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByLabel('Senha atual').fill('errada123');
  await form.getByLabel('Nova senha', { exact: true }).fill('nova1234');
  await form.getByLabel('Confirme a nova senha').fill('nova1234');
  await form.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(portal(page).locator('[part="alert alert-error"]')).toBeVisible();
  await expect(form.getByLabel('Nova senha', { exact: true })).toHaveValue('nova1234'); // kept for a retry
  await form.getByLabel('Senha atual').fill('senha123');
  await form.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(portal(page).getByText('Senha alterada!')).toBeVisible();
  // The success ends the failure at once (not polled: the failure would hide by itself in 5 s).
  expect(await portal(page).locator('[part="alert alert-error"]').count()).toBe(0);
  await expect(form.getByLabel('Senha atual')).toHaveValue('');
  const ok = await request.post(`${API}/auth/sign-in/`, { data: { email, password: 'nova1234' } });
  expect(ok.status()).toBe(200);
});

test('address: Brazil with the CEP lookup, an invalid CEP, then a non-Brazilian address', async ({ page, request, context }) => {
  await seedSession(page.context(), request, await freshAccount(request));
  await page.goto('/address');
  const form = portal(page).locator('form');
  await expect(form.getByLabel('Código postal', { exact: true })).toBeDisabled(); // 'CEP' once Brazil is chosen
  await expect(form.getByRole('button', { name: 'Salvar alterações' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await form.getByLabel('País').selectOption('Brazil');
  await expect(form.getByLabel('Código postal (CEP)')).toBeVisible();
  const cep = form.getByLabel('Código postal'); // also once another country is chosen
  await cep.pressSequentially('0100');
  await cep.blur();
  await expect(form.getByText('Código postal inválido')).toBeVisible();
  await cep.fill('01001000');
  await expect(cep).toHaveValue('01001-000');
  await expect(form.getByLabel('Endereço')).toHaveValue('Praça da Sé');
  await expect(form.getByLabel('Bairro')).toHaveValue('Sé');
  await expect(form.getByLabel('Cidade')).toHaveValue('São Paulo');
  await expect(form.getByLabel('Estado')).toHaveValue('SP');
  await form.getByLabel('Endereço').fill('Praça da Sé, 100'); // still editable after the lookup
  await form.getByRole('button', { name: 'Salvar alterações' }).focus();
  await page.keyboard.press('Enter');
  await expect(portal(page).getByText('Alterações salvas!')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Salvar alterações' })).toBeDisabled(); // nothing changed since
  // Save can't keep focus once disabled: the section's heading takes it, not <body>.
  await expect(portal(page).getByRole('heading', { level: 1, name: 'Endereço' })).toBeFocused();
  expect((await me(request, context)).address).toMatchObject({ country: 'Brazil', postal_code: '01001000', address: 'Praça da Sé, 100', state: 'SP', city: 'São Paulo' });

  // An unknown CEP says so, and empties the street of the CEP before (issue 20; address-cep.spec.ts).
  await cep.fill('99999999');
  await expect(cep).toHaveValue('99999-999');
  await expect(form.getByText('CEP não encontrado. Preencha o endereço.')).toBeVisible();
  await expect(form.getByLabel('Cidade')).toHaveValue('');

  await form.getByLabel('País').selectOption('Portugal');
  await expect(form.getByText('CEP não encontrado. Preencha o endereço.')).toHaveCount(0);
  await expect(form.getByLabel('Código postal', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Estado')).toHaveJSProperty('tagName', 'INPUT'); // free text outside Brazil
  await cep.fill('1000-001');
  await form.getByLabel('Endereço').fill('Rua Augusta, 1');
  await form.getByLabel('Bairro').fill('Baixa');
  await form.getByLabel('Cidade').fill('Lisboa');
  await form.getByLabel('Estado').fill('Lisboa');
  await form.getByLabel('Complemento').fill('3º');
  await form.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(portal(page).getByText('Alterações salvas!').first()).toBeVisible();
  await expect.poll(async () => (await me(request, context)).address).toMatchObject({ country: 'Portugal', postal_code: '1000001', city: 'Lisboa', complement: '3º' });
});

test("address: outside Brazil the postal code follows the API's rule, and a refusal of it shows on the field", async ({ page, request }) => {
  await seedSession(page.context(), request, await freshAccount(request));
  await page.goto('/address');
  const form = portal(page).locator('form');
  const save = form.getByRole('button', { name: 'Salvar alterações' });
  await form.getByLabel('País').selectOption('Portugal');
  const postal = form.getByLabel('Código postal', { exact: true });
  await postal.fill('1');
  await form.getByLabel('Endereço').fill('Rua A');
  await form.getByLabel('Bairro').fill('Centro');
  await form.getByLabel('Cidade').fill('Lisboa');
  await form.getByLabel('Estado').fill('Lisboa');
  await expect(postal).toHaveAttribute('aria-invalid', 'true');
  await expect(postal).toHaveAccessibleDescription('Código postal inválido');
  await expect(save).toBeDisabled();

  // The server keeps the last word: a postal code it refuses (here made '1' on the way) is marked on the field.
  await page.route((url) => url.pathname === '/users/me/address/', (route) => (route.request().method() === 'PUT'
    ? route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), postal_code: '1' }) })
    : route.fallback()));
  await postal.fill('1000-001');
  await expect(postal).not.toHaveAttribute('aria-invalid', 'true');
  await save.click();
  await expect(postal).toHaveAttribute('aria-invalid', 'true');
  await expect(postal).toHaveAccessibleDescription('Código postal inválido');
  await expectNoAxeViolations(page);
  await postal.fill('1000-002'); // a new value is not the one refused
  await expect(postal).not.toHaveAttribute('aria-invalid', 'true');
});

test('contact: email is read-only; the phone changes with the code sent to the new number', async ({ page, request, context }) => {
  const email = await freshAccount(request);
  await seedSession(page.context(), request, email);
  await page.goto('/contact');
  await expect(portal(page).getByText(email)).toBeVisible();
  await expect(portal(page).getByText('Para alterar o seu email, entre em contato com o suporte.')).toBeVisible();
  await portal(page).getByRole('button', { name: 'Alterar telefone' }).click();
  const dialog = portal(page).getByRole('dialog', { name: 'Alterar telefone' });
  await expect(dialog).toBeVisible();
  const number = dialog.getByLabel('Novo número de telefone');
  await number.pressSequentially('1198765');
  await dialog.getByRole('button', { name: 'Enviar código' }).click();
  await expect(dialog.getByText('Preencha o campo de telefone completamente')).toBeVisible();
  await number.fill('');
  await number.pressSequentially('00000000000');
  await dialog.getByRole('button', { name: 'Enviar código' }).click();
  await expect(portal(page).getByRole('alert').filter({ hasText: 'Número de telefone inválido' })).toBeVisible();
  const digits = String(10_000_000 + Math.floor(Math.random() * 89_999_999)).slice(0, 8);
  await number.fill('');
  await number.pressSequentially(`119${digits}`);
  await dialog.getByRole('button', { name: 'Enviar código' }).click();
  const codeDialog = portal(page).getByRole('dialog', { name: 'Confirme o novo telefone' });
  await expect(codeDialog).toBeVisible();
  // The code went out: the earlier failure's alert ends with it (read at once, not polled: it would
  // also go by itself 5 s after it was shown).
  expect(await portal(page).getByRole('alert').filter({ hasText: 'Número de telefone inválido' }).count()).toBe(0);
  await expectNoAxeViolations(page);
  const e164 = `+55119${digits}`;
  const outbox = await (await request.get(`${API}/__dev/outbox`, { params: { to: e164 } })).json() as { code: string }[];
  expect(outbox[0]?.code).toMatch(/^[A-Z0-9]{6}$/);
  await codeDialog.getByRole('textbox').first().focus();
  await page.keyboard.type(outbox[0]!.code);
  await expect(portal(page).getByText('Telefone alterado com sucesso')).toBeVisible();
  await expect(codeDialog).toBeHidden();
  // Saved as E.164, shown as spec §3 writes a phone: '+code (area) number'.
  await expect(portal(page).locator('[data-testid="contact-phone"]')).toHaveText(`+55 (11) 9${digits.slice(0, 4)}-${digits.slice(4)}`);
  expect((await me(request, context)).phone_number?.replace(/\D/g, '')).toBe(e164.slice(1));
});

test('contact focus: the phone dialog starts on the number, the code step on the first box', async ({ page, request }) => {
  await seedSession(page.context(), request, await freshAccount(request));
  await page.goto('/contact');
  await portal(page).getByRole('button', { name: 'Alterar telefone' }).click();
  const dialog = portal(page).getByRole('dialog', { name: 'Alterar telefone' });
  const number = dialog.getByLabel('Novo número de telefone');
  await expect(number).toBeFocused();
  const digits = String(10_000_000 + Math.floor(Math.random() * 89_999_999)).slice(0, 8);
  await page.keyboard.type(`119${digits}`);
  await dialog.getByRole('button', { name: 'Enviar código' }).press('Enter');
  const codeDialog = portal(page).getByRole('dialog', { name: 'Confirme o novo telefone' });
  await expect(codeDialog).toBeVisible();
  await expect(codeDialog.getByRole('textbox').first()).toBeFocused();
  const outbox = await (await request.get(`${API}/__dev/outbox`, { params: { to: `+55119${digits}` } })).json() as { code: string }[];
  await page.keyboard.type(outbox[0]!.code); // typed straight away, no Tab first
  await expect(portal(page).getByText('Telefone alterado com sucesso')).toBeVisible();
});

test('contact: a Brazilian number of the right length that is no number is refused with an alert, and no code is sent (QA)', async ({ page, request }) => {
  // (11) 00000-0000 has a mobile's length, but a Brazilian mobile starts with 9 (spec §5: valid for the country).
  const outbox = async () => (await (await request.get(`${API}/__dev/outbox`, { params: { to: '+5511000000000' } })).json() as unknown[]).length;
  const sentBefore = await outbox();
  await seedSession(page.context(), request, await freshAccount(request));
  await page.goto('/contact');
  await portal(page).getByRole('button', { name: 'Alterar telefone' }).click();
  const dialog = portal(page).getByRole('dialog', { name: 'Alterar telefone' });
  await expect(dialog.getByLabel('País')).toHaveValue('BR');
  const number = dialog.getByLabel('Novo número de telefone');
  await number.pressSequentially('11000000000');
  await expect(number).toHaveValue('(11) 00000-0000');
  await dialog.getByRole('button', { name: 'Enviar código' }).click();
  await expect(portal(page).getByRole('alert').filter({ hasText: 'Número de telefone inválido' })).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(portal(page).getByRole('dialog', { name: 'Confirme o novo telefone' })).toBeHidden();
  expect(await outbox()).toBe(sentBefore);
});

test.describe('settings on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('sections in a scrolling bar, the bottom sheet menu, and sign out', async ({ page, request }) => {
    await seedSession(page.context(), request, await verifiedAccount(request, 'sheet')); // its own: a sign-out ends all the user's sessions
    await page.goto('/profile');
    const tabs = portal(page).getByRole('navigation', { name: 'Seções da conta' });
    await expect(tabs).toBeVisible();
    await expect(portal(page).getByRole('navigation', { name: 'Configurações' })).toBeHidden();
    await expectNoAxeViolations(page);
    await tabs.getByRole('button', { name: 'Contato' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(tabs.getByRole('button', { name: 'Contato' })).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await portal(page).getByRole('button', { name: 'Menu', exact: true }).click();
    const sheet = portal(page).getByRole('dialog', { name: 'Menu' });
    await expect(sheet).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await portal(page).getByRole('button', { name: 'Menu', exact: true }).click();
    await sheet.getByRole('button', { name: 'Endereço' }).click();
    await expect(page).toHaveURL(/\/address$/);
    await portal(page).getByRole('button', { name: 'Menu', exact: true }).click();
    await sheet.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/signin\/$/);
  });

  test('nothing on screen moves when the account arrives: the top bar, the avatar card and the section keep their places', async ({ page, request }) => {
    // Seen in QA: the section's heading jumped 170 px down (the avatar card came above it) and
    // the top bar shrank 7 px (its avatar's line lost its descent to a later stylesheet).
    await seedSession(page.context(), request, await verifiedAccount(request, 'steady'));
    await recordLayoutShifts(page);
    const release = await holdRequests(page, `${API}/users/me/`, 'GET');
    await page.goto('/profile');
    const p = portal(page);
    const heading = p.getByRole('heading', { name: 'Dados pessoais', level: 1 });
    await expect(p.locator('[part="section"]').getByRole('status')).toBeVisible(); // the section's spinner
    await expect(heading).toBeVisible();
    const where = () => Promise.all([heading, p.locator('[part="mobile-nav"]')].map((l) => l.evaluate((el) => el.getBoundingClientRect().top)));
    const before = await where();
    await expectNoAxeViolations(page); // the card kept while the account loads is blank, not broken
    release();
    await expect(p.locator('input[name="name"]')).toHaveValue(/\S/);
    await expect(p.locator('[part="avatar-card"] h2')).toHaveText(/\S/);
    expect(await where()).toEqual(before);
    expect(await takeLayoutShifts(page), 'no layout shift as the account came').toEqual([]);
  });

  test('a section tab focused by keyboard scrolls wholly into view', async ({ page, request }) => {
    await seedSession(page.context(), request, 'elena@example.com');
    await page.goto('/password');
    const tabs = portal(page).getByRole('navigation', { name: 'Seções da conta' });
    const contact = tabs.getByRole('button', { name: 'Contato' });
    await tabs.getByRole('button', { name: 'Endereço' }).focus();
    await page.keyboard.press('Tab');
    await expect(contact).toBeFocused();
    await expect.poll(async () => { const b = (await contact.boundingBox())!; return b.x + b.width; }).toBeLessThanOrEqual(375 - 5); // its focus ring too
  });

  test("a save's result shows where the user is, not above the window with the card's top", async ({ page, request }) => {
    const { form, restore } = await addressSaveFailing(page, request);
    const p = portal(page);
    const save = form.getByRole('button', { name: 'Salvar alterações' });
    const tabsBottom = async () => { const b = (await p.locator('[part="mobile-nav"]').boundingBox())!; return b.y + b.height; };
    const shown = async (part: string) => {
      const alert = p.locator(`[part~="${part}"]`);
      await expect(alert).toBeInViewport();
      expect((await alert.boundingBox())!.y).toBeGreaterThanOrEqual(await tabsBottom() - 1); // not under the sticky section bar
    };
    await save.click();
    await shown('alert-error');
    await expect(save).toBeInViewport();
    await restore();
    await save.click();
    await shown('alert-success');
  });

  test('Shift+Tab up a long form never leaves the focused control under the sticky section bar or an alert', async ({ page, request }) => {
    const { form } = await addressSaveFailing(page, request);
    const p = portal(page);
    await form.getByRole('button', { name: 'Salvar alterações' }).click(); // a failure: the alert stays in view at the top
    const alert = p.locator('[part~="alert-error"]');
    await expect(alert).toBeVisible();
    const covered = async () => { const b = (await alert.boundingBox())!; return b.y + b.height; };
    for (const label of ['Complemento', 'Estado', 'Cidade', 'Bairro', 'Endereço']) {
      await page.keyboard.press('Shift+Tab');
      const field = form.getByLabel(label, { exact: true });
      await expect(field).toBeFocused();
      await expect.poll(async () => (await field.boundingBox())!.y, { message: label }).toBeGreaterThanOrEqual(await covered());
    }
  });

  test('Tab never leaves the focused control under the bottom bar', async ({ page, request }) => {
    await seedSession(page.context(), request, 'elena@example.com');
    await page.goto('/password');
    const p = portal(page);
    const bar = p.locator('[part="bottom-bar"]');
    await expect(bar).toBeVisible();
    const barTop = (await bar.boundingBox())!.y;
    await p.getByLabel('Confirme a nova senha').focus();
    await page.keyboard.press('Tab'); // its show-password button
    await page.keyboard.press('Tab'); // the last control of the form, at the window's bottom edge
    const change = p.getByRole('button', { name: 'Alterar senha' });
    await expect(change).toBeFocused();
    await expect.poll(async () => { const b = (await change.boundingBox())!; return b.y + b.height; }).toBeLessThanOrEqual(barTop);
  });
});

test('desktop side navigation and the product query spinner redirect', async ({ page, request }) => {
  await seedSession(page.context(), request, 'elena@example.com');
  await page.goto('/password');
  const nav = portal(page).getByRole('navigation', { name: 'Configurações' });
  await expect(nav.getByRole('button', { name: 'Senha' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('button', { name: 'Endereço' }).click();
  await expect(page).toHaveURL(/\/address$/);
  await expect(portal(page).getByRole('heading', { name: 'Endereço' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/profile?product=talks');
  await expect(page).not.toHaveURL(/\/profile\?product=talks$/);
});
