// The e2e `test`: every page is watched for CSP/Trusted Types violations (always fatal) and for
// uncaught page errors (fatal unless a test opts out); console errors are attached to the report.
import { test as base, expect } from '@playwright/test';
import { collectDiagnostics, formatCsp, type Diagnostics } from './diagnostics.ts';

export interface E2eOptions {
  /** Fail the test on uncaught exceptions in the page. */
  failOnPageErrors: boolean;
  /** Fail the test on console.error messages (HTTP 4xx resource errors included). */
  failOnConsoleErrors: boolean;
}

export const test = base.extend<E2eOptions & { diagnostics: Diagnostics }>({
  failOnPageErrors: [true, { option: true }],
  failOnConsoleErrors: [false, { option: true }],
  diagnostics: [
    async ({ page, failOnPageErrors, failOnConsoleErrors }, use, testInfo) => {
      const diagnostics = await collectDiagnostics(page);
      await use(diagnostics);
      if (testInfo.status !== testInfo.expectedStatus) {
        // Printed, not only attached: a flake seen once in CI explains itself from the log.
        const report = await diagnostics.stallReport();
        await testInfo.attach('page-state', { body: report, contentType: 'text/plain' });
        console.error(`--- page state when "${testInfo.title}" failed ---\n${report}`);
      }
      if (diagnostics.consoleErrors.length > 0) {
        await testInfo.attach('console-errors', { body: diagnostics.consoleErrors.join('\n'), contentType: 'text/plain' });
      }
      const csp = formatCsp(diagnostics);
      expect(csp, 'Content Security Policy / Trusted Types violations').toBe('');
      if (failOnPageErrors) expect(diagnostics.pageErrors, 'uncaught errors in the page').toEqual([]);
      if (failOnConsoleErrors) expect(diagnostics.consoleErrors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export { expectNoAxeViolations, axeViolations, injectAxe } from './axe.ts';
