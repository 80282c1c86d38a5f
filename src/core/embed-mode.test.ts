import { describe, expect, test } from 'vitest';
import { $config, defaultConfig, type Config } from './config';
import { cookiesWork, detectEmbedMode, handoffUrl, isSameSiteHost, portalCookieDomain } from './embed-mode';

const cfg = (patch: Partial<Config>): Config => ({ ...defaultConfig, ...patch });

describe('portalCookieDomain', () => {
  test('is the configured cookie domain, without a leading dot', () => {
    expect(portalCookieDomain(cfg({ cookieDomain: '.Lingora.example' }))).toBe('lingora.example');
  });
  test("else the portal host's parent domain", () => {
    expect(portalCookieDomain(cfg({ portalUrl: 'https://accounts.lingora.example', cookieDomain: undefined }))).toBe('lingora.example');
  });
  test("under a country's second level, the company's domain, not the public suffix", () => {
    expect(portalCookieDomain(cfg({ portalUrl: 'https://accounts.lingora.com.br', cookieDomain: undefined }))).toBe('lingora.com.br');
    expect(portalCookieDomain(cfg({ portalUrl: 'https://lingora.com.br', cookieDomain: undefined }))).toBe('lingora.com.br');
    expect(portalCookieDomain(cfg({ portalUrl: 'https://id.lingora.co.uk', cookieDomain: undefined }))).toBe('lingora.co.uk');
    expect(portalCookieDomain(cfg({ portalUrl: 'https://a.b.lingora.com', cookieDomain: undefined }))).toBe('lingora.com');
    // So another .com.br site is not taken for the same site (it would sign in in place).
    expect(isSameSiteHost('www.parceiro.com.br', portalCookieDomain(cfg({ portalUrl: 'https://accounts.lingora.com.br', cookieDomain: undefined })))).toBe(false);
  });
  test('else the portal host itself (IPs and localhost get host-only cookies)', () => {
    expect(portalCookieDomain(cfg({ portalUrl: 'http://127.0.0.1:5173', cookieDomain: undefined }))).toBe('127.0.0.1');
    expect(portalCookieDomain(cfg({ portalUrl: 'http://localhost:5173', cookieDomain: undefined }))).toBe('localhost');
  });
  test('an unparsable portal url matches nothing', () => {
    expect(portalCookieDomain(cfg({ portalUrl: 'not a url', cookieDomain: undefined }))).toBe('');
    expect(isSameSiteHost('', '')).toBe(false);
  });
});

describe('isSameSiteHost', () => {
  test('the domain and its subdomains share the cookies', () => {
    expect(isSameSiteHost('lingora.example', 'lingora.example')).toBe(true);
    expect(isSameSiteHost('Talks.Lingora.example', 'lingora.example')).toBe(true);
  });
  test('look-alikes and other sites do not', () => {
    expect(isSameSiteHost('evil-lingora.example', 'lingora.example')).toBe(false);
    expect(isSameSiteHost('lingora.example.evil.test', 'lingora.example')).toBe(false);
    expect(isSameSiteHost('partner.test', 'lingora.example')).toBe(false);
  });
  test('cookies ignore ports: 127.0.0.1 is one site whatever the port, localhost is another', () => {
    const domain = portalCookieDomain(cfg({ portalUrl: 'http://127.0.0.1:5173', cookieDomain: undefined }));
    expect(isSameSiteHost(new URL('http://127.0.0.1:5174').hostname, domain)).toBe(true);
    expect(isSameSiteHost(new URL('http://localhost:5174').hostname, domain)).toBe(false);
  });
});

describe('detectEmbedMode', () => {
  const portal = cfg({ portalUrl: 'https://accounts.lingora.example', cookieDomain: undefined });
  test('same-site when the host matches and cookies work', () => {
    expect(detectEmbedMode('talks.lingora.example', portal, () => true)).toBe('same-site');
  });
  test('cross-site when cookies are blocked', () => {
    expect(detectEmbedMode('talks.lingora.example', portal, () => false)).toBe('cross-site');
  });
  test("cross-site on another domain, without probing the partner's cookies", () => {
    let probed = false;
    expect(detectEmbedMode('www.partner.test', portal, () => (probed = true))).toBe('cross-site');
    expect(probed).toBe(false);
  });
  test('the probe cookie is removed again', () => {
    expect(cookiesWork()).toBe(true);
    expect(document.cookie).not.toContain('accounts_probe');
  });
});

