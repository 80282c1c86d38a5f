// Entry point: `npx tsx demo/api/main.ts [--reset [--serve]]`.
// Env: PORT (8787), HOST (127.0.0.1), DATA_DIR (.data/api), SANDBOX (on unless NODE_ENV=production),
// ALLOWED_ORIGINS (comma list), PORTAL_URL (added to the allow-list), TOKEN_SECRET, ACCESS_TTL (s), REFRESH_TTL (s), PUBLIC_URL, SIGNIN_THROTTLE=0 (benches),
// API_LOG=0 (no request log lines), EXTENSIONS=0 (a spec §7-only API), WEBAUTHN_RP_ID (passkeys' relying party: the company's
// domain; the sandbox uses the page's host without it), WEBAUTHN_RP_NAME, WEBAUTHN_RELATED_ORIGINS (comma list).
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { createApp, startServer, DEFAULT_ORIGINS, type AppOptions } from './app.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const env = process.env;

const num = (v: string | undefined, dflt: number) => (v && Number.isFinite(Number(v)) ? Number(v) : dflt);
const options: AppOptions = {
  dataDir: env.DATA_DIR ? resolve(env.DATA_DIR) : resolve(root, '.data/api'),
  sandbox: env.SANDBOX !== undefined ? env.SANDBOX === '1' || env.SANDBOX === 'true' : env.NODE_ENV !== 'production',
  allowedOrigins: env.ALLOWED_ORIGINS ? env.ALLOWED_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean) : DEFAULT_ORIGINS,
  accessTtl: num(env.ACCESS_TTL, 3600),
  refreshTtl: num(env.REFRESH_TTL, 30 * 24 * 3600),
  throttle: { enabled: env.SIGNIN_THROTTLE !== '0' },
  ...(env.PUBLIC_URL ? { publicUrl: env.PUBLIC_URL } : {}),
  ...(env.PORTAL_URL ? { portalUrl: env.PORTAL_URL } : {}),
  reset: args.includes('--reset'),
  ...(env.API_LOG === '0' ? { log: false as const } : {}),
  extensions: env.EXTENSIONS !== '0',
  webauthn: {
    ...(env.WEBAUTHN_RP_ID ? { rpId: env.WEBAUTHN_RP_ID.trim().toLowerCase() } : {}),
    ...(env.WEBAUTHN_RP_NAME ? { rpName: env.WEBAUTHN_RP_NAME } : {}),
    relatedOrigins: (env.WEBAUTHN_RELATED_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
  },
};

if (options.reset && !args.includes('--serve')) {
  const handle = await createApp({ ...options, log: false });
  await handle.close();
  console.log(`reset and seeded ${options.dataDir}`);
} else {
  const server = await startServer({ ...options, port: num(env.PORT, 8787), host: env.HOST ?? '127.0.0.1' });
  console.log(`Accounts API on ${server.url} (sandbox ${options.sandbox ? 'on' : 'off'}, data ${options.dataDir})`);
  const shutdown = () => {
    server.stop().then(() => process.exit(0), () => process.exit(1));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
