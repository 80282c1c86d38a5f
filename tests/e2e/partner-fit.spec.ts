// Elements fit the box a partner gives them (issue #20): the demo pages put an element in a 360 px
// sidebar (demo/partner/sidebar.html) and in a <dialog> (dialog.html); at phone, tablet and
// desktop window widths nothing inside sticks out of the element or is cut, the email shown on the
// password step is whole and its links keep to one line, and the pages stay axe-clean.
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './support/fixtures.ts';
import { HOME, signIn } from './support/portal.ts';
import { createAccount, unique, verifiedAccount } from './support/accounts.ts';

const DEMO = process.env.E2E_DEMO_URL ?? 'http://127.0.0.1:5174';
const WIDTHS = [375, 768, 1280] as const;
const ELENA = 'elena@example.com';

/**
 * What sticks out of the element or is cut inside it: every drawn node of its shadow tree within
 * the element's left and right edges, no box whose content is wider than the box (text cut or
 * spilling; boxes that scroll sideways by design and visually hidden ones aside), and the
 * element itself within its container and the window.
 */
function misfits(host: Locator): Promise<string[]> {
  return host.evaluate((el) => {
    const out: string[] = [];
    const name = (n: Element) => `${n.localName}${n.getAttribute('part') ? `[part="${n.getAttribute('part')}"]` : ''} "${(n.textContent ?? '').trim().slice(0, 30)}"`;
    const edge = el.getBoundingClientRect();
    const box = el.parentElement!.getBoundingClientRect();
    if (edge.left < box.left - 0.5 || edge.right > box.right + 0.5) out.push(`the element (${edge.left}–${edge.right}) outside its container (${box.left}–${box.right})`);
    if (edge.right > document.documentElement.clientWidth + 0.5) out.push(`the element ends at ${edge.right}, past the window (${document.documentElement.clientWidth})`);
    const scrolls = (n: Element) => ['auto', 'scroll'].includes(getComputedStyle(n).overflowX);
    /** Inside a box that scrolls sideways by design (the settings' section bar). */
    const scrolled = (n: Element) => {
      for (let p = n.parentElement; p; p = p.parentElement) if (scrolls(p)) return true;
      return false;
    };
    for (const n of el.shadowRoot!.querySelectorAll('*')) {
      if (n.getClientRects().length === 0 || n.closest('dialog:not([open])')) continue;
      const style = getComputedStyle(n);
      if (style.visibility === 'hidden') continue;
      const r = n.getBoundingClientRect();
      if (r.width <= 1) continue; // visually hidden text
      if (!scrolled(n) && (r.left < edge.left - 0.5 || r.right > edge.right + 0.5)) out.push(`${name(n)} (${Math.round(r.left)}–${Math.round(r.right)}) sticks out of the element (${edge.left}–${edge.right})`);
      const html = n as HTMLElement;
      if (!scrolls(n) && html.clientWidth > 0 && html.scrollWidth > html.clientWidth + 1) out.push(`${name(n)} is cut: content ${html.scrollWidth}px in ${html.clientWidth}px`);
    }
    return out;
  });
}

/** The text of `el` sits on one line. */
function oneLine(el: Locator): Promise<boolean> {
  return el.evaluate((n) => {
    const range = document.createRange();
    range.selectNodeContents(n);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size === 1;
  });
}

