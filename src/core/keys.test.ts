// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { elementScope, keptFieldsKey } from './keys';

afterEach(() => document.body.replaceChildren());

describe("an element's storage scope (two sign-ins on one page keep apart)", () => {
  const add = (id?: string): Element => {
    const el = document.createElement('accounts-signin');
    if (id) el.id = id;
    return document.body.appendChild(el);
  };

  it('is the tag for the first element without an id, the keys a page with one element always had', () => {
    expect(elementScope('accounts-signin', add())).toBe('accounts-signin');
  });

  it("is the element's id when it has one, else its place among the page's elements of its tag", () => {
    const [first, named, third] = [add(), add('dialog'), add()];
    expect([first, named, third].map((el) => elementScope('accounts-signin', el))).toEqual(['accounts-signin', 'accounts-signin#dialog', 'accounts-signin:2']);
    expect(keptFieldsKey('signin', 'accounts-signin:2')).not.toBe(keptFieldsKey('signin', 'accounts-signin'));
  });

  it('is the tag for a host that is not one of those elements (the hosted portal’s root)', () => {
    expect(elementScope('accounts-portal', document.body)).toBe('accounts-portal');
  });
});
