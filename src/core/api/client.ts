// The request layer: the one place that maps HTTP failures to typed outcomes
// (STYLE.md 3). Screens never parse bodies; they switch on `ApiError.kind`.
//
// - Bearer access token whenever one exists; Accept-Language from the i18n getter.
// - Every answer is checked against its superstruct schema ('schema' error, reported).
// - 401 → one shared refresh (see session.ts) and one repeat; failing that, sign out and go home
//   (a `quietRefusal` call leaves that to its caller: expireSession).
// - GET retries network errors and 5xx with full-jitter backoff; other methods fail once.
//
// The session plugs itself in through `setAuthBridge` (session.ts does it on import),
// so this module never imports the session and there is no import cycle.
import { createFetch, type $Fetch } from 'ofetch';
import { validate, type Struct } from 'superstruct';
import { $config } from '../config.ts';
import { reportError } from '../report.ts';
import { isOnline, nextOnline, waiting } from '../network-wait.ts';
import { onSignedOutNavigate, signedOutNavigation } from './signed-out-navigation.ts';
import type { Notice } from '../notices.ts';

export { onSignedOutNavigate, type Navigation } from './signed-out-navigation.ts';

export type ApiErrorKind =
  | 'network' | 'timeout' | 'http' | 'schema' | 'unauthorized' | 'throttled' | 'not-found' | 'validation';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** HTTP status; 0 when there was no response. */
  status?: number;
  /** Server text per spec §8; may be empty. */
  message?: string;
  field?: string;
  /** Seconds to wait, from Retry-After (429). */
  retryAfter?: number;
  /** The answer asks for the code the API sent (activation, contract B: 428, or 429 `code_required`). */
  codeRequired?: boolean;
  /** A 401 from a call that proves credentials (`Call.credentials`): wrong email or password. */
  wrongCredentials?: boolean;
  cause?: unknown;
}

export class ApiError extends Error {
  override name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly field?: string;
  readonly retryAfter?: number;
  readonly codeRequired?: boolean;
  /** Set by the client on a 401 of a call declared `credentials` (sign-in): wrong email or password. */
  wrongCredentials?: boolean;

