/// <reference types="vitest/config" />
import { defineConfig, type Alias, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { Features } from 'lightningcss';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { BACKGROUND_PLACEHOLDER, SHELL_ROUTES, inlineStylesheet, shellMessage, withShell } from './scripts/hosted-shell.mjs';
import { LOCALE_PRELOADS_MARK, PRELOADS_MARK, preloadList, writePreloads } from './scripts/preloads.mjs';
import { portalConfig, resolveSettings, SettingsError } from './scripts/build-settings.mjs';
import { LOCALES } from './src/core/locale.ts';
import { SIDE_DRAWING } from './src/ui/side-panel.ts';
import { paintTemplate } from './scripts/paint-template.mjs';
import { patchDependency } from './scripts/patch-dependency.mjs';

// React source, Preact runtime: every build and test runs what partners get.
export const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: resolve(import.meta.dirname, 'src/ui/react-dom-client.ts') },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // rosetta's dlv: the ES build, not the UMD one the "browser" field names (CommonJS interop
  // would cost the embed a runtime chunk, one more round trip before the first screen).
  { find: /^dlv$/, replacement: 'dlv/dist/dlv.es.js' },
];

const root = import.meta.dirname;

/**
 * ofetch stays, its two helper packages give way to what it takes from them (src/core/api/ofetch-lite.ts):
 * ~1.6 kB gzip less in what <accounts-signin> loads (issue #23).
 */
const ofetchLite: Alias[] = [
  { find: /^ufo$/, replacement: resolve(root, 'src/core/api/ofetch-lite.ts') },
  { find: /^destr$/, replacement: resolve(root, 'src/core/api/ofetch-lite.ts') },
];


/** The modules of the embed's elements chunk and of its ready chunk (collected by elementsClosure below). */
const elementsModules = new Set<string>();
const readyModules = new Set<string>();
const pageSetupModules = new Set<string>();
/**
 * The hosted page: everything its first screen needs in one chunk (many small shared chunks would
 * each cost a request and gzip overhead before the first paint).
 */
const hostedChunks = { groups: [{ name: 'accounts-core', tags: ['$initial' as const] }, { name: 'accounts-core', test: /rolldown[\\/]runtime/ }] };
/**
 * The embed: the first paint alone in the entry (embed/paint.ts), then, asked for together by the
 * entry (accountsPreloads below), one file with everything the defined elements need for their
 * first render and one with what that screen needs to act (embed/ready.ts: API, sign-in flow).
 */
const embedChunks = {
  // A group takes the modules its test names, not their imports too: the paint's modules stay in the entry.
  includeDependenciesRecursively: false,
  groups: [
    { name: 'accounts-core', tags: ['$initial' as const], priority: 1 },
    // define.ts stays the facade of a chunk of its own: the entry's import() of it then needs no
    // namespace object, so nothing the first screen loads needs rolldown's runtime helpers.
    { name: 'elements', test: (id: string) => elementsModules.has(id) && !/[\\/]embed[\\/]define\.ts$/.test(id), priority: 2 },
    { name: 'ready', test: (id: string) => readyModules.has(id), priority: 2 },
    // Loaded by define.ts once the elements are defined: one small file, not a chain of two.
    { name: 'page-setup', test: (id: string) => pageSetupModules.has(id), priority: 2 },
  ],
};

/**
 * V8's explicit compile hint (Chromium 136+; a comment elsewhere) on what the first render runs
 * (the entry, define, elements): their functions are compiled while the file streams in, on a
 * background thread, instead of one by one on the main thread as the paint and the first render
 * first call them (issue #23: docs/benchmark.md, eighth pass). Lazy chunks keep lazy compiling.
 */
const compileHints = (chunk: { name: string; isEntry: boolean }): string =>
  chunk.isEntry || chunk.name === 'define' || chunk.name === 'elements' ? '//# allFunctionsCalledOnLoad' : '';

/**
 * Collects the static import closure of embed/define.ts (the embed loads it right after the
 * paint), less what the entry (embed/accounts.ts) already carries; then those of
 * embed/page-setup.ts and embed/ready.ts, less those.
 */
