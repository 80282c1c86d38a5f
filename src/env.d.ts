/** The build's settings (scripts/build-settings.mjs: ACCOUNTS_* variables, checked at build time). */
declare const __ACCOUNTS_SETTINGS__: {
  apiBase: string;
  portalUrl: string;
  helpCenterUrl: string;
  academyUrl: string;
  academyWaitlistUrl: string;
  memorizationUrl: string;
  talksUrl: string;
  talksTeacherUrl: string;
  company: string;
  cookieDomain: string | null;
  /** null: the shipped logo; 'none': no logo (the name is written). */
  defaultLogo: string | null;
  /** null: the shipped picture. */
  defaultBackgroundImage: string | null;
  /** null: the shipped list of countries. */
  countriesUrl: string | null;
  statesUrl: string;
  postalCodeUrl: string;
  refreshPath: string;
  sentryDsn: string | null;
  allowedOrigins: string[];
};
/** True in sandbox builds (and tests): loopback origins are accepted. */
declare const __ACCOUNTS_SANDBOX__: boolean;
/** False when the build has no ACCOUNTS_SENTRY_DSN: @sentry/browser is then left out of it. */
declare const __ACCOUNTS_SENTRY__: boolean;
declare const __ACCOUNTS_VERSION__: string;
