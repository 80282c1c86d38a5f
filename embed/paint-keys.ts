// The strings the embed's first paint (embed/paint.ts) shows, in every language: the vite plugin
// `accounts:paint-strings` bundles just these keys from locales/ as `virtual:accounts-paint-strings`,
// so the first script carries a few hundred bytes of text instead of whole locale files.
export const PAINT_KEYS = [
  'signin.title',
  'signin.create-account',
  'signin.teacher-access',
  'common.email',
  'common.continue',
  'common.language',
  'common.language-name.pt',
  'common.language-name.en',
  'common.language-name.es',
  'common.help',
  'common.accessing',
  'common.side.default',
  'common.side.talks',
  'common.side.yowza',
  'common.side.lms',
  'common.side.io',
] as const;

export type PaintKey = (typeof PAINT_KEYS)[number];
