// axe-core in an e2e page. The source is evaluated through the DevTools protocol rather than
// added as a <script>: the portal's CSP (script-src 'self', Trusted Types) would rightly block
// an injected tag, and evaluation is not subject to the page's CSP.
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

export interface AxeCheckOptions {
  /** CSS selector of the region to check; the whole document by default. */
  include?: string;
  /** Rule ids to skip, each with a reason at the call site. */
  disableRules?: string[];
  /** WCAG tags to run; every rule axe enables by default when unset. */
  tags?: string[];
}

export interface AxeViolationSummary {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

export async function injectAxe(page: Page): Promise<void> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (loaded) return;
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(axeSource);
}

/** Run axe (piercing open shadow roots, as it does by default) and return the violations. */
export async function axeViolations(page: Page, options: AxeCheckOptions = {}): Promise<AxeViolationSummary[]> {
  await injectAxe(page);
  return page.evaluate(async ({ include, disableRules, tags }) => {
    type AxeResult = { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] };
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: AxeResult[] }> } }).axe;
    const rules = Object.fromEntries((disableRules ?? []).map((id) => [id, { enabled: false }]));
    const runOnly = tags ? { type: 'tag', values: tags } : undefined;
    const results = await axe.run(include ? { include: [include] } : document, {
      rules,
      resultTypes: ['violations'],
      ...(runOnly ? { runOnly } : {}),
    });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes.map((n) => JSON.stringify(n.target)),
    }));
  }, options);
}

export async function expectNoAxeViolations(page: Page, options: AxeCheckOptions = {}): Promise<void> {
  const violations = await axeViolations(page, options);
  const report = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.targets.join('\n    ')}`).join('\n  ');
  expect(violations, `axe violations:\n  ${report}`).toEqual([]);
}
