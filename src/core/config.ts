// Runtime configuration. Defaults suit the sandbox; the hosted build bakes in
// ACCOUNTS_API_URL and elements may override per page through attributes.
import type Cookies from 'js-cookie';
import { atom } from 'nanostores';
import { DEFAULT_BACKGROUND_PATH } from './default-assets';

export interface Config {
  /** Accounts API base URL, no trailing slash. */
  apiBase: string;
  /** Where the hosted portal lives (used by embedded elements to hand off). */
  portalUrl: string;
  /** Cookie domain; undefined means "the host's parent domain" (see cookieDomainFor). */
  cookieDomain: string | undefined;
  /** Help centre base; the locale suffix (br, es, en) is appended. */
  helpCenterUrl: string;
  /** Sentry DSN; monitoring loads only when set. */
  sentryDsn: string | undefined;
  /** The company name the spec writes as {product}. */
  company: string;
  /** Side-panel image when no product is given (spec §1 defaults). */
  defaultBackgroundImage: string;
  /** Origins a callback url may point to (besides the portal's own). */
  allowedOrigins: string[];
  /** Origins an element's api-base may point to. */
  allowedApiOrigins: string[];
  academyUrl: string;
  academyWaitlistUrl: string;
  memorizationUrl: string;
  talksUrl: string;
  talksTeacherUrl: string;
  countriesUrl: string;
  statesUrl: string;
  postalCodeUrl: string;
}

const api = typeof __ACCOUNTS_API_URL__ === 'string' ? __ACCOUNTS_API_URL__ : 'http://127.0.0.1:8787';
const portal = typeof __ACCOUNTS_PORTAL_URL__ === 'string' ? __ACCOUNTS_PORTAL_URL__ : 'http://127.0.0.1:5173';
const origin = (url: string): string => url.replace(/^(https?:\/\/[^/]+).*$/, '$1');

export const defaultConfig: Config = {
  apiBase: api,
  portalUrl: portal,
  cookieDomain: undefined,
  helpCenterUrl: `${api}/__dev/help/`,
  sentryDsn: undefined,
  company: 'Lingora',
  defaultBackgroundImage: `${api}${DEFAULT_BACKGROUND_PATH}`,
  allowedOrigins: [...new Set([origin(portal), origin(api), 'http://127.0.0.1:5173', 'http://localhost:5173', 'http://127.0.0.1:8787', 'http://127.0.0.1:5174', 'http://localhost:5174'])],
  allowedApiOrigins: [...new Set([origin(api), 'http://127.0.0.1:8787', 'http://localhost:8787'])],
  // The sandbox's stand-ins for the product sites; production sets the real ones.
  academyUrl: `${api}/__dev/sites/academy/`,
  academyWaitlistUrl: `${api}/__dev/sites/academy/waitlist/`,
  memorizationUrl: `${api}/__dev/sites/memhack/`,
  talksUrl: `${api}/__dev/sites/talks/`,
  talksTeacherUrl: `${api}/__dev/sites/talks/teacher/login/`,
  countriesUrl: `${api}/__ext/countries/v3.1/all?fields=name,independent,cca2`,
  statesUrl: `${api}/__ext/ibge/api/v1/localidades/estados`,
  postalCodeUrl: `${api}/__ext/viacep/ws/{cep}/json/`,
};

/** Build-time settings (ACCOUNTS_* environment variables); absent keys keep the defaults. */
function buildEnv(): Partial<Config> {
  const env = typeof __ACCOUNTS_ENV__ === 'object' && __ACCOUNTS_ENV__ ? __ACCOUNTS_ENV__ : {};
  const out: Partial<Config> = {};
  if (env.company) out.company = env.company;
  if (env.cookieDomain) out.cookieDomain = env.cookieDomain;
  if (env.helpCenterUrl) out.helpCenterUrl = env.helpCenterUrl;
  if (env.sentryDsn) out.sentryDsn = env.sentryDsn;
  if (env.allowedOrigins?.length) out.allowedOrigins = [...defaultConfig.allowedOrigins, ...env.allowedOrigins];
  return out;
}

export const $config = atom<Config>({ ...defaultConfig, ...buildEnv() });

export function configure(patch: Partial<Config>): void {
  $config.set({ ...$config.get(), ...patch });
}

/**
 * The company's domain for a host ("app.lingora.example" -> "lingora.example") so cookies are
 * shared across the company's products. Under a country's second level ("accounts.lingora.com.br")
 * it keeps three labels: "com.br" is a public suffix, where browsers refuse cookies. IPs and
 * single-label hosts ("localhost") get host-only cookies. ACCOUNTS_COOKIE_DOMAIN overrides it.
 */
export function cookieDomainFor(hostname: string): string | undefined {
  if (!hostname || /^[\d.]+$/.test(hostname) || hostname.includes(':') || !hostname.includes('.')) return undefined;
  const parts = hostname.split('.');
  return parts.slice(/^(com|net|org|gov|edu|co|ac)\.[a-z]{2}$/.test(parts.slice(-2).join('.')) ? -3 : -2).join('.');
}

export function cookieDomain(): string | undefined {
  const c = $config.get();
  return c.cookieDomain ?? (typeof location === 'undefined' ? undefined : cookieDomainFor(location.hostname));
}

/**
 * The attributes of every cookie the portal keeps (spec §9): lax, path /, the company domain, and
 * Secure whenever the page is https. Never on an http page: WebKit drops a Secure cookie written
 * there (even on 127.0.0.1, WebKit bug 281149), so the sandbox could not sign in on Safari.
 */
export function cookieAttributes(expires: number | Date): Cookies.CookieAttributes {
  const domain = cookieDomain();
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  return { expires, sameSite: 'lax', secure, path: '/', ...(domain ? { domain } : {}) };
}

const appliedConfig = new Set<string>();

/** The refused value as given (a `javascript:` URL's origin would read "null"). */
const refuse = (what: string, value: string): void => console.warn(`[accounts] ignored ${what} not on the allow-list: ${JSON.stringify(value.slice(0, 80))}`);

/** Page-wide settings from an element's api-base and portal-url; each distinct pair is checked (and warned about) once. */
export function applyElementConfig(props: { apiBase?: string | undefined; portalUrl?: string | undefined }): void {
  const key = `${props.apiBase ?? ''}|${props.portalUrl ?? ''}`;
  if (appliedConfig.has(key)) return;
  appliedConfig.add(key);
  const cfg = $config.get();
  if (props.apiBase) {
    try {
      const origin = new URL(props.apiBase).origin;
      if (cfg.allowedApiOrigins.includes(origin)) configure({ apiBase: props.apiBase.replace(/\/+$/, '') });
      else refuse('api-base', props.apiBase);
    } catch {
      console.warn('[accounts] ignored invalid api-base');
    }
  }
  if (props.portalUrl) {
    try {
      const origin = new URL(props.portalUrl).origin;
      if (cfg.allowedOrigins.includes(origin)) configure({ portalUrl: origin });
      else refuse('portal-url', props.portalUrl);
    } catch {
      console.warn('[accounts] ignored invalid portal-url');
    }
  }
}
