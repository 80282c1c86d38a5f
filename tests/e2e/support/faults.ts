// Route-interception and inspection helpers for the security, fault and accessibility suites.
// Everything runs against the built portal and the reference API of the current e2e slot.
import type { APIRequestContext, BrowserContext, Locator, Page, Route } from '@playwright/test';
import { expect } from '@playwright/test';

export const API = process.env.ACCOUNTS_API_URL ?? 'http://127.0.0.1:8787';
export const HOME = /^http:\/\/127\.0\.0\.1:\d+\/$/;
export const portal = (page: Page) => page.locator('accounts-portal');

/** A fresh, active account (password senha123) whose email is not verified yet: sign-in diverts to validate-email. */
export async function createAccount(request: APIRequestContext, prefix: string, password = 'senha123'): Promise<string> {
  const email = unique(prefix);
  const res = await request.post(`${API}/users/create-account/`, {
    data: { name: 'Fresh Student', email, confirm_email: email, password, source: 'ACCOUNT' },
  });
  expect(res.ok(), `create-account answered ${res.status()}`).toBe(true);
  return email;
}

/**
 * A fresh account with its email verified, for tests that sign out: a sign-out ends every session
 * of the user (the bearer goes with the global sign-out), so a seeded account signed out here would
 * sign out the tests running beside this one.
 */
