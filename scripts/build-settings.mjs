#!/usr/bin/env node
// The build's settings: the Accounts API and portal, and every URL outside the Accounts API the
// portal links to or fetches from, each an ACCOUNTS_* variable read at build time (README
// "Configuration" lists them; a unit test keeps the table and this list identical).
//
// Two kinds of build, chosen by ACCOUNTS_BUILD:
//   sandbox (default)  what `npm start` and the tests build: talks to the reference API on this
//                      machine. Unset variables get the sandbox's offline stand-ins (sandboxEnv
//                      below: the reference API's /__dev/ sites and /__ext/ services); any
//                      loopback origin is accepted for callback-url, portal-url and api-base.
//   production         a deployment. Every required variable must be set (one message names all
//                      that are missing, nothing is built), no value may name this machine, and
//                      nothing of the sandbox is in the output (`npm test` checks the files).
//
//   node scripts/build-settings.mjs --sandbox-env   prints `export ACCOUNTS_…=…` lines for a
//                                                   sandbox on $ACCOUNTS_API_URL / $ACCOUNTS_PORTAL_URL
//   node scripts/build-settings.mjs --example       the example production settings, same form
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

export const BUILD_KINDS = ['sandbox', 'production'];

export const SANDBOX_API_URL = 'http://127.0.0.1:8787';
export const SANDBOX_PORTAL_URL = 'http://127.0.0.1:5173';

/**
 * Every setting. `key`: the portal's config field (src/core/config.ts); `type`: how the value is
 * checked; `required`: a production build stops without it; `fallback`: the default in both kinds
 * (null: none) and `shown`: the default as README's table says it; `example`: a production value.
 */
export const SETTINGS = [
  { env: 'ACCOUNTS_API_URL', key: 'apiBase', type: 'url', required: true, shown: 'required', example: 'https://api.lingora.example', about: 'Accounts API base URL (its path, if any, is the base path of every call)' },
  { env: 'ACCOUNTS_PORTAL_URL', key: 'portalUrl', type: 'origin', required: true, shown: 'required', example: 'https://accounts.lingora.example', about: 'the hosted portal’s origin (elements on partner sites hand off to it)' },
  { env: 'ACCOUNTS_HELP_URL', key: 'helpCenterUrl', type: 'url', required: true, shown: 'required', example: 'https://help.lingora.example/hc/', about: 'help-centre base; `br`, `en` or `es` is appended' },
  { env: 'ACCOUNTS_ACADEMY_URL', key: 'academyUrl', type: 'url', required: true, shown: 'required', example: 'https://academy.lingora.example/', about: 'the academy (courses) site, opened from the hub' },
  { env: 'ACCOUNTS_ACADEMY_WAITLIST_URL', key: 'academyWaitlistUrl', type: 'url', required: true, shown: 'required', example: 'https://academy.lingora.example/waitlist/', about: 'the academy’s waiting list, opened from the hub for Spanish users' },
  { env: 'ACCOUNTS_MEMORIZATION_URL', key: 'memorizationUrl', type: 'url', required: true, shown: 'required', example: 'https://memhack.lingora.example/', about: 'the memorization product’s site' },
  { env: 'ACCOUNTS_TALKS_URL', key: 'talksUrl', type: 'url', required: true, shown: 'required', example: 'https://talks.lingora.example/', about: 'the talks site (`callback_url` is added)' },
  { env: 'ACCOUNTS_TALKS_TEACHER_URL', key: 'talksTeacherUrl', type: 'url', required: true, shown: 'required', example: 'https://talks.lingora.example/teacher/login/', about: 'the talks teacher login (sign-in’s “access as teacher”)' },
  { env: 'ACCOUNTS_COMPANY', key: 'company', type: 'text', fallback: 'Lingora', shown: '`Lingora`', example: 'Lingora', about: 'the company name the spec writes as `{product}`' },
  { env: 'ACCOUNTS_COOKIE_DOMAIN', key: 'cookieDomain', type: 'domain', fallback: null, shown: 'the portal host’s company domain (`accounts.lingora.example` → `lingora.example`, `accounts.lingora.com.br` → `lingora.com.br`)', example: 'lingora.example', about: 'domain of the session and `user_locale` cookies' },
  { env: 'ACCOUNTS_DEFAULT_LOGO', key: 'defaultLogo', type: 'image', fallback: null, shown: 'none: the product name, with its initial as a mark (`none` says the same)', example: 'https://cdn.lingora.example/brand/logo.svg', about: 'the default product’s logo' },
  { env: 'ACCOUNTS_DEFAULT_BACKGROUND', key: 'defaultBackgroundImage', type: 'image', fallback: null, shown: 'none: the panel is drawn in CSS, in the brand colour', example: 'https://cdn.lingora.example/brand/background.jpg', about: 'the side picture of the signed-out screens when the product has none' },
  { env: 'ACCOUNTS_COUNTRIES_URL', key: 'countriesUrl', type: 'url', fallback: null, shown: 'none: the shipped list of independent countries, named by the browser in the page’s language', example: 'https://countries.lingora.example/v3.1/all?fields=name,independent,cca2', about: 'a country list service answering REST Countries v3.1’s shape (`name.common`, `independent`, `cca2`)' },
  { env: 'ACCOUNTS_STATES_URL', key: 'statesUrl', type: 'url', fallback: 'https://servicodados.ibge.gov.br/api/v1/localidades/estados', shown: '`https://servicodados.ibge.gov.br/api/v1/localidades/estados` (IBGE)', example: 'https://servicodados.ibge.gov.br/api/v1/localidades/estados', about: 'the Brazilian states (IBGE’s shape: `sigla`, `nome`)' },
  { env: 'ACCOUNTS_CEP_URL', key: 'postalCodeUrl', type: 'cep', fallback: 'https://viacep.com.br/ws/{cep}/json/', shown: '`https://viacep.com.br/ws/{cep}/json/` (ViaCEP)', example: 'https://viacep.com.br/ws/{cep}/json/', about: 'the CEP lookup; `{cep}` is replaced by the 8 digits (ViaCEP’s shape)' },
  { env: 'ACCOUNTS_REFRESH_PATH', key: 'refreshPath', type: 'path', fallback: '/auth/refresh/', shown: '`/auth/refresh/`', example: '/auth/refresh/', about: 'the API’s refresh endpoint (spec §7 leaves its path open)' },
  { env: 'ACCOUNTS_SENTRY_DSN', key: 'sentryDsn', type: 'dsn', fallback: null, shown: 'unset', example: 'https://key@o1.ingest.sentry.io/1', about: 'error reporting; `@sentry/browser` is built in and loads only when set (traces 0.1)' },
  { env: 'ACCOUNTS_ALLOWED_ORIGINS', key: 'allowedOrigins', type: 'origins', fallback: [], shown: 'none: the portal’s and the API’s own origins only', example: 'https://talks.lingora.example,https://www.partner.example', about: 'extra origins callback urls and `portal-url` may point to (comma-separated)' },
];

