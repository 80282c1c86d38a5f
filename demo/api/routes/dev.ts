// Sandbox-only routes: the outbox, the clock, throttle reset, fake product sites and help centre.
// Pages are plain escaped HTML with no scripts (CSP forbids them).
import { Hono } from 'hono';
import { hashPassword } from '../lib/crypto.ts';
import { escapeHtml, readJson } from '../lib/http.ts';
import type { Env, Services } from '../services.ts';

export interface ClockControl { offsetMs(): number; setOffsetMs(ms: number): void }

const CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'none'; frame-ancestors 'none'";

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;max-width:60rem;color:#222}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.3rem .5rem;text-align:left}code{background:#f3f0f8;padding:0 .2rem}</style></head>
<body>${body}</body></html>`;
}

interface OutboxRow { to_addr: string; channel: string; purpose: string; code: string; sent_at: string | number }

export function devRoutes(s: Services, clock: ClockControl, portalUrl: string): Hono<Env> {
  const r = new Hono<Env>({ strict: false });
  const HTML = { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': CSP };

  const outbox = async (to: string | undefined) => {
    const rows = to
      ? (await s.db.query<OutboxRow>('SELECT * FROM outbox WHERE lower(to_addr) = lower($1) ORDER BY id DESC LIMIT 200', [to.trim()])).rows
      : (await s.db.query<OutboxRow>('SELECT * FROM outbox ORDER BY id DESC LIMIT 200')).rows;
    return rows.map((m) => ({ to: m.to_addr, channel: m.channel, purpose: m.purpose, code: m.code, sent_at: new Date(Number(m.sent_at)).toISOString() }));
  };

  r.get('/__dev/outbox', async (c) => c.json(await outbox(c.req.query('to')), 200));
  r.get('/__dev/outbox.html', async (c) => {
    const list = await outbox(c.req.query('to'));
    const rows = list.map((m) => `<tr><td>${escapeHtml(m.sent_at)}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.channel)}</td><td>${escapeHtml(m.purpose)}</td><td><code>${escapeHtml(m.code)}</code></td></tr>`).join('');
    return c.body(page('Outbox', `<h1>Sandbox outbox</h1><p>Messages the API would have sent (newest first). Reload to refresh.</p>
<table><thead><tr><th>Sent</th><th>To</th><th>Channel</th><th>Purpose</th><th>Code</th></tr></thead><tbody>${rows || '<tr><td colspan="5">Empty.</td></tr>'}</tbody></table>`), 200, HTML);
  });
  r.delete('/__dev/outbox', async (c) => {
    await s.db.query('DELETE FROM outbox');
    return c.body(null, 204);
  });

  r.get('/__dev/clock', (c) => c.json({ now: new Date(s.now()).toISOString(), offset_seconds: clock.offsetMs() / 1000 }, 200));
  r.post('/__dev/clock', async (c) => {
    const body = await readJson(c);
    const off = body['offset_seconds'];
    if (typeof off !== 'number' || !Number.isFinite(off)) return c.json({ detail: 'offset_seconds must be a number', field: 'offset_seconds' }, 400);
    clock.setOffsetMs(off * 1000);
    return c.json({ now: new Date(s.now()).toISOString(), offset_seconds: off }, 200);
  });
  // A fresh account in a state the seed has only once (carla, diego), for e2e tests that use it
  // up: 'unactivated' (no password yet) or 'provisional' (password Temp1234 must be replaced).
  r.post('/__dev/users', async (c) => {
    const body = await readJson(c);
    const { email, kind } = body;
    if (typeof email !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(email)) return c.json({ detail: 'email required', field: 'email' }, 400);
    if (kind !== 'unactivated' && kind !== 'provisional') return c.json({ detail: 'kind must be unactivated or provisional', field: 'kind' }, 400);
    const provisional = kind === 'provisional';
    const hash = provisional ? await hashPassword('Temp1234', s.scrypt) : null;
    const now = s.now();
    const res = await s.db.query<{ id: number }>(
      `INSERT INTO users (email, name, password_hash, password_provisional, activated, platforms, source, created_at, updated_at)
       VALUES ($1,$2,$3,$4,$5,'[]','ACCOUNT',$6,$6) ON CONFLICT DO NOTHING RETURNING id`,
      [email.toLowerCase(), 'Dev Student', hash, provisional, provisional, now],
    );
    const id = res.rows[0]?.id;
    if (id === undefined) return c.json({ detail: 'email taken', field: 'email' }, 409);
    if (provisional) await s.db.query("INSERT INTO verifications (user_id, type_validation, active) VALUES ($1,'EMAIL',true)", [id]);
    return c.json({ id, email: email.toLowerCase(), kind }, 201);
  });
  // Sign-in throttling and the send and scrypt caps (not the 30 s resend rule).
  r.delete('/__dev/throttle', (c) => {
    s.resetLimits();
    return c.body(null, 204);
  });

  r.get('/__dev/sites/:name/*', (c) => site(c.req.param('name'), c.req.path, new URL(c.req.url).search));
  r.get('/__dev/sites/:name', (c) => site(c.req.param('name'), c.req.path, new URL(c.req.url).search));
  const site = (name: string, path: string, search: string) => {
    const params = [...new URLSearchParams(search)].map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('');
    return new Response(page(`${name} (sandbox site)`, `<h1>You reached the <em>${escapeHtml(name)}</em> product site</h1>
<p>Sandbox stand-in for the real site. Path: <code>${escapeHtml(path)}</code></p>
<h2>Query string</h2>${params ? `<table>${params}</table>` : '<p>(none)</p>'}
<p><a href="${escapeHtml(portalUrl)}">Back to the accounts portal</a></p>`), { status: 200, headers: HTML });
  };

  const help = (suffix: string) => new Response(page('Help centre', `<h1>Lingora help centre (sandbox)</h1>
<p>Locale suffix: <code>${escapeHtml(suffix || '(none)')}</code></p><p>The real help centre would open here.</p>`), { status: 200, headers: HTML });
  r.get('/__dev/help/:suffix', (c) => help(c.req.param('suffix')));
  r.get('/__dev/help', () => help(''));

  return r;
}
