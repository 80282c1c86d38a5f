// @vitest-environment happy-dom
import { afterEach, expect, test } from 'vitest';
import { scrubProps, track } from './analytics.ts';
import type { AnalyticsDetail } from './events.ts';

afterEach(() => {
  delete (window as { dataLayer?: unknown }).dataLayer;
});

function capture(): AnalyticsDetail[] {
  const got: AnalyticsDetail[] = [];
  document.addEventListener('accounts-analytics', (e) => got.push(e.detail));
  return got;
}

test('track emits accounts-analytics and pushes to an existing dataLayer', () => {
  const got = capture();
  const layer: unknown[] = [];
  (window as { dataLayer?: unknown }).dataLayer = layer;
  track('product_selected', { feature: 'product_hub', product: 'talks', panel: 'talks' });
  expect(got.at(-1)).toEqual({ event: 'product_selected', feature: 'product_hub', product: 'talks', props: { panel: 'talks' } });
  expect(layer).toEqual([{ event: 'product_selected', feature: 'product_hub', product: 'talks', panel: 'talks' }]);
});

test('analytics scrubbing drops passwords, tokens and codes from extra props', () => {
  const got = capture();
  const layer: unknown[] = [];
  (window as { dataLayer?: unknown }).dataLayer = layer;
  track('verification_code_added', {
    feature: 'activation',
    product: 'accounts',
    password: 'hunter22',
    access_token: 'eyJ...',
    code: 'ABC123',
    confirmation_code: 'ABC123',
    step: 'email',
  });
  expect(got.at(-1)?.props).toEqual({ step: 'email' });
  expect(JSON.stringify(layer)).not.toMatch(/hunter22|eyJ|ABC123/);
  expect(scrubProps({ Password: 'x', sessionToken: 'y', n: 1, ok: true, none: null, obj: { a: 1 } })).toEqual({ n: 1, ok: true, none: null });
});

test('a dataLayer that is not an array is left alone', () => {
  (window as { dataLayer?: unknown }).dataLayer = { push: () => { throw new Error('no'); } };
  expect(() => track('login_started', { feature: 'login', product: 'academy' })).not.toThrow();
});
