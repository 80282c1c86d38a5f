// The vite plugin `accounts:paint-template` (issue #23): `virtual:accounts-paint-template`, the
// first paint's template (embed/paint.ts draws it). At build time (and in dev servers) it renders
// <accounts-signin>'s real first screen (embed/paint-render.tsx) with Preact into happy-dom, and
// writes what came out as a small module:
//   - `template`: the tree, each node [tag, attributes, ...children]; class names as the styles
//     module's own exports (so the bundle's names, whatever the render saw), `style` as
//     properties (set through the CSSOM, as a strict CSP wants), texts as their keys;
//   - `noLogo`: the header's children for a product without a logo (the one node that differs);
//   - `keys` and `strings`: those keys, and each language's texts for them in that order, from
//     locales/ (the one source of text).
// A class the styles module doesn't export, or a key locales/ doesn't have, stops the build.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createServer } from 'vite';
import { Window } from 'happy-dom';

export const PAINT_TEMPLATE = 'virtual:accounts-paint-template';
const RENDER = '/embed/paint-render.tsx';
const STYLES = '/src/ui/styles.css.ts';
/** The string areas of the first screen (their keys are the texts it can show). */
const AREAS = ['common'];
/** The fallback language, whose first-screen areas ship with the elements anyway (src/core/i18n.ts). */
const FALLBACK = 'pt';

/** className → the export that names it ('page', 'button.primary'), longest first. */
function classExports(styles) {
  const found = [];
  for (const [name, value] of Object.entries(styles)) {
    if (typeof value === 'string') found.push([value, [name]]);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) if (typeof v === 'string') found.push([v, [name, k]]);
  }
  return found.sort((a, b) => b[0].length - a[0].length);
}

/** A class attribute as code: the styles exports it is made of, joined. */
function classCode(value, exports) {
  const parts = [];
  let rest = value.trim();
  while (rest) {
    const hit = exports.find(([cls]) => rest === cls || rest.startsWith(`${cls} `));
    if (!hit) throw new Error(`paint-template: class "${rest.split(' ')[0]}" is not an export of ${STYLES}`);
    parts.push(`s${hit[1].map((k) => `[${JSON.stringify(k)}]`).join('')}`);
    rest = rest.slice(hit[0].length).trim();
  }
  return parts.join('+" "+');
}

function styleObject(value) {
  return Object.fromEntries(value.split(';').map((d) => d.trim()).filter(Boolean).map((d) => {
    const at = d.indexOf(':');
    return [d.slice(0, at).trim(), d.slice(at + 1).trim()];
  }));
}

/** A rendered node as code; `keys` collects the texts' keys. */
function nodeCode(node, ctx) {
  if (typeof node === 'string') return JSON.stringify(ctx.text(node));
  const [tag, attrs, ...children] = node;
  const fields = Object.entries(attrs).map(([name, value]) => {
    const code = name === 'class' ? classCode(value, ctx.exports)
      : name === 'style' ? JSON.stringify(Object.fromEntries(Object.entries(styleObject(value)).map(([k, v]) => [k, ctx.text(v)])))
      : JSON.stringify(ctx.attr(name, value));
    return `${JSON.stringify(name)}:${code}`;
  });
  return `[${JSON.stringify(tag)},{${fields.join(',')}}${children.map((c) => `,${nodeCode(c, ctx)}`).join('')}]`;
}

/** The string at `key` (area.path) in locales/<lang>/. */
function lookup(localesDir, lang, key) {
  const [area, ...path] = key.split('.');
  let v = JSON.parse(readFileSync(resolve(localesDir, lang, `${area}.json`), 'utf8'));
  for (const p of path) v = v?.[p];
  if (typeof v !== 'string') throw new Error(`paint-template: no string ${key} in locales/${lang}`);
  return v;
}

