#!/usr/bin/env node
// Size budget for what a partner page downloads before the element can render:
// dist/embed/accounts.js + every chunk it imports statically (recursively) + CSS those files
// reference, gzip level 9. Dynamic import() chunks load on demand and are listed, not counted.
// Also prints the hosted portal's entry (script + modulepreloads + their static imports + CSS).
// Run after `npm run build` (embed + hosted). Exit 1 over budget, 2 when a build is missing.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const repo = resolve(fileURLToPath(import.meta.url), '../..');
/**
 * What a partner page downloads before <accounts-signin> paints its first screen (embed/paint.ts).
 * 9 kB since issue #23's fourth pass (8.72: short class names, and pt's first-screen strings as
 * the whole common/signin files the elements use too, no longer a copy in each); it was 10.
 * 9.15 kB since 2026-11-26, fourth session (9.06 kB): the default branding's pictures are drawn
 * (src/ui/side-panel.ts's CSS, the name's initial as a mark) instead of two image requests: +0.12
 * kB of script, −1.2 kB on the wire per load (docs/benchmark.md, eighth pass). 9.25 kB (9.14):
 * two <accounts-signin> on one page keep their own step and typing (core/keys.ts elementScope,
 * read per element by the paint, +0.04), and V8's compile hint at the top of the file (+0.02).
 * 8.9 kB since issue #23's ninth pass (8.81 kB): pt's `common` is only what the first screen
 * shows (the rest moved to `signin` and `shared`, which come with the flow and later screens:
 * −0.4), and the page's cookies are read as js-cookie reads them (core/read-cookie.ts, which the
 * elements share: +0.08). 9 kB since issue #23's tenth pass (8.95 kB): an email typed into the
 * paint is kept on a same-site page, so a reload before the element has taken over keeps it
 * (embed/paint.ts keepTyped, and the same-site test of the portal's cookie domain, moved from
 * core/embed-mode.ts to core/config.ts so that the paint and the element share it: +0.14).
 */
export const EMBED_BUDGET = Number(process.env.EMBED_BUDGET_KB ?? 9) * 1024;
/**
 * That plus the elements' chunk and its static imports: what the first real render needs. 29.7 kB
 * since issue #23's fourth pass (29.58 kB with the network wait of loadApi: short class names, pt's
 * strings once, page-setup at the first use; it was 30). 29.85 kB since 2026-11-26 (29.77 kB):
 * BrandFrame's widths (+0.04: no 480 px column on a phone), the narrow box's padding (+0.01), the
 * session check on return (+0.01), and 0.08 kB of margin: a change to a lazy chunk alone moves
 * this figure by up to ±12 B (its new hashed name is written in the entry and the elements'
 * chunk, and compresses differently), so a budget met to the byte fails at random. 30.6 kB since
 * 2026-11-26, second session (30.47 kB): the sign-in email step keeps what was typed across a
 * reload (ui/use-kept-fields.ts, +0.21) and so needs the page's mode at its first render
 * (core/embed-mode.ts moved here from the first use's chunk, +0.33; the hand-off's address stayed
 * there, core/handoff-url.ts); the first paint reads the element's saved step and typed email as
 * the router and the email step keep them (+0.07); the guards' ways out when a chunk can't load
 * (+0.04). 30.75 kB since 2026-11-26, fourth session (30.64 kB): the drawn default branding
 * (above, +0.17). 30.9 kB (30.81): the per-element keys (+0.07), the compile hints of the three
 * files (+0.07), the alert's place in one column (+0.01). 29.5 kB since issue #23's ninth pass
 * (29.43 kB): the first screen's strings only (−0.43), the session's reading apart from its
 * sign-out and clearing (core/session-state.ts; session.ts comes with the first use, −0.20),
 * r2wc's string props only (−0.24), the live sign-in flow built in the ready chunk (−0.08),
 * js-cookie at the first use, the first render only reading cookies (core/read-cookie.ts, −0.44)
 * and lightningcss's unread light/dark properties (−0.02). 29.6 kB since issue #23's tenth pass
 * (29.56 kB): accounts-ready at the commit and the elements' chunks asked for before the language
 * cookie (+0.03 together), and the paint's kept typing (above: +0.07 here). 29.7 kB since
 * 2026-11-27 (29.62 kB): a chunk's load that takes over 4 s says the connection is slow
 * (core/network-wait.ts whenOnline, +0.04), and the margin above restored (0.02 kB was left);
 * then 29.68 kB: a lazy screen's slow load said under its spinner (+0.04), the focus a dialog a
 * reload reopened gives back to its opener (ui/Modal.tsx, +0.01), and the first use fetching
 * nothing offline (embed/accounts.ts, +0.01): 0.02 kB is left again.
 * Issue #23's target is 27 kB, see docs/benchmark.md.
 */
