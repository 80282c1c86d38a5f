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
   * sessionStorage prefix of an embedded element's saved step (router.ts), + the tag name; and of
   * where this tab's signed-in flow is (+ 'flow', flows/flow-steps.ts). Sign-out drops them all.
   */
  route: 'accounts:route:',
} as const;

/** Where a signed-out form keeps what was typed (ui/use-kept-fields.ts; the paint reads sign-in's). */
export const keptFieldsKey = (form: string): string => `${KEY.route}form:${form}`;

/** The sign-in email step's form name, for its kept email (screens/signin/EmailStep.tsx, embed/paint.ts). */
export const SIGNIN_FORM = 'signin';

/** Query parameter of a cross-site hand-off whose email step was submitted on the partner's page (embed-mode.ts):
 * `email` (Continue was pressed) or `passkey` ("Sign in with a passkey" was). */
export const HANDOFF_PARAM = 'handoff';
/** Query parameter of a hand-off: the language the partner's element showed (hosted/main.ts takes it). */
export const LOCALE_PARAM = 'locale';