/** The module's code from the two renders and the styles' exports. */
export function templateModule({ withLogo, withoutLogo, styles, stylesPath, render, locales, localesDir }) {
  const { MARK, KEY_MARK, RENDER_KIND } = render;
  const keys = new Set();
  const kinds = Object.keys(JSON.parse(readFileSync(resolve(localesDir, 'pt', 'common.json'), 'utf8')).side ?? {});
  const text = (value) => {
    if (!value.startsWith(KEY_MARK)) return value;
    let key = value.slice(KEY_MARK.length);
    // The first screen's texts are its areas' (pt's ship in the entry with the paint): a key of
    // another area would be a string the first render has to wait for.
    if (!AREAS.includes(key.slice(0, key.indexOf('.')))) throw new Error(`paint-template: the first screen shows ${key}, which is not in its areas (${AREAS.join(', ')}; src/core/i18n.ts EAGER_AREAS)`);
    // A text per product kind (the side message): the paint picks the element's kind.
    if (key.endsWith(`.${RENDER_KIND}`)) {
      key = `${key.slice(0, -RENDER_KIND.length)}*`;
      for (const k of kinds) keys.add(key.replace('*', k));
    } else keys.add(key);
    return `${KEY_MARK}${key}`;
  };
  // Nothing has an id but the email field, whose id is generated (its label's `for` names it).
  const attr = (name, value) => {
    if ((name === 'id' || name === 'for') && value) return MARK.id;
    if (value.startsWith(MARK.help)) return MARK.help; // the help centre's URL and its language's suffix
    return text(value);
  };
  const ctx = { exports: classExports(styles), text, attr };
  const template = nodeCode(withLogo, ctx);
  const header = (node) => (typeof node === 'string' ? null : node[1].part === 'header' ? node : node.slice(2).map(header).find(Boolean) ?? null);
  const bare = header(withoutLogo);
  if (!bare || !header(withLogo)) throw new Error('paint-template: the first screen has no [part=header]');
  const noLogo = `[${bare.slice(2).map((c) => nodeCode(c, ctx)).join(',')}]`;
  const sorted = [...keys].sort();
  // Each language's texts in the order of `keys`: the keys are written once, not once per language.
  // pt's are read from its own common file, which the elements' strings (src/core/i18n.ts)
  // import as well: the bundle carries those texts once, in the entry.
  const strings = Object.fromEntries(locales.map((lang) => [lang, sorted.map((k) => lookup(localesDir, lang, k))]));
  const others = locales.filter((lang) => lang !== FALLBACK).map((lang) => `${JSON.stringify(lang)}:${JSON.stringify(strings[lang])}`);
  return [
    `import * as s from ${JSON.stringify(stylesPath)};`,
    ...AREAS.map((area) => `import ${area} from ${JSON.stringify(resolve(localesDir, FALLBACK, `${area}.json`))};`),
    `export const template = ${template};`,
    `export const noLogo = ${noLogo};`,
    `export const keys = ${JSON.stringify(sorted)};`,
    `const pt = { ${AREAS.join(', ')} };`,
    `export const strings = { ${JSON.stringify(FALLBACK)}: keys.map((k) => k.split('.').reduce((o, p) => o[p], pt)), ${others.join(', ')} };`,
  ].join('\n');
}

/** Render the first screen twice (with and without a logo) in a happy-dom document. */
async function renderWith(server, root) {
  const render = await server.ssrLoadModule(RENDER);
  const styles = await server.ssrLoadModule(STYLES);
  const areas = Object.fromEntries(AREAS.map((a) => [a, JSON.parse(readFileSync(resolve(root, 'locales', 'pt', `${a}.json`), 'utf8'))]));
  const window = new Window();
  const saved = { window: globalThis.window, document: globalThis.document };
  // Preact creates nodes through the global document.
  Object.assign(globalThis, { window, document: window.document });
  try {
    const withLogo = render.renderFirstScreen(window.document, areas, true);
    const withoutLogo = render.renderFirstScreen(window.document, areas, false);
    return { render, styles, withLogo, withoutLogo };
  } finally {
    Object.assign(globalThis, saved);
    await window.happyDOM.close();
  }
}

/**
 * The plugin. `locales`: the languages (src/core/locale.ts's LOCALES). In a dev server it renders
 * with that server; in a build, with a server of its own (the dev-server way of loading the
 * screens: vanilla-extract and the Preact aliases as in the build).
 */
export function paintTemplate({ root, locales }) {
  let server;
  return {
    name: 'accounts:paint-template',
    configureServer(s) {
      server = s;
    },
    resolveId: (id) => (id === PAINT_TEMPLATE ? `\0${PAINT_TEMPLATE}` : undefined),
    async load(id) {
      if (id !== `\0${PAINT_TEMPLATE}`) return undefined;
      for (const lang of locales) for (const area of AREAS) this.addWatchFile(resolve(root, 'locales', lang, `${area}.json`));
      const own = server ? null : await createServer({
        configFile: resolve(root, 'vite.config.ts'),
        root,
        // The outer build's own settings (a production build's template is a production one).
        mode: 'paint-template',
        appType: 'custom',
        logLevel: 'error',
        cacheDir: 'node_modules/.vite-paint-template',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const rendered = await renderWith(server ?? own, root);
        return templateModule({ ...rendered, stylesPath: resolve(root, STYLES.slice(1)), locales, localesDir: resolve(root, 'locales') });
      } finally {
        await own?.close();
      }
    },
  };
}
