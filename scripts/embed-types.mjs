#!/usr/bin/env node
// Ships the element typings and manifest beside the bundle (run by `npm run build:embed`):
//   embed/types.d.ts      → dist/embed/accounts.d.ts      (tags, properties, events)
//   embed/jsx.d.ts        → dist/embed/accounts-jsx.d.ts  (React 19 JSX; imports ./accounts)
//   custom-elements.json  → dist/embed/custom-elements.json
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(fileURLToPath(import.meta.url), '../..');
const dir = resolve(repo, process.argv[2] ?? join(process.env.DIST_DIR ?? 'dist', 'embed'));
if (!existsSync(dir)) {
  console.error(`embed-types: ${dir} is missing: run the embed build first`);
  process.exit(2);
}
copyFileSync(join(repo, 'embed/types.d.ts'), join(dir, 'accounts.d.ts'));
const jsx = readFileSync(join(repo, 'embed/jsx.d.ts'), 'utf8').replace("from './types'", "from './accounts'");
writeFileSync(join(dir, 'accounts-jsx.d.ts'), jsx);
copyFileSync(join(repo, 'custom-elements.json'), join(dir, 'custom-elements.json'));
console.log(`embed-types: accounts.d.ts, accounts-jsx.d.ts and custom-elements.json in ${relative(repo, dir) || dir}`);
