// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PARTNER_EVENTS, PARTNER_HEAD, partnerHeader, start, type RunningServers } from './serve-hosted.mjs';
import { productionExample } from './build-settings.mjs';

let dir = '';
let servers: RunningServers;

function write(path: string, text: string): void {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'serve-hosted-'));
  write('dist/hosted/index.html', '<!doctype html><title>portal</title>');
  write('dist/hosted/assets/index-AbCd1234.js', 'export {};');
  write('dist/embed/accounts.js', 'import "./chunks/a-XyZ98765.js";');
  write('dist/embed/chunks/a-XyZ98765.js', 'export {};');
  write('partner/index.html', '<!doctype html><head><!-- partner-head: the shared start --><title>partner</title><script type="module" src="http://127.0.0.1:5173/embed/accounts.js"></script></head>'
    + '<body><!-- partner-header: A test tagline --><main><!-- partner-events: the log --></main></body>');
  write('secret.txt', 'not served');
  servers = await start({
    PORT: '0',
    DEMO_PORT: '0',
    DIST_DIR: join(dir, 'dist'),
    PARTNER_DIR: join(dir, 'partner'),
    ...productionExample(),
    ACCOUNTS_API_URL: 'https://api.example.test/v1',
  });
});

afterAll(async () => {
  await servers?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('serve-hosted', () => {
  it("answers the portal's routes with its page and its security headers, from the build's settings", async () => {
    const res = await fetch(`${servers.portalUrl}/signin/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>portal</title>');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    // The API, then the states, CEP, country and error-reporting services of the settings.
    expect(csp).toContain("connect-src 'self' https://api.example.test https://servicodados.ibge.gov.br https://viacep.com.br https://countries.lingora.example https://o1.ingest.sentry.io;");
    expect(csp).toContain("img-src 'self' data: blob: https://api.example.test https://cdn.lingora.example;");
    expect(csp).not.toMatch(/127\.0\.0\.1|localhost/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("require-trusted-types-for 'script'; trusted-types accounts default");
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
    for (const route of ['/', '/profile', '/signin', '/signin/forgot-password/reset', '/lang/create/']) {
      expect((await fetch(`${servers.portalUrl}${route}`)).status, route).toBe(200);
    }
  });

  it('answers 404 for a path that is no route, with the portal page (its branded not-found screen) and the same headers', async () => {
    for (const path of ['/hub/settings', '/nope', '/signin/nope']) {
      const res = await fetch(`${servers.portalUrl}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toContain('<title>portal</title>');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
    expect((await fetch(`${servers.portalUrl}/missing.js`)).status).toBe(404);
    expect(await (await fetch(`${servers.portalUrl}/missing.js`)).text()).not.toContain('<title>');
  });

  it('serves hashed assets with a long cache and 404s a missing one', async () => {
    const res = await fetch(`${servers.portalUrl}/assets/index-AbCd1234.js`);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${servers.portalUrl}/assets/missing-00000000.js`)).status).toBe(404);
  });

  it('compresses scripts for clients that accept it (Brotli first, then gzip), and only them', async () => {
    const { request } = await import('node:http');
    const get = (encoding: string) => new Promise<{ headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
      request(`${servers.portalUrl}/assets/index-AbCd1234.js`, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', fail).end();
    });
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const brotli = await get('gzip, deflate, br, zstd');
    const zipped = await get('gzip, deflate');
    const plain = await get('identity');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
  });

  it('serves the embed cross-origin on both listeners', async () => {
    for (const origin of [servers.portalUrl, servers.partnerUrl]) {
      const res = await fetch(`${origin}/embed/accounts.js`);
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    }
    const chunk = await fetch(`${servers.portalUrl}/embed/chunks/a-XyZ98765.js`);
    expect(chunk.headers.get('cache-control')).toContain('immutable');
  });

  it('serves the partner demo with a CSP that allows the portal origin for scripts', async () => {
    const res = await fetch(`${servers.partnerUrl}/`);
    const html = await res.text();
    expect(html).toContain('<title>partner</title>');
    expect(html).toContain(`<head>${PARTNER_HEAD}<title>`); // the pages' shared head, in place of their marker
    // …and the shared header (with the page's tagline) and event log, in place of theirs.
    expect(html).toContain(`<body>${partnerHeader('A test tagline')}<main>${PARTNER_EVENTS}</main>`);
    expect(html).toContain('<span class="tagline">A test tagline</span>');
    expect(html).toContain('<ol id="event-log"');
    expect(html).not.toContain('<!-- partner-');
    expect(html).toContain('<meta charset="utf-8" />');
    expect(html).toContain(`src="${servers.portalUrl}/embed/accounts.js"`);
    expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' ${servers.portalUrl}`);
  });

  it('never serves files outside its folders and refuses writes', async () => {
    const traversal = await fetch(`${servers.portalUrl}/embed/..%2f..%2fsecret.txt`);
    expect(await traversal.text()).not.toContain('not served');
    expect((await fetch(`${servers.partnerUrl}/..%2fsecret.txt`)).status).toBe(404);
    expect((await fetch(`${servers.portalUrl}/signin/`, { method: 'POST' })).status).toBe(405);
  });
});
