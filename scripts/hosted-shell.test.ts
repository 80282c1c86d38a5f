import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withShell } from './hosted-shell.mjs';

const page = readFileSync(join(import.meta.dirname, '../hosted/index.html'), 'utf8');
const BG = 'http://127.0.0.1:8787/assets/backgrounds/lingora.svg';

describe('hosted first paint (withShell)', () => {
  it('puts the aria-hidden frame inside <accounts-portal> and preloads the background', () => {
    const out = withShell(page, BG);
    expect(out).toMatch(/<accounts-portal><div class="shell" aria-hidden="true"><div class="shell-side"><\/div><\/div><\/accounts-portal>/);
    expect(out).toContain(`<link rel="preload" as="image" href="${BG}" fetchpriority="high" />`);
    // Nothing inline that the portal's CSP would refuse.
    expect(out).not.toMatch(/style=|<style|<script(?![^>]*\ssrc=)/);
  });

  it('refuses a background URL that could break out of the attribute', () => {
    for (const bad of ['javascript:alert(1)', 'http://x/"><script>', "http://x/' onload=1", 'data:image/svg+xml,x']) {
      expect(() => withShell(page, bad), bad).toThrow();
    }
  });

  it('fails the build when the page no longer has the empty element to fill', () => {
    expect(() => withShell(page.replace('<accounts-portal></accounts-portal>', ''), BG)).toThrow();
  });
});
