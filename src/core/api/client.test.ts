// @vitest-environment happy-dom
// @vitest-environment-options {"url":"https://app.lingora.example/profile"}
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import Cookies from 'js-cookie';
import {
  ApiError, RETRY, configureClient, errorFromFailure, expireSession, errorFromResponse, errorText, onSignedOutNavigate, parseRetryAfter,
  request, resetClient, setLocaleGetter,
} from './client.ts';
import { User } from './account-schemas.ts';
import { $session, readTokens } from '../session.ts';
import { storeSession } from '../session-store.ts';
import '../session-refresh.ts';
import { useReporter } from '../monitoring.ts';
import { configure } from '../config.ts';

const API = 'https://api.lingora.example';
const user = {
  id: 1, name: 'Ana Lima', email: 'ana@lingora.example', avatar: null, birthdate: null, gender: null,
  native_language: null, phone_number: null, address: null, active: true,
};

function json(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

interface Seen {
  method: string;
  url: string;
  auth: string | null;
  lang: string | null;
  body: unknown;
}

/** A fake fetch: `handler` answers, `seen` records what was sent. */
function fakeFetch(handler: (req: Seen) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const req: Seen = {
      method: init?.method ?? 'GET',
      url: String(input),
      auth: headers.get('authorization'),
      lang: headers.get('accept-language'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    };
    seen.push(req);
    return handler(req);
  });
  configureClient({ fetch: fetch as unknown as typeof globalThis.fetch });
  return { fetch, seen };
}

function idToken(claims: Record<string, unknown>): string {
  const b64 = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `eyJhbGciOiJub25lIn0.${b64}.sig`;
}

function signIn(access = 'old', refresh = 'r1'): void {
  storeSession({ access_token: access, refresh_token: refresh, id_token: idToken({ email: user.email }), expires_in: 3600 });
}

const sleeps: number[] = [];
let nav: ReturnType<typeof vi.fn<(path: string) => void>>;

beforeEach(() => {
  configure({ apiBase: API });
  resetClient();
  sleeps.length = 0;
  configureClient({ sleep: async (ms) => void sleeps.push(ms), random: () => 0.999 });
  nav = vi.fn<(path: string) => void>();
  onSignedOutNavigate({ navigate: nav, currentPath: () => '/profile' });
});

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) {
    Cookies.remove(name, { path: '/', domain: 'lingora.example' });
    Cookies.remove(name, { path: '/' });
  }
  localStorage.clear();
  sessionStorage.clear();
});

describe('headers', () => {
  test('sends the bearer access token and the locale whenever they exist', async () => {
    const { seen } = fakeFetch(() => json(200, user));
    setLocaleGetter(() => 'es');
    await request({ method: 'GET', path: '/users/me/', schema: User });
    expect(seen[0]).toMatchObject({ url: `${API}/users/me/`, auth: null, lang: 'es' });
    signIn('tok');
    await request({ method: 'GET', path: '/users/me/', schema: User });
    expect(seen[1]?.auth).toBe('Bearer tok');
  });
});

