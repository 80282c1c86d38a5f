// The spec's route table (§2). Paths match with or without a trailing slash.

export type RouteName =
  | 'hub' | 'profile' | 'password' | 'address' | 'contact'
  | 'signin' | 'provisional' | 'forgot' | 'forgotReset' | 'forgotEmail' | 'forgotEmailList'
  | 'signup' | 'validateEmail' | 'validatePhone' | 'signupProfile'
  | 'activate' | 'signout' | 'langCreate' | 'notFound';

/** required: signed-in only; none: signed-out only; verify: reachable while signed in; any: both. */
export type SessionRule = 'required' | 'none' | 'verify' | 'any';

export interface RouteDef {
  name: RouteName;
  path: string;
  session: SessionRule;
  /** Navigation state the screen cannot work without (spec: validate pages, reset). */
  needsState?: readonly string[];
}

export const ROUTES: readonly RouteDef[] = [
  { name: 'hub', path: '/', session: 'required' },
  { name: 'profile', path: '/profile', session: 'required' },
  { name: 'password', path: '/password', session: 'required' },
  { name: 'address', path: '/address', session: 'required' },
  { name: 'contact', path: '/contact', session: 'required' },
  { name: 'signin', path: '/signin/', session: 'none' },
  { name: 'provisional', path: '/signin/provisional-password/', session: 'none' },
  { name: 'forgot', path: '/signin/forgot-password', session: 'none' },
  // The code itself is never in navigation state (it would be kept on disk): the screen holds it
  // in memory, and without it goes back to the code step with the email.
  { name: 'forgotReset', path: '/signin/forgot-password/reset', session: 'none', needsState: ['email'] },
  { name: 'forgotEmail', path: '/signin/forgot-email', session: 'none' },
  { name: 'forgotEmailList', path: '/signin/forgot-email/list', session: 'none' },
  { name: 'signup', path: '/signup/', session: 'none' },
  { name: 'validateEmail', path: '/signup/validate-email', session: 'verify', needsState: ['email'] },
  { name: 'validatePhone', path: '/signup/validate-phone', session: 'verify' },
  { name: 'signupProfile', path: '/signup/profile', session: 'verify' },
  { name: 'activate', path: '/activate', session: 'none' },
  { name: 'signout', path: '/signout', session: 'any' },
  { name: 'langCreate', path: '/lang/create', session: 'any' },
];

export const NOT_FOUND: RouteDef = { name: 'notFound', path: '', session: 'any' };

export const SETTINGS_ROUTES: readonly RouteName[] = ['profile', 'password', 'address', 'contact'];

function trimSlash(p: string): string {
  const t = p.replace(/\/+$/, '');
  return t === '' ? '/' : t;
}

export function matchRoute(pathname: string): RouteDef {
  const p = trimSlash(pathname);
  return ROUTES.find((r) => trimSlash(r.path) === p) ?? NOT_FOUND;
}

/**
 * The page a finished sign-in opens when no product callback comes first (spec §4, "home or the
 * requested target"): `next` (from the sign-in URL, untrusted) only when it names a session route
 * of the table, and then as the table spells it; home otherwise.
 */
export function signInTarget(next: string | undefined): string {
  const route = matchRoute(next ?? '/');
  return route.session === 'required' ? route.path : '/';
}

export function pathOf(name: Exclude<RouteName, 'notFound'>): string {
  const r = ROUTES.find((x) => x.name === name);
  if (!r) throw new Error(`no route ${name}`);
  return r.path;
}
