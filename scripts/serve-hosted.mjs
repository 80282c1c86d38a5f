#!/usr/bin/env node
// Serves the BUILT portal the way production would: node:http only, no dependencies.
//   HOST:PORT (127.0.0.1:5173)      dist/hosted (SPA fallback) + dist/embed under /embed/
//   HOST:DEMO_PORT (127.0.0.1:5174) demo/partner/ + /embed/ — another origin, like a partner site;
//     /react/ the React 19 demo (dist/demos/partner-react, `npm run build:demos`), /vue/ the Vue 3
//     demo (demo/partner-vue) with Vue's runtime at /vendor/, /strict.html under a nonce +
//     'strict-dynamic' + Trusted Types CSP. Opened as http://localhost:5174/ the same pages are
//     cross-site to a portal on 127.0.0.1 (docs/embedding.md, "Cookie modes").
// Every HTML response carries the security headers; the CSP is the one the portal must live with.
// Paths and headers come from scripts/site-headers.mjs (the nginx config is written from it too);
// its origins from the build's settings: run it with the ACCOUNTS_* variables the build had.
// A path that is no route of the portal answers 404 with the portal's page (the branded
// not-found screen).
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveSettings, SANDBOX_API_URL } from './build-settings.mjs';
import {
  assetHeaders, embedHeaders, isPortalRoute, pageHeaders, partnerCsp, securityHeaders, siteOrigins, strictPartnerCsp,
} from './site-headers.mjs';

export { portalCsp, partnerCsp, securityHeaders, strictPartnerCsp, TRUSTED_TYPES } from './site-headers.mjs';

const repo = resolve(fileURLToPath(import.meta.url), '../..');

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};

const DEFAULT_PORTAL_ORIGIN = 'http://127.0.0.1:5173';

/** Map a URL path inside `base`, or null when it escapes it. */
function inside(base, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = normalize(join(base, decoded));
  return full === base || full.startsWith(base + sep) ? full : null;
}

function fileAt(path) {
  if (!path) return null;
  const stat = statSync(path, { throwIfNoEntry: false });
  if (stat?.isFile()) return path;
  if (stat?.isDirectory()) {
    const index = join(path, 'index.html');
    if (statSync(index, { throwIfNoEntry: false })?.isFile()) return index;
  }
  return null;
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json)|image\/svg)/;
/** Compressed bodies by encoding, path and mtime: the build's files don't change while serving. */
const compressed = new Map();

const ENCODERS = {
  br: (buf) => brotliCompressSync(buf, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: buf.length } }),
  gzip: (buf) => gzipSync(buf, { level: 9 }),
};

function compressedOf(encoding, file, stat) {
  const key = `${encoding}:${file}:${stat.mtimeMs}`;
  let body = compressed.get(key);
  if (!body) {
    body = ENCODERS[encoding](readFileSync(file));
    compressed.set(key, body);
  }
  return body;
}

/** The best encoding the client takes: Brotli, then gzip (as a production CDN negotiates). */
function encodingFor(req) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

export function send(req, res, status, file, headers) {
  const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const stat = statSync(file);
  const common = { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff', Vary: 'Accept-Encoding', ...headers };
  // Compressed like any production CDN would, so sandbox and benchmark bytes are realistic.
  const encoding = COMPRESSIBLE.test(type) ? encodingFor(req) : null;
  if (encoding) {
    const body = compressedOf(encoding, file, stat);
    res.writeHead(status, { ...common, 'Content-Encoding': encoding, 'Content-Length': body.length });
    return res.end(req.method === 'HEAD' ? undefined : body);
  }
  res.writeHead(status, { ...common, 'Content-Length': stat.size });
  if (req.method === 'HEAD') return res.end();
  createReadStream(file).pipe(res);
}

function plain(res, status, text, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff', ...headers });
  res.end(text);
}

/** /embed/* from dist/embed, readable cross-origin (partners load it as a module script). */
function serveEmbed(req, res, embedDir, pathname) {
  const file = fileAt(inside(embedDir, pathname.slice('/embed'.length)));
  if (!file) return plain(res, 404, 'not found\n', { 'Access-Control-Allow-Origin': '*' });
  send(req, res, 200, file, embedHeaders(pathname));
}

function guard(req, res) {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD' });
    res.end();
    return false;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    plain(res, 405, 'method not allowed\n', { Allow: 'GET, HEAD' });
    return false;
  }
  return true;
}

