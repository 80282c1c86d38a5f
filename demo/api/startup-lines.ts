// What main.ts says once it serves: where, in which mode, and whom CORS lets in.
import type { AppOptions } from './app.ts';

export function startupLines(url: string, options: Pick<AppOptions, 'sandbox' | 'dataDir' | 'allowedOrigins' | 'portalUrl'>): string[] {
  const extra = options.allowedOrigins?.length ? options.allowedOrigins.join(', ') : '';
  return [
    `Accounts API on ${url} (sandbox ${options.sandbox ? 'on' : 'off'}, data ${options.dataDir})`,
    options.sandbox
      ? `Sandbox: CORS accepts any loopback origin (http://127.0.0.1:*, http://localhost:*, http://[::1]:*)${extra ? ` and ${extra}` : ''}; codes land in ${url}/__dev/outbox.html`
      : `Production: CORS allows ${extra}${options.portalUrl ? ` and ${new URL(options.portalUrl).origin}` : ''}; no sandbox routes, no seeding`,
  ];
}
