// The module the vite plugin `accounts:preloads` (vite.config.ts) generates: in the embed build,
// the chunks the entry's dynamic imports need (those chunks and their static imports), as paths
// relative to the entry; elsewhere an empty list.
declare module 'virtual:accounts-preloads' {
  const files: readonly string[];
  export default files;
}
