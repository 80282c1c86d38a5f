/**
 * The build's settings (scripts/build-settings.mjs: ACCOUNTS_* variables, checked at build time, in
 * the form of its portalConfig()): unset optional values are left out; a default logo of null is none.
 */
declare const __ACCOUNTS_SETTINGS__: Omit<import('./core/config').Config, 'defaultLogo' | 'defaultBackgroundImage'>
  & Partial<Pick<import('./core/config').Config, 'defaultLogo' | 'defaultBackgroundImage'>>;
/** True in sandbox builds (and tests): loopback origins are accepted. */
declare const __ACCOUNTS_SANDBOX__: boolean;
/** False when the build has no ACCOUNTS_SENTRY_DSN: @sentry/browser is then left out of it. */
declare const __ACCOUNTS_SENTRY__: boolean;
declare const __ACCOUNTS_VERSION__: string;
