// The module the vite plugin `accounts:preloads` (vite.config.ts) generates: in the embed build,
// the chunks the entry's dynamic imports need (those chunks and their static imports), as paths
// relative to the entry, and by language the chunk of its strings; elsewhere empty.
declare module 'virtual:accounts-preloads' {
  const files: readonly string[];
  export default files;
  export const byLocale: Readonly<Partial<Record<string, readonly string[]>>>;
}
