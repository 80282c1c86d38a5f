// CORS with an allow-list: allowed origins get their own origin back with credentials; others get
// no CORS headers at all (never reflected, never `*`).
import type { MiddlewareHandler } from 'hono';

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/** http://127.0.0.1:<any port>, http://localhost:<any port> or http://[::1]:<any port>, exactly. */
export function isLoopbackOrigin(origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return url.protocol === 'http:' && url.origin === origin && LOOPBACK_HOSTS.includes(url.hostname);
}

export function cors(allowed: (origin: string) => boolean): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    const ok = origin !== undefined && allowed(origin);
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      const headers: Record<string, string> = { Vary: 'Origin' };
      if (ok) {
        Object.assign(headers, {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Credentials': 'true',
          'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
          'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept-Language',
          'Access-Control-Max-Age': '600',
        });
      }
      return c.body(null, 204, headers);
    }
    await next();
    c.res.headers.append('Vary', 'Origin');
    if (ok) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Allow-Credentials', 'true');
      c.res.headers.set('Access-Control-Expose-Headers', 'Retry-After');
    }
  };
}
