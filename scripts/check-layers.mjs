#!/usr/bin/env node
// Layers import only downward (STYLE.md "What we take" 1):
//   src/core (0) → src/flows (1) → src/ui (2) → src/screens (3) → embed/, hosted/ (4)
// hosted may import embed; embed must not import hosted. src/core knows nothing of React.
// src/ never imports demo/, tests/ or scripts/ (test files may use test utilities from there).
// A regex scan, not a parser: fast, dependency-free, and good enough for import syntax.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const LAYERS = [
  { name: 'src/core', rank: 0 },
  { name: 'src/flows', rank: 1 },
  { name: 'src/ui', rank: 2 },
  { name: 'src/screens', rank: 3 },
  { name: 'embed', rank: 4 },
  { name: 'hosted', rank: 4 },
];

/** Same-rank imports that are allowed across layers: importer → imported. */
const SIDEWAYS_ALLOWED = new Set(['hosted→embed']);
const OUTSIDE = ['demo', 'tests', 'scripts'];
const REACT_PACKAGES = /^(react|react-dom|preact|@nanostores\/react|@r2wc\/react-to-web-component)(\/|$)/;
const SCANNED_ROOTS = ['src', 'embed', 'hosted'];
const SOURCE_FILE = /\.(ts|tsx|mts|cts)$/;
const TEST_FILE = /\.test\.[cm]?tsx?$/;

const IMPORT_PATTERNS = [
  // import x from 'y'; import type { x } from 'y'; import * as x from 'y' (may span lines)
  /\bimport\s+(?:type\s+)?[\w*${}\s,]*?\s*from\s*(['"])([^'"\n]+)\1/g,
  // import 'y' (side effect)
  /\bimport\s*(['"])([^'"\n]+)\1/g,
  // export { x } from 'y'; export * from 'y'; export type { x } from 'y'
  /\bexport\s+(?:type\s+)?(?:\*(?:\s+as\s+[\w$]+)?|\{[^}]*\})\s*from\s*(['"])([^'"\n]+)\1/g,
  // import('y')
  /\bimport\s*\(\s*(['"])([^'"\n]+)\1\s*\)/g,
];

/** Blank out comments, keeping newlines and string contents, so offsets map to lines. */
export function stripComments(source) {
  let out = '';
  let i = 0;
  let quote = null;
  while (i < source.length) {
    const ch = source[i];
    const next = source[i + 1];
    if (quote) {
      out += ch;
      if (ch === '\\') {
        out += next ?? '';
        i += 2;
        continue;
      }
      if (ch === quote) quote = null;
      i += 1;
    } else if (ch === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') {
        out += ' ';
        i += 1;
      }
    } else if (ch === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      out += source.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else {
      if (ch === '"' || ch === "'" || ch === '`') quote = ch;
      out += ch;
      i += 1;
    }
  }
  return out;
}

/** Every module specifier in a source text, with its 1-based line. */
export function findSpecifiers(source) {
  const text = stripComments(source);
  const found = new Map();
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const specifier = match[2];
      const offset = match.index + match[0].lastIndexOf(specifier);
      if (!found.has(offset)) {
        const line = text.slice(0, offset).split('\n').length;
        found.set(offset, { specifier, line });
      }
    }
  }
  return [...found.entries()].sort((a, b) => a[0] - b[0]).map(([, v]) => v);
}

/** The layer of a repo-relative path (posix separators), or null. */
export function layerOf(relPath) {
  return LAYERS.find((l) => relPath === l.name || relPath.startsWith(`${l.name}/`)) ?? null;
}

function topDir(relPath) {
  return relPath.split('/')[0];
}

function toPosix(p) {
  return p.split(sep).join('/');
}

function walk(dir, files = []) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return files;
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) walk(full, files);
    else if (SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

/** Resolve a specifier to a repo-relative path, or null for a package import. */
function resolveSpecifier(root, fromFile, specifier) {
  const bare = specifier.replace(/[?#].*$/, '');
  if (bare.startsWith('.')) return toPosix(relative(root, resolve(dirname(fromFile), bare)));
  if (bare.startsWith('/')) return toPosix(relative(root, join(root, bare)));
  return null;
}

/**
 * Check a tree. Returns { files, imports, violations, warnings }; a violation is
 * { file, line, specifier, target, from, to, reason } with repo-relative paths.
 */
export function checkLayers(root = process.cwd()) {
  root = resolve(root);
  const files = SCANNED_ROOTS.flatMap((dir) => walk(join(root, dir)));
  const violations = [];
  const warnings = [];
  let imports = 0;
  for (const file of files) {
    const rel = toPosix(relative(root, file));
    const fromLayer = layerOf(rel);
    const isTest = TEST_FILE.test(rel);
    if (!fromLayer) warnings.push(`${rel} is in src/ but in no layer (${LAYERS.slice(0, 4).map((l) => l.name).join(', ')})`);
    const source = readFileSync(file, 'utf8');
    for (const { specifier, line } of findSpecifiers(source)) {
      imports += 1;
      const base = { file: rel, line, specifier };
      const target = resolveSpecifier(root, file, specifier);
      if (target === null) {
        if (fromLayer?.rank === 0 && REACT_PACKAGES.test(specifier)) {
          violations.push({ ...base, target: specifier, from: fromLayer.name, to: specifier, reason: 'src/core must not depend on React/Preact' });
        }
        continue;
      }
      if (target.startsWith('..')) {
        violations.push({ ...base, target, from: fromLayer?.name ?? topDir(rel), to: 'outside the repository', reason: 'import leaves the repository' });
        continue;
      }
      const toLayer = layerOf(target);
      if (!toLayer) {
        if (rel.startsWith('src/') && OUTSIDE.includes(topDir(target)) && !isTest) {
          violations.push({ ...base, target, from: fromLayer?.name ?? 'src', to: topDir(target), reason: `src/ must not import from ${topDir(target)}/` });
        }
        continue;
      }
      if (!fromLayer || fromLayer.name === toLayer.name) continue;
      const upward = toLayer.rank > fromLayer.rank;
      const sideways = toLayer.rank === fromLayer.rank && !SIDEWAYS_ALLOWED.has(`${fromLayer.name}→${toLayer.name}`);
      if (upward || sideways) {
        violations.push({ ...base, target, from: fromLayer.name, to: toLayer.name, reason: upward ? 'upward import' : 'sideways import between top layers' });
      }
    }
  }
  return { files: files.length, imports, violations, warnings };
}

export function formatViolation(v) {
  return `${v.file}:${v.line} imports ${v.target} (layer ${v.from} → ${v.to}): ${v.reason}`;
}

function main() {
  const root = process.argv[2] ?? resolve(dirname(fileURLToPath(import.meta.url)), '..');
  if (!statSync(root, { throwIfNoEntry: false })?.isDirectory()) {
    console.error(`check-layers: ${root} is not a directory`);
    process.exit(2);
  }
  const { files, imports, violations, warnings } = checkLayers(root);
  for (const w of warnings) console.warn(`warning: ${w}`);
  if (violations.length > 0) {
    console.error(`check-layers: ${violations.length} layer violation(s):`);
    for (const v of violations) console.error(`  ${formatViolation(v)}`);
    process.exit(1);
  }
  console.log(`check-layers: ${files} files, ${imports} imports, no violations`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
