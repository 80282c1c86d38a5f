// Smoke: the built portal boots under its production CSP and shows the sign-in form; the
// partner demo loads the embed from the portal origin and renders the element.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test as baseTest } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './support/fixtures.ts';
import { collectDiagnostics, formatCsp } from './support/diagnostics.ts';
import { API } from './support/accounts.ts';
import { holdRequests } from './support/flow-steps.ts';

test.describe('hosted portal', () => {
  test('serves /signin/ with the security headers', async ({ page }) => {
    const response = await page.goto('/signin/');
    expect(response?.status()).toBe(200);
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
  });

  test('renders accounts-portal with an email input in its shadow root', async ({ page }) => {
    await page.goto('/signin/');
    const portal = page.locator('accounts-portal');
    await expect(portal).toHaveCount(1);
    // Playwright's CSS engine pierces open shadow roots; assert the input really is in one.
    const email = portal.locator('input[type="email"]');
    await expect(email).toBeVisible();
    const inShadow = await email.evaluate((el) => el.getRootNode() instanceof ShadowRoot);
    expect(inShadow).toBe(true);
  });

  test('signed-out routes carry their branded frame in the HTML; the rendered portal replaces it', async ({ page, request }) => {
    for (const path of ['/signin/', '/signup/', '/activate']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<accounts-portal><div class="shell" aria-hidden="true">');
      expect(html, path).not.toContain('rel="preload" as="image"'); // no default picture: the CSS draws the panel
    }
    // Signed-in routes have no side panel: no frame there.
    expect(await (await request.get('/')).text()).not.toContain('class="shell"');
    await page.goto('/signin/');
    await expect(page.locator('accounts-portal').locator('input[name="email"]')).toBeVisible();
    await expect(page.locator('accounts-portal > .shell')).toBeHidden();
  });

  test("the tab's icon is inline, and it shows under the page's CSP", async ({ page, request }) => {
    for (const path of ['/', '/signin/', '/signup/', '/activate', '/nope']) {
      const html = await (await request.get(path)).text();
      const icons = [...html.matchAll(/<link rel="icon" href="([^"]*)"/g)].map((m) => m[1]);
      expect(icons, path).toEqual([expect.stringMatching(/^data:image\/svg\+xml,/)]);
    }
    await page.goto('/signin/');
    const decoded = await page.evaluate(async () => {
      const img = new Image();
      img.src = document.querySelector<HTMLLinkElement>('link[rel="icon"]')!.href;
      await img.decode(); // rejects when the CSP (img-src) or the markup refuses it
      return [img.naturalWidth, img.naturalHeight];
    });
    expect(decoded).toEqual([32, 32]);
  });

  test("'you are accessing' names a known product, and no one for a product the API does not know", async ({ page }) => {
    await page.goto('/signin/?product=talks');
    await expect(page.locator('accounts-portal [part="accessing"]')).toHaveText('You are accessing Lingora Talks');
    const answered = page.waitForResponse((r) => r.url().includes('/products/nonexistent/'));
    await page.goto('/signin/?product=nonexistent');
    expect((await answered).status()).toBe(404);
    await expect(page.locator('accounts-portal input[name="email"]')).toBeVisible();
    await expect(page.locator('accounts-portal [part="accessing"]')).toHaveCount(0);
  });

  test("the tab's title names the screen, in the page's language", async ({ page }) => {
    await page.goto('/signin/');
    await expect(page).toHaveTitle('Sign in · Lingora Accounts');
    await page.locator('accounts-portal input[name="email"]').fill('ana@example.com');
    await page.locator('accounts-portal input[name="email"]').press('Enter');
    await expect(page).toHaveTitle('Enter your password · Lingora Accounts');
    await page.locator('accounts-portal [part="language-menu"]').selectOption('es');
    await expect(page).toHaveTitle(/^[^·]+ · Cuentas Lingora$/);
    await page.goto('/no-such-page');
    await expect(page).toHaveTitle('¡Esta página no existe! · Cuentas Lingora');
    // The not-found screen has the help (spec §1) and the language menu like every screen.
    await expect(page.locator('accounts-portal [part="help-button"]')).toHaveAttribute('href', /\/es$/);
    await page.locator('accounts-portal [part="language-menu"]').selectOption('pt');
    await expect(page.locator('accounts-portal h1')).toHaveText('Esta página nao existe!');
  });

  test('switching from English to Spanish shows no Portuguese while the Spanish strings load', async ({ page }) => {
    const release = await holdRequests(page, /\/assets\/es(-more)?-[\w-]+\.js$/);
    await page.goto('/signin/');
    const heading = page.locator('accounts-portal h1');
    await expect(heading).toHaveText('Sign in');
    // Every text the heading shows from now on (a frame can only show what the DOM held).
    await heading.evaluate((h1) => {
      const shown: string[] = ((window as unknown as { shown: string[] }).shown = []);
      new MutationObserver(() => shown.push(h1.textContent ?? '')).observe(h1, { subtree: true, childList: true, characterData: true });
    });
    await page.locator('accounts-portal [part="language-menu"]').selectOption('es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.evaluate(() => new Promise(requestAnimationFrame)); // the switch's render is on screen
    release();
    await expect(heading).toHaveText('Iniciar sesión');
    expect(await page.evaluate(() => (window as unknown as { shown: string[] }).shown)).not.toContain('Entrar');
  });

  test('a switch to Spanish made offline shows once the connection is back (QA: it stayed in English)', async ({ page, context }) => {
    await page.goto('/signin/');
    const heading = page.locator('accounts-portal h1');
    await expect(heading).toHaveText('Sign in');
    await context.setOffline(true);
    await page.locator('accounts-portal [part="language-menu"]').selectOption('es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(heading).toHaveText('Sign in'); // the language shown before, while the strings cannot come
    await context.setOffline(false);
    await expect(heading).toHaveText('Iniciar sesión');
  });

  test("the browser's Back on the password step returns to the email step, as the step's own back button does", async ({ page }) => {
    await page.goto('/signin/?product=talks');
    const email = page.locator('accounts-portal input[name="email"]');
    await email.fill('ana@example.com');
    await email.press('Enter');
    const password = page.locator('accounts-portal input[type="password"]');
    await expect(password).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/signin\/\?product=talks$/);
    await expect(email).toBeVisible();
    await expect(email).toHaveValue(''); // spec §4: back clears the email
    // Again, with the step's button: no entry is left behind for Back to land on.
    await email.fill('ana@example.com');
    await email.press('Enter');
    await expect(password).toBeVisible();
    await page.locator('accounts-portal').getByRole('button', { name: 'Use another email' }).click();
    await expect(email).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('about:blank');
  });

  test('sign-in carries the callback url (spec §4) and then goes there', async ({ page }) => {
    await page.context().route(/\/__dev\/sites\/talks\/callback/, (r) => r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>talks</title><link rel="icon" href="data:,">' }));
    await page.goto('/signin/?product=talks');
    const email = page.locator('accounts-portal input[name="email"]');
    await email.fill('ana@example.com');
    await email.press('Enter');
    await page.locator('accounts-portal input[type="password"]').fill('senha123');
    const signIn = page.waitForRequest((r) => r.url().endsWith('/auth/sign-in/'));
    await page.locator('accounts-portal input[type="password"]').press('Enter');
    const body = (await signIn).postDataJSON() as Record<string, string>;
    expect(body).toMatchObject({ email: 'ana@example.com', callback_url: `${API}/__dev/sites/talks/callback` });
    await expect(page).toHaveURL(`${API}/__dev/sites/talks/callback`);
  });

  test('one breakpoint for every screen: from 48em (768 px) sign-in has its wide layout, as settings and the hub do (spec §9)', async ({ page }) => {
    const layoutAt = async (width: number) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/signin/');
      const side = (await page.locator('accounts-portal [part="side"]').boundingBox())!;
      const card = (await page.locator('accounts-portal [part="card"]').boundingBox())!;
      return card.x >= side.x + side.width - 1 ? 'wide' : 'stacked';
    };
    expect(await layoutAt(767)).toBe('stacked');
    expect(await layoutAt(768)).toBe('wide');
  });

  test('every file a chunk asks the browser to preload was built: a missing one fails the dynamic import', async () => {
    const dist = resolve(process.env.DIST_DIR ?? 'dist', 'hosted');
    const missing: string[] = [];
    for (const file of readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'))) {
      const deps = /__vite__mapDeps=.*?\[(.*?)\]/.exec(readFileSync(join(dist, 'assets', file), 'utf8'))?.[1] ?? '';
      for (const dep of deps.match(/"[^"]+"/g) ?? []) if (!existsSync(join(dist, JSON.parse(dep) as string))) missing.push(`${file} → ${dep}`);
    }
    expect(missing).toEqual([]);
  });

  test('the sign-in page has no axe violations', async ({ page }) => {
    await page.goto('/signin/');
    await expect(page.locator('accounts-portal input[type="email"]')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('partner demo', () => {
  test('loads the embed cross-origin and renders accounts-signin', async ({ page }) => {
    await page.goto(process.env.E2E_DEMO_URL ?? 'http://127.0.0.1:5174/');
    const signin = page.locator('accounts-signin');
    await expect(signin.locator('input[type="email"]')).toBeVisible();
    await expect(page.locator('#embed-status')).toHaveText(/ready/i);
    // The page's listener saw the element's events (bubbling, composed) and wrote them as text.
    await expect(page.locator('#event-log li[data-event="accounts-ready"]')).toHaveCount(1);
  });
});

// The guard itself: proves Trusted Types are enforced and that violations are collected.
baseTest('Trusted Types are enforced and violations are collected', async ({ page }) => {
  const diagnostics = await collectDiagnostics(page);
  await page.goto('/signin/');
  const threw = await page.evaluate(() => {
    try {
      document.createElement('div').innerHTML = '<b>not trusted</b>';
      return false;
    } catch (error) {
      return error instanceof TypeError;
    }
  });
  expect(threw).toBe(true);
  await expect.poll(() => formatCsp(diagnostics)).toMatch(/require-trusted-types-for/);
});
