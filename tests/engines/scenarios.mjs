// The engine smoke's scenarios, written once for every driver (drivers.mjs): what a student does
// on an iPhone (WebKit) or in desktop Firefox, against the built portal and the reference API.
// Accounts are made fresh through the sandbox API: a sign-out ends every session of its user.

const TIMEOUT = 10_000;
const PASSWORD = 'senha123';

// ── in the page (serialized: each function stands alone) ────────────────────────────────────

/**
 * The first element matching `css` (and whose text is `text`, or contains it when `partly`) in
 * the document or any open shadow root, that is rendered; scrolled into view, its centre returned.
 */
function locateInPage(css, text, partly, scroll = true) {
  const roots = [document];
  while (roots.length > 0) {
    const root = roots.shift();
    for (const el of root.querySelectorAll(css)) {
      const own = el.textContent.trim();
      if (text !== null && (partly ? !own.includes(text) : own !== text)) continue;
      if (el.getClientRects().length === 0) continue;
      if (scroll) el.scrollIntoView({ block: 'center', inline: 'center' });
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2, text: el.textContent.trim() };
    }
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
  }
  return null;
}

/** Select what the focused control holds (through shadow roots), so typing replaces it. */
function selectFocusedInPage() {
  let el = document.activeElement;
  while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
  if (el && typeof el.select === 'function') el.select();
  return el ? el.localName : null;
}

/** Resolves after two frames: what the page does in reply to a scroll has been laid out. */
function twoFramesInPage() {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true))));
}

function cookieNamesInPage() {
  return document.cookie.split('; ').filter(Boolean).map((c) => c.split('=')[0]);
}

function accessTokenInPage() {
  const pair = document.cookie.split('; ').find((c) => c.startsWith('access_token='));
  return pair ? decodeURIComponent(pair.slice('access_token='.length)) : null;
}

function clearStorageInPage() {
  localStorage.clear();
  sessionStorage.clear();
}

// ── steps ───────────────────────────────────────────────────────────────────────────────────

async function poll(what, fn, timeout = TIMEOUT) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    last = await fn();
    if (last) return last;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const describe = (css, text) => (text ? `${css} "${text}"` : css);

/**
 * The element, scrolled into view, and its centre once it stays put for two frames: the page may
 * still move after the scroll. Firefox scrolls the caret of the field typed into back into view
 * at the frame after the last key, undoing a scroll made before it (settings' Save at 375 px came
 * back 24 px lower, and the pointer met the form around it). No script of ours moves it, and
 * overflow-anchor does not stop it; a person's tap comes frames after the typing, so only this
 * driver, acting within a frame, meets it.
 */
export async function find(page, css, text = null, { partly = false, timeout = TIMEOUT } = {}) {
  let at = await poll(describe(css, text), () => page.evaluate(locateInPage, css, text, partly), timeout);
  for (let i = 0; i < 10; i++) {
    await page.evaluate(twoFramesInPage);
    const now = await page.evaluate(locateInPage, css, text, partly, false);
    if (now && Math.abs(now.x - at.x) < 1 && Math.abs(now.y - at.y) < 1) return now;
    at = now ?? (await poll(describe(css, text), () => page.evaluate(locateInPage, css, text, partly)));
  }
  return at;
}

export async function click(page, css, text = null) {
  const at = await find(page, css, text);
  await page.click(at.x, at.y);
}

/** Click the control, select what it holds, type `value` with real keys. */
export async function fill(page, css, value) {
  await click(page, css);
  await page.evaluate(selectFocusedInPage);
  await page.type(value);
}

export async function waitForUrl(page, test, what) {
  await poll(`the URL ${what}`, async () => test(await page.url()));
}

// ── the sandbox API ─────────────────────────────────────────────────────────────────────────

