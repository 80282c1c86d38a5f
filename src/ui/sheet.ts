// Styles adopted into each shadow root. One constructed sheet is shared by every
// element; where adoptedStyleSheets is missing a <style> carries the CSP nonce.
import themeCss from '/src/ui/theme.css.ts.vanilla.css?inline';
import stylesCss from '/src/ui/styles.css.ts.vanilla.css?inline';

const sheets = new Map<string, CSSStyleSheet | null>();

function constructSheet(css: string): CSSStyleSheet | null {
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

/** Elements rendering into their light DOM (the `light-dom` attribute, embed/elements.ts). */
const lightHosts = new WeakSet<Element>();

export function markLight(host: Element): void {
  lightHosts.add(host);
}

export function isLight(host: Element): boolean {
  return lightHosts.has(host);
}

const LIGHT_SCOPE = ':is(accounts-signin,accounts-signup,accounts-hub,accounts-settings,accounts-portal)[light-dom]';
const lightSheets = new Map<string, string>();

/**
 * A shadow root's CSS for the document: every rule inside `@scope (<light elements>)` with
 * `:host` as `:scope`, so nothing leaks onto the partner's page; keyframes stay outside.
 */
export function lightCss(css: string): string {
  let out = lightSheets.get(css);
  if (out === undefined) {
    const host = (text: string) => text.replace(/:host\(([^)]*)\)/g, ':scope:is($1)').replace(/:host\b/g, ':scope');
    const sheet = constructSheet(css);
    let outside = '';
    let inside = '';
    for (const rule of sheet ? Array.from(sheet.cssRules) : []) {
      if (rule instanceof CSSKeyframesRule) outside += rule.cssText;
      else inside += host(rule.cssText);
    }
    out = `${outside}@scope (${LIGHT_SCOPE}) {${sheet ? inside : host(css)}}`;
    lightSheets.set(css, out);
  }
  return out;
}

/** Adopt `host`'s styles where its screens render: its shadow root, or the document in light-DOM mode. */
export function adoptFor(host: HTMLElement, cssList: readonly string[], nonce?: string | null): void {
  if (lightHosts.has(host)) adoptStyles(document, cssList.map(lightCss), nonce);
  else if (host.shadowRoot) adoptStyles(host.shadowRoot, cssList, nonce);
}
