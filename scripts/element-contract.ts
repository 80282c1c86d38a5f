// What embed/contract.ts becomes (scripts/gen-custom-elements.mjs writes and checks it):
// custom-elements.json, embed/types.d.ts, embed/jsx.d.ts and the tables of docs/embedding.md.
import {
  ATTRIBUTE_DOCS, CSS_PROPERTY_DOCS, EVENT_DOCS, FLAGS, PART_GROUPS, PARTS, TAG_DOCS, TAGS,
  attributesOf, type AccountsTag, type AttributeName,
} from '../embed/contract';

/** Where the definitions ship: the one script partners load. */
const MODULE = 'accounts.js';
const GENERATED = '// Generated from embed/contract.ts by `node scripts/gen-custom-elements.mjs`: edit the contract, not this file.';

const camel = (name: string): string => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const pascal = (tag: AccountsTag): string => camel(`-${tag}`).replace(/^./, (c) => c.toUpperCase());
const sentence = (text: string): string => `${text[0]!.toUpperCase()}${text.slice(1)}${/[.)]$/.test(text) ? '' : '.'}`;
const isFlag = (a: AttributeName): boolean => (FLAGS as readonly string[]).includes(a);
const union = (values: readonly string[]): string => values.map((v) => `'${v}'`).join(' | ');
const tagsMatch = (tags: '*' | readonly AccountsTag[], tag: AccountsTag): boolean => tags === '*' || tags.includes(tag);

/** An attribute's type in the typings and the manifest: string, boolean, or its values. */
function attributeType(a: AttributeName): string {
  const { type } = ATTRIBUTE_DOCS[a];
  return typeof type === 'string' ? type : union(type);
}

function attributeDescription(a: AttributeName): string {
  const d = ATTRIBUTE_DOCS[a];
  const page = 'pageWide' in d ? ' Page-wide.' : '';
  return d.refused === '—' ? `${d.summary}${page}` : `${d.summary}${page} Accepted: ${d.accepts}. Otherwise: ${d.refused}.`;
}

const isCommon = (a: AttributeName): boolean => TAGS.every((t) => attributesOf(t).includes(a));
const partsOf = (tag: AccountsTag): [string, string][] =>
  Object.entries(PARTS).filter(([, [group]]) => tagsMatch(PART_GROUPS[group].tags, tag)).map(([name, [, node]]) => [name, node]);

// ------------------------------------------------------------------ custom-elements.json

export function manifest() {
  const declarations = TAGS.map((tag) => ({
    kind: 'class',
    description: TAG_DOCS[tag].summary,
    name: pascal(tag),
    tagName: tag,
    customElement: true,
    superclass: { name: 'HTMLElement' },
    attributes: attributesOf(tag).map((a) => ({
      name: a, type: { text: attributeType(a) }, description: attributeDescription(a), ...(isFlag(a) ? {} : { fieldName: camel(a) }),
    })),
    members: attributesOf(tag).filter((a) => !isFlag(a)).map((a) => ({
      kind: 'field', name: camel(a), type: { text: 'string | undefined' }, description: attributeDescription(a), attribute: a,
    })),
    events: Object.entries(EVENT_DOCS).map(([name, e]) => ({
      name, type: { text: `CustomEvent<${e.detail}>` }, description: `${sentence(e.when)} Detail: ${e.fields}.`,
    })),
    cssParts: partsOf(tag).map(([name, node]) => ({ name, description: sentence(node) })),
    cssProperties: Object.entries(CSS_PROPERTY_DOCS).map(([name, what]) => ({ name, description: sentence(what) })),
  }));
  return {
    schemaVersion: '2.1.0',
    readme: 'docs/embedding.md',
    modules: [{
      kind: 'javascript-module',
      path: MODULE,
      declarations,
      exports: declarations.flatMap((d) => [
        { kind: 'js', name: d.name, declaration: { name: d.name, module: MODULE } },
        { kind: 'custom-element-definition', name: d.tagName, declaration: { name: d.name, module: MODULE } },
      ]),
    }],
  };
}

