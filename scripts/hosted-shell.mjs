// The hosted portal's first paint for the signed-out routes, before any script runs: the build
// writes <route>/index.html (served for /signin/, /signup/, /activate by any static host) with
// the branded frame of the sign-in screens — the side panel (drawn in CSS as the element draws it,
// or the configured default picture), the page colour — inside <accounts-portal>. When the element upgrades, its shadow root replaces the
// frame (light children aren't slotted) with the same panel at the same size, so the page never
// flashes blank and the largest paint happens at the first one.
// The page's few rules are inlined as a <style> (the CSP allows it by hash, see styleHashes), so
// the first paint waits for no stylesheet. A configured picture is preloaded.
// The panel's message (the default product's, in the page's language: pt, <html lang="pt-BR">) is
// painted too, with the panel's font and place: it is the screen's largest text, so the largest
// paint happens at the first one instead of after the script (issue #23). The element's own
// message, painted later at the same size, is not larger, so it does not move it; in another
// language or for a product it replaces the shell's text at the upgrade, as it would anyway.
// Signed-in routes (/, settings) keep the plain page: they have no side panel.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Routes whose first screen is a NoSessionLayout, as folders of dist/hosted. */
export const SHELL_ROUTES = ['signin', 'signup', 'activate'];

/** Placeholder in hosted/hosted.css for the panel's background layers (replaced at build time: vite.config.ts). */
export const BACKGROUND_PLACEHOLDER = '__ACCOUNTS_DEFAULT_BACKGROUND__';

/** Each shell route's side message (NoSessionLayout's): its key in pt's locale files (file, then path). */
export const SHELL_MESSAGES = { signin: ['common', 'side', 'default'], signup: ['side', 'default', 'signup'], activate: ['side', 'default', 'activate'] };

/** A shell route's side message in `locale` (the page's language) from the locale files under `localesDir`. */
export function shellMessage(route, localesDir, locale = 'pt') {
  const [file, ...path] = SHELL_MESSAGES[route] ?? [];
  if (!file) throw new Error(`hosted-shell: no side message for ${route}`);
  return path.reduce((node, key) => node?.[key], JSON.parse(readFileSync(join(localesDir, locale, `${file}.json`), 'utf8')));
}

const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const shellOf = (message) => `<div class="shell" aria-hidden="true"><div class="shell-side"><p class="shell-message">${escapeHtml(message)}</p></div></div>`;

/**
 * The page with the frame inside <accounts-portal>, its side `message` (plain text) and the
 * configured background (absolute or root-relative URL; null: none) preloaded.
 */
export function withShell(html, backgroundUrl, message) {
  if (backgroundUrl !== null && !/^(https?:\/\/|\/(?!\/))[^\s"'<>]+$/.test(backgroundUrl)) throw new Error(`hosted-shell: unsafe background URL ${backgroundUrl}`);
  if (typeof message !== 'string' || !message.trim() || message.includes('{{')) throw new Error(`hosted-shell: no plain side message (${message})`);
  const SHELL = shellOf(message);
  const preload = backgroundUrl === null ? '' : `<link rel="preload" as="image" href="${backgroundUrl}" fetchpriority="high" />`;
  const out = html
    .replace('</title>', `</title>${preload && `\n    ${preload}`}`)
    .replace('<accounts-portal></accounts-portal>', `<accounts-portal>${SHELL}</accounts-portal>`);
  if (!out.includes(SHELL) || !out.includes(preload)) throw new Error('hosted-shell: index.html has no <title> or empty <accounts-portal>');
  return out;
}

/** The page's stylesheet link (`href` ending in `fileName`) replaced by its rules in a <style>. */
export function inlineStylesheet(html, fileName, css) {
  if (/<\/?style|<!--|-->/i.test(css)) throw new Error('hosted-shell: the stylesheet cannot be inlined safely');
  const link = new RegExp(`<link rel="stylesheet"[^>]*href="[^"]*${fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`);
  if (!link.test(html)) throw new Error(`hosted-shell: no <link> to ${fileName} in the page`);
  return html.replace(link, () => `<style>${css.trim()}</style>`);
}

/** CSP source expressions ('sha256-…') of the <style> elements of a page. */
export function styleHashes(html) {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => `'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`);
}
