// @vitest-environment happy-dom
import { afterEach, expect, test } from 'vitest';
import { ACCOUNTS_EVENTS, emit, emitActive, emitAll, registerHost, unregisterHost } from './events.ts';

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

test('emitActive reports once for the page, on the element the user last touched or focused', () => {
  const a = Object.assign(host(), { id: 'a' });
  const b = Object.assign(host(), { id: 'b' });
  registerHost(a);
  registerHost(b);
  const got: string[] = [];
  const listener = (e: CustomEvent<{ event: string }>) => got.push(`${(e.target as HTMLElement).id}:${e.detail.event}`);
  document.addEventListener('accounts-analytics', listener);
  emitActive('accounts-analytics', { event: 'login_started', feature: 'login', product: 'accounts', props: {} });
  b.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  emitActive('accounts-analytics', { event: 'email_added', feature: 'login', product: 'accounts', props: {} });
  a.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  emitActive('accounts-analytics', { event: 'login_completed', feature: 'login', product: 'accounts', props: {} });
  unregisterHost(a);
  emitActive('accounts-analytics', { event: 'product_selected', feature: 'login', product: 'accounts', props: {} });
  document.removeEventListener('accounts-analytics', listener);
  expect(got).toEqual(['a:login_started', 'b:email_added', 'a:login_completed', 'b:product_selected']);
});
