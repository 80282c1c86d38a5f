// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { declarationsFrom, eventTypes, render } from './gen-custom-elements.mjs';
import { ACCOUNTS_EVENTS } from '../src/core/events';

const source = readFileSync('embed/elements.ts', 'utf8');
const types = readFileSync('embed/types.d.ts', 'utf8');
const decls = declarationsFrom(source, types);
const COMMON = ['product', 'name', 'logo', 'background-image', 'callback-url', 'brand-color', 'locale', 'api-base', 'portal-url', 'nonce'];

describe('custom-elements.json', () => {
  it('is current (run `node scripts/gen-custom-elements.mjs` after editing the JSDoc)', () => {
    expect(readFileSync('custom-elements.json', 'utf8')).toBe(render());
  });

  it('declares the five tags, each described by its own comment only', () => {
    expect(decls.map((d) => d.tagName)).toEqual(['accounts-signin', 'accounts-signup', 'accounts-hub', 'accounts-settings', 'accounts-portal']);
    for (const d of decls) expect(d.description, d.tagName).not.toMatch(/\*\/|const |function /);
    expect(decls[0]?.description).toMatch(/^Sign-in for partner pages/);
  });

  it('documents every attribute r2wc observes on every element, with a description', () => {
    for (const d of decls) {
      const names = d.attributes.map((a) => a.name);
      expect(names, d.tagName).toEqual(expect.arrayContaining(COMMON));
      for (const a of d.attributes) expect(a.description, `${d.tagName} ${a.name}`).not.toBe('');
    }
    expect(decls.find((d) => d.tagName === 'accounts-signin')?.attributes.map((a) => a.name)).toContain('email');
    expect(decls.find((d) => d.tagName === 'accounts-settings')?.attributes.find((a) => a.name === 'section')?.type.text)
      .toBe("'profile' | 'password' | 'address' | 'contact'");
    expect(decls.find((d) => d.tagName === 'accounts-signin')?.members.find((m) => m.attribute === 'background-image')?.name).toBe('backgroundImage');
  });

  it('lists the whole event catalogue, typed from the event map', () => {
    const map = eventTypes(types);
    expect(Object.keys(map).sort()).toEqual(Object.values(ACCOUNTS_EVENTS).sort());
    for (const d of decls) {
      expect(d.events.map((e) => e.name).sort(), d.tagName).toEqual(Object.values(ACCOUNTS_EVENTS).sort());
      expect(d.events.find((e) => e.name === 'accounts-signed-in')?.type.text).toBe('CustomEvent<SignedInDetail>');
    }
  });

  it('lists parts and custom properties', () => {
    for (const d of decls) {
      expect(d.cssParts.map((p) => p.name)).toEqual(expect.arrayContaining(['container', 'form', 'input', 'primary-button', 'heading']));
      expect(d.cssProperties.map((p) => p.name)).toContain('--accounts-brand-color');
    }
  });

  it('refuses an @fires that is not in the event map and an unknown tag', () => {
    const bad = '/**\n * x\n * @element x-y\n * @fires nope - no\n */\nexport const X = 1;';
    expect(() => declarationsFrom(bad, types)).toThrow(/nope/);
    const odd = '/**\n * x\n * @element x-y\n * @slot default - no\n */\nexport const X = 1;';
    expect(() => declarationsFrom(odd, types)).toThrow(/@slot/);
  });
});
