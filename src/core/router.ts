// One router over the route table: URL-backed in the hosted portal, in memory
// inside embedded elements. The router is a store; screens render from it.
import { atom, type ReadableAtom } from 'nanostores';
import { matchRoute, type RouteDef } from './routes';

export type Query = Record<string, string>;

export interface Location {
  path: string;
  query: Query;
  /** Navigation state (history.state / memory); untrusted, read with care. */
  state: Record<string, unknown> | null;
}

export interface NavigateOptions {
  query?: Query;
  state?: Record<string, unknown> | null;
  replace?: boolean;
}

export interface Router {
  mode: 'url' | 'memory';
  $location: ReadableAtom<Location>;
  navigate(path: string, options?: NavigateOptions): void;
  back(): void;
  route(): RouteDef;
  dispose(): void;
}

export function parseQuery(search: string): Query {
  const q: Query = {};
  new URLSearchParams(search).forEach((v, k) => {
    if (!(k in q) && k !== '__proto__') q[k] = v;
  });
  return q;
}

export function href(path: string, query: Query = {}): string {
  const s = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== '')).toString();
  return s ? `${path}?${s}` : path;
}

function stateObject(raw: unknown): Record<string, unknown> | null {
  return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
}

export function createMemoryRouter(initial: Partial<Location> & { path: string }): Router {
  const stack: Location[] = [{ query: {}, state: null, ...initial }];
  const $location = atom<Location>(stack[0]!);
  return {
    mode: 'memory',
    $location,
    navigate(path, o = {}) {
      const loc: Location = { path, query: o.query ?? {}, state: o.state ?? null };
      if (o.replace) stack[stack.length - 1] = loc;
      else stack.push(loc);
      $location.set(loc);
    },
    back() {
      if (stack.length > 1) stack.pop();
      $location.set(stack[stack.length - 1]!);
    },
    route: () => matchRoute($location.get().path),
    dispose() {},
  };
}

export function createUrlRouter(win: Window = window): Router {
  const read = (): Location => ({
    path: win.location.pathname,
    query: parseQuery(win.location.search),
    state: stateObject(win.history.state),
  });
  const $location = atom<Location>(read());
  const onPop = (): void => $location.set(read());
  win.addEventListener('popstate', onPop);
  return {
    mode: 'url',
    $location,
    navigate(path, o = {}) {
      const url = href(path, o.query);
      const state = o.state ?? null;
      if (o.replace) win.history.replaceState(state, '', url);
      else win.history.pushState(state, '', url);
      $location.set(read());
    },
    back() {
      win.history.back();
    },
    route: () => matchRoute($location.get().path),
    dispose() {
      win.removeEventListener('popstate', onPop);
    },
  };
}
