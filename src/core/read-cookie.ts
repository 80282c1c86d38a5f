// One cookie's value as js-cookie reads it (surrounding quotes dropped, %XX sequences decoded),
// without js-cookie: what the first screen reads (embed/page-cookies.ts, core/session-state.ts)
// needs only this. Writing cookies stays js-cookie's (core/session-store.ts, core/i18n.ts).

/**
 * The first cookie named `name` in `cookies` (document.cookie's form, read now when not given);
 * undefined when absent, undecodable, or the document's cookies can't be read (a sandboxed frame).
 */
export function readCookie(name: string, cookies?: string): string | undefined {
  try {
    const raw = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookies ?? document.cookie)?.[1];
    return raw === undefined ? undefined : (raw[0] === '"' ? raw.slice(1, -1) : raw).replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);
  } catch {
    return undefined;
  }
}
