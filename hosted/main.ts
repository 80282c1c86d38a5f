// The hosted portal: the same elements, URL-routed by <accounts-portal>.
import { defineElements } from '../embed/define';
import { $locale, INTL_TAG } from '../src/core/i18n';

defineElements();
$locale.subscribe((l) => {
  document.documentElement.lang = INTL_TAG[l];
});
