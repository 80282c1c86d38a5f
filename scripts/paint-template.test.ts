// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { templateModule } from './paint-template.mjs';

const render = { MARK: { id: '\u0001id', help: '\u0001help' }, KEY_MARK: '\u0002', RENDER_KIND: 'talks' };
let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

function locales(): string {
  dir = mkdtempSync(join(tmpdir(), 'paint-template-'));
  for (const [lang, title, side] of [['pt', 'Entrar', 'Fale'], ['en', 'Sign in', 'Talk']] as const) {
    mkdirSync(join(dir, lang));
    writeFileSync(join(dir, lang, 'common.json'), JSON.stringify({ side: { default: `${side} (default)`, talks: side }, 'signin-title': title }));
  }
  return dir;
}

const tree = (cls: string) => ['div', { class: cls }, ['div', { part: 'header' }, ['img', { id: 'P0-0', href: '\u0001help/pt' }]], ['h1', {}, '\u0002common.signin-title'], ['p', {}, '\u0002common.side.talks']];

describe('the paint template module', () => {
  it('names classes by their styles exports, texts by key (per kind where the render chose one), ids and the help link by mark', () => {
    const localesDir = locales();
    const code = templateModule({
      withLogo: tree('a b'), withoutLogo: tree('a b'), styles: { page: 'a', button: { primary: 'b' } }, stylesPath: '/s.css.ts', render, locales: ['pt', 'en'], localesDir,
    });
    expect(code).toContain('"class":s["page"]+" "+s["button"]["primary"]');
    expect(code).toContain('"id":"\\u0001id"');
    expect(code).toContain('"href":"\\u0001help"');
    expect(code).toContain('"\\u0002common.side.*"');
    expect(code).toContain('export const keys = ["common.side.default","common.side.talks","common.signin-title"];');
    // pt's texts are read from its own files (the elements import them too: one copy in the bundle).
    expect(code).toContain(`import common from ${JSON.stringify(join(localesDir, 'pt', 'common.json'))};`);
    expect(code).not.toContain('"Entrar"');
    expect(code).toContain('"en":["Talk (default)","Talk","Sign in"]');
  });

  it('stops the build on a text of an area the first screen does not ship (a later screen\'s)', () => {
    const localesDir = locales();
    const later = ['div', { class: 'a' }, ['div', { part: 'header' }], ['h1', {}, '\u0002signin.password-title']];
    expect(() => templateModule({ withLogo: later, withoutLogo: later, styles: { page: 'a' }, stylesPath: '/s.css.ts', render, locales: ['pt'], localesDir }))
      .toThrow(/signin\.password-title, which is not in its areas \(common/);
  });

  it('stops the build on a class the styles module does not export', () => {
    const localesDir = locales();
    expect(() => templateModule({ withLogo: tree('zzz'), withoutLogo: tree('zzz'), styles: { page: 'a' }, stylesPath: '/s.css.ts', render, locales: ['pt'], localesDir }))
      .toThrow(/class "zzz"/);
  });
});
