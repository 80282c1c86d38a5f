#!/usr/bin/env node
// Which source modules the bytes of the built embed come from (issue #23): builds the embed with
// hidden sourcemaps into a temporary folder (same code and file names as dist/embed: the maps
// are not referenced from the files), then attributes every byte of each chunk to the source
// module its sourcemap names. Gzip per module is the chunk's real gzip -9 size shared out in
// proportion to each module's own gzip -9 size (the modules of a chunk compress together, so a
// module alone would overstate it); the shares of a chunk add up to the chunk's gzip size.
//   node scripts/module-sizes.mjs [file …]   files relative to dist/embed (default: every chunk)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const repo = resolve(fileURLToPath(import.meta.url), '../..');
const gzip = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;

const B64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/** The segments of a sourcemap's `mappings`: [generated line, column, source index] (VLQ, v3). */
function segments(mappings) {
  const out = [];
  let source = 0;
  mappings.split(';').forEach((line, lineNo) => {
    let column = 0;
    for (const seg of line.split(',')) {
      if (!seg) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const ch of seg) {
        const digit = B64[ch];
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length >= 4) source += fields[1];
      out.push([lineNo, column, fields.length >= 4 ? source : -1]);
    }
  });
  return out;
}

/** A source path as people read it: the package path inside node_modules, else repo-relative. */
export function moduleName(source, mapFile) {
  const clean = source.replace(/^\0/, '').replace(/\?.*$/, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) return clean.slice(nm + 'node_modules/'.length);
  if (/rolldown[\\/:]runtime/.test(clean) || clean === '') return '(bundler runtime)';
  const abs = resolve(mapFile, '..', clean);
  const root = abs.replace(/[\\/](src|embed|hosted|locales)[\\/].*$/, '');
  return root !== abs ? relative(root, abs) : clean;
}

const UNMAPPED = '\0unmapped';
const RUN_BREAK = '\0run';

/** What a stretch of code without sourcemap is, from its text. */
function guessUnmapped(text) {
  if (/\{[^{}]*[a-z-]+:[^;{}]+;/.test(text) && /--[\w-]+|@media|:host/.test(text)) return '(inline CSS: vanilla-extract ?inline)';
  if (/"common\.signin-title"/.test(text)) return '(virtual: paint strings)';
  if (/^\s*(import|export)\s*\{/.test(text)) return '(imports/exports between chunks)';
  if (/^\s*var \w+=\{[\w"-]+:`/.test(text)) return '(locale JSON)';
  if (text.length < 80) return '(bundler glue)';
  return '(unmapped)';
}

/** Bytes of one built file by source module: { module: code }. Bytes no segment maps: '(unmapped)'. */
function codeByModule(jsFile) {
  const code = readFileSync(jsFile, 'utf8');
  const mapFile = `${jsFile}.map`;
  if (!existsSync(mapFile)) return { '(no sourcemap)': code };
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const lines = code.split('\n');
  const lineStart = [];
  let offset = 0;
  for (const l of lines) {
    lineStart.push(offset);
    offset += l.length + 1;
  }
  const parts = {};
  const add = (name, text) => (parts[name] = (parts[name] ?? '') + text);
  const segs = segments(map.mappings);
  let at = 0;
  let current = '(unmapped)';
  for (const [line, column, source] of segs) {
    const pos = (lineStart[line] ?? code.length) + column;
    if (pos > at) add(current, code.slice(at, pos) + (current === UNMAPPED ? RUN_BREAK : ''));
    at = Math.max(at, pos);
    current = source >= 0 ? moduleName(map.sources[source] ?? '', mapFile) : UNMAPPED;
  }
  add(current, code.slice(at));
  // Unmapped bytes are modules without a sourcemap of their own: name them by what they hold.
  const unmapped = parts[UNMAPPED];
  if (unmapped !== undefined) {
    delete parts[UNMAPPED];
    for (const run of unmapped.split(RUN_BREAK)) if (run) add(guessUnmapped(run), run);
  }
  return parts;
}

/** Rows {module, file, raw, gzip} for the given built files (paths inside `dir`). */
export function breakdown(dir, files) {
  const rows = [];
  for (const file of files) {
    const full = join(dir, file);
    if (!existsSync(full)) continue;
    const parts = codeByModule(full);
    const chunkGzip = gzip(readFileSync(full));
    const own = Object.fromEntries(Object.entries(parts).map(([m, text]) => [m, gzip(text)]));
    const ownTotal = Object.values(own).reduce((a, b) => a + b, 0) || 1;
    for (const [module, text] of Object.entries(parts)) {
      rows.push({ module, file, raw: Buffer.byteLength(text), gzip: (chunkGzip * own[module]) / ownTotal });
    }
  }
  return rows;
}

/** Rows summed by module (a module split over files counts once, with its files listed). */
export function byModule(rows) {
  const sum = new Map();
  for (const r of rows) {
    const s = sum.get(r.module) ?? { module: r.module, raw: 0, gzip: 0, files: new Set() };
    s.raw += r.raw;
    s.gzip += r.gzip;
    s.files.add(basename(r.file).replace(/-[\w-]{8}\.js$/, ''));
    sum.set(r.module, s);
  }
  return [...sum.values()].sort((a, b) => b.gzip - a.gzip);
}

/** Build the embed with hidden sourcemaps into a temporary folder; returns it (caller removes it). */
export function buildWithMaps(env = process.env, source = repo) {
  const out = mkdtempSync(join(tmpdir(), 'accounts-embed-maps-'));
  const r = spawnSync('npx', ['vite', 'build', '--mode', 'embed', '--sourcemap', 'hidden', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: source, env, encoding: 'utf8', timeout: 300_000,
  });
  if (r.status !== 0) {
    rmSync(out, { recursive: true, force: true });
    throw new Error(`embed build with sourcemaps failed: ${r.stderr || r.stdout}`);
  }
  return out;
}

export function table(modules, top = 20) {
  const total = modules.reduce((a, m) => a + m.gzip, 0);
  const shown = modules.slice(0, top);
  const width = Math.max(10, ...shown.map((m) => m.module.length));
  const lines = shown.map((m, i) => `  ${String(i + 1).padStart(2)}. ${m.module.padEnd(width)}  ${(m.raw / 1024).toFixed(2).padStart(6)} kB  ${(m.gzip / 1024).toFixed(2).padStart(5)} kB  ${[...m.files].join(', ')}`);
  const rest = modules.slice(top);
  const restGzip = rest.reduce((a, m) => a + m.gzip, 0);
  return [
    `      ${'module'.padEnd(width)}  ${'min'.padStart(9)}  ${'gzip'.padStart(8)}  chunk`,
    ...lines,
    `      ${`${rest.length} more modules`.padEnd(width)}  ${''.padStart(9)}  ${(restGzip / 1024).toFixed(2).padStart(5)} kB`,
    `      ${'total'.padEnd(width)}  ${''.padStart(9)}  ${(total / 1024).toFixed(2).padStart(5)} kB`,
  ].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = buildWithMaps();
  try {
    const files = process.argv.slice(2).length
      ? process.argv.slice(2)
      : ['accounts.js', ...readdirSync(join(dir, 'chunks')).filter((f) => f.endsWith('.js')).map((f) => `chunks/${f}`)];
    console.log(table(byModule(breakdown(dir, files)), Number(process.env.TOP ?? 20)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
