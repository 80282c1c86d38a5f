// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isLoopbackUrl, portalConfig, productionExample, resolveSettings, sandboxEnv, SETTINGS, SettingsError } from './build-settings.mjs';
import { PORTAL_ROUTES, siteOrigins } from './site-headers.mjs';
import { ROUTES } from '../src/core/routes';

const required = SETTINGS.filter((s) => s.required).map((s) => s.env);
/** The example production settings, only the required ones (the rest at their defaults). */
const requiredExample = () => Object.fromEntries(Object.entries(productionExample()).filter(([k]) => k === 'ACCOUNTS_BUILD' || required.includes(k)));
const message = (env: Record<string, string | undefined>): string => {
  try {
    resolveSettings(env);
  } catch (e) {
    if (e instanceof SettingsError) return e.message;
    throw e;
  }
  throw new Error('no SettingsError');
};

describe('build settings: production', () => {
  it('stops with one message naming every missing variable, with an example each', () => {
    const text = message({ ACCOUNTS_BUILD: 'production', ACCOUNTS_API_URL: 'https://api.lingora.example' });
    for (const name of required.filter((n) => n !== 'ACCOUNTS_API_URL')) expect(text).toContain(name);
    expect(text).not.toMatch(/ACCOUNTS_API_URL\s/);
    expect(text).toContain('e.g. https://academy.lingora.example/');
    expect(text).toContain('Nothing was built');
    expect(text).toContain('README.md');
  });

  it('takes no sandbox fallback: the example settings alone make a build, each as given', () => {
    const { kind, settings } = resolveSettings(productionExample());
    expect(kind).toBe('production');
    expect(settings).toMatchObject({
      apiBase: 'https://api.lingora.example',
      portalUrl: 'https://accounts.lingora.example',
      academyUrl: 'https://academy.lingora.example/',
      statesUrl: 'https://servicodados.ibge.gov.br/api/v1/localidades/estados',
      postalCodeUrl: 'https://viacep.com.br/ws/{cep}/json/',
      refreshPath: '/auth/refresh/',
      allowedOrigins: ['https://talks.lingora.example', 'https://www.partner.example'],
    });
    expect(JSON.stringify(settings)).not.toMatch(/__dev|__ext|127\.0\.0\.1|localhost/);
  });

  it('defaults to real things: IBGE, ViaCEP, no pictures (name and drawn panel) and the shipped country list', () => {
    const { settings } = resolveSettings(requiredExample());
    expect(settings).toMatchObject({ company: 'Lingora', countriesUrl: null, defaultLogo: null, defaultBackgroundImage: null, sentryDsn: null, allowedOrigins: [] });
    expect(siteOrigins(settings).connect).toEqual(['https://api.lingora.example', 'https://servicodados.ibge.gov.br', 'https://viacep.com.br']);
  });

  it('refuses values that name this machine, and malformed ones, in the same message', () => {
    const text = message({
      ...productionExample(),
      ACCOUNTS_API_URL: 'http://127.0.0.1:8787',
      ACCOUNTS_TALKS_URL: 'http://localhost:5174/talks/',
      ACCOUNTS_CEP_URL: 'https://viacep.com.br/ws/',
      ACCOUNTS_REFRESH_PATH: 'auth/refresh',
      ACCOUNTS_HELP_URL: 'javascript:alert(1)',
      ACCOUNTS_ACADEMY_URL: undefined,
    });
    expect(text).toContain('ACCOUNTS_ACADEMY_URL');
    expect(text).toContain('ACCOUNTS_API_URL=http://127.0.0.1:8787: names this machine');
    expect(text).toContain('ACCOUNTS_TALKS_URL=http://localhost:5174/talks/: names this machine');
    expect(text).toContain('ACCOUNTS_CEP_URL=https://viacep.com.br/ws/: has no {cep} placeholder');
    expect(text).toContain('ACCOUNTS_REFRESH_PATH=auth/refresh: not an absolute path');
    expect(text).toContain('ACCOUNTS_HELP_URL=javascript:alert(1): not an http(s) URL');
  });

  it('reads ACCOUNTS_DEFAULT_LOGO=none as "no logo", and refuses an unknown build kind', () => {
    expect(resolveSettings({ ...productionExample(), ACCOUNTS_DEFAULT_LOGO: 'none' }).settings.defaultLogo).toBe('none');
    expect(message({ ACCOUNTS_BUILD: 'staging' })).toContain('ACCOUNTS_BUILD=staging: use sandbox or production');
  });
});

