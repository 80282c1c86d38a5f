// Names of the cookies and storage keys the session keeps (src/core/session.ts), with no
// dependencies: the embed's first paint (embed/paint.ts) reads them before session.ts has loaded.
export const COOKIE = { access: 'access_token', refresh: 'refresh_token', email: 'user_email' } as const;
export const KEY = {
  session: 'accounts:session',
  provisional: 'accounts:provisional',
  provisionalToken: 'accounts:provisional-token',
  authenticate: 'accounts:authenticate',
  platforms: 'platforms',
  /** Sign-up's talks-lead flag (spec §4); it belongs to the account that signed up. */
  freemium: 'FREEMIUM_TALKS',
  /**
   * sessionStorage prefix of an embedded element's saved step (router.ts), + its scope (elementScope); and of
   * where this tab's signed-in flow is (+ 'flow', flows/flow-steps.ts). Sign-out drops them all.
   */
  route: 'accounts:route:',
} as const;

/**
 * Which of the page's elements its storage keys belong to (a header's sign-in and a dialog's keep
 * apart): the tag, then the element's `id` when it has one — the page's own name for it, stable
 * however the page orders or adds its elements — else its place among the page's elements of that
 * tag, the first having none (the keys a page with one element always had). Read once, when the
 * element first renders, the same way by the element (its router, its kept forms) and by the first
 * paint (embed/paint.ts). A page that adds an element before a live one of the same tag must give
 * it an `id` (docs/embedding.md): by place it would read as the live one's.
 */
export function elementScope(tag: string, host: Element): string {
  const place = [...document.getElementsByTagName(tag)].indexOf(host);
  return tag + (host.id ? '#' + host.id : place > 0 ? ':' + place : '');
}

/** Where a signed-out form of one element (its scope, above) keeps what was typed (ui/use-kept-fields.ts; the paint reads sign-in's). */
export const keptFieldsKey = (form: string, scope: string): string => `${KEY.route}form:${form}@${scope}`;

/** The sign-in email step's form name, for its kept email (screens/signin/EmailStep.tsx, embed/paint.ts). */
export const SIGNIN_FORM = 'signin';

/** Query parameter of a cross-site hand-off whose email step was submitted on the partner's page (embed-mode.ts):
 * `email` (Continue was pressed) or `passkey` ("Sign in with a passkey" was). */
export const HANDOFF_PARAM = 'handoff';
/** Query parameter of a hand-off: the language the partner's element showed (hosted/main.ts takes it). */
export const LOCALE_PARAM = 'locale';
