#!/usr/bin/env node
// Subresource Integrity: sha384 of accounts.js and every chunk of the embed build, so partners
// can pin the exact bundle (<script type="module" integrity="sha384-…" crossorigin>). The
// chunks load through import(), which SRI doesn't cover: pin a versioned URL for those.
//   node scripts/sri.mjs [dist/embed]   (run by `npm run build:embed`)
//   --json                              machine-readable { file: integrity }
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(fileURLToPath(import.meta.url), '../..');

export function integrity(buffer) {
  return `sha384-${createHash('sha384').update(buffer).digest('base64')}`;
}

/** { 'accounts.js': 'sha384-…', 'chunks/x-hash.js': … } for every .js under dir, entry first. */
export function sriTable(dir) {
  const files = [];
  const walk = (d) => {
    for (const name of readdirSync(d).sort()) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.js')) files.push(full);
    }
  };
  walk(dir);
  const rel = files.map((f) => relative(dir, f).split('\\').join('/'));
  rel.sort((a, b) => (a === 'accounts.js' ? -1 : b === 'accounts.js' ? 1 : a.localeCompare(b)));
  return Object.fromEntries(rel.map((f) => [f, integrity(readFileSync(join(dir, f)))]));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dirArg = process.argv.slice(2).find((a) => !a.startsWith('--'));
  const dir = resolve(repo, dirArg ?? join(process.env.DIST_DIR ?? 'dist', 'embed'));
  if (!existsSync(join(dir, 'accounts.js'))) {
    console.error(`sri: ${dir}/accounts.js is missing: run \`npm run build:embed\` first`);
    process.exit(2);
  }
  const table = sriTable(dir);
  if (process.argv.includes('--json')) console.log(JSON.stringify(table, null, 2));
  else {
    const version = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')).version;
    console.log(`SRI (sha384) for the embed ${version} in ${relative(repo, dir) || dir}:`);
    for (const [file, hash] of Object.entries(table)) console.log(`  ${file.padEnd(44)} ${hash}`);
  }
}