describe("the portal's config, worked out at build time", () => {
  it('derives the allow-lists, and leaves out what is unset (no default pictures then)', () => {
    const config = portalConfig(resolveSettings({ ...requiredExample(), ACCOUNTS_API_URL: 'https://api.lingora.example/v2', ACCOUNTS_ALLOWED_ORIGINS: 'https://talks.lingora.example/x' }).settings);
    expect(config).toMatchObject({
      apiBase: 'https://api.lingora.example/v2',
      allowedOrigins: ['https://accounts.lingora.example', 'https://api.lingora.example', 'https://talks.lingora.example'],
      allowedApiOrigins: ['https://api.lingora.example'],
      countriesUrl: null,
    });
    for (const key of ['defaultLogo', 'defaultBackgroundImage', 'cookieDomain', 'sentryDsn']) expect(config, key).not.toHaveProperty(key);
    expect(portalConfig(resolveSettings({ ...productionExample(), ACCOUNTS_DEFAULT_LOGO: 'none' }).settings).defaultLogo).toBeNull();
  });
});

describe('build settings: sandbox', () => {
  it('is the default kind, its unset variables the reference API stand-ins of its own port', () => {
    const { kind, settings } = resolveSettings({ ACCOUNTS_API_URL: 'http://127.0.0.1:8807' });
    expect(kind).toBe('sandbox');
    expect(settings).toMatchObject({
      apiBase: 'http://127.0.0.1:8807',
      talksUrl: 'http://127.0.0.1:8807/__dev/sites/talks/',
      countriesUrl: 'http://127.0.0.1:8807/__ext/countries/v3.1/all?fields=name,independent,cca2',
      postalCodeUrl: 'http://127.0.0.1:8807/__ext/viacep/ws/{cep}/json/',
    });
    expect(sandboxEnv('http://127.0.0.1:8807').ACCOUNTS_HELP_URL).toBe('http://127.0.0.1:8807/__dev/help/');
  });

  it('refuses a sandbox build for an API elsewhere: that is a deployment, and needs ACCOUNTS_BUILD=production', () => {
    expect(message({ ACCOUNTS_API_URL: 'https://api.example' })).toContain('set ACCOUNTS_BUILD=production to deploy');
  });

  it('knows loopback URLs', () => {
    for (const u of ['http://127.0.0.1:1', 'http://localhost/', 'http://[::1]:80', 'http://app.localhost']) expect(isLoopbackUrl(u), u).toBe(true);
    for (const u of ['https://api.example', 'http://127.0.0.1.example', 'nonsense']) expect(isLoopbackUrl(u), u).toBe(false);
  });
});

describe('documented', () => {
  it("README's configuration table lists every setting with its default, and no other", () => {
    const readme = readFileSync(join(import.meta.dirname, '../README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'));
    const rows = [...table.matchAll(/^\| `(ACCOUNTS_[A-Z_]+)` \| (.+?) \| (.+?) \| (.+?) \| (.+?) \|$/gm)].map((m) => ({ env: m[1], shown: m[2], example: m[4] }));
    expect(rows.map((r) => r.env).sort()).toEqual(['ACCOUNTS_BUILD', ...SETTINGS.map((s) => s.env)].sort());
    for (const s of SETTINGS) {
      const row = rows.find((r) => r.env === s.env)!;
      expect(row.shown, s.env).toBe(s.shown);
      expect(row.example, s.env).toBe(`\`${s.example}\``);
    }
  });

  it("the server's list of pages is the portal's route table", () => {
    expect([...PORTAL_ROUTES].sort()).toEqual(ROUTES.map((r) => r.path).sort());
  });
});
