// The cookies the portal keeps, read back from the engine's own cookie jar (attributes included):
// on an http page they must not carry Secure (WebKit drops such cookies, so sign-in on the
// http sandbox was impossible in Safari), on https they must; spec §9's lax, path /, domain and
// lifetimes hold in both. Runs in Chromium, Firefox and WebKit.
import Cookies from 'js-cookie';
import { COOKIE, readTokens, removeCookie } from './session.ts';
import { emailFromIdToken } from './session-store.ts';
import { LOCALE_COOKIE } from './i18n.ts';
import { assert, deepEqual, equal } from '../../tests/browser/support/assert.ts';
import { httpsPageCookies, jarCookies, type JarCookie } from '../../tests/browser/support/cookies.ts';
import { ACCESS_SECONDS, writePortalCookies } from '../../tests/browser/support/portal-cookies.ts';

const DAY = 24 * 3600;
const LIFETIMES: Record<string, number> = {
  [COOKIE.access]: ACCESS_SECONDS,
  [COOKIE.refresh]: 30 * DAY,
  [COOKIE.email]: 30 * DAY,
  [LOCALE_COOKIE]: 365 * DAY,
};

function expectPortalCookies(jar: JarCookie[], secure: boolean): void {
  const now = Date.now() / 1000;
  for (const [name, lifetime] of Object.entries(LIFETIMES)) {
    const cookie = jar.find((c) => c.name === name);
    assert(cookie, `${name} is kept (jar: ${jar.map((c) => c.name).join(', ') || 'empty'})`);
    equal(cookie.secure, secure, `${name} Secure`);
    equal(cookie.sameSite?.toLowerCase(), 'lax', `${name} SameSite`);
    equal(cookie.path, '/', `${name} path`);
    // localhost has no parent domain: a host-only cookie (spec §9's parent domain where there is one).
    equal(cookie.domain.replace(/^\./, ''), location.hostname, `${name} domain`);
    assert(Math.abs(cookie.expires - (now + lifetime)) < 120, `${name} lives ${lifetime} s, expires in ${Math.round(cookie.expires - now)} s`);
  }
}

afterEach(() => {
  for (const name of Object.keys(LIFETIMES)) removeCookie(name);
  Cookies.remove(LOCALE_COOKIE, { path: '/' });
});

describe('the portal cookies in this engine', () => {
  it('on an http page: kept without Secure, so the session reads back; lax, path /, lifetimes', async () => {
    equal(location.protocol, 'http:');
    await writePortalCookies();
    deepEqual(readTokens(), { access: 'acc-1', refresh: 'ref-1', email: 'ana@example.com' });
    equal(Cookies.get(LOCALE_COOKIE), 'en');
    expectPortalCookies(await jarCookies(), false);
  });

  it('on an https page: Secure, with the same lax, path / and lifetimes', async function () {
    (this as { timeout(ms: number): void }).timeout(20_000); // a second tab, loading the modules afresh
    expectPortalCookies(await httpsPageCookies('/tests/browser/support/portal-cookies.page.ts'), true);
  });
});

// The id token's payload is base64url without padding; this engine's atob takes it as it is.
it('the email of an id token, whatever padding its payload lacks', () => {
  for (const email of ['a@b.co', 'ab@b.co', 'abc@b.co', 'abcd@b.co', 'ação@exemplo.com.br']) {
    const json = new TextEncoder().encode(JSON.stringify({ email }));
    const payload = btoa(String.fromCharCode(...json)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    equal(emailFromIdToken(`h.${payload}.s`), email, `payload of ${payload.length % 4} mod 4`);
  }
});
