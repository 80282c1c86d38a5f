// One router over the route table: URL-backed in the hosted portal, in memory
// inside embedded elements. The router is a store; screens render from it.
import { atom, type ReadableAtom } from 'nanostores';
import { matchRoute, type RouteDef } from './routes';
import { fieldsOf, isKeptText, readJson, removeKey, writeJson } from './storage';

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
  /**
   * Starts following what changes the location outside navigate() (the URL router: the page's
   * Back and Forward); returns the stop, which also forgets a memory router's saved history.
   * Creating a router has no side effects, so an element may create one while it renders and
   * start it once committed.
   */
  start(): () => void;
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

/**
 * Navigation state worth keeping across a reload, by type; anything else is dropped. Never a code
 * or a password: the steps keep where they are (a code was sent, to whom, when "Resend" frees up)
 * and the user types the code again.
 */
const KEPT_STATE: Record<string, 'string' | 'boolean' | 'number'> = {
  email: 'string', creating: 'boolean', activationChecked: 'boolean',
  /** When a step's "Resend code" frees up (epoch ms): a reload keeps counting. */
  resendAt: 'number',
  /** A screen's inner step (forgot password's and activation's code, the phone's code). */
  step: 'string',
  /** The E.164 number a phone code went to, and by which channel. */
  phone: 'string', channel: 'string',
  /** The API asked activation for a code (contract B): the password form offers "I already have a code". */
  codeRequired: 'boolean',
  /** The entry below is this screen's step before (pushed over it): the step's own back link goes back. */
  over: 'boolean',
  /** Sign-in's password step (screens/signin/use-step-history.ts). */
  signinStep: 'string',
};

/** Only the kept keys, each of its type (strings short); a copy that storage may hold. */
export function keptState(state: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!state) return null;
  const out: Record<string, unknown> = {};
  for (const [k, type] of Object.entries(KEPT_STATE)) {
    const v = state[k];
    if (typeof v === type && (type !== 'string' || isKeptText(v)) && (type !== 'number' || Number.isFinite(v))) out[k] = v;
  }
  return out;
}

/** Entries of an element's history kept across a reload. */
const MAX_SAVED = 12;

/** A location read back from storage (untrusted): a known route's path, string query values, kept state only. */
export function parseLocation(v: unknown): Location {
  const o = fieldsOf(v);
  const path = o.path;
  if (typeof path !== 'string' || !path.startsWith('/') || path.length > 200 || matchRoute(path).name === 'notFound') throw new TypeError('not a location');
  const query: Query = {};
  for (const [k, x] of Object.entries(fieldsOf(o.query))) if (typeof x === 'string' && x.length <= 2000) query[k] = x;
  return { path, query, state: o.state === null ? null : keptState(fieldsOf(o.state)) };
}

/** The saved history of an element that started at `start`; stored values are untrusted. */
function savedStack(start: string) {
  return (v: unknown): Location[] => {
    const o = fieldsOf(v);
    if (o.start !== start || !Array.isArray(o.stack) || o.stack.length === 0 || o.stack.length > MAX_SAVED) throw new TypeError('not a history');
    return o.stack.map(parseLocation);
  };
}

/**
 * In-memory routes for embedded elements. With `persistKey`, the element's history is kept in
 * sessionStorage (this tab only) so a reload mid-flow returns to the same step with its email,
 * and its steps' Back still goes where it went; removing the element (the stop `start()` returns) forgets it, and so
 * does sign-out (session.ts).
 */
export function createMemoryRouter(initial: Partial<Location> & { path: string }, persistKey?: string): Router {
  const first: Location = { query: {}, state: null, ...initial };
  const stack: Location[] = (persistKey ? readJson('session', persistKey, savedStack(first.path), null) : null) ?? [first];
  const $location = atom<Location>(stack[stack.length - 1]!);
  const show = (loc: Location): void => {
    if (persistKey) {
      const kept = stack.slice(-MAX_SAVED).map((x) => ({ path: x.path, query: x.query, state: keptState(x.state) }));
      writeJson('session', persistKey, { start: first.path, stack: kept });
    }
    $location.set(loc);
  };
  return {
    mode: 'memory',
    $location,
    navigate(path, o = {}) {
      const loc: Location = { path, query: o.query ?? {}, state: o.state ?? null };
      if (o.replace) stack[stack.length - 1] = loc;
      else stack.push(loc);
      show(loc);
    },
    back() {
      if (stack.length > 1) stack.pop();
      show(stack[stack.length - 1]!);
    },
    route: () => matchRoute($location.get().path),
    start: () => () => {
      if (persistKey) removeKey('session', persistKey);
    },
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
    start() {
      // No Back can come between the render and this: the element commits in the same task.
      win.addEventListener('popstate', onPop);
      return () => win.removeEventListener('popstate', onPop);
    },
  };
}