/** The sandbox's stand-ins: the reference API's fake product sites, help centre and external services. */
export function sandboxEnv(apiUrl = SANDBOX_API_URL, portalUrl = SANDBOX_PORTAL_URL) {
  const api = apiUrl.replace(/\/+$/, '');
  return {
    ACCOUNTS_BUILD: 'sandbox',
    ACCOUNTS_API_URL: api,
    ACCOUNTS_PORTAL_URL: portalUrl.replace(/\/+$/, ''),
    ACCOUNTS_HELP_URL: `${api}/__dev/help/`,
    ACCOUNTS_ACADEMY_URL: `${api}/__dev/sites/academy/`,
    ACCOUNTS_ACADEMY_WAITLIST_URL: `${api}/__dev/sites/academy/waitlist/`,
    ACCOUNTS_MEMORIZATION_URL: `${api}/__dev/sites/memhack/`,
    ACCOUNTS_TALKS_URL: `${api}/__dev/sites/talks/`,
    ACCOUNTS_TALKS_TEACHER_URL: `${api}/__dev/sites/talks/teacher/login/`,
    ACCOUNTS_COUNTRIES_URL: `${api}/__ext/countries/v3.1/all?fields=name,independent,cca2`,
    ACCOUNTS_STATES_URL: `${api}/__ext/ibge/api/v1/localidades/estados`,
    ACCOUNTS_CEP_URL: `${api}/__ext/viacep/ws/{cep}/json/`,
  };
}

/** Example production settings (README, docs/deploying.md and the production-build check). */
export function productionExample() {
  return { ACCOUNTS_BUILD: 'production', ...Object.fromEntries(SETTINGS.map((s) => [s.env, s.example])) };
}

const LOOPBACK_HOST = /^(127(\.\d{1,3}){3}|localhost|\[::1\]|0\.0\.0\.0)$|\.localhost$/i;

/** True for a URL on this machine (what a production build must never name). */
export function isLoopbackUrl(value) {
  try {
    return LOOPBACK_HOST.test(new URL(value).hostname);
  } catch {
    return false;
  }
}

