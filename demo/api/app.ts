// The Accounts API as a Hono app. createApp() wires storage, clock, CORS,
// body limits, logging, errors and the route groups; startServer() serves it.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { serve, type HttpBindings } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openDb, wipe, migrate, type Db } from './db/index.ts';
import { seed } from './seed.ts';
import { DEFAULT_SCRYPT, type ScryptParams } from './lib/crypto.ts';
import { cors, isLoopbackOrigin } from './lib/cors.ts';
import { ApiError } from './lib/http.ts';
import { pickLang, t } from './lib/i18n.ts';
import { Caps, LIMITS, SANDBOX_LIMITS, type Limits } from './limits.ts';
import { SignInGuard } from './signin-guard.ts';
import type { Deliver } from './codes.ts';
import { Services, type Env } from './services.ts';
import { authRoutes } from './routes/auth.ts';
import { activationRoutes } from './routes/activation.ts';
import { userRoutes } from './routes/users.ts';
import { publicRoutes } from './routes/public.ts';
import { devRoutes } from './routes/dev.ts';
import { extRoutes } from './routes/ext.ts';
import { capabilityRoutes } from './routes/capabilities.ts';
import { passkeyRoutes } from './routes/passkeys.ts';
import { sessionRoutes } from './routes/sessions.ts';
import { accountRoutes } from './routes/account.ts';
import { SessionToucher } from './session-meta.ts';
import type { RelyingPartyConfig } from './lib/webauthn.ts';

export const JSON_LIMIT = 16 * 1024;
export const MULTIPART_LIMIT = 2 * 1024 * 1024 + 64 * 1024;
export const SESSION_TTL = 90 * 24 * 3600;

export interface AppOptions {
  /** Data directory (PGlite cluster under pg/), or 'memory://' (tests). */
  dataDir: string;
  /** Base clock; the sandbox offset is added on top. Default Date.now. */
  now?: () => number;
  /**
   * Sandbox mode (SANDBOX=1): dev outbox, /__dev and /__ext routes, seeding, CORS for any loopback
   * origin. Default false: production, which needs tokenSecret, allowedOrigins and publicUrl.
   */
  sandbox?: boolean;
  /** CORS allow-list (production: required); the sandbox adds these to any loopback origin. */
  allowedOrigins?: string[];
  /** HS256 secret (production: required); the sandbox generates one into dataDir/token-secret. */
  tokenSecret?: string;
  accessTtl?: number;
  refreshTtl?: number;
  /** Absolute session lifetime in seconds (default 90 days): refreshes never pass it. */
  sessionTtl?: number;
  scrypt?: ScryptParams;
  /** Throttling and caps (limits.ts); default LIMITS, or SANDBOX_LIMITS in the sandbox. */
  limits?: Partial<Limits>;
  /** The portal's URL: its origin joins the CORS allow-list and sandbox pages link back to it. */
  portalUrl?: string;
  /** This API's public origin (production: required): base of callback, asset and avatar URLs. */
  publicUrl?: string;
  /** Behind a reverse proxy: take the client address from the last X-Forwarded-For entry. */
  trustProxy?: boolean;
  /** Holds throttled sign-in attempts; default a timer (tests move their clock instead). */
  sleep?: (ms: number) => Promise<void>;
  /** Hands each code to a real email/SMS provider (none by default; the sandbox has its outbox). */
  deliver?: Deliver;
  /** A PGlite dumpDataDir() tarball to start from (test speed-up). */
  template?: Blob;
  /** Wipe and re-seed on open (sandbox only). */
  reset?: boolean;
  /** Seed the sandbox when its database is empty (default true; never in production). */
  seed?: boolean;
  /** One line per request; default console.log. Pass false to silence. */
  log?: ((line: string) => void) | false;
  /** The extensions beyond spec §7 (capabilities, passkeys, sessions, export, deletion); false: a §7-only API. Default true. */
  extensions?: boolean;
  /** Passkeys' relying party: the company's domain, its display name, related origins on other domains. */
  webauthn?: { rpId?: string; rpName?: string; relatedOrigins?: string[] };
}

