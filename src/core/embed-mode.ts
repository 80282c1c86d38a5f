// Where an embedded element runs relative to the portal's session cookies (docs/embedding.md).
//   same-site   the page's host is the portal's cookie domain or a subdomain of it, and cookies
//               work: the element signs in in place and shares the parent-domain session.
//   cross-site  anything else (another registrable domain, or cookies blocked): the session
//               cookies can't be shared, and writing them onto the partner's site would leave
//               credentials there. The element hands off to the hosted portal by a top-level
//               navigation when the user starts signing in; nothing is stored on the page.
// Cookies ignore ports: 127.0.0.1:5174 shares 127.0.0.1:5173's cookies (same-site), while
// localhost:5174 is another host and so another site.
// The hand-off's address is core/handoff-url.ts: the elements' first render carries this module
// (ui/use-kept-fields.ts asks for the mode once there is something to keep), so it stays small.
import { $config, isSameSiteHost, portalCookieDomain, type Config } from './config';

export type EmbedMode = 'same-site' | 'cross-site';

/** Whether this document can write and read back a first-party cookie (blocked by settings or policy otherwise). */
export function cookiesWork(doc: Document = document): boolean {
  try {
    if (typeof navigator !== 'undefined' && navigator.cookieEnabled === false) return false;
    const probe = 'accounts_probe=1';
    doc.cookie = `${probe}; path=/; SameSite=Lax`;
    const ok = doc.cookie.split('; ').includes(probe);
    doc.cookie = `${probe}; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
    return ok;
  } catch {
    return false;
  }
}

/** The mode for this page. Cookies are probed only on a same-site host, so a partner's site never gets one. */
export function detectEmbedMode(
  pageHost: string = typeof location === 'undefined' ? '' : location.hostname,
  config: Config = $config.get(),
  probe: () => boolean = cookiesWork,
): EmbedMode {
  return isSameSiteHost(pageHost, portalCookieDomain(config)) && probe() ? 'same-site' : 'cross-site';
}

let page: EmbedMode | undefined;

/**
 * This page's mode, decided once: the hosted portal on its own origin is same-site (there is
 * nowhere to hand off to); any other page as detectEmbedMode says.
 */
export function pageMode(config: Config = $config.get()): EmbedMode {
  if (page) return page;
  let portal = '';
  try {
    portal = new URL(config.portalUrl).origin;
  } catch {
    // an unparsable portal url is no page's origin
  }
  page = typeof location !== 'undefined' && location.origin === portal ? 'same-site' : detectEmbedMode(undefined, config);
  return page;
}