describe('handoffUrl', () => {
  const portal = cfg({ portalUrl: 'https://accounts.lingora.example', allowedOrigins: ['https://talks.lingora.example'] });
  const page = 'https://www.partner.test/talks/join?utm=1&token=secret#x';

  test('goes to /signin/ with the product, the page (origin and path only) as callback and the typed email', () => {
    const u = new URL(handoffUrl({ step: 'signin', product: 'Talks', email: ' ana@example.com ', pageUrl: page }, portal));
    expect(u.origin + u.pathname).toBe('https://accounts.lingora.example/signin/');
    expect(u.searchParams.get('product')).toBe('talks');
    expect(u.searchParams.get('callback_url')).toBe('https://www.partner.test/talks/join');
    expect(u.searchParams.get('email')).toBe('ana@example.com');
    expect(u.href).not.toContain('secret');
    expect(new URL(handoffUrl({ step: 'signin', locale: 'es', pageUrl: page }, portal)).searchParams.get('locale')).toBe('es');
    expect(new URL(handoffUrl({ step: 'signin', locale: 'fr', pageUrl: page }, portal)).searchParams.has('locale')).toBe(false);
    expect(u.searchParams.get('handoff')).toBe('email'); // the email step was submitted: the portal goes on
  });
  test('"Sign in with a passkey" on the email step: the portal opens the passkey dialog (no email sent)', () => {
    const u = new URL(handoffUrl({ step: 'signin', product: 'talks', email: 'ana@example.com', passkey: true, pageUrl: page }, portal));
    expect(u.pathname).toBe('/signin/');
    expect(u.searchParams.get('handoff')).toBe('passkey');
    expect(u.searchParams.has('email')).toBe(false);
    expect(new URL(handoffUrl({ step: 'signup', passkey: true, pageUrl: page }, portal)).searchParams.has('handoff')).toBe(false);
  });
  test('keeps the signed-out screen the user was on', () => {
    expect(new URL(handoffUrl({ step: 'signup', pageUrl: page }, portal)).pathname).toBe('/signup/');
    expect(new URL(handoffUrl({ step: 'signup', email: 'ana@example.com', pageUrl: page }, portal)).searchParams.has('handoff')).toBe(false);
    expect(new URL(handoffUrl({ step: 'signin', email: 'not-an-email', pageUrl: page }, portal)).searchParams.has('handoff')).toBe(false);
    expect(new URL(handoffUrl({ step: 'forgot', pageUrl: page }, portal)).pathname).toBe('/signin/forgot-password');
  });
  test('session-only, state-bound or unknown steps start at sign-in', () => {
    for (const step of ['hub', 'profile', 'forgotReset', 'validateEmail', 'nope', undefined]) {
      expect(new URL(handoffUrl({ step, pageUrl: page }, portal)).pathname).toBe('/signin/');
    }
  });
  test('an allowed callback-url wins; an unlisted or unsafe one falls back to the page', () => {
    expect(new URL(handoffUrl({ callbackUrl: 'https://talks.lingora.example/app', pageUrl: page }, portal)).searchParams.get('callback_url'))
      .toBe('https://talks.lingora.example/app');
    for (const bad of ['https://evil.test/', 'javascript:alert(1)', 'data:text/html,x']) {
      expect(new URL(handoffUrl({ callbackUrl: bad, pageUrl: page }, portal)).searchParams.get('callback_url'))
        .toBe('https://www.partner.test/talks/join');
    }
  });
  test('drops a bad product and anything that is not an email', () => {
    const u = new URL(handoffUrl({ product: '../x', email: 'not an email', pageUrl: page }, portal));
    expect(u.searchParams.has('product')).toBe(false);
    expect(u.searchParams.has('email')).toBe(false);
  });
  test('reads the config store by default', () => {
    expect(handoffUrl({ pageUrl: page }).startsWith($config.get().portalUrl)).toBe(true);
  });
});
