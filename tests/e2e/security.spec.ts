// Security suites (issue #8): open redirects, XSS canaries, no password anywhere, tampered
// storage, and the hosted portal's response headers. Built portal + reference API of the slot;
// the fixture fails any test with a CSP / Trusted Types violation or an uncaught page error.
// Waits for what could inject are waits for the untrusted value to be on screen (rendered, so
// any markup in it would be in the DOM by then), never fixed sleeps.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { API, createAccount, latestCode, seedSession } from './support/accounts.ts';
import { injectFault } from './support/faults.ts';
import { HOME, expectSettled, fillEmail, portal, signIn, typeCode } from './support/portal.ts';
import { expectNoSecret, watchSecrets } from './support/secrets.ts';
import { observedBy } from '../../embed/contract.ts';

const DEMO = process.env.E2E_DEMO_URL ?? 'http://127.0.0.1:5174';

/**
 * The partner sandbox's blank host page (strict nonce CSP with Trusted Types, the embed script,
 * no element); elements are then created through the DOM, so attribute values reach the element
 * verbatim (no HTML parsing of the payloads by the test itself).
 */
async function openEmbedPage(page: Page, tag: string, attributes: Record<string, string>) {
  await page.goto(`${DEMO}/blank.html`);
  await page.evaluate(([t, attrs]) => {
    const el = document.createElement(t);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    document.getElementById('host')!.append(el);
  }, [tag, attributes] as const);
  return page.locator(tag);
}

/**
 * Every navigation of the top document the page itself starts, recorded as it starts (Navigation
 * API `navigate` event): one that would leave is seen even before any request goes out.
 */
async function watchLeaving(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __leaving: string[]; navigation?: EventTarget };
    w.__leaving = [];
    w.navigation?.addEventListener('navigate', (e) => w.__leaving.push((e as Event & { destination: { url: string } }).destination.url));
  });
  return () => page.evaluate(() => (window as unknown as { __leaving: string[] }).__leaving);
}

/** Nothing executed and no markup injected: no canary, no on* handler attribute in any tree. */
async function expectNoInjection(page: Page) {
  const found = await page.evaluate(() => {
    const bad: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        for (const a of el.getAttributeNames()) if (a.startsWith('on')) bad.push(`${el.tagName}[${a}]`);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(document);
    return { canary: (window as unknown as { __canary?: unknown }).__canary, bad };
  });
  expect(found.canary, 'window.__canary').toBeUndefined();
  expect(found.bad, 'elements with event-handler attributes').toEqual([]);
}

/** All text in the page, shadow roots included, plus input values. */
function deepText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walk = (root: Document | ShadowRoot | Element) => {
      for (const n of root.childNodes) {
        if (n.nodeType === Node.TEXT_NODE) parts.push(n.textContent ?? '');
        else if (n instanceof Element) {
          if (n instanceof HTMLInputElement) parts.push(n.value);
          if (n.shadowRoot) walk(n.shadowRoot);
          walk(n);
        }
      }
    };
    walk(document);
    return parts.join(' ');
  });
}

