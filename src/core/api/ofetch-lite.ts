// What ofetch takes from its two helper packages, written for how this client calls it
// (issue #23: a dependency that ships more than the portal uses). The builds alias `ufo` and
// `destr` to this module (vite.config.ts, ofetchLite): ufo is a whole URL toolkit (~1.2 kB gzip
// in the embed) of which ofetch uses withBase and withQuery; destr is a tolerant parser of any
// text (~0.5 kB) where ofetch needs JSON parsed without prototype pollution. ofetch itself stays.

const PROTOCOL = /^[a-z][a-z\d+.-]*:/i;

/** `input` on `base` (ufo's withBase): kept when absolute or already under base, else joined with one slash. */
export function withBase(input: string, base: string): string {
  const root = base.replace(/\/+$/, '');
  if (!root || PROTOCOL.test(input) || input.startsWith(root)) return input;
  return `${root}/${input.replace(/^\/+/, '')}`;
}

/**
 * `input` with `query` merged into its query string (ufo's withQuery): a key given replaces the
 * URL's, undefined removes it, arrays repeat it, objects are written as JSON.
 */
export function withQuery(input: string, query: Record<string, unknown>): string {
  const hashAt = input.indexOf('#');
  const hash = hashAt < 0 ? '' : input.slice(hashAt);
  const beforeHash = hashAt < 0 ? input : input.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const params = new URLSearchParams(queryAt < 0 ? '' : beforeHash.slice(queryAt + 1));
  for (const [key, value] of Object.entries(query)) {
    params.delete(key);
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item !== null && typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  const search = params.toString();
  return `${queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt)}${search ? `?${search}` : ''}${hash}`;
}

/** A response body as JSON when it is JSON, else the text as it came (destr's job for ofetch). */
export default function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    // Keys that would reach Object.prototype are dropped, as destr does.
    return JSON.parse(value, (key, v: unknown) => (key === '__proto__' || (key === 'constructor' && v !== null && typeof v === 'object' && 'prototype' in v) ? undefined : v));
  } catch {
    return value;
  }
}
