// The API client over a fake network, for tests of the calls (src/core/api): every request is
// read back (method, URL, JSON or FormData body) and answered by the test; retries don't wait.
import { configureClient, resetClient } from '../../src/core/api/client';
import { configure } from '../../src/core/config';

export interface Sent {
  method: string;
  url: string;
  body: unknown;
}

export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The client talks to `apiBase`, and `respond` answers each request it sends. */
export function fakeNetwork(apiBase: string, respond: (req: Sent) => Response | Promise<Response>): void {
  configure({ apiBase });
  resetClient();
  configureClient({
    sleep: async () => undefined,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      return respond({ method: init?.method ?? 'GET', url: String(input), body });
    }) as typeof globalThis.fetch,
  });
}
