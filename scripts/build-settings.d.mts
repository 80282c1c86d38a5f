// Types for scripts/build-settings.mjs (used by vite.config.ts and the tests).
export type BuildKind = 'sandbox' | 'production';
export interface Setting {
  env: string;
  key: string;
  type: string;
  required?: boolean;
  fallback?: unknown;
  shown: string;
  example: string;
  about: string;
}
export interface BuildSettings {
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
  defaultLogo: string | null;
  defaultBackgroundImage: string | null;
  countriesUrl: string | null;
  statesUrl: string;
  postalCodeUrl: string;
  refreshPath: string;
  sentryDsn: string | null;
  allowedOrigins: string[];
}
export declare const BUILD_KINDS: BuildKind[];
export declare const SANDBOX_API_URL: string;
export declare const SANDBOX_PORTAL_URL: string;
export declare const SETTINGS: Setting[];
export declare function sandboxEnv(apiUrl?: string, portalUrl?: string): Record<string, string>;
export declare function productionExample(): Record<string, string>;
export declare function isLoopbackUrl(value: string): boolean;
export declare class SettingsError extends Error {}
export declare function resolveSettings(env: Record<string, string | undefined>): { kind: BuildKind; settings: BuildSettings };
export declare function portalConfig(settings: BuildSettings): Record<string, unknown>;
