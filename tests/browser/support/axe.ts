// Accessibility check for browser tests: axe-core runs in the page (bundled by Vite) and
// pierces open shadow roots, so passing a custom element checks its rendered shadow DOM.
import axe from 'axe-core';

export interface AxeOptions {
  /** Rule ids to skip for this check, with a reason in the calling test. */
  disableRules?: string[];
}

export function formatViolations(violations: axe.Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`.replace(/\n/g, ' ')).join('\n');
      return `  ${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n${nodes}`;
    })
    .join('\n');
}

/** Throws listing every axe violation inside `root`. */
export async function expectAccessible(root: Element | Document = document, options: AxeOptions = {}): Promise<void> {
  const rules = Object.fromEntries((options.disableRules ?? []).map((id) => [id, { enabled: false }]));
  const results = await axe.run(root, { rules, resultTypes: ['violations'] });
  if (results.violations.length > 0) {
    throw new Error(`${results.violations.length} accessibility violation(s):\n${formatViolations(results.violations)}`);
  }
}
