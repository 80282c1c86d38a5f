// The hosted portal's first paint for the signed-out routes, before any script runs: the build
// writes <route>/index.html (served for /signin/, /signup/, /activate by any static host) with
// the branded frame of the sign-in screens — the side panel with the default background, the
// page colour — inside <accounts-portal>, and a preload of that background. When the element
// upgrades, its shadow root replaces the frame (light children aren't slotted) with the same
// panel at the same size, so the page never flashes blank and the largest paint happens early.
// Signed-in routes (/, settings) keep the plain page: they have no side panel.

/** Routes whose first screen is a NoSessionLayout, as folders of dist/hosted. */
export const SHELL_ROUTES = ['signin', 'signup', 'activate'];

/** Placeholder in hosted/hosted.css for the default background URL (replaced at build time). */
export const BACKGROUND_PLACEHOLDER = '__ACCOUNTS_DEFAULT_BACKGROUND__';

const SHELL = '<div class="shell" aria-hidden="true"><div class="shell-side"></div></div>';

/** The page with the frame inside <accounts-portal> and the background preloaded. */
export function withShell(html, backgroundUrl) {
  if (!/^https?:\/\/[^\s"'<>]+$/.test(backgroundUrl)) throw new Error(`hosted-shell: unsafe background URL ${backgroundUrl}`);
  const preload = `<link rel="preload" as="image" href="${backgroundUrl}" fetchpriority="high" />`;
  const out = html
    .replace('</title>', `</title>\n    ${preload}`)
    .replace('<accounts-portal></accounts-portal>', `<accounts-portal>${SHELL}</accounts-portal>`);
  if (!out.includes(SHELL) || !out.includes(preload)) throw new Error('hosted-shell: index.html has no <title> or empty <accounts-portal>');
  return out;
}