export async function verifiedAccount(request: APIRequestContext, prefix: string, name = 'Fresh Student'): Promise<string> {
  const email = unique(prefix);
  const created = await request.post(`${API}/users/create-account/`, { data: { name, email, confirm_email: email, password: 'senha123', source: 'ACCOUNT' } });
  expect(created.ok(), `create-account answered ${created.status()}`).toBe(true);
  const signIn = await request.post(`${API}/auth/sign-in/`, { data: { email, password: 'senha123' } });
  const { session } = (await signIn.json()) as { session: { access_token: string } };
  const code = await latestCode(request, email, 'VERIFY_EMAIL');
  const verified = await request.put(`${API}/users/me/verify/email/`, { data: { code }, headers: { Authorization: `Bearer ${session.access_token}` } });
  expect(verified.ok(), `verify email answered ${verified.status()}`).toBe(true);
  return email;
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

/** An address nobody else in this run has. */
export const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A Brazilian mobile number (11 national digits) nobody else in this run has. */
export const freshMobile = () => `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A fresh account in a state the seed has once (carla, diego), made by the sandbox API. */
export async function devAccount(request: APIRequestContext, prefix: string, kind: 'unactivated' | 'provisional'): Promise<string> {
  const email = unique(prefix);
  const res = await request.post(`${API}/__dev/users`, { data: { email, kind } });
  expect(res.status(), 'POST /__dev/users').toBe(201);
  return email;
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

/** The newest code the API sent to `to` for `purpose`. */
export async function latestCode(request: APIRequestContext, to: string, purpose: string): Promise<string> {
  let code = '';
  await expect.poll(async () => {
    const res = await request.get(`${API}/__dev/outbox?to=${encodeURIComponent(to)}`);
    const list = (await res.json()) as { purpose: string; code: string }[];
    code = list.find((m) => m.purpose === purpose)?.code ?? '';
    return code;
  }, { message: `a ${purpose} code for ${to}` }).not.toBe('');
  return code;
}

export async function typeCode(page: Page, code: string) {
  await portal(page).locator('[part="code-box"]').first().click();
  await page.keyboard.type(code);
}

export async function fillEmail(page: Page, email: string) {
  await portal(page).locator('input[name="email"]').fill(email);
  await portal(page).locator('button[type="submit"]').click();
}

export async function signIn(page: Page, email: string, password = 'senha123', path = '/signin/') {
  await page.goto(path);
  await fillEmail(page, email);
  await portal(page).locator('input[name="password"]').fill(password);
  await portal(page).locator('button[type="submit"]').click();
}

/** A fresh account whose email is verified, signed in on the hub (pt screens). */
export async function signedInFresh(page: Page, request: APIRequestContext, prefix: string): Promise<string> {
  const email = await createAccount(request, prefix);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/signup\/validate-email/);
  await portal(page).locator('input[name="code"]').fill(await latestCode(request, email, 'VERIFY_EMAIL'));
  await portal(page).getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(page).toHaveURL(HOME);
  return email;
}

/** A sign-up through the (pt) screens, email confirmed: on the phone step. */
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

export type Fault = '500' | 'timeout' | 'reset' | 'malformed';
export const FAULTS: Fault[] = ['500', 'timeout', 'reset', 'malformed'];

/** Answer one call with `fault`; CORS headers so the page sees the status, not a network error. */
export async function answerWith(route: Route, fault: Fault): Promise<void> {
  const origin = route.request().headers().origin ?? '*';
  const cors = { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' };
  switch (fault) {
    case '500': // as a gateway answers: no JSON, no server text to show
      return route.fulfill({ status: 500, contentType: 'text/html', headers: cors, body: '<html><body><h1>500 Internal Server Error</h1></body></html>' });
    case 'malformed':
      return route.fulfill({ status: 200, contentType: 'application/json', headers: cors, body: '{"' });
    case 'reset':
      return route.abort('connectionreset');
    case 'timeout':
      return route.abort('timedout');
  }
}

/**
 * Intercept `method url` on the API with `fault` (preflights pass through); returns a counter
 * and `clear()` to let the next attempt reach the real API. `when` picks one of several calls
 * to the same address by its body (the others reach the API).
 */
export async function injectFault(page: Page | BrowserContext, path: string, fault: Fault, method = 'POST', when?: (body: string) => boolean) {
  let count = 0;
  const pattern = `${API}${path}`;
  const handler = async (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    if (when && !when(route.request().postDataBuffer()?.toString('latin1') ?? '')) return route.fallback();
    count++;
    await answerWith(route, fault);
  };
  await page.route(pattern, handler);
  return { count: () => count, clear: () => page.unroute(pattern, handler) };
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

export interface SecretWatch {
  console: string[];
  requests: string[];
  navigations: string[];
  events: string[];
}

/**
 * Record what could leak a secret: console messages, request URLs, main-frame URLs (history
 * navigations included), and the details of every accounts-* event reaching `document`.
 */
export async function watchSecrets(page: Page): Promise<SecretWatch> {
  const w: SecretWatch = { console: [], requests: [], navigations: [], events: [] };
  page.on('console', (m) => w.console.push(m.text()));
  page.on('request', (r) => w.requests.push(r.url()));
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) w.navigations.push(f.url());
  });
  await page.exposeBinding('__accountsEvent', (_source, line: string) => void w.events.push(line));
  await page.addInitScript(() => {
    const names = ['ready', 'step-change', 'signed-in', 'signed-out', 'error', 'analytics', 'locale-change'];
    const send = (window as unknown as { __accountsEvent: (s: string) => void }).__accountsEvent;
    for (const n of names) {
      document.addEventListener(`accounts-${n}`, (e) => {
        let detail: string;
        try {
          detail = JSON.stringify((e as CustomEvent).detail);
        } catch {
          detail = String((e as CustomEvent).detail);
        }
        void send(`${e.type} ${detail}`);
      }, true);
    }
  });
  return w;
}

/** The secret is in none of storage, cookies, URLs, history state, console, events or requests. */
export async function expectNoSecret(page: Page, w: SecretWatch, secret: string) {
  const inPage = await page.evaluate(() => JSON.stringify({
    local: { ...localStorage },
    session: { ...sessionStorage },
    cookie: document.cookie,
    url: location.href,
    state: history.state as unknown,
  }));
  expect(inPage, 'storage, cookies, URL or history state').not.toContain(secret);
  const cookies = JSON.stringify(await page.context().cookies());
  expect(cookies, 'cookies').not.toContain(secret);
  const encoded = encodeURIComponent(secret);
  const has = (s: string) => s.includes(secret) || s.includes(encoded);
  expect(w.navigations.filter(has), 'URLs navigated to').toEqual([]);
  expect(w.requests.filter(has), 'request URLs').toEqual([]);
  expect(w.console.filter(has), 'console output').toEqual([]);
  expect(w.events.filter(has), 'accounts-* event details').toEqual([]);
}
