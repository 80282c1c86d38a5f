// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest';
import { defaultConfig, isSameSiteHost, portalCookieDomain, type Config } from './config';
import { cookiesWork, detectEmbedMode } from './embed-mode';

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
