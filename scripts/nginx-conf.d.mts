// Types for scripts/nginx-conf.mjs (used by the smoke and its test).
import type { BuildSettings } from './build-settings.mjs';

export declare function nginxServer(options: {
  dist: string;
  settings: BuildSettings;
  serverName: string;
  listen?: number | string;
  tls?: { cert: string; key: string } | null;
}): string;
export declare function nginxStandalone(options: { prefix: string; servers: string[]; mimeTypes?: string }): string;
