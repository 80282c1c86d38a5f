// Types for scripts/site-headers.mjs (used by serve-hosted, nginx-conf and their tests).
import type { BuildSettings } from './build-settings.mjs';

export interface SiteOrigins {
  api: string;
  connect: string[];
  img: string[];
}
export type TrustedTypesMode = 'enforce' | 'report-only' | 'off';
export declare const IMMUTABLE: string;
export declare const REVALIDATE: string;
export declare const PORTAL_ROUTES: string[];
export declare function isPortalRoute(pathname: string): boolean;
export declare function isHashed(pathname: string): boolean;
export declare function siteOrigins(settings: BuildSettings): SiteOrigins;
export declare const TRUSTED_TYPES: string;
export declare function portalCsp(origins: SiteOrigins, styles?: string[]): string;
export declare function securityHeaders(csp: string, options?: { trustedTypes?: TrustedTypesMode }): Record<string, string>;
export declare function builtStyleHashes(hostedDir: string): string[];
export declare function pageHeaders(hostedDir: string, origins: SiteOrigins, options?: { trustedTypes?: TrustedTypesMode }): Record<string, string>;
export declare function assetHeaders(pathname: string): Record<string, string>;
export declare function embedHeaders(pathname: string): Record<string, string>;
export declare function partnerCsp(origins: SiteOrigins, portalOrigin: string): string;
export declare function strictPartnerCsp(origins: SiteOrigins, portalOrigin: string, nonce: string): string;
