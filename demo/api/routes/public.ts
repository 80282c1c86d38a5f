// Public reads: product branding, languages, static assets (demo/assets) and avatars.
import { Hono } from 'hono';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { fail } from '../lib/http.ts';
import { languageList } from '../data/languages.ts';
import type { Env, Services } from '../services.ts';

export const ASSETS_DIR = fileURLToPath(new URL('../../assets/', import.meta.url));

interface ProductRow { id: string; name: string; logo: string | null; background_image: string | null; callback_url: string | null; brand_color: string | null }

export function publicRoutes(s: Services): Hono<Env> {
  const r = new Hono<Env>({ strict: false });

  r.get('/products/:product', async (c) => {
    let id = c.req.param('product').toLowerCase();
    if (id === 'default' || id === 'account' || id === 'accounts') id = 'lingora';
    const p = (await s.db.query<ProductRow>('SELECT * FROM products WHERE id = $1', [id])).rows[0];
    if (!p) fail(404, 'notFound', 'product');
    return c.json({ id: p!.id, name: p!.name, logo: s.abs(c, p!.logo), background_image: s.abs(c, p!.background_image), callback_url: s.abs(c, p!.callback_url), brand_color: p!.brand_color }, 200);
  });

  r.get('/languages', (c) => c.json({ results: languageList(c.get('lang')) }, 200));

  r.get('/assets/:kind/:file', async (c) => {
    const kind = c.req.param('kind');
    const file = c.req.param('file');
    if (!['logos', 'backgrounds'].includes(kind) || !/^[a-z0-9-]+\.svg$/.test(file)) fail(404, 'notFound');
    let data: Buffer;
    try {
      data = await readFile(join(ASSETS_DIR, kind, file));
    } catch {
      return fail(404, 'notFound');
    }
    return c.body(new Uint8Array(data), 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=3600',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });

  r.get('/media/avatars/:file', async (c) => {
    const m = /^([0-9a-f-]{36})\.png$/.exec(c.req.param('file'));
    if (!m) fail(404, 'notFound');
    const row = (await s.db.query<{ content_type: string; data: Uint8Array }>('SELECT content_type, data FROM avatars WHERE id = $1', [m![1]])).rows[0];
    if (!row) fail(404, 'notFound');
    return c.body(new Uint8Array(row!.data), 200, {
      'Content-Type': row!.content_type,
      'Cache-Control': 'public, max-age=86400, immutable',
      'Content-Security-Policy': "default-src 'none'",
    });
  });

  return r;
}
