// The embed entry's preload list (issue #23), used by vite.config.ts's accounts:preloads plugin:
// the chunks the entry's dynamic imports need — each imported chunk and, recursively, the chunks
// it imports statically — so the entry can ask for all of them at once (one round trip).

export const PRELOADS_MARK = '__accounts_preloads__';
/** Stands for `{ en: [...], es: [...] }`: each language's strings chunk and its imports. */
export const LOCALE_PRELOADS_MARK = '__accounts_locale_preloads__';

/**
 * File names (relative to the output folder) the entry chunk should preload, sorted: `roots` (by
 * default the entry's dynamic imports) and, recursively, what they import statically. The
 * embed's entry names the elements' chunk; what a submit needs (embed/ready.ts) and the page-wide
 * setup (embed/page-setup.ts) load at the element's first use (embed/accounts.ts).
 */
export function preloadList(bundle, entry, roots = entry.dynamicImports) {
  const files = new Set();
  const visit = (name) => {
    const chunk = bundle[name];
    if (name === entry.fileName || files.has(name) || chunk?.type !== 'chunk') return;
    files.add(name);
    chunk.imports.forEach(visit);
  };
  roots.forEach(visit);
  return [...files].sort();
}

/** The entry's code with its one `name` mark (a string literal, any quotes) replaced by `value` as JSON. */
export function writePreloads(code, value, name = PRELOADS_MARK) {
  const mark = new RegExp(`(["'\`])${name}\\1`, 'g');
  const found = code.match(mark)?.length ?? 0;
  if (found !== 1) throw new Error(`accounts:preloads: expected one ${name} in the entry, found ${found}`);
  return code.replace(mark, JSON.stringify(value));
}
