// @vitest-environment happy-dom
// Each test on a fresh module: it needs a page on which es's strings have not loaded yet.
import { beforeEach, expect, it, vi } from 'vitest';

let i18n: typeof import('./i18n');
beforeEach(async () => {
  vi.resetModules();
  i18n = await import('./i18n');
  await i18n.setLocale('en', false);
});

it("a switch keeps the language shown until the new one's strings arrive: never pt between", async () => {
  const [first, rest] = i18n.bundles.es;
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => { arrive = resolve; });
  i18n.bundles.es = [() => arrived.then(first!), () => arrived.then(rest)];
  const switching = i18n.setLocale('es', false);
  expect(i18n.translate('common.help')).toBe('Help');
  arrive();
  await switching;
  expect(i18n.translate('common.help')).toBe('Ayuda');
});

it('a switch to a language whose strings cannot load (offline) stays in the one shown before', async () => {
  const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
  i18n.bundles.es = [offline, offline];
  await i18n.setLocale('es', false);
  expect(i18n.translate('common.help')).toBe('Help');
});