function elementsClosure(): Plugin {
  return {
    name: 'accounts:elements-closure',
    apply: 'build',
    buildEnd() {
      const closure = (file: RegExp): Set<string> => {
        const seen = new Set<string>();
        const start = [...this.getModuleIds()].find((id) => file.test(id));
        const todo = start ? [start] : [];
        while (todo.length) {
          const id = todo.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          todo.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const entry = closure(/[\\/]embed[\\/]accounts\.ts$/);
      elementsModules.clear();
      readyModules.clear();
      pageSetupModules.clear();
      for (const id of closure(/[\\/]embed[\\/]define\.ts$/)) if (!entry.has(id)) elementsModules.add(id);
      for (const id of closure(/[\\/]embed[\\/]page-setup\.ts$/)) if (!entry.has(id) && !elementsModules.has(id)) pageSetupModules.add(id);
      for (const id of closure(/[\\/]embed[\\/]ready\.ts$/)) if (!entry.has(id) && !elementsModules.has(id) && !pageSetupModules.has(id)) readyModules.add(id);
    },
  };
}

const PRELOADS = 'virtual:accounts-preloads';

/**
 * `virtual:accounts-preloads` (embed/accounts.ts): in the embed build, the chunks the elements
 * need and, by language, the chunk of its strings (scripts/preloads.mjs), written into the entry
 * once the chunks have their names; elsewhere nothing.
 */
function accountsPreloads(embed: boolean): Plugin {
  return {
    name: 'accounts:preloads',
    resolveId: (id) => (id === PRELOADS ? `\0${PRELOADS}` : undefined),
    load: (id) => (id === `\0${PRELOADS}`
      ? `export default ${embed ? JSON.stringify(PRELOADS_MARK) : '[]'}; export const byLocale = ${embed ? JSON.stringify(LOCALE_PRELOADS_MARK) : '{}'};`
      : undefined),
    generateBundle(_options, bundle) {
      if (!embed) return;
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      if (entry?.type !== 'chunk') return;
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      // The elements' graph; what a submit needs (embed/ready.ts) and page-setup's (the cross-site
      // hand-off) load at the element's first use (embed/accounts.ts).
      const roots = chunks.filter((c) => c.name === 'elements' || c.name === 'define').map((c) => c.fileName);
      // pt's first-screen strings are in the entry; another language's (src/core/locale-bundles/en.ts,
      // es.ts) come before the first render (embed/define.ts).
      const byLocale = Object.fromEntries(chunks.flatMap((c) => {
        const locale = /[\\/]src[\\/]core[\\/]locale-bundles[\\/](en|es)\.ts$/.exec(c.facadeModuleId ?? '')?.[1];
        return locale ? [[locale, preloadList(bundle, entry, [c.fileName])]] : [];
      }));
      if (Object.keys(byLocale).length !== 2) throw new Error(`accounts:preloads: expected the en and es strings chunks, found ${Object.keys(byLocale).join(', ') || 'none'}`);
      entry.code = writePreloads(writePreloads(entry.code, preloadList(bundle, entry, roots)), byLocale, LOCALE_PRELOADS_MARK);
    },
  };
}

/** The portal's page lives in hosted/ but is served from the site root. */
function flattenHostedHtml(): Plugin {
  return {
    name: 'accounts:flatten-hosted-html',
    enforce: 'post',
    apply: 'build',
    generateBundle(_options, bundle) {
      const page = bundle['hosted/index.html'];
      if (page) page.fileName = 'index.html';
    },
  };
}

/**
 * Screens render in shadow roots and adopt their styles from `X.css.ts.vanilla.css?inline`
 * strings. The plain `.vanilla.css` side-effect import each `.css.ts` module also gets would
 * only become document CSS the shadow roots never see: extra bytes, extra preloads before a
 * lazy screen and one more thing a flaky network can break. It is emptied in builds.
 */
function dropDocumentVanillaCss(): Plugin {
  return {
    name: 'accounts:drop-document-vanilla-css',
    enforce: 'pre',
    apply: 'build',
    transform(_code, id) {
      return id.endsWith('.vanilla.css') ? { code: '', map: null } : undefined;
    },
  };
}

/**
 * @nanostores/react's useStore imports nanostores' listenKeys, and with it the deep-map path
 * helpers, for its `keys` option, which nothing here uses (src/ui/use-store-keys.test.ts keeps it
 * so): ~0.2 kB the embed's first render has no room for. Builds replace the import with a stub.
 */
const dropListenKeys = (): Plugin => patchDependency({
  name: 'accounts:drop-listen-keys',
  file: /[\\/]@nanostores[\\/]react[\\/]index\.js$/,
  find: "import { listenKeys } from 'nanostores'",
  replace: "const listenKeys = () => { throw new Error('useStore keys: not built in') }",
});

/**
 * r2wc imports React's default export for its one call, createElement: with Preact's compat as
 * React that keeps every export of compat (the default object names them all) in the elements'
 * chunk. Builds give it the named import instead, so what nothing calls is left out (issue #23).
 */
const r2wcNamedImport = (): Plugin => patchDependency({
  name: 'accounts:r2wc-named-import',
  file: /[\\/]@r2wc[\\/]react-to-web-component[\\/]dist[\\/]react-to-web-component\.js$/,
  find: 'import o from "react";',
  replace: 'import { createElement } from "react"; const o = { createElement };',
  // The default import must have no other use than createElement.
  stillValid: (code) => !/\bo\.(?!createElement\b)\w/.test(code),
});

/**
 * r2wc's attribute transforms (number, boolean, function, method, json) serve typed `props`; the
 * elements give it a list of names (embed/elements.ts), which r2wc reads as strings all: only the
 * string transform ever runs. Builds keep that one, and the rest leaves the elements' chunk.
 */
const r2wcStringProps = (): Plugin => patchDependency({
  name: 'accounts:r2wc-string-props',
  file: /[\\/]@r2wc[\\/]core[\\/]dist[\\/]core\.js$/,
  find: 'w = {\n  string: E,\n  number: x,\n  boolean: C,\n  function: O,\n  method: P,\n  json: j\n}',
  replace: 'w = {\n  string: E\n}',
  // A list of props is read as strings (the one shape embed/elements.ts passes).
  stillValid: (code) => code.includes('Array.isArray(e.props) ? "string"'),
});

/**
 * The hosted page's first paint (scripts/hosted-shell.mjs): its CSS inlined, and <route>/index.html
 * with the branded frame for the signed-out routes. `backgroundUrl`: ACCOUNTS_DEFAULT_BACKGROUND,
 * preloaded and named by the CSS; null: the CSS draws the panel as the element does
 * (src/ui/side-panel.ts), and nothing is preloaded.
 */
function hostedShell(backgroundUrl: string | null): Plugin[] {
  return [
    {
      name: 'accounts:hosted-shell-css',
      enforce: 'pre',
      apply: 'build',
      transform(code, id) {
        if (/[\\/]hosted[\\/]hosted\.css$/.test(id)) return code.replaceAll(BACKGROUND_PLACEHOLDER, backgroundUrl ? `url(${JSON.stringify(backgroundUrl)})` : SIDE_DRAWING);
        return undefined;
      },
    },
    {
      name: 'accounts:hosted-shell-pages',
      enforce: 'post',
      apply: 'build',
      generateBundle(_options, bundle) {
        const page = Object.values(bundle).find((f) => f.fileName === 'index.html' && f.type === 'asset');
        if (!page || page.type !== 'asset') return;
        let html = String(page.source);
        for (const css of Object.values(bundle)) {
          if (css.type !== 'asset' || !css.fileName.endsWith('.css') || !html.includes(css.fileName)) continue;
          html = inlineStylesheet(html, css.fileName, String(css.source));
          // The file stays: the entry's lazy imports list it among their preloads, and a missing
          // one fails the import that asked (monitoring never started). Loaded then, its rules
          // are the ones already inline.
        }
        page.source = html;
        // What static hosts answer unknown paths with (HTTP 404): the page, whose not-found
        // screen keeps the product's branding (docs/deploying.md).
        this.emitFile({ type: 'asset', fileName: '404.html', source: html });
        for (const route of SHELL_ROUTES) {
          this.emitFile({ type: 'asset', fileName: `${route}/index.html`, source: withShell(html, backgroundUrl, shellMessage(route, resolve(root, 'locales'))) });
        }
      },
    },
  ];
}

/**
 * The build-time constants in modules a dev server sends to a browser (web-test-runner): there
 * Vite leaves `define` to its client script, which those pages don't load.
 */
function defineInBrowserDev(defines: Record<string, string>): Plugin {
  return {
    name: 'accounts:define-in-browser-dev',
    apply: 'serve',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(id.split('?')[0]!)) return undefined;
      let out = code;
      for (const [name, value] of Object.entries(defines)) if (out.includes(name)) out = out.replaceAll(name, `(${value})`);
      return out === code ? undefined : { code: out, map: null };
    },
  };
}


