// Where a cross-site element sends the user when they start signing in: the hosted portal, at the
// step they were on, with what they typed (embed/cross-site-handoff.ts; modes: core/embed-mode.ts).
import { $config, originAllowed, type Config } from './config';
import { ROUTES } from './routes';
import { HANDOFF_PARAM, LOCALE_PARAM } from './keys';
import { isLocale } from './locale';
import { safeCallback } from './safe-callback';

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}$/;

export interface HandoffInput {
  /** The element's current route name (from accounts-step-change); unknown or session-only routes hand off to sign-in. */
  step?: string | undefined;
  product?: string | undefined;
  /** The element's callback-url attribute; checked against the allow-list. */
  callbackUrl?: string | undefined;
  /** What the user typed in the email field, if anything. */
  email?: string | undefined;
  /** The language the element shows: the portal carries on in it. */
  locale?: string | undefined;
  /** The partner page (default location.href); only its origin and path are sent, never its query. */
  pageUrl?: string | undefined;
  /** "Sign in with a passkey" was pressed: the portal opens the passkey dialog on arrival. */
  passkey?: boolean | undefined;
}

/**
 * `${portalUrl}<path>?product=…&callback_url=…&email=…` for a top-level hand-off. Only
 * signed-out screens that need no navigation state are kept; everything else starts at sign-in.
 */
export function handoffUrl(input: HandoffInput, config: Config = $config.get()): string {
  const route = ROUTES.find((r) => r.name === input.step && r.session === 'none' && !r.needsState);
  const url = new URL(route?.path ?? '/signin/', config.portalUrl);
  const product = (input.product ?? '').trim().toLowerCase();
  if (/^[a-z0-9][a-z0-9_-]{0,39}$/.test(product)) url.searchParams.set('product', product);
  let page = '';
  try {
    const p = new URL(input.pageUrl ?? (typeof location === 'undefined' ? '' : location.href));
    if (p.protocol === 'https:' || p.protocol === 'http:') page = p.origin + p.pathname;
  } catch {
    // no usable page url: no default callback
  }
  const callback = input.callbackUrl ? safeCallback(input.callbackUrl, (origin) => originAllowed(origin, config.allowedOrigins), '', page || undefined) : '';
  if (callback || page) url.searchParams.set('callback_url', callback || page);
  if (isLocale(input.locale)) url.searchParams.set(LOCALE_PARAM, input.locale);
  const email = (input.email ?? '').trim();
  if (input.passkey && route?.name === 'signin') url.searchParams.set(HANDOFF_PARAM, 'passkey');
  else if (EMAIL.test(email)) {
    url.searchParams.set('email', email);
    // The user pressed Continue on the partner's email step: the portal carries on from there
    // instead of asking for the same Continue again.
    if (route?.name === 'signin') url.searchParams.set(HANDOFF_PARAM, 'email');
  }
  return url.href;
}