export const FIRST_RENDER_BUDGET = Number(process.env.FIRST_RENDER_BUDGET_KB ?? 29.7) * 1024;
/**
 * The first render + what the entry fetches at the element's first use: embed/ready.ts's chunk
 * (everything a submit of the email step needs) and, since issue #23's fourth pass, page-setup's
 * and the bundler's runtime helpers, which a page load no longer fetches (44.46 kB; 45 kB; it was
 * 43.5 with those two loaded with the page and not counted). 45.4 kB since 2026-11-26, second
 * session (45.26 kB): the email step's kept input and the paint's reading of it (above), and the
 * passkey offer's answers (flows/passkey-offer.ts: one made in settings, one the device holds).
 * 45.55 kB since 2026-11-26, fourth session (45.43 kB): the drawn default branding (above).
 * 45.75 kB (45.63): the same as the first render's, the password step's whole email (+0.01) and
 * page-setup's retry of monitoring online (+0.03). 45.7 kB since issue #23's ninth pass
 * (45.58 kB): what left the first render arrives here (less r2wc's unused transforms), and the
 * language cookie's write waits there for js-cookie. 45.8 kB since issue #23's tenth pass
 * (45.72 kB): the first render's changes above. 45.4 kB since 2026-11-27 (45.06 kB): the account's
 * calls beyond sign-in left for a chunk of their own (core/api/account-calls.ts, −0.75 kB).
 */
export const READY_BUDGET = Number(process.env.READY_BUDGET_KB ?? 45.4) * 1024;

export function gzipSize(buffer) {
  return gzipSync(buffer, { level: 9 }).length;
}

