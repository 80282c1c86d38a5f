// One small page interface over two drivers, so scenarios.mjs is written once for both engines:
//   firefox  puppeteer-core over WebDriver BiDi (scripts/engines.mjs)
//   webkit   webdriverio over WebKitWebDriver (WebDriver classic), on an Xvfb display
// Elements are found in the page, through open shadow roots; clicks are pointer actions at the
// element's centre (WebKit's WebDriver refuses element clicks inside shadow roots, WebKit bug
// 209233) and typing goes to the focused element, as a user's would.
import puppeteer from 'puppeteer-core';
import { remote } from 'webdriverio';
import { firefoxLaunchOptions, setFirefoxViewport, startWebKitDriver, webdriverKey } from '../../scripts/engines.mjs';

/**
 * @typedef {object} EnginePage
 * @property {'firefox' | 'webkit'} engine
 * @property {(width: number, height: number) => Promise<void>} resize
 * @property {(url: string) => Promise<void>} goto
 * @property {<T>(fn: (...args: any[]) => T, ...args: unknown[]) => Promise<Awaited<T>>} evaluate  runs `fn` in the page
 * @property {(x: number, y: number) => Promise<void>} click  a pointer click at viewport coordinates
 * @property {(text: string) => Promise<void>} type  characters into the focused element
 * @property {(key: string) => Promise<void>} press  one key by its DOM name ("Enter")
 * @property {() => Promise<string>} url
 * @property {() => Promise<void>} clearCookies
 * @property {() => Promise<string[]>} cookieNames  the cookies the browser keeps for the current page's host
 * @property {() => string[]} takeErrors  uncaught page errors since the last call (Firefox only)
 * @property {(file: string) => Promise<void>} screenshot  a PNG of the viewport
 * @property {((offline: boolean) => Promise<void>) | undefined} setOffline  network off/on (Firefox only: WebKit's WebDriver has no such command)
 * @property {() => Promise<void>} close  ends the browser (and, for WebKit, its driver and display)
 */

/** @returns {Promise<EnginePage>} */
export async function openFirefox() {
  const browser = await puppeteer.launch(firefoxLaunchOptions());
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(String(error?.message ?? error)));
    const setViewport = page.setViewport.bind(page);
    return {
      engine: 'firefox',
      resize: (width, height) => setFirefoxViewport(page, setViewport, { width, height }),
      goto: async (url) => {
        await page.goto(url);
      },
      evaluate: (fn, ...args) => page.evaluate(fn, ...args),
      click: (x, y) => page.mouse.click(x, y),
      type: (text) => page.keyboard.type(text),
      press: (key) => page.keyboard.press(key),
      // The document's own location: puppeteer's page.url() misses history.pushState over BiDi.
      url: () => page.evaluate(() => location.href).catch(() => ''),
      clearCookies: async () => {
        const context = page.browserContext();
        await context.deleteCookie(...(await context.cookies()));
      },
      cookieNames: async () => {
        const host = new URL(page.url()).hostname;
        return (await page.browserContext().cookies()).filter((c) => c.domain.replace(/^\./, '') === host).map((c) => c.name);
      },
      takeErrors: () => errors.splice(0),
      setOffline: (offline) => page.setOfflineMode(offline),
      screenshot: async (file) => {
        await page.screenshot({ path: file });
      },
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/** @returns {Promise<EnginePage>} */
export async function openWebKit() {
  const webkit = await startWebKitDriver();
  let driver;
  try {
    driver = await remote(webkit.remoteOptions);
    const keys = (actions) => driver.performActions([{ type: 'key', id: 'keyboard', actions }]);
    return {
      engine: 'webkit',
      resize: async (width, height) => {
        // The window has no decorations (scripts/webkit-browser.py): its size is the viewport.
        await driver.setWindowSize(width, height);
      },
      goto: async (url) => {
        await driver.navigateTo(url);
      },
      evaluate: (fn, ...args) => driver.execute(fn, ...args),
      click: (x, y) =>
        driver.performActions([
          {
            type: 'pointer',
            id: 'mouse',
            parameters: { pointerType: 'mouse' },
            actions: [
              { type: 'pointerMove', duration: 0, origin: 'viewport', x: Math.round(x), y: Math.round(y) },
              { type: 'pointerDown', button: 0 },
              { type: 'pointerUp', button: 0 },
            ],
          },
        ]),
      type: (text) => keys([...text].flatMap((value) => [{ type: 'keyDown', value }, { type: 'keyUp', value }])),
      press: (key) => {
        const value = webdriverKey(key);
        return keys([{ type: 'keyDown', value }, { type: 'keyUp', value }]);
      },
      url: () => driver.getUrl().catch(() => ''),
      clearCookies: () => driver.deleteAllCookies(),
      cookieNames: async () => (await driver.getAllCookies()).map((c) => c.name),
      takeErrors: () => [],
      setOffline: undefined,
      screenshot: async (file) => {
        await driver.saveScreenshot(file);
      },
      close: async () => {
        await driver.deleteSession().catch(() => undefined);
        await webkit.stop();
      },
    };
  } catch (error) {
    await driver?.deleteSession().catch(() => undefined);
    await webkit.stop();
    throw error;
  }
}

export const OPEN = { firefox: openFirefox, webkit: openWebKit };
