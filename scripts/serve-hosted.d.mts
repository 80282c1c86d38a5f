// Types for scripts/serve-hosted.mjs (used by its test).
import type { Server } from 'node:http';

export declare function portalCsp(apiOrigin: string, styles?: string[]): string;
export declare function partnerCsp(apiOrigin: string, portalOrigin: string): string;
export declare const TRUSTED_TYPES: string;
export declare function securityHeaders(
  csp: string,
  options?: { trustedTypes?: 'enforce' | 'report-only' | 'off' },
): Record<string, string>;
export interface RunningServers {
  portal: Server;
  partner: Server;
  portalUrl: string;
  partnerUrl: string | null;
  close(): Promise<unknown>;
}
export declare function start(env?: Record<string, string | undefined>): Promise<RunningServers>;
