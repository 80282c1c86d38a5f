// Error reporting (spec §7, §9: trace sample 0.1). Sentry is loaded on demand
// and only when a DSN is configured, so partners who don't use it pay nothing.
// Everything sent passes through `scrubSensitive`: no passwords, tokens or
// verification codes leave the browser, whether as keys, query strings,
// headers or JSON bodies.
import { $config } from './config.ts';
import { isSecretKey } from './secrets.ts';

export const FILTERED = '[Filtered]';

const SECRET_PARAM = /([?&#](?:[\w-]*token|[\w-]*password|[\w-]*code|otp|secret)=)[^&#\s"']*/gi;
const BEARER = /\b(Bearer|Basic)\s+[\w\-.~+/=]+/gi;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const JSON_SECRET = /("(?:[\w-]*password|[\w-]*token|code|[\w-]+_code|secret)"\s*:\s*)"(?:[^"\\]|\\.)*"/gi;
const MAX_DEPTH = 12;

export function scrubString(s: string): string {
  return s
    .replace(SECRET_PARAM, `$1${FILTERED}`)
    .replace(BEARER, `$1 ${FILTERED}`)
    .replace(JWT, FILTERED)
    .replace(JSON_SECRET, `$1"${FILTERED}"`);
}

/**
 * A scrubbed deep copy: values under secret-looking keys become "[Filtered]",
 * strings lose query-string secrets, bearer credentials, JWTs and JSON
 * secret fields. Pure; safe on cycles and deep trees.
 */
export function scrubSensitive<T>(value: T): T {
  return scrub(value, 0, new WeakSet()) as T;
}

function scrub(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return scrubString(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH || seen.has(value)) return FILTERED;
  seen.add(value);
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1, seen));
  if (!isPlainObject(value)) return value instanceof Error ? value : String(value);
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === '__proto__') continue;
    out[key] = isSecretKey(key) && v !== null && v !== undefined ? FILTERED : scrub(v, depth + 1, seen);
  }
  return out;
}

function isPlainObject(v: object): boolean {
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

type Context = Record<string, unknown>;
interface Reporter {
  captureException(err: unknown, hint?: { extra?: Context }): unknown;
}

const MAX_QUEUED = 20;
let queue: Array<[unknown, Context | undefined]> = [];
let reporter: Reporter | undefined;
let loading: Promise<boolean> | undefined;

/** Load and start Sentry when `sentryDsn` is configured. Resolves true when reporting is live. */
export function initMonitoring(): Promise<boolean> {
  const dsn = $config.get().sentryDsn;
  // A build without a DSN leaves @sentry/browser out altogether (a build-time constant).
  if (!__ACCOUNTS_SENTRY__ || !dsn) return Promise.resolve(false);
  loading ??= import('./sentry.ts')
    .then((Sentry) => {
      Sentry.init({
        dsn,
        release: typeof __ACCOUNTS_VERSION__ === 'string' ? __ACCOUNTS_VERSION__ : undefined,
        integrations: [Sentry.browserTracingIntegration()],
        tracesSampleRate: 0.1,
        beforeSend: (event) => scrubSensitive(event),
        beforeBreadcrumb: (crumb) => scrubSensitive(crumb),
      });
      useReporter(Sentry);
      return true;
    })
    .catch(() => {
      loading = undefined;
      return false;
    });
  return loading;
}

/** Install a reporter and flush what was queued before it loaded (also used by tests). */
export function useReporter(r: Reporter | undefined): void {
  reporter = r;
  if (!r) return;
  const pending = queue;
  queue = [];
  for (const [err, ctx] of pending) send(err, ctx);
}

/** Report an error; queued (bounded) until monitoring has loaded, a no-op without a DSN. */
export function reportError(err: unknown, context?: Context): void {
  if (reporter) send(err, context);
  else if (queue.length < MAX_QUEUED) queue.push([err, context]);
}

function send(err: unknown, context: Context | undefined): void {
  try {
    reporter?.captureException(err, context ? { extra: scrubSensitive(context) } : undefined);
  } catch {
    // reporting must never break the caller
  }
}
