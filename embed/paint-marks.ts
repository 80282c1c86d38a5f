// The stand-ins the first screen is rendered with at build time (embed/paint-render.tsx), which
// the paint (embed/paint.ts) replaces with the element's own values. A text node of the template
// is a number (an index into its strings: one table per language) or literal text.
export const MARK = {
  /** The product's name (the logo's alt text, or the name shown without a logo). */
  name: '\u0001name',
  /** The name's initial beside it without a logo: what src/core/product.ts initialOf makes of `name`. */
  initial: '\u0001',
  logo: '\u0001logo',
  /** The help link: the help centre's URL and the language's suffix. */
  help: '\u0001help',
  teacher: '\u0001teacher',
  brand: '\u0001brand',
  /** The email field's generated id (input id, label for). */
  id: '\u0001id',
} as const;
