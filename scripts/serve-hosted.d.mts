// Types for scripts/serve-hosted.mjs (used by its test).
import type { Server } from 'node:http';

export { portalCsp, partnerCsp, securityHeaders, strictPartnerCsp, TRUSTED_TYPES } from './site-headers.mjs';
/** The start of every partner demo page's <head> (the pages hold a `<!-- partner-head -->` marker). */
export declare const PARTNER_HEAD: string;
export interface RunningServers {
  portal: Server;
  partner: Server;
  portalUrl: string;
  partnerUrl: string | null;
  close(): Promise<unknown>;
}
export declare function start(env?: Record<string, string | undefined>): Promise<RunningServers>;