test.describe('open redirect', () => {
  test.use({ locale: 'en-US' });
  const portalUrl = new URL(process.env.ACCOUNTS_PORTAL_URL ?? 'http://127.0.0.1:5173');
  const apiUrl = new URL(API);
  const EVIL = [
    '//evil.test',
    '/\\evil.test',
    'https:evil.test',
    'https://company.example.evil.test',
    'https://evilcompany.test',
    'https://company.example@evil.test',
    `${apiUrl.origin}@evil.test`,
    `http://127.0.0.1:${apiUrl.port}.evil.test/`,
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,x',
    `https://127.0.0.1:${apiUrl.port}/`, // scheme changed from the allowed http origin
    'http://2130706433',
    `http://2130706433:${portalUrl.port}/`,
    `${apiUrl.origin}\t.evil.test/`,
    'java\tscript:alert(1)',
    `${apiUrl.origin}/\nx`,
    '/callback..;/x',
  ];

  /** Sign in inside the element; afterwards the browser must still be on the test page. */
  async function signInEmbedded(page: Page, el: ReturnType<Page['locator']>) {
    await el.locator('input[name="email"]').fill('ana@example.com');
    await el.locator('button[type="submit"]').click();
    await el.locator('input[name="password"]').fill('senha123');
    await el.locator('button[type="submit"]').click();
  }

  for (const value of EVIL) {
    test(`callback-url ${JSON.stringify(value)} is never followed after sign-in`, async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (d) => { dialogs.push(d.message()); void d.dismiss(); });
      const w = await watchSecrets(page);
      const leaving = await watchLeaving(page);
      const el = await openEmbedPage(page, 'accounts-signin', { 'callback-url': value });
      const testUrl = page.url();
      await signInEmbedded(page, el);
      // Signed in, the element either leaves for the callback or shows its next step, in the same
      // task as the event (SignInScreen's exit): the hub on screen means it stayed.
      await expect.poll(() => w.events.some((e) => e.startsWith('accounts-signed-in')), { message: 'accounts-signed-in' }).toBe(true);
      await expect.poll(() => w.events.some((e) => e.startsWith('accounts-step-change') && e.includes('"step":"hub"')), { message: 'the hub shown' }).toBe(true);
      expect(await leaving(), 'navigations the page started').toEqual([]);
      expect(page.url()).toBe(testUrl);
      expect(w.navigations).toEqual([testUrl]);
      expect(w.requests.filter((u) => /evil|2130706433|^https:\/\/127|^javascript|^data:/i.test(u))).toEqual([]);
      expect(dialogs).toEqual([]);
      await expectNoInjection(page);
    });
  }

  test('control: an allowed callback-url is followed after sign-in', async ({ page }) => {
    const target = `${API}/__dev/sites/talks/`;
    const el = await openEmbedPage(page, 'accounts-signin', { 'callback-url': target });
    await signInEmbedded(page, el);
    await expect(page).toHaveURL(target);
  });

  for (const value of ['//evil.test', 'javascript:alert(1)', 'https://company.example@evil.test', 'http://2130706433', '/callback..;/x']) {
    test(`branding callback_url ${JSON.stringify(value)} from the API is never followed`, async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (d) => { dialogs.push(d.message()); void d.dismiss(); });
      await page.route(`${API}/products/talks/**`, async (route) => {
        const real = await route.fetch();
        const body = { ...(await real.json() as object), callback_url: value };
        await route.fulfill({ response: real, json: body });
      });
      await signIn(page, 'ana@example.com', 'senha123', '/signin/?product=talks');
      // The safe default: the hub of the portal (the product query may stay).
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/(\?product=talks)?$/);
      await expect(portal(page).getByRole('button', { name: 'Account menu' })).toBeVisible();
      expect(dialogs).toEqual([]);
    });
  }
});

const PAYLOADS = [
  '<img src=x onerror=window.__canary=1>',
  '"><svg onload=window.__canary=1>',
  "{{constructor.constructor('window.__canary=1')()}}",
  '\u202Eevil\u202C<img src=x onerror=window.__canary=1>',
];