/** `origins`: siteOrigins() of the build's settings. */
export function createPortalHandler({ hostedDir, embedDir, origins, trustedTypes = 'enforce' }) {
  const htmlHeaders = pageHeaders(hostedDir, origins, { trustedTypes });
  return (req, res) => {
    if (!guard(req, res)) return;
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname === '/embed' || pathname.startsWith('/embed/')) return serveEmbed(req, res, embedDir, pathname);
    // The page may land in dist/hosted/hosted/ when the build keeps its source folder.
    const index = ['index.html', 'hosted/index.html']
      .map((p) => join(hostedDir, p))
      .find((p) => statSync(p, { throwIfNoEntry: false })?.isFile());
    if (!index) return plain(res, 503, `${hostedDir}/index.html is missing: run \`npm run build:hosted\` first\n`);
    const file = fileAt(inside(hostedDir, pathname));
    if (file) return send(req, res, 200, file, extname(file) === '.html' ? htmlHeaders : assetHeaders(pathname));
    // Missing files are real 404s (never HTML served as JavaScript); the routes are the page, and
    // any other path too, as a 404 whose screen says so.
    if (pathname.startsWith('/assets/') || (extname(pathname) && !isPortalRoute(pathname))) return plain(res, 404, 'not found\n');
    return send(req, res, isPortalRoute(pathname) ? 200 : 404, index, htmlHeaders);
  };
}

const VUE_RUNTIME = join(repo, 'node_modules/vue/dist/vue.runtime.esm-browser.prod.js');

/** The start of every partner demo page's <head>, written once: the pages hold this marker. */
export const PARTNER_HEAD = [
  '<meta charset="utf-8" />',
  '<meta name="viewport" content="width=device-width, initial-scale=1" />',
  '<meta name="referrer" content="no-referrer" />',
  '<link rel="icon" href="data:," />',
].join('\n    ');

/** The partner's site header, with the page's own tagline (`<!-- partner-header: tagline -->`). */
export const partnerHeader = (tagline) => [
  '<header class="site-header">',
  '  <strong class="brand">Talks</strong>',
  `  <span class="tagline">${tagline}</span>`,
  '</header>',
].join('\n    ');

/** The list of the element's events (demo/partner/demo.js fills it). */
export const PARTNER_EVENTS = [
  '<section class="events" aria-labelledby="events-title">',
  '  <h2 id="events-title">Events from the element</h2>',
  '  <p class="hint">Every <code>accounts-*</code> event the element dispatches is listed here, newest first.</p>',
  '  <ol id="event-log" class="event-log" aria-live="polite"></ol>',
  '  <button type="button" id="clear-log">Clear the list</button>',
  '</section>',
].join('\n      ');

/** The pieces the partner demo pages share, each written once here: a page holds its marker. */
export function partnerPage(html) {
  return html
    .replace(/<!-- partner-head\b[^>]*-->/, PARTNER_HEAD)
    .replace(/<!-- partner-header: (.*?) -->/, (_, tagline) => partnerHeader(tagline))
    .replace(/<!-- partner-events\b[^>]*-->/, PARTNER_EVENTS);
}