// ------------------------------------------------------------------ embed/types.d.ts, embed/jsx.d.ts

/** The event vocabulary and detail types of src/core/events.ts, as written there. */
export function eventTypesOf(eventsSource: string): string {
  const start = eventsSource.indexOf('export type AnalyticsEventName');
  const end = eventsSource.indexOf('declare global');
  if (start < 0 || end < start) throw new Error('src/core/events.ts: AnalyticsEventName … declare global not found');
  return eventsSource.slice(start, end).trim();
}

const doc = (text: string, indent = ''): string => `${indent}/** ${text.replace(/\*\//g, '*\\/')} */`;

function attributesInterface(name: string, base: string | null, attrs: AttributeName[]): string {
  if (base && attrs.length === 0) return `export type ${name} = ${base};`;
  const head = `export interface ${name}${base ? ` extends ${base}` : ''} {`;
  const lines = attrs.map((a) => {
    const d = ATTRIBUTE_DOCS[a];
    const type = isFlag(a) ? "boolean | ''" : 'typeName' in d ? d.typeName : attributeType(a);
    const key = /-/.test(a) ? `'${a}'` : a;
    return `${doc(attributeDescription(a), '  ')}\n  ${key}?: ${type};`;
  });
  return [head, ...lines, '}'].join('\n');
}

function propertiesInterface(name: string, base: string, attrs: AttributeName[], summary?: string): string {
  const lines = attrs.filter((a) => !isFlag(a)).map((a) => `${doc(ATTRIBUTE_DOCS[a].summary, '  ')}\n  ${camel(a)}?: string;`);
  const comment = summary ? [doc(summary)] : [];
  if (lines.length === 0) return [...comment, `export type ${name} = ${base};`].join('\n');
  return [...comment, `export interface ${name} extends ${base} {`, ...lines, '}'].join('\n');
}

