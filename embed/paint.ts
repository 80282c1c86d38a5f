// The first paint of <accounts-signin> (issue #8: first input under 600 ms on a slow phone). The
// entry script carries only this: it draws the email step into each element's shadow root with
// the same markup, classes and styles as the real screen (NoSessionLayout + EmailStep, checked by
// embed/paint.browser.test.ts), while the elements themselves load as the next chunk. The input is
// real: what the user types there, whether it has focus and an early Enter are handed over when the
// element upgrades (embed/elements.ts), so nothing typed is lost and nothing flashes.
// Only the plain case is painted: a signed-in page, a saved mid-flow step, light-dom mode or an
// element already defined render as before, from the real element alone.
import strings from 'virtual:accounts-paint-strings';
import { $config, applyElementConfig } from '../src/core/config';
import { COOKIE, KEY } from '../src/core/keys';
import { HELP_SUFFIX, LOCALE_COOKIE, LOCALES, browserLanguages, isLocale, resolveLocale, type Locale } from '../src/core/locale';
import { defaultBranding, mergeBranding, normalizeProductId, productKind } from '../src/core/product';
import { loadPicture } from '../src/ui/picture';
import { adoptStyles, baseCss } from '../src/ui/sheet';
import * as s from '../src/ui/styles.css';
import { PAINT_KEYS, type PaintKey } from './paint-keys';

const TAG = 'accounts-signin';
/** Cookies that mean a session may exist: the guard may send the element elsewhere. */
const SESSION_COOKIES = [COOKIE.access, COOKIE.refresh];
/** sessionStorage key of the element's saved step (src/core/router.ts). */
const SAVED_ROUTE = `${KEY.route}${TAG}`;

/** What the user did in the painted form, for the real screen to carry on from. */
export interface Painted {
  value: string;
  focused: boolean;
  submitted: boolean;
  /** A language picked in the painted menu (else undefined). */
  locale?: Locale;
}

interface Paint {
  input: HTMLInputElement;
  select: HTMLSelectElement;
  locale: Locale;
  submitted: boolean;
}

const painted = new WeakMap<Element, Paint>();

/** The page's cookies, read once: each document.cookie read is a round trip to the browser. */
let cookies: string | undefined;

function cookie(name: string): string | undefined {
  cookies ??= document.cookie;
  return new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookies)?.[1];
}

/**
 * The saved step of the element (src/core/router.ts) as far as painting cares: its path and the
 * email it carries. Untrusted: anything odd reads as no step (the router drops it too).
 */
let saved: { path?: unknown; email?: unknown } | undefined;

function savedStep(): { path?: unknown; email?: unknown } {
  saved ??= readSavedStep();
  return saved;
}

function readSavedStep(): { path?: unknown; email?: unknown } {
  try {
    const v = JSON.parse(sessionStorage.getItem(SAVED_ROUTE) ?? '{}') as { path?: unknown; query?: { email?: unknown } };
    return { path: v.path, email: v.query?.email };
  } catch {
    return {}; // no storage (a sandboxed frame) or a tampered value
  }
}

/** The real element would show something else than the email step, or paints itself. */
function skip(host: HTMLElement): boolean {
  if (host.shadowRoot || host.hasAttribute('light-dom') || customElements.get(TAG)) return true;
  if (SESSION_COOKIES.some((c) => cookie(c))) return true;
  const { path } = savedStep();
  return typeof path === 'string' && path !== '/signin/';
}

type Child = Node | string | null;

function h(tag: string, attrs: Record<string, string | undefined>, ...children: Child[]): HTMLElement {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined) el.setAttribute(k, v);
  el.append(...children.filter((c): c is Node | string => c !== null));
  return el;
}

let ids = 0;