/** Static import/export-from specifiers of an ES module (minified or not); no dynamic import(). */
export function staticImports(code) {
  const found = new Set();
  const pattern = /(?<![\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?(["'`])([^"'`\n]+)\1/g;
  for (const match of code.matchAll(pattern)) found.add(match[2]);
  return [...found];
}

/** CSS files a module names (e.g. a stylesheet URL); resolved relative to it. */
function referencedCss(code) {
  return [...code.matchAll(/["'`(]([^"'`()\s]+\.css)["'`)]/g)].map((m) => m[1]);
}

/** The closure of `entry` over static imports; returns absolute paths (JS then CSS). */
export function staticClosure(entry, resolveSpecifier = (from, spec) => resolve(dirname(from), spec)) {
  const js = new Set();
  const css = new Set();
  const visit = (file) => {
    if (js.has(file)) return;
    js.add(file);
    const code = readFileSync(file, 'utf8');
    for (const spec of staticImports(code)) {
      if (!spec.startsWith('.') && !spec.startsWith('/')) continue; // bare: not bundled, not ours
      const target = resolveSpecifier(file, spec);
      if (target.endsWith('.css')) css.add(target);
      else if (existsSync(target)) visit(target);
    }
    for (const spec of referencedCss(code)) {
      const target = resolveSpecifier(file, spec);
      if (existsSync(target)) css.add(target);
    }
  };
  visit(entry);
  return { js: [...js], css: [...css].filter((f) => existsSync(f)) };
}

function listFiles(dir, pattern, out = []) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) listFiles(full, pattern, out);
    else if (pattern.test(name)) out.push(full);
  }
  return out;
}

const kb = (n) => `${(n / 1024).toFixed(2)} kB`;

function table(rows, base) {
  const width = Math.max(...rows.map((r) => relative(base, r.file).length), 10);
  const lines = rows.map(
    (r) => `  ${relative(base, r.file).padEnd(width)}  ${kb(r.raw).padStart(10)}  ${kb(r.gzip).padStart(10)}  ${r.note}`,
  );
  return [`  ${'file'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip -9'.padStart(10)}`, ...lines].join('\n');
}

function measure(file, note) {
  const buffer = readFileSync(file);
  return { file, raw: buffer.length, gzip: gzipSize(buffer), note };
}

export function embedReport(dist = join(repo, 'dist')) {
  const embedDir = join(dist, 'embed');
  const entry = join(embedDir, 'accounts.js');
  if (!existsSync(entry)) return null;
  const { js, css } = staticClosure(entry);
  const initial = new Set([...js, ...css]);
  // The entry's import() of embed/define.ts's chunk, with what it imports statically (the elements).
  const elementsSpec = /import\((["'`])(\.\/chunks\/(?:define|elements)-[^"'`]+)\1\)/.exec(readFileSync(entry, 'utf8'))?.[2];
  const elements = new Set();
  if (elementsSpec) {
    const closure = staticClosure(resolve(embedDir, elementsSpec));
    for (const f of [...closure.js, ...closure.css]) if (!initial.has(f)) elements.add(f);
  }
  // Everything else the entry asks for at once (embed/ready.ts's chunk: what acting on the first
  // screen needs), with what it imports statically: `accounts-ready` waits for it too.
  const ready = new Set();
  for (const m of readFileSync(entry, 'utf8').matchAll(/import\((["'`])(\.\/chunks\/[^"'`]+)\1\)/g)) {
    const closure = staticClosure(resolve(embedDir, m[2]));
    for (const f of [...closure.js, ...closure.css]) if (!initial.has(f) && !elements.has(f)) ready.add(f);
  }
  const all = [...listFiles(embedDir, /\.(js|css)$/)].sort();
  const noteOf = (file) => (initial.has(file) ? 'initial' : elements.has(file) ? 'first render' : ready.has(file) ? 'ready' : file.endsWith('.css') ? 'not loaded by the entry' : 'on demand');
  const rows = all.map((file) => measure(file, noteOf(file)));
  // A CSS file the JS names but outside dist/embed would still count.
  for (const file of initial) if (!all.includes(file)) rows.push(measure(file, 'initial'));
  const total = rows.filter((r) => r.note === 'initial').reduce((sum, r) => sum + r.gzip, 0);
  const firstRender = total + rows.filter((r) => r.note === 'first render').reduce((sum, r) => sum + r.gzip, 0);
  const readyTotal = firstRender + rows.filter((r) => r.note === 'ready').reduce((sum, r) => sum + r.gzip, 0);
  return { rows, total, firstRender, ready: readyTotal, base: embedDir };
}

export function hostedReport(dist = join(repo, 'dist')) {
  const hostedDir = join(dist, 'hosted');
  const html = ['index.html', 'hosted/index.html'].map((p) => join(hostedDir, p)).find((p) => existsSync(p));
  if (!html) return null;
  const page = readFileSync(html, 'utf8');
  const fromRoot = (spec) => join(hostedDir, spec.replace(/^\//, '').replace(/[?#].*$/, ''));
  const resolveSpec = (from, spec) => (spec.startsWith('/') ? fromRoot(spec) : resolve(dirname(from), spec));
  const scripts = [...page.matchAll(/<script[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...page.matchAll(/<link[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]);
  const styles = [...page.matchAll(/<link[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]);
  const files = new Set();
  for (const spec of [...scripts, ...preloads]) {
    const file = fromRoot(spec);
    if (!existsSync(file)) continue;
    const { js, css } = staticClosure(file, resolveSpec);
    for (const f of [...js, ...css]) files.add(f);
  }
  for (const spec of styles) if (existsSync(fromRoot(spec))) files.add(fromRoot(spec));
  const rows = [...files].map((file) => measure(file, 'entry'));
  return { rows, total: rows.reduce((sum, r) => sum + r.gzip, 0), base: hostedDir };
}

function main() {
  const embed = embedReport();
  if (!embed) {
    console.error('size-budget: dist/embed/accounts.js is missing: run `npm run build:embed` first');
    process.exit(2);
  }
  console.log('Embed (dist/embed):');
  console.log(table(embed.rows, embed.base));
  const hosted = hostedReport();
  if (hosted) {
    console.log('\nHosted portal entry (dist/hosted: entry script, modulepreloads, static imports, stylesheets):');
    console.log(table(hosted.rows, hosted.base));
    console.log(`  hosted entry total: ${kb(hosted.total)} gzip`);
  } else {
    console.log('\nHosted portal: dist/hosted has no index.html (run `npm run build:hosted`); not measured.');
  }
  const checks = [
    ['embed first paint (entry)', embed.total, EMBED_BUDGET],
    ['embed first render (entry + elements)', embed.firstRender, FIRST_RENDER_BUDGET],
    ['embed ready (first render + what a submit needs)', embed.ready, READY_BUDGET],
  ];
  let over = false;
  for (const [what, size, budget] of checks) {
    const verdict = `${what}: ${kb(size)} gzip (budget ${kb(budget)})`;
    if (size > budget) {
      console.error(`size-budget: OVER BUDGET — ${verdict}, ${kb(size - budget)} too much`);
      over = true;
    } else console.log(`size-budget: ok — ${verdict}`);
  }
  if (over) process.exit(1);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
