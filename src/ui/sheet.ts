// Styles adopted into each shadow root. One constructed sheet is shared by every
// element; where adoptedStyleSheets is missing a <style> carries the CSP nonce.
import themeCss from '/src/ui/theme.css.ts.vanilla.css?inline';
import stylesCss from '/src/ui/styles.css.ts.vanilla.css?inline';

const sheets = new Map<string, CSSStyleSheet | null>();

export function constructSheet(css: string): CSSStyleSheet | null {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    return sheet;
  } catch {
    return null; // no constructable stylesheets: adoptStyles falls back to <style>
  }
}

function sheetFor(css: string): CSSStyleSheet | null {
  if (!sheets.has(css)) {
    sheets.set(css, constructSheet(css));
  }
  return sheets.get(css) ?? null;
}

export const baseCss = [themeCss, stylesCss];

/** Adopt CSS strings into a shadow root, or the document for light-DOM elements (idempotent). */
export function adoptStyles(root: ShadowRoot | Document, cssList: readonly string[], nonce?: string | null): void {
  for (const css of cssList) {
    const sheet = sheetFor(css);
    if (sheet && 'adoptedStyleSheets' in root) {
      if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      continue;
    }
    const marker = `s${css.length}`;
    if (root.querySelector(`style[data-accounts="${marker}"]`)) continue;
    const el = document.createElement('style');
    el.dataset.accounts = marker;
    if (nonce) el.nonce = nonce;
    el.textContent = css;
    (root instanceof Document ? root.head : root).prepend(el);
  }
}
