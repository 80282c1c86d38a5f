// The embed entry's preload list (issue #23), used by vite.config.ts's accounts:preloads plugin:
// the chunks the entry's dynamic imports need — each imported chunk and, recursively, the chunks
// it imports statically — so the entry can ask for all of them at once (one round trip).

export const PRELOADS_MARK = '__accounts_preloads__';

/**
 * File names (relative to the output folder) the entry chunk should preload, sorted. `wanted`
 * picks which of the entry's dynamic imports are preloaded (default: all); the others load when
 * the entry asks for them (embed/accounts.ts: what a submit needs, on the first sign of use).
 */
export function preloadList(bundle, entry, wanted = () => true) {
  const files = new Set();
  const visit = (name) => {
    const chunk = bundle[name];
    if (name === entry.fileName || files.has(name) || chunk?.type !== 'chunk') return;
    files.add(name);
    chunk.imports.forEach(visit);
  };
  entry.dynamicImports.filter((name) => wanted(bundle[name])).forEach(visit);
  return [...files].sort();
}

/** The entry's code with its one preload mark (a string literal, any quotes) replaced by the list. */
export function writePreloads(code, files) {
  const mark = new RegExp(`(["'\`])${PRELOADS_MARK}\\1`, 'g');
  const found = code.match(mark)?.length ?? 0;
  if (found !== 1) throw new Error(`accounts:preloads: expected one ${PRELOADS_MARK} in the entry, found ${found}`);
  return code.replace(mark, JSON.stringify(files));
}
