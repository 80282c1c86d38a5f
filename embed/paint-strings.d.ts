// The module the vite plugin `accounts:paint-strings` (vite.config.ts) generates from locales/.
declare module 'virtual:accounts-paint-strings' {
  import type { PaintKey } from './paint-keys';
  import type { Locale } from '../src/core/locale';
  const strings: Record<Locale, Record<PaintKey, string>>;
  export default strings;
}