function httpUrl(value) {
  try {
    const u = new URL(value);
    return (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password ? u : null;
  } catch {
    return null;
  }
}

/** The value as the portal takes it, or an error text. */
function check(setting, raw) {
  const value = raw.trim();
  switch (setting.type) {
    case 'text':
      return value.length <= 80 ? { value } : { error: 'longer than 80 characters' };
    case 'domain':
      return /^(?=.{1,253}$)([a-z0-9-]+\.)+[a-z]{2,}$/i.test(value.replace(/^\./, '')) ? { value: value.replace(/^\./, '') } : { error: 'not a domain name' };
    case 'path':
      return /^\/[\w\-./~%]*$/.test(value) && !value.includes('//') ? { value } : { error: 'not an absolute path (e.g. /auth/refresh/)' };
    case 'image':
      if (value === 'none' && setting.key === 'defaultLogo') return { value: 'none' };
      return httpUrl(value) ? { value } : { error: 'not an http(s) URL' };
    case 'origin': {
      const u = httpUrl(value);
      return u ? { value: u.origin } : { error: 'not an http(s) origin' };
    }
    case 'origins': {
      const list = value.split(',').map((s) => s.trim()).filter(Boolean);
      const bad = list.filter((o) => !httpUrl(o));
      return bad.length ? { error: `not http(s) origins: ${bad.join(', ')}` } : { value: list.map((o) => new URL(o).origin) };
    }
    case 'dsn': {
      let u = null;
      try {
        u = new URL(value);
      } catch {
        // not a URL
      }
      return u && /^https?:$/.test(u.protocol) && u.username ? { value } : { error: 'not a Sentry DSN (https://key@host/project)' };
    }
    case 'cep':
      if (!value.includes('{cep}')) return { error: 'has no {cep} placeholder' };
      return httpUrl(value.replace('{cep}', '00000000')) ? { value } : { error: 'not an http(s) URL' };
    default:
      return httpUrl(value) ? { value: value.replace(/\/+$/, setting.key === 'apiBase' ? '' : '/') } : { error: 'not an http(s) URL' };
  }
}

export class SettingsError extends Error {
  name = 'SettingsError';
}

/**
 * The build's kind and settings from `env` (process.env). Throws one SettingsError naming every
 * missing and every bad variable. A sandbox build's unset variables get sandboxEnv()'s stand-ins.
 */
export function resolveSettings(env) {
  const kind = (env.ACCOUNTS_BUILD ?? '').trim() || 'sandbox';
  if (!BUILD_KINDS.includes(kind)) throw new SettingsError(`ACCOUNTS_BUILD=${kind}: use sandbox or production (README "Configuration").`);
  const production = kind === 'production';
  const given = (name) => (typeof env[name] === 'string' && env[name].trim() ? env[name] : undefined);
  const stand = production ? {} : sandboxEnv(given('ACCOUNTS_API_URL'), given('ACCOUNTS_PORTAL_URL'));
  const missing = [];
  const bad = [];
  const settings = {};
  for (const s of SETTINGS) {
    const raw = given(s.env) ?? stand[s.env];
    if (raw === undefined) {
      if (s.required) missing.push(s);
      else settings[s.key] = s.fallback;
      continue;
    }
    const { value, error } = check(s, raw);
    if (error) bad.push(`  ${s.env}=${raw}: ${error}`);
    else if (production && [value].flat().some((v) => isLoopbackUrl(v))) bad.push(`  ${s.env}=${raw}: names this machine; a production build talks to real hosts`);
    else settings[s.key] = value;
  }
  if (!production && settings.apiBase && !isLoopbackUrl(settings.apiBase)) {
    bad.push(`  ACCOUNTS_API_URL=${settings.apiBase}: a sandbox build (ACCOUNTS_BUILD unset or sandbox) talks to the reference API on this machine; set ACCOUNTS_BUILD=production to deploy`);
  }
  if (missing.length || bad.length) {
    const width = Math.max(...missing.map((s) => s.env.length));
    const lines = [
      ...(missing.length ? [`ACCOUNTS_BUILD=${kind} needs ${missing.length === 1 ? 'this setting' : 'these settings'}, not set:`, ...missing.map((s) => `  ${s.env.padEnd(width)}  ${s.about}, e.g. ${s.example}`)] : []),
      ...(bad.length ? [`${missing.length ? 'and these' : 'These'} settings are wrong:`, ...bad] : []),
      'Nothing was built. The settings are listed in README.md, "Configuration".',
    ];
    throw new SettingsError(lines.join('\n'));
  }
  return { kind, settings };
}

const originOf = (url) => new URL(url).origin;

/**
 * The settings as the portal's config takes them (src/core/config.ts's Config), worked out at
 * build time so the bundle carries values, not code: the allow-lists from the portal's and API's
 * origins; unset optional values left out (a default logo or picture left out is none: the name
 * and the drawn panel; `none` is null: no logo).
 */
export function portalConfig(settings) {
  const { defaultLogo, defaultBackgroundImage, cookieDomain, sentryDsn, allowedOrigins, ...rest } = settings;
  return {
    ...rest,
    ...(cookieDomain ? { cookieDomain } : {}),
    ...(sentryDsn ? { sentryDsn } : {}),
    ...(defaultLogo ? { defaultLogo: defaultLogo === 'none' ? null : defaultLogo } : {}),
    ...(defaultBackgroundImage ? { defaultBackgroundImage } : {}),
    allowedOrigins: [...new Set([originOf(settings.portalUrl), originOf(settings.apiBase), ...allowedOrigins])],
    allowedApiOrigins: [originOf(settings.apiBase)],
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const quote = (v) => `'${String(v).replaceAll("'", "'\\''")}'`;
  const print = (vars) => console.log(Object.entries(vars).map(([k, v]) => `export ${k}=${quote(v)}`).join('\n'));
  if (process.argv.includes('--sandbox-env')) print(sandboxEnv(process.env.ACCOUNTS_API_URL || undefined, process.env.ACCOUNTS_PORTAL_URL || undefined));
  else if (process.argv.includes('--example')) print(productionExample());
  else {
    console.error('usage: node scripts/build-settings.mjs --sandbox-env | --example');
    process.exit(2);
  }
}
