// What the user typed into a signed-out form that sends nothing yet (sign-up's name and emails,
// forgot password's email) survives a reload: a phone's browser drops the tab, the user pulls to
// refresh, the network came back. Kept in this tab's sessionStorage under the route prefix, so
// sign-out drops it with the elements' steps (core/session.ts); never a password; and only where
// the page may keep something (the portal, a same-site element: a cross-site partner's page keeps
// nothing, core/embed-mode.ts). Read back as untrusted: short strings of the named fields only.
import { useState } from 'react';
import { elementScope, keptFieldsKey } from '../core/keys';
import { pageMode } from '../core/embed-mode';
import { fieldsOf, isKeptText, readJson, removeKey, writeJson } from '../core/storage';
import { useElement } from './context';

/** The `fields` of an untrusted stored value that are strings of a sane length. */
export function parseKeptFields(fields: readonly string[]) {
  return (v: unknown): Record<string, string> => {
    const o = fieldsOf(v);
    const out: Record<string, string> = {};
    for (const f of fields) {
      const v = o[f];
      if (isKeptText(v)) out[f] = v;
    }
    return out;
  };
}

/**
 * A form's state whose `kept` fields come back after a reload. A field the screen starts with a
 * value for (an email the link or the step before brought) keeps that value. Returns the form,
 * its setter, and `forget` for when the form has done its work.
 */
export function useKeptFields<T extends { [K in keyof T]: string }>(form: string, initial: T, kept: readonly (keyof T & string)[]): [T, (next: T) => void, () => void] {
  const { tag, host } = useElement();
  // Each element's own (two sign-ins on a page keep apart), as its router's saved steps.
  const [key] = useState(() => keptFieldsKey(form, elementScope(tag, host)));
  // The page's mode probes a cookie (core/embed-mode.ts): asked only once there is something to
  // read back or to keep, not by every first render.
  const keeps = (): boolean => pageMode() === 'same-site';
  const [value, setValue] = useState<T>(() => {
    const stored = readJson('session', key, parseKeptFields(kept), {});
    const out = { ...initial };
    for (const f of kept) if (!initial[f] && stored[f]) out[f] = stored[f] as T[typeof f];
    return Object.keys(stored).length && keeps() ? out : initial;
  });
  const set = (next: T): void => {
    setValue(next);
    if (!keeps()) return;
    const fields = Object.fromEntries(kept.map((f) => [f, next[f]]));
    if (Object.values(fields).some(Boolean)) writeJson('session', key, fields);
    else removeKey('session', key);
  };
  return [value, set, () => removeKey('session', key)];
}
