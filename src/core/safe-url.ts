// Untrusted URL and colour values (logos, background images, brand colours, and the grammar
// callback urls are held to in redirect.ts): accept a strict grammar first, then check what the
// URL parser made of it. Apart from redirect.ts so the first paint carries only what it checks.

export const MAX_URL_LENGTH = 2048;

// Any whitespace or C0/C1 control character: the URL parser silently strips
// some of them (tab, newline), which is how "java\tscript:" slips through.
function hasControlOrSpace(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c <= 0x20 || (c >= 0x7f && c <= 0x9f)) return true;
  }
  return /\s/.test(value);
}
// A root-relative path: one '/', then anything but a second '/' or a '\'.
export const RELATIVE = /^\/(?![/\\])/;
// An absolute http(s) URL with a non-empty authority.
const ABSOLUTE = /^(https?):\/\/([^/?#]+)/i;
// Path tricks some servers and proxies interpret differently: dot segments,
// path parameters (Tomcat's "..;"), encoded dots, slashes, backslashes and NULs.
const PATH_TRICKS = /\.\.|;|%2e|%2f|%5c|%00/i;

function pathPart(raw: string): string {
  const rest = raw.replace(ABSOLUTE, '');
  return rest.split(/[?#]/, 1)[0] ?? '';
}

/**
 * Parses an untrusted URL string under the strict grammar shared by callbacks
 * and attributes: no whitespace or control characters, no backslashes, at most
 * MAX_URL_LENGTH characters, either root-relative or http(s) with a plain
 * host (no userinfo, no numeric or otherwise rewritten host), no path tricks.
 */
export function parseStrict(raw: unknown, base: string): URL | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_URL_LENGTH) return null;
  if (hasControlOrSpace(raw) || raw.includes('\\')) return null;
  const absolute = ABSOLUTE.exec(raw);
  if (!absolute && !RELATIVE.test(raw)) return null;
  if (PATH_TRICKS.test(pathPart(raw))) return null;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  if (absolute) {
    // The host as written must be what the parser kept: this refuses numeric
    // and hex IPv4 forms ("2130706433" -> 127.0.0.1), IDN look-alikes and
    // other rewrites. A default port written out (":443") is tolerated.
    const written = (absolute[2] ?? '').toLowerCase();
    const defaultPort = url.protocol === 'https:' ? ':443' : ':80';
    if (written !== url.host && written !== url.host + defaultPort) return null;
  }
  return url;
}

// Only raster formats: SVG data can carry script.
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/i;
const MAX_DATA_LENGTH = 1_000_000;
// Characters that would break out of url("...") or an attribute.
const CSS_BREAKERS = /["'()<>`]/;

/**
 * Whether a value may be used as an image URL (logo, background image): an
 * http(s) URL or a root-relative path, never javascript:, blob: or other
 * schemes. data: images are refused unless `allowData` is set, and then only
 * base64 png/jpeg/gif/webp.
 */
export function isSafeUrlAttribute(raw: unknown, options: { allowData?: boolean } = {}): boolean {
  if (typeof raw !== 'string') return false;
  if (options.allowData && raw.length <= MAX_DATA_LENGTH && DATA_IMAGE.test(raw)) return true;
  if (CSS_BREAKERS.test(raw)) return false;
  return parseStrict(raw, 'http://relative.invalid') !== null;
}

const HEX_COLOR = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTIONAL = /^(rgba?|hsla?)\(([^()]*)\)$/i;
const NUMBER_ARG = /^[+-]?(\d+(\.\d*)?|\.\d+)(%|deg)?$/i;

/**
 * Whether a brand colour may be put into a style: hex (#rgb, #rgba, #rrggbb,
 * #rrggbbaa), rgb()/rgba()/hsl()/hsla() with plain numeric arguments, or any
 * CSS colour name but transparent and currentcolor (a bare word, which cannot
 * leave its declaration; the browser knows the names). Anything else (url(), expression(), `;`, `}`,
 * quotes, var()) is refused.
 */
export function isSafeColor(raw: unknown): boolean {
  if (typeof raw !== 'string' || raw.length > 64) return false;
  const value = raw.trim();
  if (HEX_COLOR.test(value)) return true;
  // transparent and currentcolor would leave the brand's white text on nothing or on itself.
  if (/^[a-z]+$/i.test(value)) return !/^(transparent|currentcolor)$/i.test(value) && CSS.supports('color', value);
  const fn = FUNCTIONAL.exec(value);
  if (!fn) return false;
  const args = (fn[2] ?? '').trim().split(/\s*[,/]\s*|\s+/);
  return args.length >= 3 && args.length <= 4 && args.every((a) => NUMBER_ARG.test(a));
}
