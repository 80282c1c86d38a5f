// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { checkLayers, findSpecifiers, formatViolation } from './check-layers.mjs';

let root = '';

function tree(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'layers-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = '';
});

describe('check-layers', () => {
  it('accepts a tree whose imports only go downward', () => {
    const report = checkLayers(
      tree({
        'src/core/config.ts': 'export const a = 1;\n',
        'src/flows/signin-flow.ts': "import { a } from '../core/config.ts';\nexport const b = a;\n",
        'src/ui/Button.tsx': "import { useState } from 'react';\nexport * from '../flows/signin-flow.ts';\n",
        'src/screens/Email.tsx': "import '../ui/Button.tsx';\nconst later = () => import('../core/config.ts');\n",
        'embed/accounts.ts': "import '../src/screens/Email.tsx';\n",
        'hosted/main.ts': "import '../embed/accounts.ts';\n",
      }),
    );
    expect(report.violations).toEqual([]);
    expect(report.files).toBe(6);
  });

  it('reports an upward import with file, line and layers', () => {
    const report = checkLayers(
      tree({
        'src/ui/Button.tsx': 'export const x = 1;\n',
        'src/flows/signin-flow.ts': "// import '../ui/Button.tsx' in a comment is ignored\n\nimport { x } from '../ui/Button.tsx';\n",
      }),
    );
    expect(report.violations).toHaveLength(1);
    expect(formatViolation(report.violations[0]!)).toMatch(
      /^src\/flows\/signin-flow\.ts:3 imports src\/ui\/Button\.tsx \(layer src\/flows → src\/ui\)/,
    );
  });

  it('forbids React in src/core, embed → hosted, and src → tests', () => {
    const report = checkLayers(
      tree({
        'src/core/session.ts': "import type { ReactNode } from 'react';\nimport { atom } from 'nanostores';\n",
        'embed/accounts.ts': "export { route } from '../hosted/router.ts';\n",
        'hosted/router.ts': 'export const route = 1;\n',
        'src/flows/x.ts': "import data from '../../tests/fixtures/x.json';\n",
        'src/flows/x.test.ts': "import data from '../../tests/fixtures/x.json';\n",
      }),
    );
    const lines = report.violations.map(formatViolation).sort();
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^embed\/accounts\.ts:1 .*embed → hosted/);
    expect(lines[1]).toMatch(/^src\/core\/session\.ts:1 imports react/);
    expect(lines[2]).toMatch(/^src\/flows\/x\.ts:1 .*→ tests/);
  });

  it('finds multi-line, type-only, re-export and dynamic specifiers', () => {
    const found = findSpecifiers(
      "import {\n  a,\n  b,\n} from './a';\nimport type { T } from \"./t\";\nexport * as ns from './ns';\nconst m = await import('./lazy');\nconst s = 'import x from \"./not-a-comment\"';\n",
    ).map((f) => `${f.line}:${f.specifier}`);
    expect(found).toEqual(expect.arrayContaining(['4:./a', '5:./t', '6:./ns', '7:./lazy']));
  });
});
