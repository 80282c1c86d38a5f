// Redirects: query parameters added safely, and leaving the page once. Which callback urls are
// safe to leave for is safe-callback.ts (re-exported here), which the first screen needs without
// the rest.
import { RELATIVE } from './safe-url';

export { safeCallback } from './safe-callback';

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