/** Draw the email step into `root` (a fresh shadow root of `host`) and remember its input. */
export function paintInto(host: HTMLElement, root: ShadowRoot): void {
  const attr = (name: string) => host.getAttribute(name) ?? undefined;
  // The element's own `locale`, else the page's. (A page mixing elements with and without
  // `locale` ends up in one language for all once they render: the page-wide $locale of i18n.)
  const wanted = attr('locale');
  const locale: Locale = isLocale(wanted) ? wanted : resolveLocale(cookie(LOCALE_COOKIE), browserLanguages());
  const t = (key: PaintKey, product = '') => (strings[locale]?.[PAINT_KEYS.indexOf(key)] ?? key).replace('{{product}}', product);
  applyElementConfig({ apiBase: attr('api-base'), portalUrl: attr('portal-url') });
  const cfg = $config.get();
  const b = mergeBranding(defaultBranding(normalizeProductId(attr('product'))), {
    name: attr('name'), logo: attr('logo'), backgroundImage: attr('background-image'), brandColor: attr('brand-color'),
  }, false);
  const kind = productKind(b.id);
  const id = `accounts-paint-${++ids}`;

  // A div, as the real screen renders embedded (the host owns the landmarks).
  const side = h('div', { part: 'side', class: s.side },
    h('div', { 'aria-hidden': 'true', class: s.sideShade }),
    h('div', { part: 'header', class: s.sideContent }, b.logo ? h('img', { part: 'logo', src: b.logo, alt: b.name, class: s.logo }) : h('span', { class: s.productName }, b.name)),
    h('p', { part: 'side-message', class: `${s.sideContent} ${s.sideMessage}` }, t(`common.side.${kind}`, b.name)));
  // The side's picture is decoration: it is asked for once the form is on screen, so neither its
  // request nor its failure (API down) runs between the script's arrival and the first frame; it
  // shows once it has arrived, and one that failed is not asked for again (src/ui/picture.ts).
  const picture = b.backgroundImage;
  if (picture) {
    requestAnimationFrame(() => setTimeout(() => void loadPicture(picture).then((ok) => {
      if (ok) side.style.backgroundImage = `url(${JSON.stringify(picture)})`;
    })));
  }
  const select = h('select', { part: 'language-menu', class: s.select }, ...LOCALES.map((l) => h('option', { lang: l, value: l }, t(`common.language-name.${l}`)))) as HTMLSelectElement;
  select.value = locale;
  const input = h('input', { type: 'email', name: 'email', autocomplete: 'username webauthn', inputmode: 'email', required: '', id, part: 'input', class: s.input }) as HTMLInputElement;
  const savedEmail = savedStep().email;
  input.value = attr('email') ?? (typeof savedEmail === 'string' ? savedEmail : '');
  const form = h('form', { part: 'form', novalidate: '', class: s.form },
    h('div', { part: 'field', class: s.field }, h('label', { for: id, part: 'label', class: s.label }, t('common.email')), input),
    h('button', { type: 'submit', part: 'button primary-button', class: s.button.primary }, t('common.continue')));
  const card = h('div', { part: 'card', class: s.card },
    h('div', { class: s.linkRow }, h('span', {}), h('label', {}, h('span', { class: s.visuallyHidden }, t('common.language')), select)),
    b.isDefault ? null : h('p', { part: 'accessing', class: s.accessing }, t('common.accessing', b.name)),
    h('h1', { part: 'heading', tabindex: '-1', class: s.heading }, t('signin.title')),
    form,
    h('div', { class: s.linkRow },
      h('button', { type: 'button', part: 'link', class: s.button.link }, t('signin.create-account')),
      kind === 'talks' ? h('a', { class: `${s.anchor} ${s.desktopOnly}`, part: 'link teacher-link', href: cfg.talksTeacherUrl }, t('signin.teacher-access')) : null));
  // Inside a partner's page the host owns the main landmark: a div, as the real screen renders.
  const main = h('div', { class: s.main }, card, h('a', { part: 'help-button', href: `${cfg.helpCenterUrl}${HELP_SUFFIX[locale]}`, target: '_blank', rel: 'noopener noreferrer', class: s.helpButton }, t('common.help')));
  const frame = h('div', {}, h('div', { part: 'container', class: s.page }, side, main));
  frame.style.setProperty('--_accounts-brand', b.brandColor);

  const paint: Paint = { input, select, locale, submitted: false };
  // Enter before the element is ready: remembered, and submitted again once it is.
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    paint.submitted = true;
  });
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
    cookies = undefined;
    saved = undefined;
  });
}

/** Take over a painted element: what the user did there, with the painted markup removed. */
export function takePaint(host: Element): Painted | null {
  const paint = painted.get(host);
  if (!paint) return null;
  painted.delete(host);
  const { input, select } = paint;
  const root = host.shadowRoot;
  const focused = root?.activeElement === input;
  root?.replaceChildren();
  const picked = select.value;
  return { value: input.value, focused, submitted: paint.submitted, ...(isLocale(picked) && picked !== paint.locale ? { locale: picked } : {}) };
}
