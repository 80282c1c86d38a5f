// The hosted portal: the same elements, URL-routed by <accounts-portal>.
import { defineElements } from '../embed/define';
import { $config } from '../src/core/config';
import { $dictVersion, $locale, INTL_TAG, isLocale, loadAreas, setLocale, translate } from '../src/core/i18n';
import { LOCALE_PARAM } from '../src/core/keys';

const initialTitle = document.title;
/** The portal's shadow root once it has rendered: its heading names the screen. */
let screen: ParentNode | null = null;
let titleQueued = false;

/**
 * The tab's title: the screen's heading, then the portal's name in the page's language (the
 * portal area of locales/; index.html's until it loads). A title per screen tells tabs, history
 * and screen readers where the user is (WCAG 2.4.2).
 */
function setTitle(): void {
  titleQueued = false;
  const name = translate('portal.title', { company: $config.get().company });
  const base = name === 'portal.title' ? initialTitle : name;
  const heading = screen?.querySelector('h1[part~="heading"]')?.textContent?.trim();
  const title = heading ? `${heading} · ${base}` : base;
  if (document.title !== title) document.title = title;
}

/** Once per frame at most: a screen's render is many mutations. */
function queueTitle(): void {
  if (titleQueued) return;
  titleQueued = true;
  setTimeout(setTitle); // not a frame: hidden tabs have none
}

function watchScreen(e: Event): void {
  const root = (e.target as Element | null)?.shadowRoot;
  if (!root || screen) return;
  screen = root;
  new MutationObserver(queueTitle).observe(root, { subtree: true, childList: true, characterData: true });
  queueTitle();
}

/**
 * A cross-site hand-off says which language the partner's element showed: the portal carries on
 * in it, and keeps it as the user's choice (the user_locale cookie). The parameter leaves the URL.
 */
function takeHandoffLocale(): void {
  const url = new URL(location.href);
  const wanted = url.searchParams.get(LOCALE_PARAM);
  if (wanted === null) return;
  url.searchParams.delete(LOCALE_PARAM);
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  if (isLocale(wanted)) void setLocale(wanted);
}

function start(): void {
  takeHandoffLocale();
  document.addEventListener('accounts-ready', watchScreen);
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