describe('401 and refresh', () => {
  test('20 concurrent requests with an expired token make exactly 1 refresh and all 20 succeed', async () => {
    signIn('old', 'r1');
    let refreshes = 0;
    const { seen } = fakeFetch(async (req) => {
      if (req.url.endsWith('/auth/refresh/')) {
        refreshes++;
        await new Promise((r) => setTimeout(r, 20));
        return json(200, { session: { access_token: 'new', expires_in: 3600, refresh_token: 'r2' } });
      }
      return req.auth === 'Bearer new' ? json(200, user) : json(401, { detail: 'Token expired' });
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => request({ method: 'GET', path: '/users/me/', schema: User })),
    );
    expect(refreshes).toBe(1);
    expect(results).toHaveLength(20);
    expect(results.every((u) => u.email === user.email)).toBe(true);
    expect(seen.find((r) => r.url.endsWith('/auth/refresh/'))?.body).toEqual({ refresh_token: 'r1', email: user.email });
    expect(readTokens()).toMatchObject({ access: 'new', refresh: 'r2' });
  });

  test('a tab that finds the token already refreshed by another tab skips its own refresh', async () => {
    signIn('old', 'r1');
    const locks = {
      request: vi.fn(async (_name: string, cb: () => Promise<unknown>) => {
        // while we waited for the lock, another tab refreshed
        Cookies.set('access_token', 'from-other-tab', { path: '/', domain: 'lingora.example', secure: true });
        return cb();
      }),
    };
    vi.spyOn(navigator, 'locks', 'get').mockReturnValue(locks as unknown as LockManager);
    const { seen } = fakeFetch((req) => (req.auth === 'Bearer from-other-tab' ? json(200, user) : json(401)));
    await expect(request({ method: 'GET', path: '/users/me/', schema: User })).resolves.toMatchObject({ id: 1 });
    expect(locks.request).toHaveBeenCalledWith('accounts-refresh', expect.any(Function));
    expect(seen.some((r) => r.url.includes('/auth/refresh/'))).toBe(false);
  });

  test("a tab granted the lock as another tab's refresh ends reads the cookie store, not a document.cookie that lags behind it", async () => {
    signIn('old', 'r1');
    // This page's document.cookie: the jar's, or what it showed before the other tab wrote.
    let proto: object | null = document;
    while (proto && !Object.getOwnPropertyDescriptor(proto, 'cookie')) proto = Object.getPrototypeOf(proto) as object | null;
    const jar = Object.getOwnPropertyDescriptor(proto!, 'cookie')!.get!.bind(document) as () => string;
    let lagging: string | undefined;
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => lagging ?? jar());
    vi.stubGlobal('cookieStore', {
      getAll: async () => jar().split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1) })),
    });
    const locks = {
      request: vi.fn(async (_name: string, cb: () => Promise<unknown>) => {
        lagging = jar(); // the other tab refreshed (r1 → r2) before letting go; this page does not show it yet
        for (const [name, value] of [['access_token', 'from-other-tab'], ['refresh_token', 'r2']]) {
          Cookies.set(name!, value!, { path: '/', domain: 'lingora.example', secure: true });
        }
        return cb();
      }),
    };
    vi.spyOn(navigator, 'locks', 'get').mockReturnValue(locks as unknown as LockManager);
    const { seen } = fakeFetch((req) => {
      if (req.url.endsWith('/auth/refresh/')) {
        lagging = undefined; // caught up while the call was out
        // The API's one replay of a rotated token (docs/api.md): r1 again is answered, r2 revoked.
        return json(200, { session: { access_token: 'replayed', expires_in: 3600, refresh_token: 'r3' } });
      }
      return req.auth === 'Bearer from-other-tab' || req.auth === 'Bearer replayed' ? json(200, user) : json(401);
    });
    try {
      await expect(request({ method: 'GET', path: '/users/me/', schema: User })).resolves.toMatchObject({ id: 1 });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(seen.map((r) => `${r.method} ${r.url.slice(API.length)} ${r.auth}`)).toEqual([
      'GET /users/me/ Bearer old',
      'GET /users/me/ Bearer from-other-tab',
    ]);
    expect(readTokens(jar())).toMatchObject({ access: 'from-other-tab', refresh: 'r2' }); // the other tab's, kept
    expect(nav).not.toHaveBeenCalled();
  });

  test('refresh answered 401 signs out and goes to sign-in, saying the session expired', async () => {
    signIn('old', 'r1');
    const { seen } = fakeFetch((req) => (req.url.includes('/auth/sign-out/global/') ? json(200, {}) : json(401, { detail: 'nope' })));
    const err = await request({ method: 'GET', path: '/users/me/', schema: User }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(nav).toHaveBeenCalledWith('/signin/', 'session-expired');
    expect(readTokens()).toEqual({});
    expect($session.get().status).toBe('signed-out');
    expect(seen.some((r) => r.method === 'POST' && r.url === `${API}/auth/sign-out/global/?token=r1`)).toBe(true);
  });

  test('20 concurrent requests whose refresh is refused sign out and navigate once', async () => {
    signIn();
    const { seen } = fakeFetch(async (req) => {
      if (req.url.endsWith('/auth/refresh/')) {
        await new Promise((r) => setTimeout(r, 10));
        return json(401);
      }
      return json(req.url.includes('/sign-out/') ? 200 : 401);
    });
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => request({ method: 'GET', path: '/users/me/' })));
    expect(results.every((r) => r.status === 'rejected' && (r.reason as ApiError).kind === 'unauthorized')).toBe(true);
    expect(seen.filter((r) => r.url.endsWith('/auth/refresh/'))).toHaveLength(1);
    expect(seen.filter((r) => r.url.includes('/auth/sign-out/global/'))).toHaveLength(1);
    expect(nav).toHaveBeenCalledTimes(1);
  });

  test('a sign-out while the refresh is out is not undone by its answer', async () => {
    signIn('old', 'r1');
    fakeFetch(async (req) => {
      if (req.url.endsWith('/auth/refresh/')) {
        Cookies.remove('refresh_token', { path: '/', domain: 'lingora.example' }); // signed out meanwhile
        Cookies.remove('access_token', { path: '/', domain: 'lingora.example' });
        return json(200, { session: { access_token: 'zombie', expires_in: 60 } });
      }
      return req.auth === 'Bearer zombie' ? json(200, user) : json(401);
    });
    await expect(request({ method: 'GET', path: '/users/me/' })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(readTokens().access).toBeUndefined();
  });

  // Another product's page (the company's cookies, not this origin's lock) refreshed or signed in
  // while this refresh was out: the 401 that followed signed out everywhere with its tokens.
  test('a session written by another page while the refresh is out stands: no sign-out, the call goes on with it', async () => {
    signIn('old', 'r1');
    const { seen } = fakeFetch(async (req) => {
      if (req.url.endsWith('/auth/refresh/')) {
        for (const [name, value] of [['access_token', 'elsewhere'], ['refresh_token', 'r9']]) {
          Cookies.set(name!, value!, { path: '/', domain: 'lingora.example', secure: true });
        }
        return json(200, { session: { access_token: 'ours', expires_in: 60, refresh_token: 'r2' } });
      }
      return req.auth === 'Bearer elsewhere' ? json(200, user) : json(401);
    });
    await expect(request({ method: 'GET', path: '/users/me/', schema: User })).resolves.toMatchObject({ id: 1 });
    expect(seen.filter((r) => r.url.includes('/auth/sign-out/'))).toEqual([]);
    expect(readTokens()).toMatchObject({ access: 'elsewhere', refresh: 'r9' });
    expect(nav).not.toHaveBeenCalled();
  });

  test('refresh answered 400 also signs out', async () => {
    signIn();
    fakeFetch((req) => (req.url.endsWith('/auth/refresh/') ? json(400, { detail: 'bad refresh' }) : json(401)));
    await expect(request({ method: 'GET', path: '/users/me/' })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(nav).toHaveBeenCalledWith('/signin/', 'session-expired');
    expect(readTokens()).toEqual({});
  });

  test('quietRefusal: a refresh refused, or a repeat refused again, throws the 401 and leaves the session to the caller (expireSession)', async () => {
    for (const refresh of [json(401, { detail: 'Session is invalid or expired.' }), json(200, { session: { access_token: 'new', expires_in: 60 } })]) {
      signIn('old', 'r1');
      const { seen } = fakeFetch((req) => (req.url.endsWith('/auth/refresh/') ? refresh.clone() : json(401)));
      await expect(request({ method: 'DELETE', path: '/users/me/', quietRefusal: true })).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
      expect(seen.filter((r) => r.url.endsWith('/auth/refresh/'))).toHaveLength(1); // refreshed, as any call
      expect(nav).not.toHaveBeenCalled();
      expect($session.get().status).toBe('signed-in');
      await expireSession();
      expect(nav).toHaveBeenCalledExactlyOnceWith('/signin/', 'session-expired');
      expect(readTokens()).toEqual({});
      expect($session.get().status).toBe('signed-out');
      nav.mockClear();
    }
  });

  test('refresh failing by network keeps the session', async () => {
    signIn('old', 'r1');
    fakeFetch((req) => {
      if (req.url.endsWith('/auth/refresh/')) throw new TypeError('Failed to fetch');
      return json(401);
    });
    await expect(request({ method: 'GET', path: '/users/me/' })).rejects.toMatchObject({ kind: 'network', status: 0 });
    expect(nav).not.toHaveBeenCalled();
    expect(readTokens()).toMatchObject({ access: 'old', refresh: 'r1' });
    expect($session.get().status).toBe('signed-in');
  });

  test('a 401 with no tokens signs out and goes to sign-in without refreshing', async () => {
    const { seen } = fakeFetch(() => json(401));
    await expect(request({ method: 'GET', path: '/users/me/' })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(nav).toHaveBeenCalledWith('/signin/', 'session-expired');
    expect(seen.some((r) => r.url.includes('/auth/refresh/'))).toBe(false);
  });

  test('a repeated request answered 401 again signs out instead of looping', async () => {
    signIn();
    let refreshes = 0;
    fakeFetch((req) => {
      if (req.url.endsWith('/auth/refresh/')) {
        refreshes++;
        return json(200, { session: { access_token: `new${refreshes}`, expires_in: 60 } });
      }
      return json(401);
    });
    await expect(request({ method: 'GET', path: '/users/me/' })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(refreshes).toBe(1);
    expect(nav).toHaveBeenCalledWith('/signin/', 'session-expired');
  });

  test('auth: false makes a 401 the answer: no refresh, no sign-out, server text kept', async () => {
    signIn();
    fakeFetch(() => json(401, { detail: 'Usuário ou senha incorretos.' }));
    await expect(request({ method: 'POST', path: '/auth/sign-in/', body: {}, auth: false })).rejects.toMatchObject({
      kind: 'unauthorized',
      message: 'Usuário ou senha incorretos.',
    });
    expect(nav).not.toHaveBeenCalled();
    expect(readTokens().access).toBe('old');
  });

  test('a 401 on a call that proves credentials is marked wrongCredentials; on any other call it is not', async () => {
    fakeFetch(() => json(401, { detail: 'Usuário ou senha incorretos.' }));
    await expect(request({ method: 'POST', path: '/auth/sign-in/', body: {}, auth: false, credentials: true })).rejects.toMatchObject({
      kind: 'unauthorized', status: 401, message: 'Usuário ou senha incorretos.', wrongCredentials: true,
    });
    const other = await request({ method: 'POST', path: '/auth/activate/code/', body: {}, auth: false }).catch((e: unknown) => e);
    expect(other).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect((other as { wrongCredentials?: boolean }).wrongCredentials).toBeUndefined();
  });

  test('Invalid token. message counts as 401', async () => {
    const { seen } = fakeFetch(() => {
      throw new TypeError('Invalid token.');
    });
    await expect(request({ method: 'GET', path: '/users/me/' })).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(seen.filter((r) => r.url.endsWith('/users/me/'))).toHaveLength(1); // not retried as a network error
    expect(nav).toHaveBeenCalledWith('/signin/', 'session-expired');
    expect(errorFromFailure(new Error('Usuário ou senha incorretos.'))).toMatchObject({
      kind: 'unauthorized',
      message: 'Usuário ou senha incorretos.',
    });
    expect(errorFromFailure(new TypeError('Failed to fetch')).kind).toBe('network');
  });
});

describe('retries', () => {
  test('a failing POST is sent once', async () => {
    const { fetch } = fakeFetch(() => json(503, { detail: 'down' }));
    await expect(request({ method: 'POST', path: '/auth/password/forgot/', body: { email: 'a@b.c' } })).rejects.toMatchObject({
      kind: 'http',
      status: 503,
      message: 'down',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    const net = fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      await expect(request({ method, path: '/x/' })).rejects.toMatchObject({ kind: 'network' });
    }
    expect(net.fetch).toHaveBeenCalledTimes(4);
    expect(sleeps).toEqual([]);
  });

  test('GET retries stop at 10 attempts', async () => {
    const { fetch } = fakeFetch(() => json(502));
    await expect(request({ method: 'GET', path: '/platforms' })).rejects.toMatchObject({ kind: 'http', status: 502 });
    expect(fetch).toHaveBeenCalledTimes(RETRY.attempts);
    expect(sleeps).toHaveLength(RETRY.attempts - 1);
    sleeps.forEach((ms, i) => expect(ms).toBeLessThanOrEqual(Math.min(RETRY.capMs, RETRY.baseMs * 2 ** i)));
    expect(Math.max(...sleeps)).toBeGreaterThan(3900); // reaches the cap
  });

  test('GET retries network errors, then succeeds', async () => {
    let n = 0;
    const { fetch } = fakeFetch(() => {
      if (++n < 3) throw new TypeError('Failed to fetch');
      return json(200, ['LMS']);
    });
    await expect(request({ method: 'GET', path: '/platforms' })).resolves.toEqual(['LMS']);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  test('GET retries stop when the time budget is spent', async () => {
    let clock = 0;
    configureClient({ now: () => clock, sleep: async (ms) => void (clock += ms) });
    const { fetch } = fakeFetch(() => {
      clock += 6000; // a slow failing server
      return json(500);
    });
    await expect(request({ method: 'GET', path: '/platforms' })).rejects.toMatchObject({ status: 500 });
    expect(fetch.mock.calls.length).toBeLessThan(RETRY.attempts);
    expect(clock).toBeLessThanOrEqual(RETRY.budgetMs + 6000);
  });

  test('GET waits for online when offline', async () => {
    let online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const { fetch } = fakeFetch(() => json(200, ['LMS']));
    const pending = request({ method: 'GET', path: '/platforms' });
    await new Promise((r) => setTimeout(r, 10));
    expect(fetch).not.toHaveBeenCalled();
    online = true;
    window.dispatchEvent(new Event('online'));
    await expect(pending).resolves.toEqual(['LMS']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sleeps).toEqual([]);
  });

  test('a GET failing because the browser went offline waits instead of burning an attempt', async () => {
    let online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    let n = 0;
    const { fetch } = fakeFetch(() => {
      if (++n === 3) online = false;
      throw new TypeError('Failed to fetch');
    });
    const pending = request({ method: 'GET', path: '/platforms' }).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 10));
    expect(fetch).toHaveBeenCalledTimes(3);
    online = true;
    window.dispatchEvent(new Event('online'));
    await expect(pending).resolves.toMatchObject({ kind: 'network' });
    expect(fetch).toHaveBeenCalledTimes(RETRY.attempts + 1);
  });

  test('429 exposes Retry-After and is not retried', async () => {
    const { fetch } = fakeFetch(() => json(429, { detail: 'Slow down' }, { 'Retry-After': '30' }));
    const err = await request({ method: 'GET', path: '/platforms' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'throttled', status: 429, retryAfter: 30, message: 'Slow down' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(parseRetryAfter(new Date(61_000).toUTCString(), 0)).toBe(61);
    expect(parseRetryAfter('soon')).toBeUndefined();
    // The body's retry_after counts only when it is a sensible number of seconds.
    expect(errorFromResponse(429, { retry_after: 894 })).toMatchObject({ retryAfter: 894 });
    expect(errorFromResponse(429, { retry_after: -5 }).retryAfter).toBeUndefined();
  });

  test('an answer that asks for the code the API sent says so (activation, contract B)', () => {
    const detail = 'Enter the code we sent to your email.';
    expect(errorFromResponse(428, { detail, field: 'confirmation_code', code_required: true })).toMatchObject({ kind: 'http', status: 428, message: detail, field: 'confirmation_code', codeRequired: true });
    const soon = errorFromResponse(429, { detail, retry_after: 21, code_required: true }, new Headers({ 'Retry-After': '21' }));
    expect(soon).toMatchObject({ kind: 'throttled', retryAfter: 21, codeRequired: true });
    expect(errorFromResponse(428, { detail, code_required: 'yes' }).codeRequired).toBeUndefined();
    expect(errorFromResponse(400, { detail }).codeRequired).toBeUndefined();
  });

  test('a request that takes too long is a timeout', async () => {
    configureClient({
      timeoutMs: 20,
      fetch: ((_: RequestInfo, init?: RequestInit) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        })) as typeof globalThis.fetch,
    });
    await expect(request({ method: 'POST', path: '/auth/sign-in/', auth: false })).rejects.toMatchObject({ kind: 'timeout', status: 0 });
  });
});

describe('answers', () => {
  test('a schema mismatch is a typed error, reported (when monitoring is configured)', async () => {
    configure({ sentryDsn: 'https://key@sentry.example/1' });
    const captureException = vi.fn();
    useReporter({ captureException });
    fakeFetch(() => json(200, { id: 1, email: 'x' }));
    const err = await request({ method: 'GET', path: '/users/me/', schema: User }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'schema', status: 200 });
    expect((err as ApiError).message).toBe(''); // nothing technical for screens to show
    // Monitoring loads on demand (src/core/report.ts): the report arrives once it has.
    await vi.waitFor(() => expect(captureException).toHaveBeenCalledWith(err, expect.objectContaining({
      extra: expect.objectContaining({ path: '/users/me/', detail: expect.stringMatching(/^Unexpected answer from GET \/users\/me\/: name/) }),
    })));
    useReporter(undefined);
    configure({ sentryDsn: undefined });
  });

  test('error text comes from an errors array, errors.details or detail', async () => {
    expect(errorText({ errors: ['Email inválido', 'Senha curta'] })).toBe('Email inválido\nSenha curta');
    expect(errorText({ errors: { details: 'Code expired' } })).toBe('Code expired');
    expect(errorText({ detail: 'Not found.' })).toBe('Not found.');
    expect(errorText('<html>oops</html>')).toBe('');
    expect(errorText({ errors: [1, 'ok'] })).toBe('ok');
    fakeFetch(() => json(400, { errors: ['a', 'b'], field: 'email' }));
    await expect(request({ method: 'POST', path: '/users/create-account/' })).rejects.toMatchObject({
      kind: 'validation',
      status: 400,
      message: 'a\nb',
      field: 'email',
    });
  });

  test('a 404 on a data fetch goes home unless already there', async () => {
    fakeFetch(() => json(404, { detail: 'Not found.' }));
    await expect(request({ method: 'GET', path: '/users/me/', notFoundGoesHome: true })).rejects.toMatchObject({ kind: 'not-found' });
    expect(nav).toHaveBeenCalledWith('/', undefined); // no notice
    nav.mockClear();
    onSignedOutNavigate({ navigate: nav, currentPath: () => '/' });
    await expect(request({ method: 'GET', path: '/users/me/', notFoundGoesHome: true })).rejects.toMatchObject({ kind: 'not-found' });
    await expect(request({ method: 'GET', path: '/products/x/' })).rejects.toMatchObject({ kind: 'not-found' });
    expect(nav).not.toHaveBeenCalled();
  });
});
