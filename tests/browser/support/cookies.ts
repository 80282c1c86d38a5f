// The cookie jar as the browser keeps it, attributes included (document.cookie shows names and
// values only): the `cookies` and `https-cookies` commands of scripts/wtr-engines.mjs.
import { runCommand } from './commands.ts';

export interface JarCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  secure: boolean;
  sameSite: string | null;
  /** Seconds since the epoch; -1 for a session cookie. */
  expires: number;
}

/** The cookies the browser keeps for this test page. */
export function jarCookies(): Promise<JarCookie[]> {
  return runCommand<JarCookie[]>('cookies', {});
}

/**
 * Opens this test server's https twin in a new tab running `module` (a root-relative path of the
 * test tree; it sets document.title to "done"), and returns the cookies it wrote. They are
 * deleted afterwards, so they never reach the next test.
 */
export function httpsPageCookies(module: string): Promise<JarCookie[]> {
  return runCommand<JarCookie[]>('https-cookies', { module });
}
