// The signed-out frame's alert stack at a phone's width and in a narrow partner column: the alert
// hangs over the side panel above the card, so the card's heading and first label stay readable
// while it shows; on a wide element it stays over the card's top, as it always did.
import { dismissAlert } from '../core/alerts';
import { loadAreas, setLocale, translate } from '../core/i18n';
import { showAlert } from '../core/show-alert';
import type { Locale } from '../core/locale';
import { BrandFrame } from './BrandFrame';
import { NoSessionLayout } from './NoSessionLayout';
import { Heading } from './Heading';
import { Field } from './Field';
import { assert, until } from '../../tests/browser/support/assert.ts';
import { expectAccessible } from '../../tests/browser/support/axe.ts';
import { mountInShadow, unmountAll } from '../../tests/browser/support/mount.tsx';

afterEach(async () => {
  unmountAll();
  document.body.replaceChildren();
  await setLocale('pt', false);
});

const overlap = (a: DOMRect, b: DOMRect): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The password step's frame in an element `width` px wide, with sign-in's "no account" alert shown. */
async function withAlert(width: number, locale: Locale) {
  await setLocale(locale, false);
  await loadAreas(['signin']); // the password step's strings come with the sign-in flow
  const { host, root } = mountInShadow(
    <BrandFrame color="#6b3fa0">
      <NoSessionLayout step="signin" showAccessing>
        <Heading>{translate('signin.password-title')}</Heading>
        <Field label={translate('common.email')} type="email" name="email" value="ana@example.com" readOnly />
      </NoSessionLayout>
    </BrandFrame>,
  );
  host.style.width = `${width}px`;
  const id = showAlert({ kind: 'error', key: 'signin.error-auth-404', permanent: true });
  const alert = await until(() => root.querySelector<HTMLElement>('[role="alert"]'), 'the alert');
  const box = (selector: string) => root.querySelector(selector)!.getBoundingClientRect();
  const label = root.querySelector<HTMLInputElement>('input[name="email"]')!.labels![0]!.getBoundingClientRect();
  return { host, alert: alert.getBoundingClientRect(), heading: box('h1'), label, card: box('[part="card"]'), done: () => dismissAlert(id) };
}

describe('NoSessionLayout: an alert shown', () => {
  for (const width of [375, 320]) {
    it(`at ${width} px hides neither the heading nor the first field's label (pt, en, es)`, async () => {
      for (const locale of ['pt', 'en', 'es'] as const) {
        const { host, alert, heading, label, done } = await withAlert(width, locale);
        assert(!overlap(alert, heading), `${locale}: the alert (${alert.top}–${alert.bottom}) covers the heading (${heading.top}–${heading.bottom})`);
        assert(!overlap(alert, label), `${locale}: the alert (${alert.top}–${alert.bottom}) covers the label (${label.top}–${label.bottom})`);
        if (locale === 'pt') await expectAccessible(host);
        done();
        unmountAll();
      }
    });
  }

  it('at 1280 px stays over the card\'s top, as it was', async () => {
    const { host, alert, card, done } = await withAlert(1280, 'en');
    assert(Math.abs(alert.top - (card.top + 12)) < 1, `the alert 12 px into the card: ${alert.top} vs ${card.top}`);
    await expectAccessible(host);
    done();
  });
});