test.describe('XSS canaries', () => {
  test.use({ locale: 'en-US' });

  for (const [i, payload] of PAYLOADS.entries()) {
    test(`payload ${i + 1} in every attribute of <accounts-signin> and <accounts-portal> query`, async ({ page }) => {
      // Every observed attribute (the light-dom flag would only switch the rendering mode).
      const attrs = Object.fromEntries(observedBy('accounts-signin').map((a) => [a, payload]));
      const el = await openEmbedPage(page, 'accounts-signin', attrs);
      await expect(el.locator('input[name="email"]')).toBeVisible();
      await expect(el.locator('input[name="email"]')).toHaveValue(payload); // the email prefill, as text
      // Attributes are judged as the element renders (refused ones warn then, and none is
      // fetched): the name on screen, as text, is the render that holds them all.
      await expect.poll(() => deepText(page), { message: 'the name attribute shown' }).toContain(payload);
      await expectNoInjection(page);

      await page.goto(`/signin/?product=${encodeURIComponent(payload)}&email=${encodeURIComponent(payload)}`);
      await expect(portal(page).locator('input[name="email"]')).toHaveValue(payload);
      await expectSettled(page);
      await expectNoInjection(page);
    });
  }

  test('branding from the API: payloads in name, logo, background_image, callback_url, brand_color', async ({ page }) => {
    await page.route(`${API}/products/talks/**`, (route) => route.fulfill({
      json: {
        id: 'talks', name: PAYLOADS[0], logo: PAYLOADS[1], background_image: PAYLOADS[3],
        callback_url: 'javascript:window.__canary=1', brand_color: 'red;}</style><img src=x onerror=window.__canary=1>',
      },
      headers: { 'access-control-allow-origin': '*' },
    }));
    await page.goto('/signin/?product=talks');
    await expect(portal(page).locator('input[name="email"]')).toBeVisible();
    // The answer is rendered: the unsafe logo is refused, so the untrusted name shows instead —
    // as text, never markup.
    await expect.poll(() => deepText(page), { message: 'the branding from the API shown' }).toContain(PAYLOADS[0]);
    await expectNoInjection(page);
    await signIn(page, 'ana@example.com', 'senha123', '/signin/?product=talks');
    await expect(portal(page).getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expectNoInjection(page);
  });

  test('a server error message with markup is shown as text, never parsed', async ({ page }) => {
    await page.route(`${API}/auth/sign-in/**`, (route) => route.request().method() !== 'POST'
      ? route.fallback()
      : route.fulfill({ status: 400, json: { detail: PAYLOADS[0] }, headers: { 'access-control-allow-origin': route.request().headers().origin ?? '*', 'access-control-allow-credentials': 'true' } }));
    await signIn(page, 'ana@example.com');
    await expect(portal(page).getByRole('alert').first()).toBeVisible(); // the answer, rendered
    await expectNoInjection(page);
    await expect(portal(page).locator('input[name="password"]')).toBeVisible();
  });

  test("the user's name and address from /users/me/ are rendered as text", async ({ page, request }) => {
    await page.route(`${API}/users/me/`, async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const real = await route.fetch();
      const me = await real.json() as Record<string, unknown>;
      const address = { country: 'Brazil', postal_code: '01001000', address: PAYLOADS[0], neighborhood: PAYLOADS[1], city: PAYLOADS[2], state: 'SP', complement: PAYLOADS[3] };
      await route.fulfill({ response: real, json: { ...me, name: PAYLOADS[0], address } });
    });
    await seedSession(page.context(), request, 'elena@example.com');
    await page.goto('/');
    // The answer is rendered: the menu button shows the initials of the name it carries.
    await expect(portal(page).getByRole('button', { name: /Account menu/ })).toHaveText('<O');
    await expectNoInjection(page);
    await page.goto('/profile');
    await expect(portal(page).locator('form').getByLabel('Full name')).toHaveValue(PAYLOADS[0]!);
    await expectNoInjection(page);
    await page.goto('/address');
    await expect(portal(page).locator('form').getByLabel('Neighborhood')).toHaveValue(PAYLOADS[1]!); // as typed text
    await expectNoInjection(page);
  });

  test('payloads in stored state (session, provisional, authenticate, platforms)', async ({ page }) => {
    await page.addInitScript((p) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('accounts:session', JSON.stringify({ signedIn: true, email: p }));
      localStorage.setItem('accounts:provisional', JSON.stringify({ email: p }));
      localStorage.setItem('accounts:authenticate', JSON.stringify({ email: p, password: p }));
      localStorage.setItem('platforms', JSON.stringify({ saved_at: Date.now(), platforms: [p, { name: p }] }));
    }, PAYLOADS[0]);
    // Stored state is read as the page starts, before the first render: a screen shown and
    // nothing loading is a render that has used it.
    for (const path of ['/signin/', '/signin/provisional-password/', '/activate', '/']) {
      await page.goto(path);
      await expect(portal(page).locator('input, button').first()).toBeVisible();
      await expectSettled(page);
      await expectNoInjection(page);
    }
    await signIn(page, 'ana@example.com');
    await expect(page).toHaveURL(HOME);
    await expect(portal(page).getByRole('button', { name: /Account menu/ })).toHaveText('AS'); // the hub, with ana's data
    await expectSettled(page);
    await expectNoInjection(page);
  });
});

test.describe('no password anywhere', () => {
  test.use({ locale: 'en-US' });

  test('sign-in', async ({ page }) => {
    const w = await watchSecrets(page);
    await signIn(page, 'ana@example.com');
    await expect(page).toHaveURL(HOME);
    await expectNoSecret(page, w, 'senha123');
  });

  test('sign-up', async ({ page }) => {
    const w = await watchSecrets(page);
    const email = `signup-${Date.now()}@example.com`;
    const password = 'Secr3tPw9';
    await page.goto('/signup/');
    await portal(page).locator('input[name="name"]').fill('Sec Tester');
    await portal(page).locator('input[name="email"]').fill(email);
    await portal(page).locator('input[name="confirm_email"]').fill(email);
    await portal(page).locator('input[name="password"]').fill(password);
    await portal(page).locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/signup\/validate-email/);
    await expectNoSecret(page, w, password);
  });

  test('password reset', async ({ page, request }) => {
    const w = await watchSecrets(page);
    const email = await createAccount(request, 'sec-reset');
    await page.goto('/signin/forgot-password');
    await fillEmail(page, email);
    await typeCode(page, await latestCode(request, email, 'RESET_PASSWORD'));
    await portal(page).getByRole('button', { name: 'Continue' }).click();
    const password = 'Reset9876';
    await portal(page).locator('input[name="new-password"]').fill(password);
    await portal(page).locator('input[name="confirm-password"]').fill(password);
    await portal(page).locator('button[type="submit"]').click();
    await expect(page).toHaveURL(HOME); // signed in: the emailed code proved the address (issue 20)
    await expectNoSecret(page, w, password);
  });

  for (const fault of ['500', 'reset', 'malformed'] as const) {
    test(`sign-in answered with a ${fault} fault`, async ({ page }) => {
      const w = await watchSecrets(page);
      await injectFault(page, '/auth/sign-in/', fault);
      await signIn(page, 'ana@example.com');
      await expect(portal(page).getByRole('alert').first()).toBeVisible();
      await expectNoSecret(page, w, 'senha123');
    });
  }
});

