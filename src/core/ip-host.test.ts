import { afterEach, describe, expect, test, vi } from 'vitest';
import { $config, defaultConfig } from './config';
import { isIpHost, passkeysPossible } from './ip-host';

const at = (page: string, portal: string, webauthn = true) => {
  vi.stubGlobal('location', { hostname: page });
  vi.stubGlobal('PublicKeyCredential', webauthn ? function PublicKeyCredential() {} : undefined);
  $config.set({ ...defaultConfig, portalUrl: portal });
};

afterEach(() => {
  vi.unstubAllGlobals();
  $config.set(defaultConfig);
});

describe('isIpHost', () => {
  test('IPv4 and IPv6 addresses are, names are not', () => {
    expect(isIpHost('127.0.0.1')).toBe(true);
    expect(isIpHost('[::1]')).toBe(true);
    expect(isIpHost('::1')).toBe(true);
    expect(isIpHost('accounts.lingora.example')).toBe(false);
    expect(isIpHost('localhost')).toBe(false);
  });
});

describe('passkeysPossible (whether the sign-in screen fetches its extensions)', () => {
  test('no: a page and a portal both on IP addresses (passkeyPlace is none in every page mode)', () => {
    at('127.0.0.1', 'http://127.0.0.1:5173');
    expect(passkeysPossible()).toBe(false);
  });
  test('no: a browser without WebAuthn', () => {
    at('partner.example', 'https://accounts.lingora.example', false);
    expect(passkeysPossible()).toBe(false);
  });
  test('yes: a named page (same-site or the portal itself) or a named portal (a cross-site hand-off)', () => {
    at('partner.example', 'http://127.0.0.1:5173');
    expect(passkeysPossible()).toBe(true);
    at('127.0.0.1', 'https://accounts.lingora.example');
    expect(passkeysPossible()).toBe(true);
  });
});