async function expectFits(host: Locator): Promise<void> {
  expect(await misfits(host)).toEqual([]);
  const page = host.page();
  // The partner's page itself does not scroll sideways because of the element.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

/** The email step, then the password step for `email`: both fit, the email is whole and "Use another email" one line. */
async function expectSignInFits(page: Page, signin: Locator, width: number, email = ELENA): Promise<void> {
  await expect(signin.locator('input[name="email"]')).toBeVisible();
  await expectFits(signin);
  if (width === 375 || width === 1280) await expectNoAxeViolations(page);
  await signin.locator('input[name="email"]').fill(email);
  await signin.locator('button[type="submit"]').click();
  // For password managers: the username in the password's form.
  await expect(signin.locator('form:has(input[name="password"]) input[name="email"][autocomplete="username"]')).toHaveValue(email);
  await expect(signin.locator('input[name="password"]')).toBeVisible();
  await expectFits(signin);
  const shown = signin.locator('p[part="field"]');
  await expect(shown).toContainText(email);
  expect(await shown.evaluate((n) => {
    const text = document.createRange();
    text.selectNodeContents(n);
    const box = n.getBoundingClientRect();
    return [...text.getClientRects()].every((r) => r.left >= box.left - 0.5 && r.right <= box.right + 0.5);
  }), `"${email}" shown whole`).toBe(true);
  const another = signin.getByRole('button', { name: 'Use another email' });
  expect(await oneLine(another), '"Use another email" on one line').toBe(true);
  expect(await oneLine(signin.getByRole('button', { name: 'I forgot my password' }))).toBe(true);
  if (width === 375 || width === 1280) await expectNoAxeViolations(page);
}

/** Columns of the signed-out frame. */
function columns(host: Locator): Promise<number> {
  return host.locator('[part~="container"]').first().evaluate((n) => getComputedStyle(n).gridTemplateColumns.split(' ').length);
}

test.describe('elements fit the box a partner gives them', () => {
  test.use({ locale: 'en-US', failOnConsoleErrors: true });

  for (const width of WIDTHS) {
    test(`sign-in in a 360 px sidebar, window ${width} px, a long email shown whole on the password step`, async ({ page, request }) => {
      // About 90 characters: the password step wraps it (an input there cut it on a phone).
      const long = await createAccount(request, 'a.very.long.name.for.testing.at.some-long-company-domain');
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${DEMO}/sidebar.html`);
      const signin = page.locator('accounts-signin');
      await expect(signin.locator('input[name="email"]')).toBeVisible();
      // Its own width decides: one column, the phone layout, on every window.
      expect(await columns(signin)).toBe(1);
      const side = await page.locator('.sidebar').evaluate((n) => n.getBoundingClientRect().width);
      if (width > 800) expect(side).toBe(360);
      await expectSignInFits(page, signin, width, long);
    });

    test(`sign-in in a <dialog>, window ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${DEMO}/dialog.html`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      const dialog = page.locator('dialog[open]');
      const signin = dialog.locator('accounts-signin');
      await expect(signin.locator('input[name="email"]')).toBeVisible();
      expect(await columns(signin)).toBe(1);
      await expectSignInFits(page, signin, width);
      // The dialog shows all of the element's width: it does not scroll sideways.
      expect(await dialog.evaluate((n) => n.scrollWidth <= n.clientWidth)).toBe(true);
    });
  }

  // A narrower sidebar than the demo's: the card's padding shrinks with the element, so a usual
  // email stays whole on the password step and in the forgot-password form.
  for (const side of [280, 320]) {
    test(`sign-in in a ${side} px sidebar, window 1280 px`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${DEMO}/sidebar.html`);
      await page.locator('.with-sidebar').evaluate((n, w) => { (n as HTMLElement).style.gridTemplateColumns = `minmax(0, 1fr) ${w}px`; }, side);
      const signin = page.locator('accounts-signin');
      await expectSignInFits(page, signin, 1280);
      expect(await page.locator('.sidebar').evaluate((n) => n.getBoundingClientRect().width)).toBe(side);
      await signin.getByRole('button', { name: 'I forgot my password' }).click();
      await expect(signin.locator('input[name="email"]')).toHaveValue(ELENA);
      await expectFits(signin);
    });
  }

  test('sign-up in a 280 px sidebar: the email step\'s sentence breaks a long email instead of pushing the card out', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${DEMO}/sidebar.html?element=signup`);
    await page.locator('.with-sidebar').evaluate((n) => { (n as HTMLElement).style.gridTemplateColumns = 'minmax(0, 1fr) 280px'; });
    const signup = page.locator('accounts-signup');
    // No hyphen: nowhere for the line to break but the card's rule.
    const email = unique('fitsignup').replaceAll('-', '');
    await signup.locator('input[name="name"]').fill('Ele Mento');
    await signup.locator('input[name="email"]').fill(email);
    await signup.locator('input[name="confirm_email"]').fill(email);
    await signup.locator('input[name="password"]').fill('abc123');
    await signup.getByRole('button', { name: 'Create account', exact: true }).click();
    await expect(signup.getByText(email)).toBeVisible();
    await expectFits(signup);
  });

  test('sign-up in a <dialog> on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${DEMO}/dialog.html?element=signup`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const signup = page.locator('dialog[open] accounts-signup');
    await expect(signup.locator('input[name="confirm_email"]')).toBeVisible();
    await expectFits(signup);
  });

  test('the portal at full width keeps its two columns; 448 px beside it is one', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/signin/');
    expect(await columns(page.locator('accounts-portal'))).toBe(2);
    // The plain demo: a 448 px column on a 1280 px window (the case the issue found squeezed).
    await page.goto(`${DEMO}/`);
    const signin = page.locator('accounts-signin');
    await expect(signin.locator('input[name="email"]')).toBeVisible();
    expect(await columns(signin)).toBe(1);
    await expectSignInFits(page, signin, 1280);
  });

  test('hub and settings in the sidebar of a wide window take their phone layouts', async ({ page, request }) => {
    const email = await verifiedAccount(request, 'fit');
    await signIn(page, email);
    await expect(page).toHaveURL(HOME);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${DEMO}/sidebar.html?element=hub`);
      const hub = page.locator('accounts-hub');
      await expect(hub.locator('[part~="panel-courses"]')).toBeVisible();
      // "On desktop courses is open by default" (spec §2): in a sidebar it is a phone's hub.
      await expect(hub.locator('#panel-courses-button')).toHaveAttribute('aria-expanded', 'false');
      await expectFits(hub);

      await page.goto(`${DEMO}/sidebar.html?element=settings`);
      const settings = page.locator('accounts-settings');
      await expect(settings.locator('[part~="section"] h1')).toBeVisible();
      await expect(settings.locator('[part="mobile-nav"]')).toBeVisible();
      await expect(settings.locator('[part="side-nav"]')).toBeHidden();
      // The bottom bar keeps to the element's bottom edge, not across the partner's page.
      const bar = await settings.locator('[part="bottom-bar"]').evaluate((n) => {
        const r = n.getBoundingClientRect();
        const host = (n.getRootNode() as ShadowRoot).host.getBoundingClientRect();
        return { inside: r.left >= host.left - 0.5 && r.right <= host.right + 0.5, position: getComputedStyle(n).position };
      });
      expect(bar).toEqual({ inside: true, position: 'sticky' });
      await expectFits(settings);
      await expectNoAxeViolations(page);
    }
  });
});
