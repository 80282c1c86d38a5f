// Spec §9's breakpoints (30, 48, 62, 80, 96 em) as container queries: an element lays itself out
// by its own width, not the window's (issue #20), so a partner's 360 px sidebar on a wide screen
// gets the phone layout and the full-width portal looks as it always did. The container is the
// element's root (`:host`, theme.css.ts); `em` is its font size (16px unless a partner sets one on
// the element, which scales everything inside alike). Use as `'@container': { [below48]: {…} }`.
// No element inside may be a size container of its own: these queries would ask it instead.
export const below30 = '(max-width: 29.99em)';
export const upTo30 = '(max-width: 30em)';
/** Below 48em, where `from48` starts: the single-column (phone) layouts. */
export const below48 = '(max-width: 47.99em)';
export const from62 = '(min-width: 62em)';
export const from80 = '(min-width: 80em)';
export const from96 = '(min-width: 96em)';

/** Whether `host` (an element's root) is 48em wide or more: `below48`'s opposite, for code. */
export function atLeast48(host: Element): boolean {
  return host.getBoundingClientRect().width >= 48 * parseFloat(getComputedStyle(host).fontSize);
}
