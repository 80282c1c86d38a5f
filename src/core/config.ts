// Runtime configuration. The build bakes in its settings (ACCOUNTS_* variables, read and checked by
// scripts/build-settings.mjs); elements may override the API and portal per page through attributes.
// No sandbox value lives here: a sandbox build gets its stand-ins from its variables too.
import type Cookies from 'js-cookie';
import { atom } from 'nanostores';

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
  /** The default product's logo; null: its name is written instead, with its initial as a mark. */
  defaultLogo: string | null;
  /** Side-panel picture when the product has none; null: the panel is drawn in CSS (styles.css.ts side). */
  defaultBackgroundImage: string | null;
  /** Origins a callback url may point to (besides the portal's own). */
  allowedOrigins: string[];
  /** Origins an element's api-base may point to. */
  allowedApiOrigins: string[];
  academyUrl: string;
  academyWaitlistUrl: string;
  memorizationUrl: string;
  talksUrl: string;
  talksTeacherUrl: string;
  /** A country list service (REST Countries v3.1 shape); null: the shipped list. */
  countriesUrl: string | null;
  statesUrl: string;
  /** `{cep}` is replaced by the 8 digits. */
  postalCodeUrl: string;
  /** The API's refresh endpoint (spec §7: "path not shown"). */
  refreshPath: string;
}

/**
 * The build's settings (scripts/build-settings.mjs's portalConfig). No pictures unless it names
 * them: the default product's name and initial, and a panel drawn in CSS, need no request.
 */
export const defaultConfig: Config = { defaultLogo: null, defaultBackgroundImage: null, ...__ACCOUNTS_SETTINGS__ };

/**
 * A sandbox build accepts any loopback origin (`http://127.0.0.1:<port>`, `http://localhost:<port>`,
 * `http://[::1]:<port>`) for callback-url, portal-url and api-base: a developer's own page on any
 * port works with the sandbox. A production build accepts none: the pattern is not even in it
 * (`__ACCOUNTS_SANDBOX__` is a build-time constant, and `npm test` checks the built files).
 */
export const SANDBOX_LOOPBACK: RegExp | null = __ACCOUNTS_SANDBOX__ ? /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/ : null;

/** Whether `origin` is on `list`, or (sandbox builds: `loopback`) a loopback origin. */
export function originAllowed(origin: string, list: readonly string[], loopback: RegExp | null = SANDBOX_LOOPBACK): boolean {
  return list.includes(origin) || (loopback?.test(origin) ?? false);
}

export const $config = atom<Config>({ ...defaultConfig });

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

/**
 * The domain the portal's session cookies live on: configured, else the portal host's parent
 * domain, else its host (core/embed-mode.ts's same-site test, and the first paint's).
 */
export function portalCookieDomain(config: Config = $config.get()): string {
  let host = '';
  try {
    host = new URL(config.portalUrl).hostname;
  } catch {
    // an unparsable portal url matches no page host
  }
  return (config.cookieDomain ?? cookieDomainFor(host) ?? host).replace(/^\./, '').toLowerCase();
}

/** Whether `pageHost` can read cookies set for `domain` (equal, or a subdomain of it). */
export function isSameSiteHost(pageHost: string, domain: string): boolean {
  const h = pageHost.toLowerCase();
  return domain !== '' && (h === domain || h.endsWith(`.${domain}`));
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
      if (originAllowed(origin, cfg.allowedApiOrigins)) configure({ apiBase: props.apiBase.replace(/\/+$/, '') });
      else refuse('api-base', props.apiBase);
    } catch {
      console.warn('[accounts] ignored invalid api-base');
    }
  }
  if (props.portalUrl) {
    try {
      const origin = new URL(props.portalUrl).origin;
      if (originAllowed(origin, cfg.allowedOrigins)) configure({ portalUrl: origin });
      else refuse('portal-url', props.portalUrl);
    } catch {
      console.warn('[accounts] ignored invalid portal-url');
    }
  }
}
