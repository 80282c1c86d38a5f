#!/usr/bin/env node
// A production build contains nothing of the sandbox (`npm test` runs this).
//   node scripts/check-production-build.mjs            build with the example production settings
//                                                      (scripts/build-settings.mjs) into a temp dir,
//                                                      as `npm run build` would, and scan every file
//   node scripts/check-production-build.mjs DIR…       only scan existing builds (e.g. dist/embed)
// It also checks that a production build without its settings stops with one message naming
// every missing variable, and builds nothing. Exit 1 on any finding.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { productionExample, SETTINGS } from './build-settings.mjs';

const repo = resolve(fileURLToPath(import.meta.url), '../..');

/** What the sandbox is made of: its dev and stand-in routes, this machine, its ports. */
export const FORBIDDEN = [
  { name: '/__dev/', pattern: /\/__dev\//g },
  { name: '/__ext/', pattern: /\/__ext\//g },
  { name: '127.0.0.1', pattern: /127\.0\.0\.1/g },
  { name: 'localhost', pattern: /localhost/gi },
  // A port is a number after a host or alone in a URL-ish place; digits inside longer numbers
  // (phone metadata, hashes) are not ports.
  { name: 'a sandbox port (8787, 5173, 5174)', pattern: /(?<![\w.-])(?:8787|5173|5174)(?![\w.-])/g },
];

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Every forbidden string in the files under `dirs`, with a little context. */
export function findSandboxValues(dirs) {
  const found = [];
  for (const dir of dirs) {
    for (const file of files(dir)) {
      const text = readFileSync(file, 'latin1');
      for (const { name, pattern } of FORBIDDEN) {
        for (const m of text.matchAll(pattern)) {
          const context = text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40).replace(/\s+/g, ' ');
          found.push({ file, name, context });
          if (found.filter((f) => f.file === file && f.name === name).length >= 3) break;
        }
      }
    }
  }
  return found;
}

const vite = join(repo, 'node_modules', '.bin', 'vite');
/** The environment without any ACCOUNTS_* variable of the caller's shell. */
const cleanEnv = () => Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('ACCOUNTS_')));

function build(mode, outDir, env) {
  return spawnSync(vite, ['build', '--mode', mode, '--outDir', outDir, '--logLevel', 'warn'], { cwd: repo, env, encoding: 'utf8' });
}

/**
 * Where a build with ACCOUNTS_DEFAULT_LOGO / ACCOUNTS_DEFAULT_BACKGROUND must name them (without
 * them the default branding is drawn: src/ui/side-panel.ts): the hosted first paint preloads the
 * picture and its CSS draws it, and both bundles carry the two in their settings.
 */
export function configuredPictures(out, { ACCOUNTS_DEFAULT_LOGO: logo, ACCOUNTS_DEFAULT_BACKGROUND: picture }) {
  const missing = [];
  const page = readFileSync(join(out, 'hosted', 'signin', 'index.html'), 'utf8');
  if (!page.includes(`<link rel="preload" as="image" href="${picture}"`)) missing.push(`hosted/signin/index.html: no preload of ${picture}`);
  if (![`url(${picture})`, `url(${JSON.stringify(picture)})`].some((css) => page.includes(css))) missing.push(`hosted/signin/index.html: its CSS does not draw ${picture}`);
  for (const file of [join(out, 'embed', 'accounts.js'), ...[...files(join(out, 'hosted', 'assets'))].filter((f) => /[\\/]index-[\w-]+\.js$/.test(f))]) {
    const code = readFileSync(file, 'utf8');
    for (const url of [logo, picture]) if (!code.includes(url)) missing.push(`${file}: no ${url}`);
  }
  return missing;
}

function report(found, dirs) {
  if (found.length === 0) {
    console.log(`production build: no sandbox value in ${dirs.join(', ')}`);
    return 0;
  }
  console.error(`production build: ${found.length} sandbox value(s) found:`);
  for (const f of found) console.error(`  ${f.file}: ${f.name}  …${f.context}…`);
  return 1;
}

function main(args) {
  if (args.length) {
    const dirs = args.map((a) => resolve(repo, a));
    for (const d of dirs) if (!existsSync(d)) throw new Error(`${d} does not exist`);
    return report(findSandboxValues(dirs), dirs);
  }
  const out = mkdtempSync(join(tmpdir(), 'accounts-production-'));
  try {
    // 1. Missing settings: one message, every variable named, nothing built.
    const bare = build('hosted', join(out, 'bare'), { ...cleanEnv(), ACCOUNTS_BUILD: 'production' });
    const required = SETTINGS.filter((s) => s.required).map((s) => s.env);
    const unnamed = required.filter((name) => !bare.stderr.includes(name));
    if (bare.status === 0 || unnamed.length || existsSync(join(out, 'bare'))) {
      console.error(`production build without settings: expected a stop naming ${required.join(', ')}; got exit ${bare.status}, missing from the message: ${unnamed.join(', ') || 'none'}`);
      console.error(bare.stderr);
      return 1;
    }
    console.log(`production build without settings stops: "${bare.stderr.trim().split('\n')[0]}" (${required.length} variables named)`);
    // 2. With the example settings: both builds, then not one sandbox value in them. The example
    // leaves out the Sentry DSN: with one, @sentry/browser is built in, and the library's own
    // "filter out localhost events" check names localhost (its code, not a sandbox value).
    const { ACCOUNTS_SENTRY_DSN: _dsn, ...example } = productionExample();
    const env = { ...cleanEnv(), ...example };
    const dirs = [];
    for (const mode of ['embed', 'hosted']) {
      const dir = join(out, mode);
      const result = build(mode, dir, env);
      if (result.status !== 0) {
        console.error(`production ${mode} build failed:\n${result.stdout}${result.stderr}`);
        return 1;
      }
      dirs.push(dir);
    }
    for (const step of [['scripts/embed-types.mjs', join(out, 'embed')], ['scripts/sri.mjs', join(out, 'embed')]]) {
      const r = spawnSync(process.execPath, step, { cwd: repo, encoding: 'utf8' });
      if (r.status !== 0) {
        console.error(`${step[0]} failed:\n${r.stdout}${r.stderr}`);
        return 1;
      }
    }
    const missing = configuredPictures(out, example);
    if (missing.length) {
      console.error(`production build: the configured default pictures are not used:\n  ${missing.join('\n  ')}`);
      return 1;
    }
    return report(findSandboxValues(dirs), dirs);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exit(main(process.argv.slice(2)));
  } catch (error) {
    console.error(`check-production-build: ${error.message}`);
    process.exit(2);
  }
}
