import { afterEach, describe, expect, it, vi } from 'vitest';
import { $config, applyElementConfig, configure, cookieAttributes } from './config';

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
