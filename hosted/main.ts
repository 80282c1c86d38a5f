// The hosted portal: the same elements, URL-routed by <accounts-portal>.
import { defineElements } from '../embed/define';
import { $config } from '../src/core/config';
import { $dictVersion, $locale, INTL_TAG, loadAreas, translate } from '../src/core/i18n';

/** The tab's title in the page's language (the portal area of locales/); index.html's stays until it loads. */
function setTitle(): void {
  const title = translate('portal.title', { company: $config.get().company });
  if (title !== 'portal.title') document.title = title;
}

function start(): void {
  void defineElements();
  $locale.subscribe((l) => {
    document.documentElement.lang = INTL_TAG[l];
    setTitle();
  });
  // A locale switch loads every area asked for so far, 'portal' included; its arrival bumps the version.
  $dictVersion.subscribe(setTitle);
  loadAreas(['portal']).catch(() => {
    // Offline or a stale deploy: the title of index.html stays.
  });
}

// The signed-out routes' HTML carries their branded frame (scripts/hosted-shell.mjs): let the
// browser paint it before the first render takes the main thread (a frame, ~16 ms, on a fast
// machine; on a slow one the difference between a page that shows up and a blank one). Hidden
// tabs don't run animation frames, so they start at once.
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start));
