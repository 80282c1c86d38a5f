#!/usr/bin/env node
// Everything written from the element contract (embed/contract.ts, through
// scripts/element-contract.ts): custom-elements.json (Custom Elements Manifest 2.1), the typings
// embed/types.d.ts and embed/jsx.d.ts, and the tables of docs/embedding.md between their
// `<!-- contract:NAME -->` markers.
//   node scripts/gen-custom-elements.mjs           write them
//   node scripts/gen-custom-elements.mjs --check   exit 1 when one committed file is stale
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const repo = resolve(fileURLToPath(import.meta.url), '../..');
const EVENTS = 'src/core/events.ts';
const GUIDE = 'docs/embedding.md';

/** Each generated file's path and its expected content. */
export async function outputs(root = repo) {
  const gen = await tsImport('./element-contract.ts', import.meta.url);
  const read = (path) => readFileSync(resolve(root, path), 'utf8');
  return {
    'custom-elements.json': `${JSON.stringify(gen.manifest(), null, 2)}\n`,
    'embed/types.d.ts': gen.typesDts(read(EVENTS)),
    'embed/jsx.d.ts': gen.jsxDts(),
    [GUIDE]: gen.withTables(read(GUIDE)),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const stale = [];
  for (const [path, next] of Object.entries(await outputs())) {
    let current = '';
    try {
      current = readFileSync(resolve(repo, path), 'utf8');
    } catch {
      // missing counts as stale
    }
    if (current === next) continue;
    stale.push(path);
    if (!check) writeFileSync(resolve(repo, path), next);
  }
  if (check && stale.length > 0) {
    console.error(`stale: ${stale.join(', ')}: run \`node scripts/gen-custom-elements.mjs\` and commit`);
    process.exit(1);
  }
  console.log(check ? 'element contract outputs are current' : stale.length ? `wrote ${stale.join(', ')}` : 'element contract outputs were current');
}
