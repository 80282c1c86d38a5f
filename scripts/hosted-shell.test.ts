import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineStylesheet, SHELL_ROUTES, shellMessage, styleHashes, withShell } from './hosted-shell.mjs';

const BG = 'http://127.0.0.1:8787/assets/backgrounds/lingora.svg';

const page = readFileSync(join(import.meta.dirname, '../hosted/index.html'), 'utf8');
const built = '<head><link rel="stylesheet" crossorigin href="/assets/index-DGx2JbX3.css"></head><body><accounts-portal></accounts-portal></body>';

describe('hosted first paint', () => {
  it('withShell puts the aria-hidden frame inside <accounts-portal> and preloads the background', () => {
    const out = withShell(page, BG, 'Uma conta.');
    expect(out).toMatch(/<accounts-portal><div class="shell" aria-hidden="true"><div class="shell-side"><p class="shell-message">Uma conta\.<\/p><\/div><\/div><\/accounts-portal>/);
    expect(out).toContain(`<link rel="preload" as="image" href="${BG}" fetchpriority="high" />`);
    expect(out).not.toMatch(/style=|<script(?![^>]*\ssrc=)/);
  });

  it('without a configured background, preloads no picture (the CSS draws the panel)', () => {
    const out = withShell(page, null, 'Uma conta.');
    expect(out).toContain('<p class="shell-message">Uma conta.</p>');
    expect(out).not.toContain('rel="preload"');
  });

  it('refuses a background URL that could break out of the attribute', () => {
    for (const bad of ['javascript:alert(1)', 'http://x/"><script>', "http://x/' onload=1", 'data:image/svg+xml,x']) {
      expect(() => withShell(page, bad, 'Uma conta.'), bad).toThrow();
    }
  });

  it('fails the build when the page no longer has the empty element to fill', () => {
    expect(() => withShell(page.replace('<accounts-portal></accounts-portal>', ''), BG, 'Uma conta.')).toThrow();
  });

  it("paints each route's side message in the page's language (pt), as text (issue #23: the largest paint)", () => {
    const locales = join(import.meta.dirname, '../locales');
    const common = JSON.parse(readFileSync(join(locales, 'pt/common.json'), 'utf8'));
    const side = JSON.parse(readFileSync(join(locales, 'pt/side.json'), 'utf8'));
    expect(page).toMatch(/<html lang="pt/);
    expect(SHELL_ROUTES.map((r) => shellMessage(r, locales))).toEqual([common.side.default, side.default.signup, side.default.activate]);
    expect(withShell(page, BG, 'A <b> & "c"')).toContain('<p class="shell-message">A &#60;b&#62; &#38; &#34;c&#34;</p>');
    expect(() => withShell(page, BG, 'Entre em {{product}}.')).toThrow();
    expect(() => withShell(page, BG, '')).toThrow();
  });

  it('inlines the stylesheet in place of its link, and the CSP hash matches the <style> exactly', () => {
    const css = '.shell{display:grid}';
    const out = inlineStylesheet(built, 'assets/index-DGx2JbX3.css', css);
    expect(out).toContain('<style>.shell{display:grid}</style>');
    expect(out).not.toContain('<link rel="stylesheet"');
    expect(styleHashes(out)).toEqual([`'sha256-${createHash('sha256').update(css).digest('base64')}'`]);
  });

  it('refuses CSS that could end the <style> early, and a page without the link', () => {
    expect(() => inlineStylesheet(built, 'assets/index-DGx2JbX3.css', 'a{}</style><script>x</script>')).toThrow();
    expect(() => inlineStylesheet(built, 'assets/other.css', 'a{}')).toThrow();
  });
});
