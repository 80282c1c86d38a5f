// The HTTP side of a deployment, written once: which paths exist, and the headers each kind of
// file needs. scripts/serve-hosted.mjs answers with them, scripts/nginx-conf.mjs writes them
// into an nginx config, docs/deploying.md explains them. The origins come from the build's own
// settings (scripts/build-settings.mjs), so run both with the variables the build had.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHELL_ROUTES, styleHashes } from './hosted-shell.mjs';

/** Hashed files (a new build gives new names): cached for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and the embed's entry keep their names across builds: the browser asks each time. */
export const REVALIDATE = 'no-cache';

/**
 * The portal's routes (src/core/routes.ts's ROUTES; a unit test keeps the two equal). Each is
 * served with or without a trailing slash; any other page path answers 404 with the portal's
 * page, whose not-found screen keeps the product's branding.
 */
export const PORTAL_ROUTES = [
  '/', '/profile', '/password', '/address', '/contact',
  '/signin/', '/signin/provisional-password/', '/signin/forgot-password', '/signin/forgot-password/reset',
  '/signin/forgot-email', '/signin/forgot-email/list',
  '/signup/', '/signup/validate-email', '/signup/validate-phone', '/signup/profile',
  '/activate', '/signout', '/lang/create',
];

const trimSlash = (p) => p.replace(/\/+$/, '') || '/';
const KNOWN = new Set(PORTAL_ROUTES.map(trimSlash));

/** Whether a request path is one of the portal's pages. */
export function isPortalRoute(pathname) {
  return KNOWN.has(trimSlash(pathname));
}

/** The folders of hashed files (names change with their content): the portal's and the embed's. */
export function isHashed(pathname) {
  return /^\/(assets|embed\/chunks|embed\/assets)\//.test(pathname);
}

const originOf = (url) => {
  try {
    return new URL(url.replace('{cep}', '00000000')).origin;
  } catch {
    return null;
  }
};
const unique = (list) => [...new Set(list.filter(Boolean))];

/**
 * Where the portal's pages connect and load images from, by the build's settings (the output of
 * resolveSettings): the API; the states, CEP and country services; the error reporter; pictures
 * configured on another host.
 */
export function siteOrigins(settings) {
  const api = originOf(settings.apiBase);
  return {
    api,
    connect: unique([api, originOf(settings.statesUrl), originOf(settings.postalCodeUrl), settings.countriesUrl && originOf(settings.countriesUrl), settings.sentryDsn && originOf(settings.sentryDsn)]),
    img: unique([api, settings.defaultLogo && settings.defaultLogo !== 'none' && originOf(settings.defaultLogo), settings.defaultBackgroundImage && originOf(settings.defaultBackgroundImage)]),
  };
}

export const TRUSTED_TYPES = "require-trusted-types-for 'script'; trusted-types accounts default";

/**
 * The portal's CSP. `origins`: siteOrigins(); `styles`: the hashes of the pages' own <style>
 * (their first-paint rules, scripts/hosted-shell.mjs).
 */
export function portalCsp(origins, styles = []) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    ['style-src', "'self'", ...styles].join(' '),
    ['img-src', "'self'", 'data:', 'blob:', ...origins.img].join(' '),
    ['connect-src', "'self'", ...origins.connect].join(' '),
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** Headers of every page: its CSP (Trusted Types enforced unless told), HSTS, nosniff, no referrer… */
export function securityHeaders(csp, { trustedTypes = 'enforce' } = {}) {
  const headers = {
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
  if (trustedTypes === 'enforce') headers['Content-Security-Policy'] = `${csp}; ${TRUSTED_TYPES}`;
  else {
    headers['Content-Security-Policy'] = csp;
    if (trustedTypes === 'report-only') headers['Content-Security-Policy-Report-Only'] = TRUSTED_TYPES;
  }
  return headers;
}

/** The hashes of every inline <style> of the built pages (index.html and the shells' <route>/index.html). */
export function builtStyleHashes(hostedDir) {
  const pages = [join(hostedDir, 'index.html'), ...SHELL_ROUTES.map((r) => join(hostedDir, r, 'index.html'))];
  const hashes = pages.filter((p) => existsSync(p)).flatMap((p) => styleHashes(readFileSync(p, 'utf8')));
  return [...new Set(hashes)];
}

/** The portal's pages (200 for its routes, 404 for any other path): security headers, revalidated. */
export function pageHeaders(hostedDir, origins, options) {
  return { ...securityHeaders(portalCsp(origins, builtStyleHashes(hostedDir)), options), 'Cache-Control': REVALIDATE };
}

/** The portal's other files: a year for hashed ones. */
export function assetHeaders(pathname) {
  return { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': isHashed(pathname) ? IMMUTABLE : REVALIDATE };
}

/** /embed/*: readable from any partner page (module scripts are CORS requests), a year when hashed. */
export function embedHeaders(pathname) {
  return {
    'Access-Control-Allow-Origin': '*',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': isHashed(pathname) ? IMMUTABLE : REVALIDATE,
  };
}

/**
 * What a partner page must allow for the embed (docs/embedding.md's host CSP): its images (the
 * API's and configured pictures' hosts; the embed ships none of its own) and calls.
 */
function embedDirectives(origins) {
  return [
    ['img-src', "'self'", 'data:', 'blob:', ...origins.img].join(' '),
    ['connect-src', "'self'", ...origins.connect].join(' '),
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ];
}

/** The partner demo's CSP: its own scripts plus the embed served by the portal origin. */
export function partnerCsp(origins, portalOrigin) {
  return ["default-src 'self'", `script-src 'self' ${portalOrigin}`, "style-src 'self'", ...embedDirectives(origins)].join('; ');
}

/**
 * A strict partner page's CSP (docs/embedding.md): nonce + 'strict-dynamic' scripts, nonce
 * styles, Trusted Types; images and connections as the embed needs them.
 */
export function strictPartnerCsp(origins, portalOrigin, nonce) {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    ...embedDirectives(origins),
    "require-trusted-types-for 'script'",
  ].join('; ');
}
