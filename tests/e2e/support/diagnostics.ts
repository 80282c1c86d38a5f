// Collects what a page must never do: CSP (and Trusted Types) violations, uncaught errors, and
// console errors. Violations are reported from an init script through an exposed binding, so
// they survive navigations and nothing is injected that the page's own CSP would block.
import type { ConsoleMessage, Page } from '@playwright/test';

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
}

const BINDING = '__e2eReportCspViolation';
const CSP_MESSAGE = /Content Security Policy|Trusted Type|TrustedHTML|TrustedScript/i;

export async function collectDiagnostics(page: Page): Promise<Diagnostics> {
  const diagnostics: Diagnostics = { cspViolations: [], cspConsole: [], consoleErrors: [], pageErrors: [] };
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
