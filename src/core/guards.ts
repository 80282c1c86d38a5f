// Route guards of spec §2, as a pure function of the route and the session.
import { signInTarget, type RouteDef } from './routes';
import type { Location, Query } from './router';

export interface GuardContext {
  signedIn: boolean;
  /** A validated callback url for the current product, if any. */
  callbackUrl: string | null;
  /** The product's record (and so its callback url) has not arrived yet. */
  callbackPending?: boolean;
  /** A signed-in user's flow record (flow-guard.ts, which comes first) has not been read yet. */
  flowPending?: boolean;
}

export type GuardResult =
  | { kind: 'render' }
  | { kind: 'redirect'; path: string; query: Query; state?: Record<string, unknown> | null }
  /** Leave the portal: a validated absolute url (product callback). */
  | { kind: 'external'; url: string }
  /** Signed-in user with a product query on settings: spinner, then the callback. */
  | { kind: 'spinner-redirect'; url: string | null; path: string; query: Query }
  | { kind: 'signout'; query: Query }
  /** A signed-in user is to be sent to the product's callback, not known yet: spinner meanwhile. */
  | { kind: 'wait' };

export function keepProduct(q: Query): Query {
  return q.product ? { product: q.product } : {};
}

function hasState(loc: Location, keys: readonly string[]): boolean {
  return keys.every((k) => typeof loc.state?.[k] === 'string' && loc.state[k] !== '');
}

export function guard(route: RouteDef, loc: Location, ctx: GuardContext): GuardResult {
  if (route.name === 'signout') return { kind: 'signout', query: keepProduct(loc.query) };
  if (route.needsState && !hasState(loc, route.needsState)) return { kind: 'redirect', path: '/', query: keepProduct(loc.query) };
  switch (route.session) {
    case 'required':
      // `next`: the page asked for, as the route table spells it (never the URL as typed).
      if (!ctx.signedIn) return { kind: 'redirect', path: '/signin/', query: route.path === '/' ? keepProduct(loc.query) : { ...keepProduct(loc.query), next: route.path } };
      if (route.name !== 'hub' && loc.query.product) {
        if (ctx.callbackPending) return { kind: 'wait' };
        return { kind: 'spinner-redirect', url: ctx.callbackUrl, path: route.path, query: {} };
      }
      return { kind: 'render' };
    case 'none':
      if (ctx.signedIn && (ctx.callbackPending || ctx.flowPending)) return { kind: 'wait' };
      // A session that appears on sign-in (another element or tab signed in) goes where the
      // sign-in would: the page that asked for it (a settings element's section), else home.
      if (ctx.signedIn) return ctx.callbackUrl ? { kind: 'external', url: ctx.callbackUrl } : { kind: 'redirect', path: signInTarget(loc.query.next), query: {} };
      return { kind: 'render' };
    case 'verify':
      // Verification and profile steps act on the signed-in account: without it they have no state.
      return ctx.signedIn ? { kind: 'render' } : { kind: 'redirect', path: '/', query: keepProduct(loc.query) };
    case 'any':
      return { kind: 'render' };
  }
}
