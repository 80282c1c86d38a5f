// Entry point: `npx tsx demo/api/main.ts [--reset [--serve]]` (docs/api.md, "Running").
// Production mode unless SANDBOX=1 (or true); production needs TOKEN_SECRET, ALLOWED_ORIGINS and
// PUBLIC_URL. Env: PORT (8787), HOST (127.0.0.1), DATA_DIR (.data/api), ALLOWED_ORIGINS (comma list),
// PORTAL_URL (added to the allow-list), ACCESS_TTL, REFRESH_TTL, SESSION_TTL (s), TRUST_PROXY=1,
// SIGNIN_THROTTLE=0 (sandbox benches only), API_LOG=0 (no request log lines),
// EXTENSIONS=0 (a spec §7-only API), WEBAUTHN_RP_ID (passkeys' relying party: the company's domain;
// the sandbox uses the page's host without it), WEBAUTHN_RP_NAME, WEBAUTHN_RELATED_ORIGINS (comma list),
// SANDBOX_SCRYPT_N (sandbox only: a cheaper scrypt cost for new hashes, a power of two; the e2e suite's).
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { ConfigError, createApp, startServer, type AppOptions } from './app.ts';
import { LIMITS, SANDBOX_LIMITS } from './limits.ts';
import { DEFAULT_SCRYPT } from './lib/crypto.ts';
import { startupLines } from './startup-lines.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const env = process.env;

const num = (v: string | undefined) => (v && Number.isFinite(Number(v)) ? Number(v) : undefined);
const list = (v: string | undefined) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const sandbox = env.SANDBOX === '1' || env.SANDBOX === 'true';
const signIn = { ...(sandbox ? SANDBOX_LIMITS : LIMITS).signIn, enabled: !(sandbox && env.SIGNIN_THROTTLE === '0') };
// Hashes carry their own cost, so a cheaper one only changes new hashes. Never in production.
const scryptN = sandbox ? num(env.SANDBOX_SCRYPT_N) : undefined;
const optional = {
  scrypt: scryptN && Number.isInteger(Math.log2(scryptN)) && scryptN >= 1024 ? { ...DEFAULT_SCRYPT, N: scryptN } : undefined,
  tokenSecret: env.TOKEN_SECRET || undefined,
  publicUrl: env.PUBLIC_URL || undefined,
  portalUrl: env.PORTAL_URL || undefined,
  accessTtl: num(env.ACCESS_TTL),
  refreshTtl: num(env.REFRESH_TTL),
  sessionTtl: num(env.SESSION_TTL),
  log: env.API_LOG === '0' ? (false as const) : undefined,
};
const options: AppOptions = {
  dataDir: env.DATA_DIR ? resolve(env.DATA_DIR) : resolve(root, '.data/api'),
  sandbox,
  allowedOrigins: list(env.ALLOWED_ORIGINS),
  trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  limits: { signIn },
  reset: args.includes('--reset'),
  ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)),
  extensions: env.EXTENSIONS !== '0',
  webauthn: {
    ...(env.WEBAUTHN_RP_ID ? { rpId: env.WEBAUTHN_RP_ID.trim().toLowerCase() } : {}),
    ...(env.WEBAUTHN_RP_NAME ? { rpName: env.WEBAUTHN_RP_NAME } : {}),
    relatedOrigins: (env.WEBAUTHN_RELATED_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
  },
};

try {
  if (options.reset && !args.includes('--serve')) {
    const handle = await createApp({ ...options, log: false });
    await handle.close();
    console.log(`reset and seeded ${options.dataDir}`);
  } else {
    const server = await startServer({ ...options, port: num(env.PORT) ?? 8787, host: env.HOST ?? '127.0.0.1' });
    for (const line of startupLines(server.url, options)) console.log(line);
    const shutdown = () => {
      server.stop().then(() => process.exit(0), () => process.exit(1));
    };
    process.on('SIGINT', shutdown);
    process.on('SIGTERM', shutdown);
  }
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Accounts API not started: ${error.message}`);
  process.exit(1);
}