export interface AppHandle {
  app: Hono<Env>;
  db: Db;
  services: Services;
  clock: { offsetMs(): number; setOffsetMs(ms: number): void; advance(ms: number): void };
  close(): Promise<void>;
}

/** Production settings that are wrong or missing; it names the environment variables. */
export class ConfigError extends Error {}

function checkProduction(o: AppOptions): void {
  if (o.sandbox) return;
  const missing = [
    !o.tokenSecret && 'TOKEN_SECRET',
    !o.allowedOrigins?.length && 'ALLOWED_ORIGINS',
    !o.publicUrl && 'PUBLIC_URL',
  ].filter((x): x is string => !!x);
  if (missing.length) {
    throw new ConfigError(`The Accounts API runs in production mode unless SANDBOX=1, and production needs ${missing.join(', ')}. `
      + 'Set TOKEN_SECRET (a long random secret), ALLOWED_ORIGINS (comma-separated origins of the portal and partner pages) '
      + 'and PUBLIC_URL (this API\'s public origin), or set SANDBOX=1 for the local sandbox.');
  }
  if (o.reset) throw new ConfigError('--reset wipes and re-seeds the data: it exists only in the sandbox (SANDBOX=1).');
  try {
    new URL(o.publicUrl!);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an absolute URL (got ${JSON.stringify(o.publicUrl)}).`);
  }
}

function loadSecret(dataDir: string, given?: string): string {
  if (given) return given;
  if (dataDir.startsWith('memory://')) return randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export async function createApp(options: AppOptions): Promise<AppHandle> {
  checkProduction(options);
  const baseNow = options.now ?? Date.now;
  let offset = 0;
  const now = () => baseNow() + offset;
  const sandbox = options.sandbox ?? false;
  const origins = new Set(options.allowedOrigins ?? []);
  const portalUrl = options.portalUrl ?? 'http://127.0.0.1:5173/';
  if (options.portalUrl) {
    try {
      origins.add(new URL(options.portalUrl).origin);
    } catch {
      throw new ConfigError('PORTAL_URL must be an absolute URL');
    }
  }
  const log = options.log === false ? null : (options.log ?? ((line: string) => console.log(line)));

  // DATA_DIR holds the PostgreSQL cluster in pg/ and the sandbox's generated token secret.
  const db = await openDb(options.dataDir.startsWith('memory://') ? options.dataDir : join(options.dataDir, 'pg'), options.template);
  if (options.reset) {
    await wipe(db);
    await migrate(db);
  }
  const scrypt = options.scrypt ?? DEFAULT_SCRYPT;
  if (sandbox && options.seed !== false) {
    const count = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0]?.n ?? 0;
    if (count === 0) await seed(db, now(), scrypt);
  }

  const limits = { ...(sandbox ? SANDBOX_LIMITS : LIMITS), ...options.limits };
  const services = new Services({
    db, now, sandbox, scrypt,
    secret: loadSecret(options.dataDir, options.tokenSecret),
    accessTtl: options.accessTtl ?? 3600,
    refreshTtl: options.refreshTtl ?? 30 * 24 * 3600,
    sessionTtl: options.sessionTtl ?? SESSION_TTL,
    guard: new SignInGuard(limits.signIn),
    caps: new Caps(limits),
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    trustProxy: options.trustProxy ?? false,
    ...(options.deliver ? { deliver: options.deliver } : {}),
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
  });
  const clock = {
    offsetMs: () => offset,
    setOffsetMs: (ms: number) => { offset = ms; },
    advance: (ms: number) => { offset += ms; },
  };

  const app = new Hono<Env>({ strict: false });

  // Logging: method, path (no query string), status, ms. Never bodies, tokens or codes.
  app.use('*', async (c, next) => {
    const start = performance.now();
    await next();
    log?.(`${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - start).toFixed(1)}ms`);
  });

  // The sandbox accepts any loopback origin (a developer's own page on any port); production only its list.
  const originAllowed = (origin: string) => origins.has(origin) || (sandbox && isLoopbackOrigin(origin));
  app.use('*', cors(originAllowed));

  app.use('*', async (c, next) => {
    c.set('lang', pickLang(c.req.header('accept-language')));
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });

  const tooLarge = () => { throw new ApiError(413, 'tooLarge'); };
  const jsonLimit = bodyLimit({ maxSize: JSON_LIMIT, onError: tooLarge });
  const multipartLimit = bodyLimit({ maxSize: MULTIPART_LIMIT, onError: tooLarge });
  app.use('*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
    const multipart = (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
    return (multipart ? multipartLimit : jsonLimit)(c, next);
  });

  app.onError((err, c) => {
    const lang = c.get('lang') ?? 'pt';
    if (err instanceof ApiError) {
      const body: Record<string, unknown> = { detail: t(lang, err.key) };
      if (err.field) body['field'] = err.field;
      const headers: Record<string, string> = {};
      // The body may be only partly read: do not let the client reuse this connection.
      if (err.status === 413) headers['Connection'] = 'close';
      if (err.retryAfter !== undefined) {
        body['retry_after'] = err.retryAfter;
        headers['Retry-After'] = String(err.retryAfter);
      }
      return c.json({ ...body, ...err.extra }, err.status, headers);
    }
    console.error(`error on ${c.req.method} ${c.req.path}:`, err instanceof Error ? err.message : 'unknown');
    return c.json({ detail: t(lang, 'internal') }, 500);
  });
  app.notFound((c) => c.json({ detail: t(c.get('lang') ?? 'pt', 'notFound') }, 404));

  app.get('/health', (c) => c.json({ ok: true }, 200));
  if (options.extensions !== false) {
    const rp: RelyingPartyConfig = {
      rpId: options.webauthn?.rpId, rpName: options.webauthn?.rpName ?? 'Lingora Accounts', relatedOrigins: options.webauthn?.relatedOrigins ?? [],
      sandbox, originAllowed,
    };
    // "Last active" of the session an authenticated call came from (at most once a minute).
    const toucher = new SessionToucher(db);
    app.use('*', async (c, next) => {
      await next();
      const claims = c.get('claims');
      if (claims && c.res.status < 400) await toucher.touch(claims.sid, now());
    });
    app.route('/', capabilityRoutes(rp));
    app.route('/', passkeyRoutes(services, rp));
    app.route('/', sessionRoutes(services));
    app.route('/', accountRoutes(services, rp));
  }
  app.route('/', authRoutes(services));
  app.route('/', activationRoutes(services));
  app.route('/', userRoutes(services));
  app.route('/', publicRoutes(services));
  if (sandbox) {
    app.route('/', devRoutes(services, clock, portalUrl));
    app.route('/', extRoutes());
  }

  return { app, db, services, clock, close: () => db.close() };
}

export interface RunningServer extends AppHandle { url: string; port: number; stop(): Promise<void> }

/** Serves an app over real HTTP (port 0 picks a free one). */
export async function startServer(options: AppOptions & { port?: number; host?: string }): Promise<RunningServer> {
  const handle = await createApp(options);
  const host = options.host ?? '127.0.0.1';
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: (req, env) => handle.app.fetch(req, env as HttpBindings), port: options.port ?? 0, hostname: host }, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  // A wildcard address is reached through loopback.
  const reach = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  const url = `http://${reach.includes(':') ? `[${reach}]` : reach}:${port}`;
  handle.services.listeningOn(url);
  return {
    ...handle, url, port,
    stop: async () => {
      await new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) (server as { closeAllConnections(): void }).closeAllConnections();
        server.close(() => resolve());
      });
      await handle.close();
    },
  };
}
