// Where a secret (a password, a code) must never show up: storage, cookies, URLs, history state,
// the console, accounts-* event details and request URLs.
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

export interface SecretWatch {
  console: string[];
  requests: string[];
  navigations: string[];
  events: string[];
}

/**
 * Record what could leak a secret: console messages, request URLs, main-frame URLs (history
 * navigations included), and the details of every accounts-* event reaching `document`.
 */
export async function watchSecrets(page: Page): Promise<SecretWatch> {
  const w: SecretWatch = { console: [], requests: [], navigations: [], events: [] };
  page.on('console', (m) => w.console.push(m.text()));
  page.on('request', (r) => w.requests.push(r.url()));
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) w.navigations.push(f.url());
  });
  await page.exposeBinding('__accountsEvent', (_source, line: string) => void w.events.push(line));
  await page.addInitScript(() => {
    const names = ['ready', 'step-change', 'signed-in', 'signed-out', 'error', 'analytics', 'locale-change'];
    const send = (window as unknown as { __accountsEvent: (s: string) => void }).__accountsEvent;
    for (const n of names) {
      document.addEventListener(`accounts-${n}`, (e) => {
        let detail: string;
        try {
          detail = JSON.stringify((e as CustomEvent).detail);
        } catch {
          detail = String((e as CustomEvent).detail);
        }
        void send(`${e.type} ${detail}`);
      }, true);
    }
  });
  return w;
}

/** The secret is in none of storage, cookies, URLs, history state, console, events or requests. */
export async function expectNoSecret(page: Page, w: SecretWatch, secret: string) {
  const inPage = await page.evaluate(() => JSON.stringify({
    local: { ...localStorage },
    session: { ...sessionStorage },
    cookie: document.cookie,
    url: location.href,
    state: history.state as unknown,
  }));
  expect(inPage, 'storage, cookies, URL or history state').not.toContain(secret);
  const cookies = JSON.stringify(await page.context().cookies());
  expect(cookies, 'cookies').not.toContain(secret);
  const encoded = encodeURIComponent(secret);
  const has = (s: string) => s.includes(secret) || s.includes(encoded);
  expect(w.navigations.filter(has), 'URLs navigated to').toEqual([]);
  expect(w.requests.filter(has), 'request URLs').toEqual([]);
  expect(w.console.filter(has), 'console output').toEqual([]);
  expect(w.events.filter(has), 'accounts-* event details').toEqual([]);
}
