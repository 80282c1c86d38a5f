// Types for scripts/serve-hosted.mjs (used by its test).
import type { Server } from 'node:http';

export { portalCsp, partnerCsp, securityHeaders, strictPartnerCsp, TRUSTED_TYPES } from './site-headers.mjs';
/** The start of every partner demo page's <head> (the pages hold a `<!-- partner-head -->` marker). */
export declare const PARTNER_HEAD: string;
/** The partner's site header with a page's tagline (`<!-- partner-header: tagline -->`). */
export declare function partnerHeader(tagline: string): string;
/** The element's event log (`<!-- partner-events -->`). */
export declare const PARTNER_EVENTS: string;
/** A partner demo page with its shared pieces in place of their markers. */
export declare function partnerPage(html: string): string;
export interface RunningServers {
  portal: Server;
  partner: Server;
  portalUrl: string;
  partnerUrl: string | null;
  close(): Promise<unknown>;
}
export declare function start(env?: Record<string, string | undefined>): Promise<RunningServers>;
