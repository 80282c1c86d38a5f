// Browser tests in Chromium, Firefox ESR and WebKitGTK (scripts/engines.mjs; ENGINES=firefox,webkit
// picks some), served through Vite (middleware mode) so that vanilla-extract `.css.ts`, `?inline`
// CSS and the React → Preact aliases behave as in the build. wtr's own esbuild serving cannot load
// vanilla-extract or React's CommonJS (see shared NOTES).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';
import { defaultReporter } from '@web/test-runner';
import { CHROMIUM_FLAGS } from './scripts/chromium-flags.mjs';
import { webauthnPlugin } from './tests/browser/support/webauthn-plugin.mjs';
import { selectedEngines } from './scripts/engines.mjs';
import { cookiesPlugin, engineLaunchers, keysPlugin } from './scripts/wtr-engines.mjs';

const rootDir = import.meta.dirname;

export { CHROMIUM_FLAGS };

const vite = await createServer({
  configFile: join(rootDir, 'vite.config.ts'),
  root: rootDir,
  mode: 'test',
  appType: 'custom',
  // Own optimizer cache: other Vite servers on this tree (dev, other modes) share node_modules/.vite
  // and re-optimising there would invalidate the dependency URLs a running test page imported.
  cacheDir: 'node_modules/.vite-wtr',
  logLevel: process.env.WTR_VITE_LOG ?? 'warn',
  // hmr: false also keeps @vitejs/plugin-react from injecting the Fast Refresh preamble check.
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: {
    // Crawl the test files up front so dependency optimisation does not reload a page mid-run.
    entries: ['{src,embed,tests/browser}/**/*.browser.test.{ts,tsx}'],
    include: ['axe-core'],
  },
});

// Without HMR there is no websocket; CSS modules still import Vite's client for updateStyle,
// and the real client would reject "WebSocket closed without opened" in every page.
const VITE_CLIENT_STUB = `
const sheets = new Map();
export function updateStyle(id, css) {
  let el = sheets.get(id);
  if (!el) {
    el = document.createElement('style');
    el.setAttribute('data-vite-dev-id', id);
    document.head.append(el);
    sheets.set(id, el);
  }
  el.textContent = css;
}
export function removeStyle(id) {
  sheets.get(id)?.remove();
  sheets.delete(id);
}
const noop = () => {};
export function createHotContext() {
  return { data: {}, accept: noop, acceptExports: noop, dispose: noop, prune: noop, invalidate: noop,
    decline: noop, on: noop, off: noop, send: noop };
}
export function injectQuery(url) { return url; }
export class ErrorOverlay {}
`;

/** koa middleware → Vite's connect stack; wtr keeps its own `/__web-*` routes. */
function viteMiddleware() {
  return async (ctx, next) => {
    if (ctx.path.startsWith('/__web-dev-server') || ctx.path.startsWith('/__web-test-runner') || ctx.path === '/') {
      return next();
    }
    if (ctx.path === '/@vite/client') {
      ctx.type = 'text/javascript';
      ctx.body = VITE_CLIENT_STUB;
      return;
    }
    const handled = await new Promise((resolve, reject) => {
      ctx.res.once('finish', () => resolve(true));
      ctx.res.once('close', () => resolve(true));
      vite.middlewares(ctx.req, ctx.res, (error) => (error ? reject(error) : resolve(false)));
    });
    if (handled) ctx.respond = false;
    else await next();
  };
}

/** Writes pass/fail counts for scripts/test-all.mjs when WTR_RESULTS_FILE is set. */
function countsReporter(file) {
  const count = (suite, acc) => {
    for (const t of suite?.tests ?? []) {
      if (t.skipped) acc.skipped += 1;
      else if (t.passed) acc.passed += 1;
      else acc.failed += 1;
    }
    for (const s of suite?.suites ?? []) count(s, acc);
    return acc;
  };
  return {
    onTestRunFinished({ sessions }) {
      const acc = { passed: 0, failed: 0, skipped: 0, files: sessions.length, erroredFiles: 0, engines: {} };
      for (const session of sessions) {
        const engine = (acc.engines[session.browser.name] ??= { passed: 0, failed: 0, skipped: 0 });
        const before = { ...acc };
        count(session.testResults, acc);
        for (const k of ['passed', 'failed', 'skipped']) engine[k] += acc[k] - before[k];
        if (!session.passed && (session.errors?.length ?? 0) > 0) acc.erroredFiles += 1;
      }
      writeFileSync(file, JSON.stringify(acc));
    },
  };
}

export default {
  rootDir,
  files: ['{src,embed}/**/*.browser.test.{ts,tsx}', 'tests/browser/**/*.browser.test.{ts,tsx}'],
  // One page at a time in each browser: real key input and focus need the focused tab. The
  // engines run side by side: most of a test's time is waiting (timers, network stubs, paints).
  concurrency: 1,
  concurrentBrowsers: 3,
  // Into a pipe (the gate runs this beside other steps and shows its output after): no progress bar.
  staticLogging: !process.stdout.isTTY,
  browserStartTimeout: 60_000,
  testsStartTimeout: 60_000,
  testsFinishTimeout: 120_000,
  nodeResolve: false,
  middleware: [viteMiddleware()],
  browsers: engineLaunchers(selectedEngines()),
  testFramework: { config: { timeout: 10_000 } },
  reporters: [defaultReporter(), ...(process.env.WTR_RESULTS_FILE ? [countsReporter(process.env.WTR_RESULTS_FILE)] : [])],
  plugins: [
    webauthnPlugin(),
    keysPlugin(),
    cookiesPlugin(),
    {
      name: 'close-vite',
      async serverStop() {
        await vite.close();
      },
    },
  ],
};