  constructor({ kind, status = 0, message = '', field, retryAfter, codeRequired, wrongCredentials, cause }: ApiErrorInit) {
    super(message, cause === undefined ? undefined : { cause });
    this.kind = kind;
    this.status = status;
    if (field !== undefined) this.field = field;
    if (retryAfter !== undefined) this.retryAfter = retryAfter;
    if (codeRequired) this.codeRequired = true;
    if (wrongCredentials) this.wrongCredentials = true;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | undefined;

export interface Call<T = unknown> {
  method: Method;
  path: string;
  query?: Record<string, QueryValue>;
  body?: Record<string, unknown>;
  form?: FormData;
  schema?: Struct<T, unknown>;
  /** false: a 401 is the answer itself (wrong credentials), not an expired session. Default true. */
  auth?: boolean;
  /** The call proves an email and password (sign-in): its 401 is `wrongCredentials`. Needs `auth: false`. */
  credentials?: boolean;
  /** A 401 the refresh cannot mend is thrown without signing out: the caller ends the session
   * (expireSession) once it knows that is what the 401 meant. The account's deletion: after an
   * attempt whose answer was lost, it means the account is gone, a deletion and not an expiry. */
  quietRefusal?: boolean;
  /** GET data fetches: a 404 sends the user home unless already there. */
  notFoundGoesHome?: boolean;
  /** 'manual' when a 3xx is itself the answer (activation check). */
  redirect?: 'follow' | 'manual';
  /** Every status under 500 is an answer, returned, not a failure (the activation check: 200, 303, 404…);
   * 'all': a 5xx too, not retried (sign-in's check, for which every other status means "continue"). */
  anyStatus?: boolean | 'all';
  /** Decoration no one waits on (branding, the platforms list): its retries say nothing on screen. */
  background?: boolean;
  /** The access token to send when the session's bridge has none: sign-out, whose local state
   * is cleared before the call goes, and branding, fetched before the session's chunk loads. */
  token?: string;
}

export interface ApiAnswer<T> {
  status: number;
  data: T;
}

// ---------------------------------------------------------------- error text

const CREDENTIAL_MESSAGES = ['Invalid token.', 'Usuário ou senha incorretos.'];

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** An `errors` item's text: a string, or an object's `detail`, `message` or `title` (JSON:API and most frameworks). */
function itemText(item: unknown): string {
  if (typeof item === 'string') return item;
  if (!isRecord(item)) return '';
  const text = [item.detail, item.message, item.title].find((v) => typeof v === 'string');
  return typeof text === 'string' ? text : '';
}

/** Spec §8: an `errors` array joined by line breaks, or `errors.details`, or `detail`; else ''. */
export function errorText(body: unknown): string {
  if (!isRecord(body)) return '';
  const { errors, detail } = body;
  if (Array.isArray(errors)) return errors.map(itemText).filter(Boolean).join('\n');
  if (isRecord(errors) && typeof errors.details === 'string') return errors.details;
  if (typeof detail === 'string') return detail;
  return '';
}

/**
 * The input an error names: `field`, or the first `errors` item's `field`, JSON:API
 * `source.parameter` or the last step of `source.pointer` (`/data/attributes/email` → `email`).
 */
function errorField(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  if (typeof body.field === 'string') return body.field;
  if (!Array.isArray(body.errors)) return undefined;
  for (const item of body.errors) {
    if (!isRecord(item)) continue;
    if (typeof item.field === 'string') return item.field;
    const source = isRecord(item.source) ? item.source : {};
    if (typeof source.parameter === 'string') return source.parameter;
    if (typeof source.pointer === 'string' && /\/[\w-]+$/.test(source.pointer)) return source.pointer.slice(source.pointer.lastIndexOf('/') + 1);
  }
  return undefined;
}

/** Retry-After as seconds: delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

export function errorFromResponse(status: number, body: unknown, headers?: Headers): ApiError {
  const message = errorText(body);
  const field = errorField(body);
  const codeRequired = isRecord(body) && body.code_required === true;
  const base = { status, message, ...(field === undefined ? {} : { field }), ...(codeRequired ? { codeRequired } : {}) };
  if (status === 401) return new ApiError({ ...base, kind: 'unauthorized' });
  if (status === 404) return new ApiError({ ...base, kind: 'not-found' });
  if (status === 429) {
    const bodyRetry = isRecord(body) && typeof body.retry_after === 'number' && body.retry_after > 0 && body.retry_after < 1e7 ? body.retry_after : undefined;
    const retryAfter = parseRetryAfter(headers?.get('retry-after')) ?? bodyRetry;
    return new ApiError({ ...base, kind: 'throttled', ...(retryAfter === undefined ? {} : { retryAfter }) });
  }
  if (status === 400 || status === 422) return new ApiError({ ...base, kind: 'validation' });
  return new ApiError({ ...base, kind: 'http' });
}

/** No response: a timeout, a credential message treated as 401 (spec §8), or a network failure. */
export function errorFromFailure(err: unknown): ApiError {
  const cause = isRecord(err) ? err.cause : undefined;
  const names = [err, cause].map((e) => (e instanceof Error || isRecord(e) ? String((e as { name?: unknown }).name) : ''));
  if (names.includes('TimeoutError')) return new ApiError({ kind: 'timeout', cause: err });
  const text = [err, cause].map((e) => (e instanceof Error ? e.message : typeof e === 'string' ? e : '')).join(' ');
  const credential = CREDENTIAL_MESSAGES.find((m) => text.includes(m));
  if (credential) return new ApiError({ kind: 'unauthorized', status: 401, message: credential, cause: err });
  return new ApiError({ kind: 'network', cause: err });
}

// ---------------------------------------------------------- pluggable parts

export interface AuthBridge {
  accessToken(): string | undefined;
  /** True when a refresh token (and so a refresh) is available. */
  canRefresh(): boolean;
  /** Refresh the session, shared by all callers; `stale` is the access token the 401 answered.
   * Resolves with the access token to repeat the call with (document.cookie may not show it yet). */
  refresh(stale: string | undefined): Promise<string | undefined>;
  signOut(): unknown;
}

const noSession: AuthBridge = {
  accessToken: () => undefined,
  canRefresh: () => false,
  refresh: () => Promise.reject(new ApiError({ kind: 'unauthorized', status: 401 })),
  signOut: () => undefined,
};
let auth: AuthBridge = noSession;

export function setAuthBridge(bridge: AuthBridge | undefined): void {
  auth = bridge ?? noSession;
}

/** To `path` through the element's router, with the reason (`notice`); without one, not when already there. */
function leaveFor(path: '/' | '/signin/', notice?: Notice): void {
  const navigation = signedOutNavigation();
  if (!navigation) return;
  const here = navigation.currentPath?.() ?? (typeof location === 'undefined' ? '' : location.pathname);
  if (!notice && here === path) return;
  try {
    navigation.navigate(path, notice);
  } catch (e) {
    void reportError(e, { where: 'navigation hook' });
  }
}

let localeGetter: () => string | undefined = () => 'pt';

/** core/i18n plugs the current language in here (Accept-Language). */
export function setLocaleGetter(fn: () => string | undefined): void {
  localeGetter = fn;
}

export interface ClientDeps {
  fetch: typeof globalThis.fetch;
  sleep(ms: number): Promise<void>;
  now(): number;
  random(): number;
  /** Resolves when the browser is back online. */
  waitOnline(): Promise<void>;
  isOnline(): boolean;
  timeoutMs: number;
}

export const RETRY = { attempts: 10, baseMs: 250, capMs: 4000, budgetMs: 20_000 } as const;

const defaultDeps: ClientDeps = {
  fetch: (...args) => globalThis.fetch(...args),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => Date.now(),
  random: Math.random,
  isOnline,
  waitOnline: nextOnline,
  timeoutMs: 15_000,
};

let deps: ClientDeps = defaultDeps;
let $fetch: $Fetch = createFetch({ fetch: deps.fetch });

/** Replace timers, fetch or clock (tests); `resetClient()` restores the defaults. */
export function configureClient(patch: Partial<ClientDeps>): void {
  deps = { ...deps, ...patch };
  $fetch = createFetch({ fetch: deps.fetch });
}

export function resetClient(): void {
  deps = defaultDeps;
  $fetch = createFetch({ fetch: deps.fetch });
  onSignedOutNavigate(() => {})(); // none registered
  localeGetter = () => 'pt';
}

// ------------------------------------------------------------------ request

export async function request<T = unknown>(call: Call<T>): Promise<T> {
  return (await requestWithStatus(call)).data;
}

/** Like `request`, keeping the success status (some calls branch on 200 vs 201). */
export function requestWithStatus<T = unknown>(call: Call<T>): Promise<ApiAnswer<T>> {
  return send(call, false).catch((e: unknown) => {
    if (isApiError(e)) for (const listener of errorListeners) listener(e, { method: call.method, path: call.path });
    throw e;
  });
}

type ErrorListener = (e: ApiError, call: { method: Method; path: string }) => void;
const errorListeners = new Set<ErrorListener>();

/** Every failed call, once, after retries and refresh (the page's accounts-error events). */
export function onApiError(listener: ErrorListener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

async function send<T>(call: Call<T>, repeated: boolean, fresh?: string): Promise<ApiAnswer<T>> {
  const access = fresh ?? auth.accessToken() ?? call.token; // read before any await: sign-out may clear it next
  try {
    return await withRetries(call, access);
  } catch (e) {
    if (!isApiError(e)) throw e;
    if (e.kind === 'not-found' && call.notFoundGoesHome && call.method === 'GET') leaveFor('/');
    if (e.kind === 'unauthorized' && call.credentials && e.status === 401) e.wrongCredentials = true;
    if (e.kind !== 'unauthorized' || call.auth === false) throw e;
    if (repeated || !auth.canRefresh()) throw await expire(e, call.quietRefusal);
    try {
      fresh = await auth.refresh(access);
    } catch (re) {
      const rejected = isApiError(re) && (re.status === 401 || re.status === 400);
      if (rejected) throw await expire(re, call.quietRefusal);
      throw re; // network or server trouble: the session may still be good
    }
    return send(call, true, fresh);
  }
}

let expiring: Promise<void> | undefined;

/** Sign out (as 'expired') and go to sign-in once, however many requests were refused together. */
export function expireSession(): Promise<void> {
  expiring ??= (async () => {
    try {
      await auth.signOut();
    } catch (e) {
      void reportError(e, { where: 'sign-out after 401' });
    }
    // Straight to sign-in (where the guard would send '/'), with the reason the user is there.
    leaveFor('/signin/', 'session-expired'); // NOTICE.sessionExpired: its table stays out of this chunk
  })().finally(() => {
    expiring = undefined;
  });
  return expiring;
}

/** A refused session: ended here unless the call ends it itself (`quietRefusal`); the 401 to throw. */
async function expire(cause: ApiError, quiet = false): Promise<ApiError> {
  if (!quiet) await expireSession();
  return new ApiError({ kind: 'unauthorized', status: 401, message: cause.message, cause });
}

function backoff(attempt: number): number {
  return Math.floor(deps.random() * Math.min(RETRY.capMs, RETRY.baseMs * 2 ** (attempt - 1)));
}

function isTransient(e: unknown): boolean {
  return isApiError(e) && (e.kind === 'network' || (e.kind === 'http' && e.status >= 500));
}

async function withRetries<T>(call: Call<T>, access: string | undefined): Promise<ApiAnswer<T>> {
  if (call.method !== 'GET') return once(call, access);
  const self = call.background ? null : {};
  try {
    return await retrying(call, access, self);
  } finally {
    waiting(self, undefined);
  }
}

async function retrying<T>(call: Call<T>, access: string | undefined, self: object | null): Promise<ApiAnswer<T>> {
  let offlineMs = 0;
  const started = deps.now();
  for (let attempt = 1; ; attempt++) {
    if (!deps.isOnline()) {
      const t0 = deps.now();
      waiting(self, 'offline-waiting');
      await deps.waitOnline();
      waiting(self, undefined); // back online: the message goes and the call carries on
      offlineMs += deps.now() - t0;
    }
    try {
      return await once(call, access);
    } catch (e) {
      if (!isTransient(e)) throw e;
      if (!deps.isOnline()) {
        attempt--; // failed because we went offline: wait for `online` instead of burning attempts
        continue;
      }
      if (attempt >= RETRY.attempts) throw e;
      const delay = backoff(attempt);
      if (deps.now() - started - offlineMs + delay > RETRY.budgetMs) throw e;
      waiting(self, 'slow-retrying'); // from the first failure until the call ends, however it ends
      await deps.sleep(delay);
    }
  }
}

function cleanQuery(query: Record<string, QueryValue> | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined) out[k] = String(v);
  return out;
}

async function once<T>(call: Call<T>, access: string | undefined): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (access) headers.Authorization = `Bearer ${access}`;
  const locale = localeGetter();
  if (locale) headers['Accept-Language'] = locale;
  const query = cleanQuery(call.query);
  let res;
  try {
    res = await $fetch.raw(call.path, {
      baseURL: $config.get().apiBase,
      method: call.method,
      headers,
      ...(query ? { query } : {}),
      ...(call.form ? { body: call.form } : call.body ? { body: call.body } : {}),
      retry: false,
      ignoreResponseError: true,
      timeout: deps.timeoutMs,
      ...(call.redirect ? { redirect: call.redirect } : {}),
    });
  } catch (e) {
    throw errorFromFailure(e);
  }
  const data: unknown = res._data;
  // A manual redirect's status is hidden by the browser (type 'opaqueredirect', status 0). A 5xx
  // stays a failure: a server in trouble is retried, not taken for an answer.
  if (call.anyStatus && (res.type === 'opaqueredirect' || res.status < 500 || call.anyStatus === 'all')) {
    return { status: res.type === 'opaqueredirect' ? 303 : res.status, data: data as T };
  }
  // A browser hides a manual redirect's status (type 'opaqueredirect', status 0): still not a success.
  if (res.type === 'opaqueredirect' || res.status < 200 || res.status >= 300) throw errorFromResponse(res.status, data, res.headers);
  if (!call.schema) return { status: res.status, data: data as T };
  // Coercion only fills what may be left out (schemas.ts's `maybe`): a missing nullable field is null.
  const [failure, value] = validate(data, call.schema, { coerce: true });
  if (!failure) return { status: res.status, data: value };
  const where = failure.path.length ? failure.path.join('.') : '(root)';
  // No message: it is the server's text to show (spec §8), and an answer of the wrong shape has
  // none, so screens say their generic sentence in the user's language. The details go to monitoring.
  const err = new ApiError({ kind: 'schema', status: res.status, cause: failure });
  void reportError(err, {
    method: call.method,
    path: call.path,
    detail: `Unexpected answer from ${call.method} ${call.path}: ${where}: ${failure.message}`,
    failures: failure.failures().slice(0, 5).map((f) => ({ path: f.path.join('.'), type: f.type })),
  });
  throw err;
}
