// The hidden translator tool at /lang/create (spec §1, issue #7) in the built portal:
// search, edit in place, edits survive a reload, placeholder warnings block the download,
// and the zip holds pt/<area>.json with the edit applied. Any CSP violation fails the test.
import type { Page } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { test, expect, expectNoAxeViolations } from './support/fixtures.ts';

const portal = (page: Page) => page.locator('accounts-portal');
const editor = (page: Page, key: string) => portal(page).getByRole('textbox', { name: key, exact: true });
const PT_AREAS = readdirSync(join(import.meta.dirname, '../../locales/pt')).filter((f) => f.endsWith('.json')).sort();

async function open(page: Page) {
  await page.goto('/lang/create');
  await expect(portal(page).getByRole('heading', { level: 1, name: 'Tradução do portal' })).toBeVisible();
}

test.describe('translator (pt)', () => {
  test.use({ locale: 'pt-BR' });

  test('search, edit, reload keeps the edit, placeholder warning blocks the zip, the zip holds the edit', async ({ page }) => {
    await open(page);
    await expect(page).toHaveTitle('Tradução do portal · Contas Lingora');

    // Search ignores accents and case: 'PAGINA NAO' finds 'Esta página nao existe!'.
    await portal(page).getByRole('searchbox', { name: 'Buscar por chave ou texto' }).fill('PAGINA NAO');
    await expect(portal(page).locator('[data-key="shared.not-found.title"]')).toBeVisible();
    await expect(portal(page).locator('[data-key="common.help"]')).toHaveCount(0);

    const title = editor(page, 'shared.not-found.title');
    await expect(title).toHaveValue('Esta página nao existe!');
    await title.fill('Esta página não existe!');
    const row = portal(page).locator('[data-key="shared.not-found.title"]');
    await expect(row.getByText('Alterado', { exact: true })).toBeVisible();
    await expect(row).toContainText('This page does not exist!');
    await expect(portal(page).locator('[data-area="shared"] [part~="translator-area-count"]')).toHaveText(/^1 de \d+ alterados$/);
    await expect(portal(page).locator('[part~="translator-changed-total"]')).toHaveText('Alterados: 1');

    await page.reload();
    await expect(editor(page, 'shared.not-found.title')).toHaveValue('Esta página não existe!');
    const stored = await page.evaluate(() => localStorage.getItem('accounts:translator'));
    expect(JSON.parse(stored ?? '{}')).toEqual({ shared: { 'not-found.title': 'Esta página não existe!' } });

    // "Changed only" keeps just the edited string.
    await portal(page).getByRole('checkbox', { name: 'Mostrar só os alterados' }).check();
    await expect(portal(page).locator('[part~="translator-row"]')).toHaveCount(1);
    await portal(page).getByRole('checkbox', { name: 'Mostrar só os alterados' }).uncheck();

    // Dropping a placeholder warns inline and blocks the download until fixed.
    await portal(page).getByRole('searchbox').fill('common.accessing');
    const accessing = editor(page, 'common.accessing');
    await accessing.fill('Você está acessando');
    await expect(portal(page).locator('[data-key="common.accessing"] [part~="translator-warning"]')).toContainText('Marcador removido: {{product}}');
    await expect(accessing).toHaveAttribute('aria-invalid', 'true');
    const download = portal(page).getByRole('button', { name: 'Baixar arquivos (zip)' });
    await expect(download).toBeDisabled();
    await expect(portal(page).locator('[part~="translator-blocked"]')).toContainText('Textos a corrigir: 1');
    // A blank translation would leave the screen empty there: warned and blocking too.
    await accessing.fill('  ');
    await expect(portal(page).locator('[data-key="common.accessing"] [part~="translator-warning"]')).toContainText('A tradução está vazia');
    await expect(download).toBeDisabled();
    await accessing.fill('Você acessa {{product}}');
    await expect(download).toBeEnabled();
    await expectNoAxeViolations(page);

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe('locales-pt.zip');
    const files = unzipSync(readFileSync(await file.path()));
    expect(Object.keys(files).sort()).toEqual(PT_AREAS.map((f) => `pt/${f}`));
    const read = (name: string) => strFromU8(files[name] ?? new Uint8Array());
    const shared = JSON.parse(read('pt/shared.json')) as { 'not-found': { title: string; back: string } };
    expect(shared['not-found'].title).toBe('Esta página não existe!');
    expect(shared['not-found'].back).toBe('Voltar ao início');
    expect((JSON.parse(read('pt/common.json')) as { accessing: string }).accessing).toBe('Você acessa {{product}}');
    // Untouched areas are the very files of locales/pt, pretty-printed as UTF-8.
    expect(read('pt/translator.json')).toBe(`${JSON.stringify(JSON.parse(readFileSync(join(import.meta.dirname, '../../locales/pt/translator.json'), 'utf8')), null, 2)}\n`);
    expect(read('pt/shared.json')).toContain('"title": "Esta página não existe!"');
  });

  test('reset, and discard all after a confirmation that focuses cancel', async ({ page }) => {
    await open(page);
    await portal(page).getByRole('searchbox').fill('signin.');
    const first = portal(page).locator('[part~="translator-row"]').first();
    const key = await first.getAttribute('data-key');
    const box = editor(page, key ?? '');
    const original = await box.inputValue();
    await box.fill(`${original} (editado)`);
    await first.getByRole('button', { name: `Restaurar o original de ${key}` }).focus();
    await page.keyboard.press('Enter'); // by keyboard: the button goes away with the change
    await expect(box).toHaveValue(original);
    await expect(box).toBeFocused(); // not lost to <body>
    await expect(first.getByText('Alterado', { exact: true })).toHaveCount(0);

    await box.fill(`${original} (editado)`);
    await portal(page).getByRole('button', { name: 'Descartar tudo' }).click();
    await expect(portal(page).getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await page.keyboard.press('Enter'); // cancel: nothing is lost
    await expect(box).toHaveValue(`${original} (editado)`);
    await portal(page).getByRole('button', { name: 'Descartar tudo' }).click();
    await portal(page).getByRole('button', { name: 'Sim, descartar' }).click();
    await expect(box).toHaveValue(original);
    await expect(portal(page).locator('[part~="translator-changed-total"]')).toHaveText('Alterados: 0');
    expect(await page.evaluate(() => localStorage.getItem('accounts:translator'))).toBe('{}');
  });

  test('tampered storage is dropped, known edits kept', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('accounts:translator', JSON.stringify({
          common: { help: 'Central de ajuda', nope: 'x', retry: 42 }, evil: { help: '<img src=x onerror=alert(1)>' },
        }));
      }
    });
    await open(page);
    await expect(editor(page, 'common.help')).toHaveValue('Central de ajuda');
    await expect(portal(page).locator('[part~="translator-changed-total"]')).toHaveText('Alterados: 1');
    await expect(portal(page).locator('[data-area="evil"]')).toHaveCount(0);
  });
});

test.describe('translator at 375 px, in Spanish', () => {
  test.use({ viewport: { width: 375, height: 740 }, locale: 'es-ES' });

  test('fits the width, follows the language menu (strings and page title), axe-clean', async ({ page }) => {
    await page.goto('/lang/create');
    await expect(portal(page).getByRole('heading', { level: 1, name: 'Traducción del portal' })).toBeVisible();
    await expect(page).toHaveTitle('Traducción del portal · Cuentas Lingora');
    await expect(portal(page).getByRole('searchbox', { name: 'Buscar por clave o texto' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);

    await portal(page).getByRole('combobox').selectOption('en');
    await expect(portal(page).getByRole('heading', { level: 1, name: 'Portal translation' })).toBeVisible();
    await expect(page).toHaveTitle('Portal translation · Lingora Accounts');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
