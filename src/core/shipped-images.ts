// The default logo and side picture ship with the build as hashed files beside the scripts (the
// portal's /assets/, the embed's assets/): nothing to host, nothing asked of the Accounts API,
// whose spec (§7) has no path for them. ACCOUNTS_DEFAULT_LOGO / ACCOUNTS_DEFAULT_BACKGROUND
// replace them (config.ts).
export { default as SHIPPED_BACKGROUND } from '../assets/default-background.svg?no-inline';
export { default as SHIPPED_LOGO } from '../assets/default-logo.svg?no-inline';
