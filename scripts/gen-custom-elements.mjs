#!/usr/bin/env node
// custom-elements.json (Custom Elements Manifest, schema 2.1) from the JSDoc on the element
// definitions in embed/elements.ts: @element, @attr {type} name - text, @fires name - text,
// @csspart name - text, @cssprop name - text. Event types come from the GlobalEventHandlersEventMap
// in embed/types.d.ts. No dependencies: the tags are line-based, one per line.
//   node scripts/gen-custom-elements.mjs           write custom-elements.json
//   node scripts/gen-custom-elements.mjs --check   exit 1 when the committed file is stale
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(fileURLToPath(import.meta.url), '../..');
export const SOURCE = 'embed/elements.ts';
export const TYPES = 'embed/types.d.ts';
export const OUTPUT = 'custom-elements.json';
/** Where the definitions ship: the one script partners load. */
const MODULE = 'accounts.js';

const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());

/** `'accounts-ready': CustomEvent<ReadyDetail>;` lines of the event map. */
export function eventTypes(typesSource) {
  const map = /interface GlobalEventHandlersEventMap\s*{([^}]*)}/.exec(typesSource)?.[1] ?? '';
  return Object.fromEntries([...map.matchAll(/'([\w-]+)':\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
}

/** Every JSDoc block followed by `export const Name =`, with its lines stripped of ` * `. */
function docBlocks(source) {
  const blocks = [];
  for (const m of source.matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export const (\w+)\s*=/g)) {
    const lines = m[1].split('\n').map((l) => l.replace(/^\s*\* ?/, '').trimEnd());
    blocks.push({ name: m[2], lines });
  }
  return blocks;
}

/** `{type} name - text` or `name - text` → { type?, name, description }. */
function tagValue(rest) {
  const typed = /^\{([^}]*)\}\s*(.*)$/.exec(rest);
  const type = typed ? typed[1].trim() : undefined;
  const body = typed ? typed[2] : rest;
  const [, name, description = ''] = /^(\S+)(?:\s+-\s+(.*))?$/.exec(body.trim()) ?? [];
  if (!name) throw new Error(`cannot read JSDoc tag value: ${rest}`);
  return { type, name, description: description.trim() };
}

export function declarationsFrom(source, typesSource) {
  const events = eventTypes(typesSource);
  const declarations = [];
  for (const { name, lines } of docBlocks(source)) {
    const tagIndex = lines.findIndex((l) => l.startsWith('@'));
    const tags = lines.slice(tagIndex).filter((l) => l.startsWith('@'));
    const element = tags.find((t) => t.startsWith('@element '));
    if (!element) continue;
    const description = lines.slice(0, tagIndex).join('\n').trim();
    const decl = {
      kind: 'class',
      description,
      name,
      tagName: element.slice('@element '.length).trim(),
      customElement: true,
      superclass: { name: 'HTMLElement' },
      attributes: [],
      members: [],
      events: [],
      cssParts: [],
      cssProperties: [],
    };
    for (const tag of tags) {
      const [, kind, rest = ''] = /^@(\w+)\s*(.*)$/.exec(tag) ?? [];
      if (kind === 'element') continue;
      const v = tagValue(rest);
      if (kind === 'attr') {
        const type = { text: v.type ?? 'string' };
        decl.attributes.push({ name: v.name, type, description: v.description, fieldName: camel(v.name) });
        decl.members.push({ kind: 'field', name: camel(v.name), type: { text: `${type.text} | undefined` }, description: v.description, attribute: v.name });
      } else if (kind === 'fires') {
        if (!events[v.name]) throw new Error(`${decl.tagName}: @fires ${v.name} is not in ${TYPES}'s event map`);
        decl.events.push({ name: v.name, type: { text: events[v.name] }, description: v.description });
      } else if (kind === 'csspart') decl.cssParts.push({ name: v.name, description: v.description });
      else if (kind === 'cssprop') decl.cssProperties.push({ name: v.name, description: v.description });
      else throw new Error(`${decl.tagName}: unknown JSDoc tag @${kind}`);
    }
    declarations.push(decl);
  }
  return declarations;
}

export function manifest(source, typesSource) {
  const declarations = declarationsFrom(source, typesSource);
  return {
    schemaVersion: '2.1.0',
    readme: 'docs/embedding.md',
    modules: [
      {
        kind: 'javascript-module',
        path: MODULE,
        declarations,
        exports: declarations.flatMap((d) => [
          { kind: 'js', name: d.name, declaration: { name: d.name, module: MODULE } },
          { kind: 'custom-element-definition', name: d.tagName, declaration: { name: d.name, module: MODULE } },
        ]),
      },
    ],
  };
}

export function render(root = repo) {
  const source = readFileSync(resolve(root, SOURCE), 'utf8');
  const types = readFileSync(resolve(root, TYPES), 'utf8');
  return `${JSON.stringify(manifest(source, types), null, 2)}\n`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = resolve(repo, OUTPUT);
  const next = render();
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(out, 'utf8');
    } catch {
      // missing counts as stale
    }
    if (current !== next) {
      console.error(`${OUTPUT} is stale: run \`node scripts/gen-custom-elements.mjs\` and commit it`);
      process.exit(1);
    }
    console.log(`${OUTPUT} is current`);
  } else {
    writeFileSync(out, next);
    console.log(`wrote ${OUTPUT}`);
  }
}
