// The module the vite plugin `accounts:paint-strings` (vite.config.ts) generates from locales/.
declare module 'virtual:accounts-paint-strings' {
  import type { Locale } from '../src/core/locale';
  /** Each language's strings in the order of PAINT_KEYS (embed/paint-keys.ts). */
  const strings: Record<Locale, readonly string[]>;
  export default strings;
}