export function createPartnerHandler({ partnerDir, embedDir, origins, portalOrigin, demosDir = join(repo, 'dist/demos'), vueDir = join(repo, 'demo/partner-vue') }) {
  const htmlHeaders = { ...securityHeaders(partnerCsp(origins, portalOrigin), { trustedTypes: 'off' }), 'Cache-Control': 'no-cache' };
  const sendHtml = (req, res, file, headers, nonce) => {
    // The pages name the default portal origin; point them at this run's portal (other ports).
    let text = readFileSync(file, 'utf8').replaceAll(DEFAULT_PORTAL_ORIGIN, portalOrigin);
    text = partnerPage(text);
    if (nonce) text = text.replaceAll('__CSP_NONCE__', nonce);
    const body = Buffer.from(text);
    res.writeHead(200, { 'Content-Type': CONTENT_TYPES['.html'], 'Content-Length': body.length, ...headers });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  return (req, res) => {
    if (!guard(req, res)) return;
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname === '/embed' || pathname.startsWith('/embed/')) return serveEmbed(req, res, embedDir, pathname);
    if (pathname === '/vendor/vue.runtime.esm-browser.prod.js') return send(req, res, 200, VUE_RUNTIME, { 'Cache-Control': 'no-cache' });
    let file;
    if (pathname === '/react' || pathname.startsWith('/react/')) {
      file = fileAt(inside(join(demosDir, 'partner-react'), pathname.slice('/react'.length)));
      if (!file && fileAt(inside(join(demosDir, 'partner-react'), '/')) === null) {
        return plain(res, 503, `${demosDir}/partner-react is missing: run \`npm run build:demos\` first\n`);
      }
    } else if (pathname === '/vue' || pathname.startsWith('/vue/')) file = fileAt(inside(vueDir, pathname.slice('/vue'.length)));
    else file = fileAt(inside(partnerDir, pathname));
    if (!file) return plain(res, 404, 'not found\n');
    if (extname(file) !== '.html') return send(req, res, 200, file, { 'Cache-Control': 'no-cache' });
    if (file.endsWith(`${sep}strict.html`) || file.endsWith(`${sep}blank.html`)) {
      const nonce = randomBytes(18).toString('base64');
      const headers = { ...securityHeaders(strictPartnerCsp(origins, portalOrigin, nonce), { trustedTypes: 'off' }), 'Cache-Control': 'no-store' };
      return sendHtml(req, res, file, headers, nonce);
    }
    return sendHtml(req, res, file, htmlHeaders);
  };
}

function listen(server, port, host, label) {
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      console.log(`serve-hosted: ${label} on http://${host}:${server.address().port}/`);
      resolvePromise(server);
    });
  });
}

/**
 * Start both listeners; resolves to { portal, partner, portalUrl, partnerUrl, close() }.
 * PORT/DEMO_PORT 0 pick free ports; DEMO_PORT=off skips the partner listener.
 */
export async function start(env = process.env) {
  const host = env.HOST ?? '127.0.0.1';
  const port = Number(env.PORT ?? 5173);
  const demoPort = env.DEMO_PORT === 'off' ? null : Number(env.DEMO_PORT ?? 5174);
  const { kind, settings } = resolveSettings(env);
  const origins = siteOrigins(settings);
  // The seeded products' pictures are on the default sandbox API, whatever this run's port.
  if (kind === 'sandbox') origins.img.push(SANDBOX_API_URL);
  const trustedTypes = env.TRUSTED_TYPES ?? 'enforce'; // enforce | report-only | off
  const dist = resolve(repo, env.DIST_DIR ?? 'dist');
  const embedDir = join(dist, 'embed');
  const partnerDir = resolve(repo, env.PARTNER_DIR ?? 'demo/partner');
  const portal = createServer(
    createPortalHandler({ hostedDir: join(dist, 'hosted'), embedDir, origins, trustedTypes }),
  );
  await listen(portal, port, host, 'portal (dist/hosted, /embed/)');
  const portalUrl = `http://${host}:${portal.address().port}`;
  const demosDir = join(dist, 'demos');
  const partner = createServer(createPartnerHandler({ partnerDir, embedDir, origins, portalOrigin: portalUrl, demosDir }));
  if (demoPort !== null) await listen(partner, demoPort, host, 'partner demo (demo/partner, /embed/)');
  const partnerUrl = partner.listening ? `http://${host}:${partner.address().port}` : null;
  return {
    portal,
    partner,
    portalUrl,
    partnerUrl,
    close: () => Promise.all([portal, partner].map((s) => new Promise((r) => (s.listening ? s.close(r) : r())))),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const servers = await start().catch((error) => {
    console.error(`serve-hosted: ${error.message}`);
    process.exit(1);
  });
  const stop = () => {
    servers.portal.closeAllConnections?.();
    servers.partner.closeAllConnections?.();
    servers.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
