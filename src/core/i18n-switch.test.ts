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

it('a switch made offline is not fetched then, and shows once the connection is back', async () => {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const [first, rest] = i18n.bundles.es;
  const fetched = vi.fn();
  i18n.bundles.es = [() => { fetched(); return first!(); }, () => { fetched(); return rest(); }];
  await i18n.setLocale('es', false);
  expect(i18n.translate('common.help')).toBe('Help');
  expect(fetched, 'nothing asked for offline: a failed chunk stays failed').not.toHaveBeenCalled();
  onLine.mockReturnValue(true);
  window.dispatchEvent(new Event('online'));
  await vi.waitFor(() => expect(i18n.translate('common.help')).toBe('Ayuda'));
});
