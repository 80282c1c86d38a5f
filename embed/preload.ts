// The entry's preloads (issue #23): a `<link rel="modulepreload">` for each chunk, so the browser
// fetches the whole graph the first screen needs in parallel instead of discovering each chunk's
// imports after the one before has arrived (one round trip instead of a chain).

/**
 * Preload `files` (paths relative to `base`, the entry's URL). Under a nonce CSP with
 * 'strict-dynamic' a link needs the nonce of the script that adds it: the entry's, read from the
 * `<script>` that loaded it.
 */
export function preload(files: readonly string[], base: string): void {
  if (typeof document === 'undefined' || files.length === 0) return;
  const own = [...document.scripts].find((s) => s.src === base);
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = new URL(file, base).href;
    if (own?.nonce) link.nonce = own.nonce;
    document.head.append(link);
  }
}