test.describe('tampered local storage', () => {
  test.use({ locale: 'en-US' });
  const TAMPERED: Record<string, string>[] = [
    { 'accounts:session': '{"signedIn": tru', 'accounts:provisional': '{', 'accounts:authenticate': '[', platforms: 'not json' },
    { 'accounts:session': '{"signedIn":"yes","email":42}', 'accounts:provisional': '{"email":["a"]}', 'accounts:authenticate': '{"email":{},"password":123}', platforms: '{"saved_at":"x","platforms":{"a":1}}' },
    { 'accounts:session': '{"__proto__":{"signedIn":true,"polluted":1},"signedIn":true}', 'accounts:provisional': '{"constructor":{"prototype":{"polluted":1}}}', platforms: '{"__proto__":{"polluted":1}}' },
    { 'accounts:session': JSON.stringify({ signedIn: true, email: 'a'.repeat(200_000) }), platforms: JSON.stringify({ saved_at: Date.now(), platforms: ['x'.repeat(100_000)] }) },
    { 'accounts:session': JSON.stringify({ signedIn: true, email: 'ana@example.com', callback_url: 'javascript:window.__canary=1', callbackUrl: 'javascript:window.__canary=1' }), 'accounts:authenticate': JSON.stringify({ email: 'javascript:window.__canary=1', password: 'senha123' }) },
  ];

  for (const [i, values] of TAMPERED.entries()) {
    test(`variant ${i + 1}: discarded or repaired, sign-in works, nothing executed`, async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (d) => { dialogs.push(d.message()); void d.dismiss(); });
      await page.addInitScript((v) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        for (const [k, s] of Object.entries(v)) {
          try { localStorage.setItem(k, s); } catch { /* quota */ }
        }
      }, values);
      await page.goto('/signin/');
      await expect(portal(page).locator('input, button').first()).toBeVisible();
      await signIn(page, 'ana@example.com');
      await expect(page).toHaveURL(HOME);
      await expect(portal(page).getByRole('button', { name: 'Account menu' })).toBeVisible();
      const after = await page.evaluate(() => ({
        polluted: ({} as Record<string, unknown>).polluted,
        session: localStorage.getItem('accounts:session'),
        authenticate: localStorage.getItem('accounts:authenticate'),
      }));
      expect(after.polluted).toBeUndefined();
      expect(JSON.parse(after.session ?? 'null')).toMatchObject({ signedIn: true });
      expect(after.authenticate ?? '').not.toContain('senha123');
      expect(dialogs).toEqual([]);
      await expectNoInjection(page);
    });
  }
});

test.describe('response headers of the hosted portal', () => {
  for (const path of ['/signin/', '/signin/forgot-password', '/signup/validate-email', '/', '/not/a/page']) {
    test(`${path}: CSP with Trusted Types, HSTS, nosniff, no-referrer, frame-ancestors`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(path === '/not/a/page' ? 404 : 200); // a path that is no route: 404 (issue 20), same headers
      const h = res.headers();
      const csp = h['content-security-policy'] ?? '';
      expect(csp).toContain("require-trusted-types-for 'script'");
      expect(csp).toMatch(/trusted-types [^;]*\baccounts\b/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      // The pages' own first-paint rules are allowed by hash, nothing inline otherwise.
      expect(csp).toMatch(/style-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+(;|$)/);
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(h['content-security-policy-report-only']).toBeUndefined();
      expect(Number(/max-age=(\d+)/.exec(h['strict-transport-security'] ?? '')?.[1] ?? 0)).toBeGreaterThanOrEqual(31_536_000);
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['referrer-policy']).toBe('no-referrer');
    });
  }

  test('scripts are served as JavaScript with nosniff; a missing asset is a 404, never HTML', async ({ request }) => {
    const html = await (await request.get('/signin/')).text();
    const src = /src="([^"]+\.js)"/.exec(html)?.[1];
    expect(src).toBeTruthy();
    const js = await request.get(src!);
    expect(js.headers()['content-type']).toContain('text/javascript');
    expect(js.headers()['x-content-type-options']).toBe('nosniff');
    const missing = await request.get('/assets/missing-abcdef12.js');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-type']).not.toContain('text/html');
  });
});
