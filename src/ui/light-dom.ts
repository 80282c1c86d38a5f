// Light-DOM mode (the `light-dom` attribute, embed/elements.ts): which elements render into
// the document, and their shadow-root CSS scoped for it. Apart from sheet.ts so the first paint,
// which never paints light-DOM elements, does not carry it.
import { adoptStyles, constructSheet } from './sheet';

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
 * A shadow root's CSS for the document: every rule nested in `<light elements> { … }`, with
 * `:host` as `&`, so nothing leaks onto the partner's page; keyframes and font faces, which can't
 * nest, stay outside. Nesting rather than `@scope`: Firefox ESR 140 has no `@scope`, and WebKit's
 * never matches a shadow host or the children it slots, which is what a light-DOM element is.
 */
export function lightCss(css: string): string {
  let out = lightSheets.get(css);
  if (out === undefined) {
    const host = (text: string) => text.replace(/:host\(([^)]*)\)/g, '&:is($1)').replace(/:host\b/g, '&');
    const sheet = constructSheet(css);
    let outside = '';
    let inside = '';
    for (const rule of sheet ? Array.from(sheet.cssRules) : []) {
      if (rule instanceof CSSKeyframesRule || rule instanceof CSSFontFaceRule) outside += rule.cssText;
      else inside += host(rule.cssText);
    }
    out = `${outside}${LIGHT_SCOPE} {${sheet ? inside : host(css)}}`;
    lightSheets.set(css, out);
  }
  return out;
}

/** Adopt `host`'s styles where its screens render: its shadow root, or the document in light-DOM mode. */
export function adoptFor(host: HTMLElement, cssList: readonly string[], nonce?: string | null): void {
  if (lightHosts.has(host)) adoptStyles(document, cssList.map(lightCss), nonce);
  else if (host.shadowRoot) adoptStyles(host.shadowRoot, cssList, nonce);
}
