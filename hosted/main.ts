// The hosted portal: the same elements, URL-routed by <accounts-portal>.
import { defineElements } from '../embed/define';
import { $config } from '../src/core/config';
import { $dictVersion, $locale, INTL_TAG, loadAreas, translate } from '../src/core/i18n';

defineElements();

/** The tab's title in the page's language (the portal area of locales/); index.html's stays until it loads. */
function setTitle(): void {
  const title = translate('portal.title', { company: $config.get().company });
  if (title !== 'portal.title') document.title = title;
}

$locale.subscribe((l) => {
  document.documentElement.lang = INTL_TAG[l];
  setTitle();
});
// A locale switch loads every area asked for so far, 'portal' included; its arrival bumps the version.
$dictVersion.subscribe(setTitle);
loadAreas(['portal']).catch(() => {
  // Offline or a stale deploy: the title of index.html stays.
});
