// The first paint of <accounts-signin> (issue #8: first input under 600 ms on a slow phone). The
// entry script carries only this: it draws the email step into each element's shadow root from a
// template of the real screen rendered at build time (embed/paint-render.tsx, through
// scripts/paint-template.mjs: SignInScreen in its BrandFrame, as the element renders it first),
// filled with the element's branding, language and email, while the elements themselves load as
// the next chunk. Nodes are made with createElement and setAttribute, styles through the CSSOM:
// no markup is parsed, so a strict CSP with Trusted Types holds. The input is real: what the user
// types there, whether it has focus and an early Enter are handed over when the element upgrades
// (embed/elements.ts), so nothing typed is lost and nothing flashes; on a same-site page what is
// typed is also kept across a reload that comes first (keepTyped).
// Only the plain case is painted: a signed-in page, a saved mid-flow step, light-dom mode or an
// element already defined render as before, from the real element alone.
import { keys, noLogo, strings, template, type PaintNode } from 'virtual:accounts-paint-template';
import { $config, applyElementConfig, isSameSiteHost, portalCookieDomain } from '../src/core/config';
import { COOKIE, KEY, SIGNIN_FORM, elementScope, keptFieldsKey } from '../src/core/keys';
import { HELP_SUFFIX, isLocale, type Locale } from '../src/core/locale';
import { defaultBranding, initialOf, mergeBranding, normalizeProductId, productKind } from '../src/core/product';
import { loadPicture } from '../src/ui/picture';
import { adoptStyles, baseCss } from '../src/ui/sheet';
import { cookie, forgetCookies, pageLocale } from './page-cookies';
import { MARK } from './paint-marks';

const TAG = 'accounts-signin';
/** Cookies that mean a session may exist: the guard may send the element elsewhere. */
const SESSION_COOKIES = [COOKIE.access, COOKIE.refresh];

/** What the user did in the painted form, for the real screen to carry on from. */
export interface Painted {
  /** The email typed in the painted form (else empty). */
  value: string;
  focused: boolean;
  submitted: boolean;
  /** A language picked in the painted menu (else undefined). */
  locale?: Locale;
}

interface Paint {
  /** Ends the paint's own listeners: the nodes go on as the element's. */
  stop: AbortController;
  input: HTMLInputElement;
  /** The email it was painted with: the element brings that back itself (attribute, saved step, kept typing). */
  shown: string;
  select: HTMLSelectElement;
  locale: Locale;
  submitted: boolean;
}

const painted = new WeakMap<Element, Paint>();

/**
 * The saved step of the element (src/core/router.ts) as far as painting cares: its path and the
 * email it carries. Untrusted: anything odd reads as no step (the router drops it too). Each
 * element's own, under its keys' scope (core/keys.ts elementScope).
 */
function savedStep(host: Element): { path?: unknown; email?: unknown } {
  const scope = elementScope(TAG, host);
  try {
    // The router keeps the element's history, its step last; the email step keeps what was typed.
    const { stack } = JSON.parse(sessionStorage.getItem(KEY.route + scope) ?? '{}') as { stack?: { path?: unknown; query?: { email?: unknown } }[] };
    const step = Array.isArray(stack) ? stack[stack.length - 1] : undefined;
    const typed = (): unknown => (JSON.parse(sessionStorage.getItem(keptFieldsKey(SIGNIN_FORM, scope)) ?? '{}') as { email?: unknown }).email;
    return { path: step?.path, email: step?.query?.email || typed() };
  } catch {
    return {}; // no storage (a sandboxed frame) or a tampered value
  }
}

/** The real element would show something else than the email step, or paints itself. */
function skip(host: HTMLElement): boolean {
  if (host.shadowRoot || host.hasAttribute('light-dom') || customElements.get(TAG)) return true;
  if (SESSION_COOKIES.some((c) => cookie(c))) return true;
  const { path } = savedStep(host);
  return typeof path === 'string' && path !== '/signin/';
}

/**
 * What is typed in the painted email field, kept as the email step keeps it (ui/use-kept-fields.ts,
 * under the same key) on a page of the company's own site: a reload before the element has taken
 * over brings it back (savedStep above reads it). A partner's site keeps nothing. (The element
 * also asks that cookies work, core/embed-mode.ts; where they are blocked, so is the storage.)
 */
function keepTyped(host: Element, email: string): void {
  if (!isSameSiteHost(location.hostname, portalCookieDomain())) return;
  const key = keptFieldsKey(SIGNIN_FORM, elementScope(TAG, host));
  try {
    if (email) sessionStorage.setItem(key, JSON.stringify({ email }));
    else sessionStorage.removeItem(key);
  } catch {
    // no storage (a sandboxed frame): nothing kept, as for the element
  }
}

const KEY_MARK = '\u0002';
let ids = 0;

