// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $config, applyElementConfig, configure, cookieAttributes, defaultConfig, originAllowed, SANDBOX_LOOPBACK } from './config';

describe('element config (api-base, portal-url)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names the refused value itself in the warning, not its origin', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const before = $config.get().portalUrl;
    applyElementConfig({ portalUrl: 'javascript:alert(1)', apiBase: 'https://evil.test/api' });
    expect($config.get().portalUrl).toBe(before);
    expect(warn).toHaveBeenCalledWith('[accounts] ignored portal-url not on the allow-list: "javascript:alert(1)"');
    expect(warn).toHaveBeenCalledWith('[accounts] ignored api-base not on the allow-list: "https://evil.test/api"');
  });
});

describe('loopback origins: any port in a sandbox build, none in a production build', () => {
  afterEach(() => vi.restoreAllMocks());
  const loopback = ['http://127.0.0.1:5199', 'http://localhost:3000', 'http://[::1]:8080', 'http://127.0.0.1'];
  const notLoopback = ['https://127.0.0.1:5199', 'http://127.0.0.2:80', 'http://localhost.evil.test', 'http://evil.test', 'http://127.0.0.1.nip.io:80'];

  it('the sandbox (tests are sandbox builds) accepts every loopback origin, and nothing else off the list', () => {
    expect(SANDBOX_LOOPBACK).not.toBeNull();
    for (const o of loopback) expect(originAllowed(o, []), o).toBe(true);
    for (const o of notLoopback) expect(originAllowed(o, []), o).toBe(false);
  });

  it('a production build has no loopback pattern: only listed origins pass', () => {
    for (const o of loopback) expect(originAllowed(o, [], null), o).toBe(false);
    expect(originAllowed('https://talks.lingora.example', ['https://talks.lingora.example'], null)).toBe(true);
  });

  it("api-base and portal-url on a developer's own port are taken in the sandbox", () => {
    const before = $config.get();
    try {
      applyElementConfig({ apiBase: 'http://localhost:8899/', portalUrl: 'http://127.0.0.1:5199/x' });
      expect($config.get().apiBase).toBe('http://localhost:8899');
      expect($config.get().portalUrl).toBe('http://127.0.0.1:5199');
    } finally {
      $config.set(before);
    }
  });

  it('the product has no sandbox value of its own: every URL comes from the build settings', () => {
    const c = defaultConfig;
    expect(c.apiBase).toBe(__ACCOUNTS_SETTINGS__.apiBase);
    expect(c.academyUrl).toBe(__ACCOUNTS_SETTINGS__.academyUrl);
    expect(c.allowedApiOrigins).toEqual([new URL(c.apiBase).origin]);
    expect(c.refreshPath).toBe('/auth/refresh/');
  });
});

describe('cookie attributes (spec §9)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    configure({ cookieDomain: undefined });
  });

  it('on https: Secure, lax, path /, the company domain, the lifetime given', () => {
    vi.spyOn(location, 'protocol', 'get').mockReturnValue('https:');
    vi.spyOn(location, 'hostname', 'get').mockReturnValue('accounts.lingora.example');
    expect(cookieAttributes(30)).toEqual({ expires: 30, sameSite: 'lax', secure: true, path: '/', domain: 'lingora.example' });
  });

  it('on http: the same without Secure, which WebKit would drop the cookie for', () => {
    vi.spyOn(location, 'protocol', 'get').mockReturnValue('http:');
    vi.spyOn(location, 'hostname', 'get').mockReturnValue('127.0.0.1');
    const at = new Date('2026-01-01T00:00:00Z');
    expect(cookieAttributes(at)).toEqual({ expires: at, sameSite: 'lax', secure: false, path: '/' });
    configure({ cookieDomain: 'lingora.example' });
    expect(cookieAttributes(1)).toEqual({ expires: 1, sameSite: 'lax', secure: false, path: '/', domain: 'lingora.example' });
  });
});
