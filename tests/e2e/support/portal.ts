// Driving and reading the hosted portal's screens (the <accounts-portal> element and its shadow
// root) in e2e tests.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { latestCode, unique } from './accounts.ts';

export const portal = (page: Page) => page.locator('accounts-portal');
/** The portal's root, whatever port this run uses. */
export const HOME = /^http:\/\/127\.0\.0\.1:\d+\/$/;

export async function fillEmail(page: Page, email: string) {
  await portal(page).locator('input[name="email"]').fill(email);
  await portal(page).locator('button[type="submit"]').click();
}

/** Sign in on the screens: the email step, then the password step. */
export async function signIn(page: Page, email: string, password = 'senha123', path = '/signin/') {
  await page.goto(path);
  await fillEmail(page, email);
  await portal(page).locator('input[name="password"]').fill(password);
  await portal(page).locator('button[type="submit"]').click();
}

export async function typeCode(page: Page, code: string) {
  await portal(page).locator('[part="code-box"]').first().click();
  await page.keyboard.type(code);
}

/** The code typed so far: the six boxes read together. */
export function codeIn(scope: Locator): Promise<string> {
  return scope.locator('[part~="code-box"]').evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).value).join(''));
}

/** Close every alert, so the next message is seen to arrive. */
export async function dismissAlerts(page: Page) {
  const close = portal(page).locator('[part~="alert"] button');
  for (let n = await close.count(); n > 0; n = await close.count()) await close.first().click();
}

/**
 * A sign-up through the (pt) screens, email confirmed: on the phone step, with the sign-up's own
 * navigation state (its next steps are sign-up's: the profile, then home).
 */
export async function signedUpToPhone(page: Page, request: APIRequestContext, prefix: string): Promise<string> {
  const email = unique(prefix);
  await page.goto('/signup/');
  await portal(page).locator('input[name="name"]').fill('Falha Teste');
  await portal(page).locator('input[name="email"]').fill(email);
  await portal(page).locator('input[name="confirm_email"]').fill(email);
  await portal(page).locator('input[name="password"]').fill('abc123');
  await portal(page).getByRole('button', { name: 'Criar conta', exact: true }).click();
  await expect(page).toHaveURL(/\/signup\/validate-email/);
  await portal(page).locator('input[name="code"]').fill(await latestCode(request, email, 'VERIFY_EMAIL'));
  await portal(page).getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(page).toHaveURL(/\/signup\/validate-phone/);
  return email;
}

/** From the phone step (skipped) to the profile step, birthdate and gender filled (pt screens). */
export async function profileStepFilled(page: Page) {
  await portal(page).getByRole('button', { name: 'Pular por enquanto' }).click();
  await expect(page).toHaveURL(/\/signup\/profile/);
  await portal(page).getByLabel('Dia').fill('7');
  await portal(page).getByLabel('Mês').selectOption({ label: 'Março' });
  await portal(page).getByLabel('Ano').fill('1990');
  await portal(page).getByLabel('Gênero').selectOption('FEMALE');
}

/** A complete address outside Brazil (Lisbon), typed into the settings address form. */
export async function fillLisbonAddress(form: Locator) {
  await form.getByLabel('País').selectOption('Portugal');
  await form.getByLabel('Código postal', { exact: true }).fill('1000-001');
  await form.getByLabel('Endereço').fill('Rua Augusta, 1');
  await form.getByLabel('Bairro').fill('Baixa');
  await form.getByLabel('Cidade').fill('Lisboa');
  await form.getByLabel('Estado').fill('Lisboa');
}

/** Every element in the document, shadow roots included, matching `selector`. */
export function deepCount(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => {
    let n = 0;
    const walk = (root: Document | ShadowRoot) => {
      n += root.querySelectorAll(sel).length;
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
    };
    walk(document);
    return n;
  }, selector);
}

/** No spinner and nothing aria-busy once a failure settled. */
export async function expectSettled(page: Page) {
  await expect.poll(() => deepCount(page, '[part~="spinner"], [aria-busy="true"]'), { message: 'a spinner or aria-busy is left' }).toBe(0);
}

/** The deepest focused element: tag, text and attributes. */
export function deepActive(page: Page) {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el ? { tag: el.tagName.toLowerCase(), text: el.textContent?.trim() ?? '', role: el.getAttribute('role'), name: el.getAttribute('name') } : null;
  });
}

/** After a step change, focus sits on the new step's heading (an h1/h2 with this text). */
export async function expectHeadingFocused(page: Page, text: string) {
  await expect.poll(async () => {
    const a = await deepActive(page);
    return a && /^h[12]$/.test(a.tag) ? a.text : `<${a?.tag ?? 'nothing'}> ${a?.text.slice(0, 40) ?? ''}`;
  }, { message: `focus on the heading "${text}"` }).toBe(text);
}

/** An announced error: a role=alert element in the portal holding this message. */
export async function expectAlert(page: Page, text: string) {
  await expect(portal(page).getByRole('alert').filter({ hasText: text }).first()).toBeVisible();
}

/** The deepest focused element's accessible label (aria-label), or its tag. */
export function focusedLabel(page: Page) {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el?.getAttribute('aria-label') ?? `<${el?.tagName.toLowerCase() ?? 'nothing'}>`;
  });
}

/** Submit the screen's (first) form with its submit button. */
export async function submit(page: Page) {
  await portal(page).locator('button[type="submit"]').first().click();
}
