// Styles reach each shadow root; where constructable sheets are missing a <style> carries the nonce.
import { adoptStyles } from './sheet';
import { assert, equal } from '../../tests/browser/support/assert.ts';

describe('adoptStyles', () => {
  it('adopts one shared constructed sheet into a shadow root, once', () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    adoptStyles(root, ['p { color: rgb(1, 2, 3); }']);
    adoptStyles(root, ['p { color: rgb(1, 2, 3); }']);
    equal(root.adoptedStyleSheets.length, 1);
    equal(root.querySelector('style'), null);
  });

  it('falls back to a <style> with the CSP nonce where adoptedStyleSheets is missing', () => {
    // A root without adoptedStyleSheets, as in browsers that lack constructable stylesheets.
    const legacyRoot = document.createElement('div') as unknown as ShadowRoot;
    adoptStyles(legacyRoot, ['p { color: rgb(4, 5, 6); }'], 'n0nce');
    adoptStyles(legacyRoot, ['p { color: rgb(4, 5, 6); }'], 'n0nce');
    const styles = legacyRoot.querySelectorAll('style');
    equal(styles.length, 1, 'added once');
    const style = styles[0];
    assert(style, 'a style element');
    equal(style.nonce, 'n0nce');
    equal(style.textContent, 'p { color: rgb(4, 5, 6); }');
  });
});
