// Capability discovery (extension beyond spec §7; docs/api.md, the contract C of issue 24): which
// extensions this API offers. A portal talking to an API without this route gets a 404 and
// offers none of them.
import { Hono } from 'hono';
import { passkeysOffered, type RelyingPartyConfig } from '../lib/webauthn.ts';
import type { Env } from '../services.ts';

export function capabilityRoutes(cfg: RelyingPartyConfig): Hono<Env> {
  const r = new Hono<Env>({ strict: false });
  r.get('/capabilities', (c) => c.json({ passkeys: passkeysOffered(cfg), sessions: true, data_export: true, account_deletion: true }, 200));
  return r;
}
