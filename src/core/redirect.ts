// Safe redirects. Callback urls arrive from query strings and product records, so they are
// untrusted: held to the strict grammar of safe-url.ts, then to the allowed origins.
import { parseStrict, RELATIVE } from './safe-url';

function currentOrigin(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.origin;
}

function originOf(value: string): string | null {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * The callback url to send the user to, or `fallback`.
 *
 * Accepts only http(s) URLs whose origin is exactly one of `allowedOrigins` (or one the
 * predicate accepts: config.ts's originAllowed) or the portal's own origin (`base`, default
 * `location.origin`), and root-relative paths on that own origin. Returns the normalized absolute URL.
 */
export function safeCallback(
  raw: unknown,
  allowedOrigins: readonly string[] | ((origin: string) => boolean),
  fallback: string,
  base: string | undefined = currentOrigin(),
): string {
  const own = base === undefined ? null : originOf(base);
  const resolveBase = own ?? 'http://invalid.invalid';
  const url = parseStrict(raw, resolveBase);
  if (!url) return fallback;
  if (typeof raw === 'string' && RELATIVE.test(raw)) return own ? url.href : fallback;
  if (url.origin === own) return url.href;
  if (typeof allowedOrigins === 'function') return allowedOrigins(url.origin) ? url.href : fallback;
  return allowedOrigins.some((o) => originOf(o) === url.origin) ? url.href : fallback;
}

export type QueryValue = string | number | boolean | null | undefined;

/**
 * `url` with `params` added through URLSearchParams, so values are encoded and
 * cannot inject further parameters. A param already present is replaced (one
 * value per name); null and undefined values are skipped. Root-relative input
 * stays root-relative.
 */
export function withQuery(url: string, params: Record<string, QueryValue>): string {
  const relative = RELATIVE.test(url);
  const u = new URL(url, 'http://relative.invalid');
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    u.searchParams.set(key, String(value));
  }
  return relative ? u.pathname + u.search + u.hash : u.href;
}

let leaving: string | null = null;

/**
 * Send the top window to `url`, once: a flow's redirect after sign-in and the route guard's
 * (signed in now, on a signed-out route) name the same callback, and a second navigation
 * would abort the first. Forgotten after a while, in case the navigation did not happen.
 */
export function leaveTo(url: string): void {
  if (leaving === url) return;
  leaving = url;
  setTimeout(() => {
    if (leaving === url) leaving = null;
  }, 5000);
  (window.top ?? window).location.assign(url);
}