export function typesDts(eventsSource: string): string {
  const common = attributesOf('accounts-signup').filter(isCommon);
  const aliases = (Object.keys(ATTRIBUTE_DOCS) as AttributeName[]).flatMap((a) => {
    const d = ATTRIBUTE_DOCS[a];
    return 'typeName' in d ? [`${doc(`\`${a}\`: ${d.summary}`)}\nexport type ${d.typeName} = ${attributeType(a)};`] : [];
  });
  const perTag = TAGS.flatMap((tag) => {
    const own = attributesOf(tag).filter((a) => !isCommon(a));
    return [
      attributesInterface(`${pascal(tag)}Attributes`, 'AccountsCommonAttributes', own),
      propertiesInterface(`${pascal(tag)}Element`, 'AccountsElement', own, `<${tag}>: ${TAG_DOCS[tag].summary}`),
    ];
  });
  return `${GENERATED}
// Types for the <accounts-*> elements, shipped as dist/embed/accounts.d.ts (scripts/embed-types.mjs).
// Self-contained: partners compile it without this repository. The event types are
// src/core/events.ts's; embed/tsconfig.types.json compiles both together without skipLibCheck.

${aliases.join('\n')}

${attributesInterface('AccountsCommonAttributes', null, common).replace('export interface', `${doc('Attributes every element reads (HTML spelling). Every value is validated; a bad one is ignored with a console warning.')}\nexport interface`)}
${propertiesInterface('AccountsElement', 'HTMLElement', common, 'The same values as properties (camelCase), as the element class defines them.')}

${perTag.join('\n')}

// ------------------------------------------------------------------ events (src/core/events.ts)

${eventTypesOf(eventsSource)}

/** The script's exports (accounts.js). */
export declare const VERSION: string;
export declare function defineElements(registry?: CustomElementRegistry): Promise<void>;

declare global {
  interface HTMLElementTagNameMap {
${TAGS.map((tag) => `    '${tag}': ${pascal(tag)}Element;`).join('\n')}
  }
  interface GlobalEventHandlersEventMap {
${Object.entries(EVENT_DOCS).map(([name, e]) => `    '${name}': CustomEvent<${e.detail}>;`).join('\n')}
  }
}
`;
}

export function jsxDts(): string {
  const names = TAGS.flatMap((tag) => [`${pascal(tag)}Attributes`, `${pascal(tag)}Element`]);
  return `${GENERATED}
// JSX for React 19 (shipped as dist/embed/accounts-jsx.d.ts): the elements as intrinsic
// elements with their attributes and \`on<event-name>\` listeners, which React 19 attaches with
// addEventListener on custom elements. Unknown plain attributes are type errors (TypeScript lets
// any hyphenated name through, as it does data-*; the declared hyphenated ones are checked).
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type {
  AccountsEventDetailMap,
${names.map((n) => `  ${n},`).join('\n')}
} from './types';

/** \`onaccounts-ready={(e) => e.detail.source}\` and the rest of the catalogue. */
export type AccountsEventProps = {
  [N in keyof AccountsEventDetailMap as \`on\${N}\`]?: (event: CustomEvent<AccountsEventDetailMap[N]>) => void;
};

type Props<E extends HTMLElement, A> = DetailedHTMLProps<HTMLAttributes<E>, E> & A & AccountsEventProps;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${TAGS.map((tag) => `      '${tag}': Props<${pascal(tag)}Element, ${pascal(tag)}Attributes>;`).join('\n')}
    }
  }
}
`;
}

// ------------------------------------------------------------------ docs/embedding.md

const row = (cells: string[]): string => `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;
const table = (head: string[], rows: string[][]): string => [row(head), `|${head.map(() => '---').join('|')}|`, ...rows.map(row)].join('\n');

function elementsColumn(a: AttributeName): string {
  const d = ATTRIBUTE_DOCS[a];
  const tags = TAGS.filter((t) => attributesOf(t).includes(a));
  const who = tags.length === TAGS.length ? 'all' : tags.map((t) => `\`${t}\``).join(', ');
  return 'pageWide' in d ? `${who}, page-wide` : who;
}

/** The guide's generated tables, by marker name. */
export function guideTables(): Record<string, string> {
  const attrs = Object.keys(ATTRIBUTE_DOCS) as AttributeName[];
  const groups = Object.entries(PART_GROUPS).flatMap(([group, { title }]) => [
    [`**${title}**`, ''],
    ...Object.entries(PARTS).filter(([, [g]]) => g === group).map(([name, [, node]]) => [`\`${name}\``, node]),
  ]);
  return {
    tags: table(['tag', 'what it shows'], TAGS.map((t) => [`\`<${t}>\``, TAG_DOCS[t].shows])),
    attributes: table(['attribute', 'elements', 'accepted values', 'when refused'], attrs.map((a) => [`\`${a}\``, elementsColumn(a), ATTRIBUTE_DOCS[a].accepts, ATTRIBUTE_DOCS[a].refused])),
    events: table(['event', 'when', '`detail`'], Object.entries(EVENT_DOCS).map(([name, e]) => [`\`${name}\``, e.when, e.fields])),
    properties: table(['property', 'what'], Object.entries(CSS_PROPERTY_DOCS).map(([name, what]) => [`\`${name}\``, what])),
    parts: table(['part', 'node'], groups),
  };
}

/** `guide` with the text between `<!-- contract:NAME -->` and `<!-- /contract:NAME -->` replaced. */
export function withTables(guide: string, tables = guideTables()): string {
  let out = guide;
  for (const [name, body] of Object.entries(tables)) {
    const open = `<!-- contract:${name} -->`;
    const close = `<!-- /contract:${name} -->`;
    const start = out.indexOf(open);
    const end = out.indexOf(close);
    if (start < 0 || end < start) throw new Error(`docs/embedding.md: ${open} … ${close} not found`);
    out = `${out.slice(0, start + open.length)}

${body}

${out.slice(end)}`;
  }
  return out;
}