/** Draw the email step into `root` (a fresh shadow root of `host`) and remember its input. */
export function paintInto(host: HTMLElement, root: ShadowRoot): void {
  const attr = (name: string) => host.getAttribute(name) ?? undefined;
  // The element's own `locale`, else the page's. (A page mixing elements with and without
  // `locale` ends up in one language for all once they render: the page-wide $locale of i18n.)
  const wanted = attr('locale');
  const locale: Locale = isLocale(wanted) ? wanted : pageLocale();
  applyElementConfig({ apiBase: attr('api-base'), portalUrl: attr('portal-url') });
  const cfg = $config.get();
  const b = mergeBranding(defaultBranding(normalizeProductId(attr('product'))), {
    name: attr('name'), logo: attr('logo'), backgroundImage: attr('background-image'), brandColor: attr('brand-color'),
  }, false);
  const kind = productKind(b.id);
  const marks: Record<string, string> = {
    [MARK.name]: b.name, [MARK.initial]: initialOf(b.name), [MARK.logo]: b.logo ?? '', [MARK.brand]: b.brandColor, [MARK.id]: `accounts-paint-${++ids}`,
    [MARK.help]: `${cfg.helpCenterUrl}${HELP_SUFFIX[locale]}`, [MARK.teacher]: cfg.talksTeacherUrl,
  };
  const text = (v: string): string => {
    if (!v.startsWith(KEY_MARK)) return marks[v] ?? v;
    const key = v.slice(1).replace('*', kind);
    return (strings[locale]?.[keys.indexOf(key)] ?? key).replace('{{product}}', b.name);
  };
  // The template has every optional node; these are NoSessionLayout's and SignInScreen's choices.
  const build = (node: PaintNode): Node | null => {
    if (typeof node === 'string') return document.createTextNode(text(node));
    const [tag, attrs, ...children] = node;
    const part = typeof attrs.part === 'string' ? attrs.part : '';
    if ((part === 'accessing' && b.isDefault) || (part.includes('teacher-link') && kind !== 'talks')) return null;
    const el = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) {
      if (typeof value === 'string') el.setAttribute(name, text(value));
      else for (const [property, v] of Object.entries(value)) el.style.setProperty(property, text(v));
    }
    el.append(...(part === 'header' && !b.logo ? noLogo : children).map(build).filter((c): c is Node => c !== null));
    return el;
  };
  const frame = build(template) as HTMLElement;
  const side = frame.querySelector<HTMLElement>('[part="side"]')!;
  const select = frame.querySelector('select')!;
  const input = frame.querySelector('input')!;
  select.value = locale;
  const savedEmail = savedStep(host).email;
  input.value = attr('email') ?? (typeof savedEmail === 'string' ? savedEmail : '');

  // The side's picture is decoration: it is asked for once the form is on screen, so neither its
  // request nor its failure (API down) runs between the script's arrival and the first frame; it
  // shows once it has arrived, and one that failed is not asked for again (src/ui/picture.ts).
  const paint: Paint = { stop: new AbortController(), input, shown: input.value, select, locale, submitted: false };
  const picture = b.backgroundImage;
  if (picture) {
    requestAnimationFrame(() => setTimeout(() => void loadPicture(picture).then((ok) => {
      // Once the element has taken the nodes over, the side's style is its own.
      if (ok && painted.get(host) === paint) side.style.backgroundImage = `url(${JSON.stringify(picture)})`;
    })));
  }

  const { signal } = paint.stop;
  input.addEventListener('input', () => keepTyped(host, input.value), { signal });
  // Enter before the element is ready: remembered, and submitted again once it is.
  frame.querySelector('form')!.addEventListener('submit', (e) => {
    e.preventDefault();
    paint.submitted = true;
  }, { signal });
  adoptStyles(root, baseCss, host.nonce || attr('nonce'));
  root.append(frame);
  painted.set(host, paint);
}

function paintHost(host: Element): void {
  if (host instanceof HTMLElement && !skip(host)) paintInto(host, host.attachShadow({ mode: 'open' }));
}

/**
 * Paint every <accounts-signin> on the page now and as they appear, until `until` settles
 * (the elements are defined: from then on they render themselves).
 */
export function paintUntil(until: Promise<unknown>): void {
  if (typeof document === 'undefined' || customElements.get(TAG)) return;
  for (const el of document.getElementsByTagName(TAG)) paintHost(el);
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      for (const node of r.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.localName === TAG) paintHost(node);
        for (const el of node.getElementsByTagName(TAG)) paintHost(el);
      }
    }
  });
  observer.observe(document, { childList: true, subtree: true });
  void until.finally(() => {
    observer.disconnect();
    forgetCookies();
  });
}

/**
 * Take over a painted element: what the user did there. The painted nodes stay: the first render
 * goes on with them (Preact keeps a container's nodes where they match, their attributes brought
 * to its own), so the input keeps its focus, caret and any composition, and a phone's keyboard
 * stays up.
 */
export function takePaint(host: Element): Painted | null {
  const paint = painted.get(host);
  if (!paint) return null;
  painted.delete(host);
  paint.stop.abort();
  const { input, select } = paint;
  const focused = host.shadowRoot?.activeElement === input;
  const picked = select.value;
  // Only what was typed here: handed over as the element's start email, it would be the email
  // step's for good (Back to it would fill it again).
  return { value: input.value === paint.shown ? '' : input.value, focused, submitted: paint.submitted, ...(isLocale(picked) && picked !== paint.locale ? { locale: picked } : {}) };
}
