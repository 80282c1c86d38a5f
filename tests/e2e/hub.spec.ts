// The products hub (spec §2): panels, product links, the talks badge, the avatar menu.
// Sessions are seeded through the API: sign-in has its own suites.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './support/fixtures.ts';
import { seedSession } from './support/accounts.ts';
import { portal } from './support/portal.ts';

/** Signed in as `email`, on the hub. */
async function openHub(page: Page, request: APIRequestContext, email: string) {
  await seedSession(page.context(), request, email);
  await page.goto('/');
}

/** Records window.open calls (and product_selected events) instead of opening tabs. */
async function recordOpens(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __opened: string[]; __events: unknown[] };
    w.__opened = [];
    w.__events = [];
    window.open = (url?: string | URL) => { w.__opened.push(String(url)); return null; };
    document.addEventListener('accounts-analytics', (e) => w.__events.push((e as CustomEvent).detail));
  });
}
const opened = (page: Page) => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
const events = (page: Page) => page.evaluate(() => (window as unknown as { __events: { event: string; feature: string; product: string }[] }).__events);

test.describe('hub', () => {
  test.use({ locale: 'pt-BR' });

  test("ana (no talks platform) sees the 'first free class' badge; courses is open on desktop", async ({ page, request }) => {
    await openHub(page, request, 'ana@example.com');
    const hub = portal(page);
    await expect(hub.getByText('Primeira aula grátis')).toBeVisible();
    await expect(hub.getByRole('button', { name: /Cursos/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(hub.getByRole('button', { name: /Memorização/ })).toHaveAttribute('aria-expanded', 'false');
    for (const lang of ['Inglês', 'Espanhol', 'Francês', 'Japonês', 'Alemão', 'Italiano', 'Coreano', 'Mandarim', 'Lingora Future']) {
      await expect(hub.getByRole('listitem').filter({ hasText: lang })).toBeVisible();
    }
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('platforms') ?? '{}').platforms)).toEqual(['ACADEMY']);
    await expectNoAxeViolations(page);
  });

  test('elena (talks platform) sees no badge', async ({ page, request }) => {
    await openHub(page, request, 'elena@example.com');
    await expect(portal(page).getByRole('button', { name: /Conversação/ })).toBeVisible();
    await expect(portal(page).getByText('Primeira aula grátis')).toHaveCount(0);
  });

  test('clicking a panel selects it; each button opens its product and reports product_selected', async ({ page, request }) => {
    await openHub(page, request, 'ana@example.com');
    await recordOpens(page);
    const hub = portal(page);
    await hub.getByRole('button', { name: /Memorização/ }).click();
    await expect(hub.getByRole('button', { name: /Memorização/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(hub.getByRole('button', { name: /Cursos/ })).toHaveAttribute('aria-expanded', 'false');
    await hub.getByRole('button', { name: /Acessar memorização/ }).click();
    await hub.getByRole('button', { name: /Conversação/ }).click();
    await hub.getByRole('button', { name: /Acessar conversação/ }).click();
    await hub.getByRole('button', { name: /Cursos/ }).click();
    await hub.getByRole('button', { name: /Acessar cursos/ }).click();
    const urls = await opened(page);
    expect(urls[0]).toMatch(/\/__dev\/sites\/memhack\/$/);
    const talks = new URL(urls[1] ?? '');
    expect(talks.pathname).toBe('/__dev/sites/talks/');
    expect(talks.searchParams.get('callback_url')).toBe(new URL(page.url()).origin);
    expect(urls[2]).toMatch(/\/__dev\/sites\/academy\/$/);
    expect((await events(page)).filter((e) => e.event === 'product_selected')).toEqual([
      expect.objectContaining({ feature: 'product_hub', product: 'memhack' }),
      expect.objectContaining({ feature: 'product_hub', product: 'talks' }),
      expect.objectContaining({ feature: 'product_hub', product: 'academy' }),
    ]);
  });

  test('the talks button really opens the talks site in a new tab', async ({ page, context, request }) => {
    // The product sites are configured at the sandbox API's default port, which this slot may not run.
    await context.route('**/__dev/sites/talks/**', (r) => r.fulfill({ status: 200, contentType: 'text/html', body: '<title>talks</title>' }));
    await openHub(page, request, 'ana@example.com');
    await portal(page).getByRole('button', { name: /Conversação/ }).click();
    const [tab] = await Promise.all([context.waitForEvent('page'), portal(page).getByRole('button', { name: /Acessar conversação/ }).click()]);
    await tab.waitForURL(/\/__dev\/sites\/talks\//); // a new tab starts at about:blank
    expect(new URL(tab.url()).searchParams.get('callback_url')).toBe(new URL(page.url()).origin);
    await tab.close();
  });
});

test.describe('hub in Spanish', () => {
  test('courses opens the waiting-list page for Spanish users', async ({ page, context, request }) => {
    const url = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:5173');
    await context.addCookies([{ name: 'user_locale', value: 'es', domain: url.hostname, path: '/' }]);
    await openHub(page, request, 'ana@example.com');
    await recordOpens(page);
    await expect(portal(page).getByText('Primera clase gratis')).toBeVisible();
    await portal(page).getByRole('button', { name: /Ir a los cursos/ }).click();
    expect(await opened(page)).toEqual([expect.stringMatching(/\/__dev\/sites\/academy\/waitlist\/$/)]);
  });

  test('switching the language menu to Spanish also switches the courses link', async ({ page, request }) => {
    await openHub(page, request, 'ana@example.com');
    await recordOpens(page);
    await portal(page).locator('select[part="language-menu"]').selectOption('es');
    await portal(page).getByRole('button', { name: /Ir a los cursos/ }).click();
    expect(await opened(page)).toEqual([expect.stringMatching(/\/academy\/waitlist\/$/)]);
  });
});

test.describe('avatar menu', () => {
  test.use({ locale: 'en-US' });

  test('a hover opens it and the click right after does not close it (500 ms guard)', async ({ page, request }) => {
    await page.clock.install(); // the guard counts on performance.now(): step over it, not wait it out
    await openHub(page, request, 'ana@example.com');
    const button = portal(page).getByRole('button', { name: 'Account menu' });
    await expect(button).toHaveText('AS');
    // Time stands still from here: the hover and the click are one gesture however slow the machine.
    await page.clock.pauseAt(Date.now() + 1_000);
    await button.hover();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(portal(page).getByRole('menuitem')).toHaveText(['Profile', 'Products', 'Sign out']);
    await page.clock.resume(); // axe waits on timers of its own
    await expectNoAxeViolations(page);
    // Past the guard a click toggles it closed.
    await page.clock.fastForward(600);
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard: Enter opens on the first item, arrows move, Escape closes and returns focus', async ({ page, request }) => {
    await openHub(page, request, 'ana@example.com');
    const button = portal(page).getByRole('button', { name: 'Account menu' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(portal(page).getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(portal(page).getByRole('menuitem', { name: 'Products' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(portal(page).getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(portal(page).getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile$/);
  });
});

test.describe('hub on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, locale: 'pt-BR' });

  test('panels start closed at 375 px and open on tap; no horizontal scroll; axe-clean', async ({ page, request }) => {
    await openHub(page, request, 'ana@example.com');
    const hub = portal(page);
    const courses = hub.getByRole('button', { name: /Cursos/ });
    await expect(courses).toHaveAttribute('aria-expanded', 'false');
    await expect(hub.getByRole('button', { name: /Acessar cursos/ })).toBeHidden();
    await courses.click();
    await expect(hub.getByRole('button', { name: /Acessar cursos/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
  });

  test("an open panel's header keeps its focus ring inside, off the panel's text", async ({ page, request }) => {
    await openHub(page, request, 'ana@example.com');
    const hub = portal(page);
    const header = hub.getByRole('button', { name: /Memorização/ });
    await header.focus();
    await page.keyboard.press('Enter');
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    const ring = await header.evaluate((b) => { const cs = getComputedStyle(b); return { offset: parseFloat(cs.outlineOffset), width: parseFloat(cs.outlineWidth), bottom: b.getBoundingClientRect().bottom }; });
    const text = await hub.locator('#panel-memorization p').boundingBox();
    expect(ring.bottom + ring.offset + ring.width).toBeLessThanOrEqual(text!.y);
  });

  test.describe('in Spanish', () => {
    test.use({ locale: 'es-ES' });

    test('the top bar title and the badge each keep to one line; nothing scrolls sideways', async ({ page, request }) => {
      await openHub(page, request, 'ana@example.com');
      const hub = portal(page);
      const badge = hub.locator('[part="badge"]');
      await expect(badge).toHaveText('Primera clase gratis');
      const oneLine = (el: Element) => {
        const r = document.createRange();
        r.selectNodeContents(el);
        const tops = new Set([...r.getClientRects()].map((q) => Math.round(q.top)));
        return tops.size;
      };
      expect(await badge.evaluate(oneLine)).toBe(1);
      expect(await hub.getByText('Mis productos', { exact: true }).first().evaluate(oneLine)).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  });
});
