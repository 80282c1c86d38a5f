// The module the vite plugin `accounts:paint-template` (scripts/paint-template.mjs) generates by
// rendering <accounts-signin>'s first screen (embed/paint-render.tsx) at build time.
declare module 'virtual:accounts-paint-template' {
  import type { Locale } from '../src/core/locale';
  /** A text: its key after `\u0002`, a mark of embed/paint-marks.ts, or itself. */
  type PaintText = string;
  /** [tag, attributes (`style`: CSS properties), ...children]. */
  export type PaintNode = PaintText | [string, Record<string, PaintText | Record<string, PaintText>>, ...PaintNode[]];
  /** The first screen with every optional node: a logo, the accessing line, talks' teacher link. */
  export const template: PaintNode;
  /** The header's children for a product without a logo. */
  export const noLogo: PaintNode[];
  /** The keys the template names (a `*` in the template's: the product kind), sorted. */
  export const keys: readonly string[];
  /** Each language's texts, in the order of `keys`. */
  export const strings: Record<Locale, readonly string[]>;
}
