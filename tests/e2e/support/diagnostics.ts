// Collects what a page must never do: CSP (and Trusted Types) violations, uncaught errors, and
// console errors. Violations are reported from an init script through an exposed binding, so
// they survive navigations and nothing is injected that the page's own CSP would block.
import type { ConsoleMessage, Page, Request } from '@playwright/test';

export interface CspViolation {
  directive: string;
  blockedURI: string;
  sourceFile: string;
  line: number;
  sample: string;
  disposition: string;
  page: string;
}

export interface Diagnostics {
  cspViolations: CspViolation[];
  /** Console messages that mention the Content Security Policy or Trusted Types. */
  cspConsole: string[];
  consoleErrors: string[];
  pageErrors: string[];
  /** What a failed test was still waiting on, and what the page said (stall report, below). */
  stallReport(): Promise<string>;
}

const BINDING = '__e2eReportCspViolation';
const CSP_MESSAGE = /Content Security Policy|Trusted Type|TrustedHTML|TrustedScript/i;

export async function collectDiagnostics(page: Page): Promise<Diagnostics> {
  const start = Date.now();
  const since = () => `${((Date.now() - start) / 1000).toFixed(1)} s`;
  /** Requests sent and not answered (nor failed), with when they went out. */
  const inFlight = new Map<Request, string>();
  /** The page's last words, every type: a stall shows what came just before it. */
  const said: string[] = [];
  page.on('request', (r) => inFlight.set(r, since()));
  /** The last requests answered or failed: whether a submit's call went out at all. */
  const done: string[] = [];
  const settled = (r: Request, how: string) => {
    inFlight.delete(r);
    done.push(`${since()} ${how} ${r.method()} ${r.url()}`);
    if (done.length > 15) done.shift();
  };
  page.on('requestfinished', (r) => settled(r, 'answered'));
  page.on('requestfailed', (r) => settled(r, `failed (${r.failure()?.errorText ?? '?'})`));
  page.on('console', (m) => {
    said.push(`${since()} ${m.type()}: ${m.text().slice(0, 300)}`);
    if (said.length > 30) said.shift();
  });
  const diagnostics: Diagnostics = {
    cspViolations: [], cspConsole: [], consoleErrors: [], pageErrors: [],
    stallReport: async () => [
      `at ${since()} on ${page.isClosed() ? '(closed)' : page.url()}`,
      ...done.map((line) => `request ${line}`),
      ...[...inFlight].map(([r, at]) => `still waiting since ${at}: ${r.method()} ${r.url()}`),
      ...said.map((line) => `console ${line}`),
      ...diagnostics.pageErrors.map((e) => `page error: ${e.split('\n')[0]}`),
      page.isClosed() ? '' : await page.locator('body').ariaSnapshot({ timeout: 2000 }).then((a) => a.split('\n').slice(0, 40).join('\n'), () => ''),
    ].join('\n'),
  };
  await page.exposeBinding(BINDING, ({ frame }, v: Omit<CspViolation, 'page'>) => {
    diagnostics.cspViolations.push({ ...v, page: frame.url() });
  });
  // Self-contained: Playwright serialises this function into the page (no closures, no eval).
  await page.addInitScript((binding: string) => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const report = (window as unknown as Record<string, ((v: unknown) => void) | undefined>)[binding];
        report?.({
          directive: e.effectiveDirective || e.violatedDirective,
          blockedURI: e.blockedURI,
          sourceFile: e.sourceFile,
          line: e.lineNumber,
          sample: e.sample,
          disposition: e.disposition,
        });
      },
      true, // capture: composed events from shadow roots reach the document before page handlers
    );
  }, BINDING);
  page.on('console', (message: ConsoleMessage) => {
    const text = message.text();
    const where = message.location().url;
    if (CSP_MESSAGE.test(text)) diagnostics.cspConsole.push(`${text}${where ? ` (${where})` : ''}`);
    else if (message.type() === 'error') diagnostics.consoleErrors.push(`${text}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (error) => diagnostics.pageErrors.push(error.stack ?? error.message));
  return diagnostics;
}

export function formatCsp(d: Diagnostics): string {
  return [
    ...d.cspViolations.map((v) => `${v.disposition} ${v.directive} blocked ${v.blockedURI || '(inline)'} at ${v.sourceFile}:${v.line} ${v.sample} [${v.page}]`),
    ...d.cspConsole,
  ].join('\n');
}
