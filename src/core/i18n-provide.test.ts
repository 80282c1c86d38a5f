import { expect, test, vi } from 'vitest';
import { loadAreas, provideStrings, translate } from './i18n';

const pt = vi.hoisted(() => ({ downloads: 0 }));
vi.mock('./locale-bundles/pt', async (original) => {
  pt.downloads++;
  return original();
});

test('an area a chunk brought along (embed/ready.ts: pt errors) is not downloaded again', async () => {
  provideStrings('pt', 'errors', { network: 'Veio junto' });
  await loadAreas(['errors'], 'pt');
  expect(pt.downloads).toBe(0);
  expect(translate('errors.network', undefined, 'pt')).toBe('Veio junto');
  // Another area still comes with the language's bundle, which does not overwrite the one provided.
  await loadAreas(['recovery'], 'pt');
  expect(pt.downloads).toBe(1);
  expect(translate('errors.network', undefined, 'pt')).toBe('Veio junto');
});
