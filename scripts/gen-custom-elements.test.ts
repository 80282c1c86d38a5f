// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { outputs } from './gen-custom-elements.mjs';
import { eventTypesOf, guideTables, manifest, typesDts, withTables } from './element-contract';
import { ATTRIBUTE_DOCS, TAGS, attributesOf } from '../embed/contract';
import { ACCOUNTS_EVENTS } from '../src/core/events';

const decls = manifest().modules[0]!.declarations;
const byTag = (tag: string) => decls.find((d) => d.tagName === tag)!;
const events = readFileSync('src/core/events.ts', 'utf8');

describe('what the element contract generates', () => {
  it('is current: custom-elements.json, the typings and the guide (run `node scripts/gen-custom-elements.mjs`)', async () => {
    for (const [path, text] of Object.entries(await outputs())) expect(readFileSync(path, 'utf8'), path).toBe(text);
  });

  it('declares the five tags, each with the attributes it reads, described', () => {
    expect(decls.map((d) => d.tagName)).toEqual([...TAGS]);
    for (const d of decls) {
      expect(d.attributes.map((a) => a.name), d.tagName).toEqual(attributesOf(d.tagName));
      for (const a of d.attributes) expect(a.description, `${d.tagName} ${a.name}`).not.toBe('');
    }
    expect(byTag('accounts-signin').attributes.map((a) => a.name)).toContain('email');
    expect(byTag('accounts-signup').attributes.map((a) => a.name)).not.toContain('email');
    expect(byTag('accounts-settings').attributes.find((a) => a.name === 'section')?.type.text).toBe("'profile' | 'password' | 'address' | 'contact'");
    expect(byTag('accounts-signin').attributes.find((a) => a.name === 'brand-color')?.description).toMatch(/Accepted: .*#rgb.*Otherwise: /);
    // Properties: camelCase, flags aside (light-dom is read with hasAttribute).
    const members = byTag('accounts-signin').members.map((m) => [m.attribute, m.name]);
    expect(members).toContainEqual(['background-image', 'backgroundImage']);
    expect(members.map(([a]) => a)).not.toContain('light-dom');
  });

  it('lists the whole event catalogue, typed as src/core/events.ts types it', () => {
    const map = Object.fromEntries([...events.matchAll(/'(accounts-[\w-]+)': (CustomEvent<\w+>);/g)].map((m) => [m[1], m[2]]));
    expect(Object.keys(map).sort()).toEqual(Object.values(ACCOUNTS_EVENTS).sort());
    for (const d of decls) expect(Object.fromEntries(d.events.map((e) => [e.name, e.type.text])), d.tagName).toEqual(map);
  });

  it('gives each element the parts it can show', () => {
    const parts = (tag: string) => byTag(tag).cssParts.map((p) => p.name);
    for (const tag of TAGS) expect(parts(tag)).toEqual(expect.arrayContaining(['container', 'form', 'input', 'primary-button', 'heading', 'code-box', 'modal-title', 'load-failed']));
    expect(parts('accounts-hub')).toEqual(expect.arrayContaining(['topbar', 'avatar-upload', 'crop-area', 'bottom-bar']));
    expect(parts('accounts-signin')).not.toContain('topbar');
    expect(parts('accounts-portal')).toContain('translator-row');
    expect(parts('accounts-hub')).not.toContain('translator-row');
    expect(byTag('accounts-hub').cssProperties.map((p) => p.name)).toContain('--accounts-brand-color');
  });

  it('ships the typings self-contained, with the event types of src/core/events.ts', () => {
    const types = typesDts(events);
    expect(types).not.toMatch(/from '\.\.?\//);
    expect(types).toContain(eventTypesOf(events));
    expect(types).toContain("'accounts-signed-in': CustomEvent<SignedInDetail>;");
    expect(types).toContain('export type AccountsLocale = \'pt\' | \'en\' | \'es\';');
  });

  it('writes the guide tables between their markers, one row per attribute', () => {
    const rows = guideTables().attributes!.split('\n').slice(2);
    expect(rows.map((r) => /^\| `([^`]+)`/.exec(r)?.[1])).toEqual(Object.keys(ATTRIBUTE_DOCS));
    expect(withTables('a\n<!-- contract:tags -->\nold\n<!-- /contract:tags -->\nb', { tags: 'new' })).toBe('a\n<!-- contract:tags -->\n\nnew\n\n<!-- /contract:tags -->\nb');
    expect(() => withTables('no markers', { tags: 'x' })).toThrow(/contract:tags/);
  });
});
