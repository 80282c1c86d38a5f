// Debian Chromium as root on a closed network: no sandbox, no background traffic.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

// The tests drive Debian's chromium-headless-shell (the old headless mode as its own binary, what
// Playwright itself uses for headless runs): the same engine as /usr/bin/chromium at about two
// thirds of the CPU per page, which the 2-core gate needs. The bench measures the full browser
// (its own override, so pointing the tests elsewhere leaves the bench's browser alone).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
export const CHROMIUM_BROWSER_PATH = process.env.CHROMIUM_BROWSER_PATH ?? '/usr/bin/chromium';
