declare const __ACCOUNTS_API_URL__: string;
declare const __ACCOUNTS_PORTAL_URL__: string;
declare const __ACCOUNTS_ENV__: {
  company?: string;
  cookieDomain?: string;
  helpCenterUrl?: string;
  sentryDsn?: string;
  allowedOrigins?: string[];
};
declare const __ACCOUNTS_VERSION__: string;
