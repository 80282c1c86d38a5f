// Build time only (vite.config.ts's accounts:paint-template runs it in Node, in a DOM of
// happy-dom): <accounts-signin>'s first screen — the real SignInScreen in its BrandFrame, with
// every optional node present (a logo, a product other than the default, talks' teacher link) —
// rendered by Preact as the element renders it, then read back as a template for the first paint
// (embed/paint.ts). The element's values are stand-ins (paint-marks.ts) and every text is its
// key (`\u0002key`), so one template serves every language, product and page.
import { render } from 'preact';
import { atom } from 'nanostores';
import { configure } from '../src/core/config';
import { $locale, provideStrings } from '../src/core/i18n';
import { defaultBranding, type Branding } from '../src/core/product';
import type { BrandingStore } from '../src/core/branding';
import type { Router } from '../src/core/router';
import { BrandFrame } from '../src/ui/BrandFrame';
import { ElementContext, type ElementContextValue } from '../src/ui/context';
import { SignInScreen } from '../src/screens/signin/SignInScreen';
import { MARK } from './paint-marks';

/** An element: [tag, attributes, ...children]; a text: its string. */
export type RenderedNode = string | [string, Record<string, string>, ...RenderedNode[]];

export { MARK };
export const KEY_MARK = '\u0002';
/** The product kind rendered: the one with every optional node (talks' teacher link). */
export const RENDER_KIND = 'talks';

type Dict = { [key: string]: string | Dict };

/** Each string of `dict` replaced by its key, marked. */
function keysOf(dict: Dict, prefix: string): Dict {
  return Object.fromEntries(Object.entries(dict).map(([k, v]) => [k, typeof v === 'string' ? `${KEY_MARK}${prefix}${k}` : keysOf(v, `${prefix}${k}.`)]));
}

function read(node: Node): RenderedNode | null {
  if (node.nodeType === 3) return node.textContent ?? '';
  if (node.nodeType !== 1) return null;
  const el = node as Element;
  const attrs = Object.fromEntries(el.getAttributeNames().map((a) => [a, el.getAttribute(a) ?? '']));
  return [el.localName, attrs, ...[...el.childNodes].map(read).filter((c): c is RenderedNode => c !== null)];
}

/**
 * The first screen, rendered in `doc` (the global document while it runs). `areas`: the
 * sign-in's string areas of one language (their shape; the texts become keys). `logo`: false for
 * the branding without a logo (its header is the one thing that differs).
 */
export function renderFirstScreen(doc: Document, areas: Record<string, Dict>, logo: boolean): RenderedNode {
  // Any language will do: every string is its key. en is loaded here and nowhere else.
  for (const [area, dict] of Object.entries(areas)) provideStrings('en', area, keysOf(dict, `${area}.`));
  $locale.set('en');
  configure({ helpCenterUrl: MARK.help, talksTeacherUrl: MARK.teacher });
  const branding: Branding = { ...defaultBranding(RENDER_KIND), name: MARK.name, logo: logo ? MARK.logo : null, backgroundImage: null, brandColor: MARK.brand, isDefault: false };
  const $location = atom({ path: '/signin/', query: {}, state: null });
  const host = doc.createElement('accounts-signin');
  const ctx: ElementContextValue = {
    router: { $location, navigate: () => {}, route: () => ({ name: 'signin' }) } as unknown as Router,
    branding: { $branding: atom(branding), $pending: atom(false), update: () => {} } satisfies BrandingStore,
    host,
    tag: 'accounts-signin',
    embedded: true,
    nonce: undefined,
  };
  const container = doc.createElement('div');
  render(<ElementContext.Provider value={ctx}><BrandFrame color={branding.brandColor}><SignInScreen /></BrandFrame></ElementContext.Provider>, container);
  const tree = read(container.firstElementChild!);
  render(null, container); // unmounted before any effect runs: nothing of the page is touched
  return tree!;
}
