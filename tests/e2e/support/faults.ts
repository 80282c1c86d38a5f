// Injected API failures for the fault suites: a gateway 500, a timeout, a dropped connection and
// malformed JSON, answered by route interception while the reference API answers everything else.
import type { BrowserContext, Page, Route } from '@playwright/test';
import { API } from './accounts.ts';

export type Fault = '500' | 'timeout' | 'reset' | 'malformed';
export const FAULTS: Fault[] = ['500', 'timeout', 'reset', 'malformed'];

/** Answer one call with `fault`; CORS headers so the page sees the status, not a network error. */
export async function answerWith(route: Route, fault: Fault): Promise<void> {
  const origin = route.request().headers().origin ?? '*';
  const cors = { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' };
  switch (fault) {
    case '500': // as a gateway answers: no JSON, no server text to show
      return route.fulfill({ status: 500, contentType: 'text/html', headers: cors, body: '<html><body><h1>500 Internal Server Error</h1></body></html>' });
    case 'malformed':
      return route.fulfill({ status: 200, contentType: 'application/json', headers: cors, body: '{"' });
    case 'reset':
      return route.abort('connectionreset');
    case 'timeout':
      return route.abort('timedout');
  }
}

/**
 * Intercept `method url` on the API with `fault` (preflights pass through); returns a counter
 * and `clear()` to let the next attempt reach the real API. `when` picks one of several calls
 * to the same address by its body (the others reach the API).
 */
export async function injectFault(page: Page | BrowserContext, path: string, fault: Fault, method = 'POST', when?: (body: string) => boolean) {
  let count = 0;
  const pattern = `${API}${path}`;
  const handler = async (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    if (when && !when(route.request().postDataBuffer()?.toString('latin1') ?? '')) return route.fallback();
    count++;
    await answerWith(route, fault);
  };
  await page.route(pattern, handler);
  return { count: () => count, clear: () => page.unroute(pattern, handler) };
}
