// The https twin's page for src/core/cookies.browser.test.ts: write the cookies, then say so.
import { writePortalCookies } from './portal-cookies.ts';

writePortalCookies().then(
  () => { document.title = 'done'; },
  (error: unknown) => { document.title = `error: ${String(error)}`; },
);
