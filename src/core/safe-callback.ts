// Which callback urls are safe to leave for. Callback urls arrive from query strings and product
// records, so they are untrusted: held to the strict grammar of safe-url.ts, then to the allowed
// origins. Apart from redirect.ts (leaving the page), which the first screen does not need.
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
