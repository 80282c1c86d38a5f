import { afterEach, expect, test } from 'vitest';
import { ACCOUNTS_EVENTS, emit, emitAll, registerHost, unregisterHost } from './events.ts';

const hosts: HTMLElement[] = [];
afterEach(() => {
  for (const h of hosts.splice(0)) {
    unregisterHost(h);
    h.remove();
  }
});

function host(): HTMLElement {
  const el = document.createElement('div');
  document.body.append(el);
  hosts.push(el);
  return el;
}

test('every catalogue name is prefixed kebab-case', () => {
  for (const name of Object.values(ACCOUNTS_EVENTS)) expect(name).toMatch(/^accounts-[a-z]+(-[a-z]+)*$/);
});

test('emit dispatches a bubbling, composed CustomEvent that crosses shadow roots', () => {
  const outer = host();
  const root = outer.attachShadow({ mode: 'open' });
  const inner = document.createElement('span');
  root.append(inner);
  let seen: CustomEvent | undefined;
  document.addEventListener('accounts-signed-in', (e) => (seen = e), { once: true });
  emit(inner, 'accounts-signed-in', { email: 'a@b.c', product: 'talks' });
  expect(seen?.detail).toEqual({ email: 'a@b.c', product: 'talks' });
  expect(seen?.bubbles).toBe(true);
  expect(seen?.composed).toBe(true);
});

test('emitAll reaches every registered host, and only those', () => {
  const a = host();
  const b = host();
  const got: string[] = [];
  a.addEventListener('accounts-locale-change', (e) => got.push(`a:${e.detail.locale}`));
  b.addEventListener('accounts-locale-change', (e) => got.push(`b:${e.detail.locale}`));
  const off = registerHost(a);
  registerHost(b);
  emitAll('accounts-locale-change', { locale: 'es' });
  off();
  emitAll('accounts-locale-change', { locale: 'en' });
  expect(got).toEqual(['a:es', 'b:es', 'b:en']);
});

test('emitAll with no host mounted emits on the document', () => {
  const got: unknown[] = [];
  const listener = (e: CustomEvent) => got.push(e.detail);
  document.addEventListener('accounts-error', listener);
  emitAll('accounts-error', { kind: 'network', message: '' });
  document.removeEventListener('accounts-error', listener);
  expect(got).toEqual([{ kind: 'network', message: '' }]);
});
