// The page's own fetch() calls, counted in the page as they are made. With the page's clock run
// past the moment a call would go out (page.clock.runFor), the count is final: nothing is still
// on its way to being reported, as a request seen from the test process may be.
import type { Page } from '@playwright/test';

declare global {
  interface Window { __e2eFetches?: string[] }
}

/** Start counting (before the page loads); `count` reads the calls of the current document. */
export async function recordFetches(page: Page) {
  await page.addInitScript(() => {
    if (window.__e2eFetches) return;
    const calls: string[] = [];
    window.__e2eFetches = calls;
    const original = window.fetch;
    window.fetch = function fetch(input: RequestInfo | URL, init?: RequestInit) {
      const request = input instanceof Request ? input : null;
      const url = request ? request.url : String(input);
      calls.push(`${(init?.method ?? request?.method ?? 'GET').toUpperCase()} ${new URL(url, location.href).pathname}`);
      return original.call(this, input, init);
    };
  });
  return {
    /** Calls made so far with `method` to `path` (a pathname, e.g. '/auth/sign-in/'). */
    count: (method: string, path: string) =>
      page.evaluate((call) => (window.__e2eFetches ?? []).filter((c) => c === call).length, `${method} ${path}`),
  };
}
