// A developer's own page works with the sandbox (issue 20 item 4): the embedding guide's FIRST
// example, pasted as it is into a page served on another local port, signs in against the sandbox
// API, which accepts any loopback origin. The page is served here by a tiny static server on a port
// of this run's range (9050 + 100·slot); its only change is the sandbox's script address, which
// the guide itself tells the reader to use.
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { test, expect } from './support/fixtures.ts';
import { API, verifiedAccount } from './support/accounts.ts';

const PORTAL = process.env.ACCOUNTS_PORTAL_URL ?? 'http://127.0.0.1:5173';
const PORT = 9050 + 100 * Number(process.env.E2E_SLOT ?? 0);

/** The first ```html block of docs/embedding.md, with the sandbox's embed script address. */
function firstExample(): string {
  const guide = readFileSync('docs/embedding.md', 'utf8');
  const block = /```html\n([\s\S]*?)```/.exec(guide)?.[1];
  if (!block) throw new Error('docs/embedding.md has no html example');
  const sandboxScript = /In the sandbox the script is `([^`]+)`/.exec(guide)?.[1];
  expect(sandboxScript, 'the guide names the sandbox script').toBe('http://127.0.0.1:5173/embed/accounts.js');
  // Same address on this run's portal port (5173 + 10·slot).
  return block.replace('https://accounts.lingora.example/embed/accounts.js', `${PORTAL}/embed/accounts.js`);
}

let server: Server;
test.beforeAll(async () => {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>My page</title><link rel="icon" href="data:,"></head>
<body><h1>A developer's own page</h1>
${firstExample()}</body></html>`;
  server = createServer((req, res) => {
    if (req.url === '/' || req.url === '/index.html') res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
    else res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

// One page server for the file, on one port: its tests run in one worker, one after the other.
test.describe.configure({ mode: 'serial' });

test.describe('the embedding guide\'s first example on a local page', () => {
  // A CORS refusal shows as a console error ("blocked by CORS policy"): any console error fails.
  test.use({ locale: 'en-US', failOnConsoleErrors: true });

  test(`served at http://127.0.0.1:${PORT}/, it signs in against the sandbox API`, async ({ page, context, request }) => {
    const email = await verifiedAccount(request, 'local-page');
    // The talks callback page (on the API) is not under test.
    await context.route('**/__dev/sites/**/callback*', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>callback</title><link rel="icon" href="data:,">' }));
    const logged: string[] = [];
    page.on('console', (m) => { if (m.type() === 'log') logged.push(m.text()); });
    const fromPage = (r: { url(): string; headers(): Record<string, string> }) => r.url().startsWith(API) && r.headers()['origin'] === `http://127.0.0.1:${PORT}`;
    const apiCalls: string[] = [];
    page.on('requestfinished', (r) => { if (fromPage(r)) apiCalls.push(new URL(r.url()).pathname); });

    await page.goto(`http://127.0.0.1:${PORT}/`);
    const signin = page.locator('accounts-signin');
    await signin.locator('input[name="email"]').fill(email);
    await signin.locator('button[type="submit"]').click();
    await signin.locator('input[name="password"]').fill('senha123');
    await signin.locator('button[type="submit"]').click();

    await expect(page).toHaveURL(/\/__dev\/sites\/talks\/callback/);
    expect(logged).toContain(`signed in as ${email}`);
    expect(apiCalls).toContain('/auth/sign-in/');
    await expect(page.getByText('No connection to the server')).toHaveCount(0);
  });

  test(`served at http://localhost:${PORT}/ (another site), the element reaches the API and shows the product`, async ({ page }) => {
    const product = await page.request.get(`${API}/products/talks/`);
    const { brand_color: brand } = (await product.json()) as { brand_color: string };
    const rgb = `rgb(${brand.slice(1).match(/../g)!.map((h) => parseInt(h, 16)).join(', ')})`;
    await page.goto(`http://localhost:${PORT}/`);
    // The page's own script may call the API too: CORS lets it read the answer.
    expect(await page.evaluate((api) => fetch(`${api}/products/talks/`).then((r) => r.status), API)).toBe(200);
    await expect(page.locator('accounts-signin button[part~="primary-button"]')).toHaveCSS('background-color', rgb);
  });
});