async function api(base, method, path, { json, form, token } = {}) {
  const headers = {};
  if (json) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${base}${path}`, { method, headers, body: json ? JSON.stringify(json) : form });
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

/** The newest code of `purpose` the API sent to `to` (its sandbox outbox). */
export function codeFor(base, to, purpose) {
  return poll(`a ${purpose} code for ${to}`, async () => {
    const list = await api(base, 'GET', `/__dev/outbox?to=${encodeURIComponent(to)}`);
    return list.find((m) => !purpose || m.purpose === purpose)?.code ?? null;
  });
}

let serial = 0;
const freshEmail = (prefix) => `${prefix}-${Date.now()}-${++serial}@example.com`;

/** An active account with its email verified and a gender (so the profile form can save). */
async function verifiedAccount(base, prefix) {
  const email = freshEmail(prefix);
  await api(base, 'POST', '/users/create-account/', { json: { name: 'Smoke Student', email, confirm_email: email, password: PASSWORD, source: 'ACCOUNT' } });
  const { session } = await api(base, 'POST', '/auth/sign-in/', { json: { email, password: PASSWORD } });
  const token = session.access_token;
  await api(base, 'PUT', '/users/me/verify/email/', { json: { code: await codeFor(base, email, 'VERIFY_EMAIL') }, token });
  const form = new FormData();
  form.set('gender', 'FEMALE');
  await api(base, 'PATCH', '/users/me/', { form, token });
  return email;
}

/** Leave no session behind on the current origin (cookies of the host, this origin's storage). */
async function reset(page) {
  await page.clearCookies();
  await page.evaluate(clearStorageInPage);
}

// ── scenarios ───────────────────────────────────────────────────────────────────────────────

async function signIn(page, email) {
  await fill(page, 'input[name="email"]', email);
  await page.press('Enter');
  await find(page, 'input[name="password"]');
  await fill(page, 'input[name="password"]', PASSWORD);
  await page.press('Enter');
}

/** Hosted portal: sign-in → hub → save the profile's name → sign-out (all through the screens). */
async function hostedSession({ page, urls, width }) {
  const email = await verifiedAccount(urls.api, 'smoke-hosted');
  await page.goto(`${urls.portal}/signin/`);
  await signIn(page, email);
  await waitForUrl(page, (u) => u === `${urls.portal}/`, 'of the hub');
  await find(page, '[part~="panel"]');

  await click(page, '[part~="avatar"]');
  await click(page, '[role="menuitem"]', 'Profile');
  await waitForUrl(page, (u) => u.endsWith('/profile'), 'of the profile');
  const name = `Smoke ${page.engine} ${width}`;
  await fill(page, 'input[name="name"]', name);
  await click(page, 'button[type="submit"]', 'Save changes');
  await find(page, '[part~="alert-success"]', 'Changes saved!', { partly: true });
  const token = await page.evaluate(accessTokenInPage);
  const me = await api(urls.api, 'GET', '/users/me/', { token });
  if (me.name !== name) throw new Error(`the API has the name ${JSON.stringify(me.name)}, not ${JSON.stringify(name)}`);

  await click(page, '[part~="avatar"]');
  await click(page, '[role="menuitem"]', 'Sign out');
  await waitForUrl(page, (u) => u.startsWith(`${urls.portal}/signin/`), 'of sign-in');
  await find(page, 'input[name="email"]');
  const left = (await page.evaluate(cookieNamesInPage)).filter((n) => /token|user_email/.test(n));
  if (left.length > 0) throw new Error(`signed out, yet the page still has ${left.join(', ')}`);
}

/** Partner demo page: sign-in inside <accounts-signin>; the talks product's callback takes over. */
async function partnerSignIn({ page, urls }) {
  const email = await verifiedAccount(urls.api, 'smoke-partner');
  await page.goto(`${urls.demo}/`);
  await find(page, '#embed-status', 'The accounts element is ready.');
  await signIn(page, email);
  // The sandbox's talks site (wherever the API puts it) is not under test: only that it was reached.
  await waitForUrl(page, (u) => u.includes('/__dev/sites/talks/callback'), "of the talks product's callback");
  // The session the element wrote on the demo's host, read on the API's (same host: cookies ignore ports).
  await page.goto(`${urls.api}/languages/`);
  const names = await page.cookieNames();
  if (!names.includes('access_token')) throw new Error(`no access_token cookie after sign-in (cookies: ${names.join(', ') || 'none'})`);
  await reset(page);
}

/**
 * Partner page, network off before the element's first use: the Continue pressed then says it
 * waits, and carries on to the password step once back online. Firefox keeps a module import
 * that failed offline failed for good: the page-setup the submit waits for must not be fetched
 * offline (embed/accounts.ts), or Continue stayed dead online.
 */
async function partnerOfflineFirstUse({ page, urls }) {
  const email = await verifiedAccount(urls.api, 'smoke-offline');
  await page.goto(`${urls.demo}/`);
  await find(page, '#embed-status', 'The accounts element is ready.');
  await page.setOffline(true);
  try {
    await fill(page, 'input[name="email"]', email);
    await page.press('Enter');
    await find(page, '[part~="network-wait"]', "You're offline.", { partly: true });
  } finally {
    await page.setOffline(false);
  }
  // Back online, the held submit loads page-setup and the flow's chunks (none came offline), then
  // asks the API: once 11 s on a server compressing each chunk for the first time, WebKit beside.
  await find(page, 'input[name="password"]', null, { timeout: 30_000 });
  await reset(page);
}

/** Sign-up: the form, then the email code read from the dev outbox, typed into the code step. */
async function signUpCode({ page, urls }) {
  const email = freshEmail('smoke-signup');
  await page.goto(`${urls.portal}/signup/`);
  await fill(page, 'input[name="name"]', 'Smoke Student');
  await fill(page, 'input[name="email"]', email);
  await fill(page, 'input[name="confirm_email"]', email);
  await fill(page, 'input[name="password"]', 'abc123');
  await click(page, 'button[type="submit"]', 'Create account');
  await waitForUrl(page, (u) => u.endsWith('/signup/validate-email'), 'of the email code step');
  await click(page, '[part~="code-box"]');
  await page.type(await codeFor(urls.api, email, 'VERIFY_EMAIL'));
  await click(page, 'button', 'Continue');
  await waitForUrl(page, (u) => u.endsWith('/signup/validate-phone'), 'of the phone step');
  await find(page, 'h1', 'Add your phone');
  await reset(page);
}

export const SCENARIOS = [
  { name: 'hosted: sign-in → hub → settings save → sign-out', run: hostedSession },
  { name: 'partner page: sign-in inside <accounts-signin>', run: partnerSignIn },
  { name: 'sign-up: the email code step', run: signUpCode },
  // WebKit's WebDriver cannot take the network away.
  { name: 'partner page: offline at the first use, Continue carries on online', run: partnerOfflineFirstUse, engines: ['firefox'] },
];
