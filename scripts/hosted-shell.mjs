// The hosted portal's first paint for the signed-out routes, before any script runs: the build
// writes <route>/index.html (served for /signin/, /signup/, /activate by any static host) with
// the branded frame of the sign-in screens — the side panel with the default background, the
// page colour — inside <accounts-portal>. When the element upgrades, its shadow root replaces the
// frame (light children aren't slotted) with the same panel at the same size, so the page never
// flashes blank and the largest paint happens at the first one.
// The page's few rules are inlined as a <style> (the CSP allows it by hash, see styleHashes), so
// the first paint waits for no stylesheet. The background stays a preloaded network image (not a
// data: URL): Chromium doesn't count an inline low-entropy image as the largest paint, and the
// portal's own panel, painted later at the same size, would become it.
// Signed-in routes (/, settings) keep the plain page: they have no side panel.
import { createHash } from 'node:crypto';

/** Routes whose first screen is a NoSessionLayout, as folders of dist/hosted. */
export const SHELL_ROUTES = ['signin', 'signup', 'activate'];

/** Placeholder in hosted/hosted.css for the default background (replaced at build time). */
export const BACKGROUND_PLACEHOLDER = '__ACCOUNTS_DEFAULT_BACKGROUND__';

const SHELL = '<div class="shell" aria-hidden="true"><div class="shell-side"></div></div>';

/** The page with the frame inside <accounts-portal> and the background (absolute or root-relative URL) preloaded. */
export function withShell(html, backgroundUrl) {
  if (!/^(https?:\/\/|\/(?!\/))[^\s"'<>]+$/.test(backgroundUrl)) throw new Error(`hosted-shell: unsafe background URL ${backgroundUrl}`);
  const preload = `<link rel="preload" as="image" href="${backgroundUrl}" fetchpriority="high" />`;
  const out = html
    .replace('</title>', `</title>\n    ${preload}`)
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