/**
 * The build's settings (scripts/build-settings.mjs). Tests and dev servers are sandbox builds; a
 * build whose settings are missing or wrong stops here with one message naming them all.
 */
function buildSettings(command: string, mode: string): ReturnType<typeof resolveSettings> {
  const env = mode === 'test' ? { ...process.env, ACCOUNTS_BUILD: 'sandbox' } : process.env;
  try {
    return resolveSettings(env);
  } catch (error) {
    if (command !== 'build' || !(error instanceof SettingsError)) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
}

export default defineConfig(({ command, mode }) => {
  const embed = mode === 'embed';
  const { kind, settings } = buildSettings(command, mode);
  const accounts = {
    // The build's settings (README "Configuration"); its kind decides what a sandbox may do.
    __ACCOUNTS_SETTINGS__: JSON.stringify(portalConfig(settings)),
    __ACCOUNTS_SANDBOX__: JSON.stringify(kind === 'sandbox'),
    __ACCOUNTS_SENTRY__: JSON.stringify(mode === 'test' || Boolean(settings.sentryDsn)),
    __ACCOUNTS_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
  };
  return {
    plugins: [defineInBrowserDev(accounts), react(), vanillaExtractPlugin({ identifiers: command === 'build' ? 'short' : 'debug' }), paintTemplate({ root, locales: LOCALES }), elementsClosure(), accountsPreloads(embed), dropDocumentVanillaCss(), dropListenKeys(), r2wcNamedImport(), r2wcStringProps(), flattenHostedHtml(), ...(embed ? [] : hostedShell(settings.defaultBackgroundImage))],
    resolve: { alias: [...preactAliases, ...ofetchLite] },
    // The CSS minifier (lightningcss) would give every `color-scheme` two custom properties for a
    // light-dark() polyfill (--lightningcss-light/-dark) that nothing reads: no rule uses light-dark().
    css: { lightningcss: { exclude: Features.LightDark } },
    // The first paint's template is rendered in Node (scripts/paint-template.mjs): a package that
    // imports 'react' goes through Vite there, so the name means Preact as everywhere else.
    ssr: { noExternal: ['@nanostores/react'] },
    define: {
      'process.env.NODE_ENV': JSON.stringify(['development', 'test', 'paint-template'].includes(mode) ? 'development' : 'production'),
      ...accounts,
    },
    root,
    publicDir: false,
    build: embed
      ? {
          outDir: resolve(root, 'dist/embed'),
          emptyOutDir: true,
          target: 'es2022',
          lib: { entry: resolve(root, 'embed/accounts.ts'), formats: ['es'], fileName: () => 'accounts.js' },
          rolldownOptions: {
            preserveEntrySignatures: 'allow-extension',
            output: {
              minify: true,
              // The bundle is what browsers run (partners load it with a script tag, not a bundler):
              // pure annotations are bytes no one reads. Licences stay.
              comments: { legal: true, annotation: false, jsdoc: false },
              chunkFileNames: 'chunks/[name]-[hash].js',
              assetFileNames: 'assets/[name]-[hash][extname]',
              codeSplitting: embedChunks,
              postBanner: compileHints,
            },
          },
        }
      : {
          outDir: resolve(root, 'dist/hosted'),
          emptyOutDir: true,
          target: 'es2022',
          rolldownOptions: { input: resolve(root, 'hosted/index.html'), output: { minify: true, codeSplitting: hostedChunks } },
        },
    // The embed's files (chunks, and any asset a module names) are found beside the script that
    // names them, wherever a partner's page loads it from.
    ...(embed ? { experimental: { renderBuiltUrl: () => ({ relative: true }) } } : {}),
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    test: {
      root,
      // A DOM only where a file asks for one (`// @vitest-environment happy-dom` on its first line):
      // setting up happy-dom for each of the 108 files was 40 % of the suite's CPU on the 2-core gate
      // (wall 67 → 53 s with the 27 files that use it).
      environment: 'node',
      include: ['{src,embed,hosted,demo,tests/unit,scripts}/**/*.test.ts', '{src,embed,hosted}/**/*.test.tsx'],
      exclude: ['**/*.browser.test.*', 'node_modules/**', 'dist/**'],
      css: true,
      testTimeout: 20000,
      restoreMocks: true,
      // One file per core: vitest's default keeps a core for its main thread, which has little
      // to do (on a 2-core machine that is one file at a time).
      maxWorkers: availableParallelism(),
      // Files share a worker process (each still gets fresh copies of the project's modules and its
      // own environment): a fresh process per file was 40 % of the suite's CPU on the 2-core gate
      // (166 → 99 CPU-s). A test must not rely on another file's leftovers either way.
      isolate: false,
    },
  };
});
