// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nginxServer, nginxStandalone } from './nginx-conf.mjs';
import { productionExample, resolveSettings } from './build-settings.mjs';
import { pageHeaders, siteOrigins } from './site-headers.mjs';

let dist = '';
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'nginx-conf-'));
  mkdirSync(join(dist, 'hosted'));
  writeFileSync(join(dist, 'hosted/index.html'), '<!doctype html><title>portal</title><style>body{margin:0}</style>');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('nginx-conf', () => {
  it("writes the very headers serve-hosted sends (one source), the inline style's hash included", () => {
    const { settings } = resolveSettings(productionExample());
    const conf = nginxServer({ dist, settings, serverName: 'accounts.lingora.example', tls: { cert: '/c.pem', key: '/k.pem' } });
    const page = pageHeaders(join(dist, 'hosted'), siteOrigins(settings));
    expect(page['Content-Security-Policy']).toContain("style-src 'self' 'sha256-");
    for (const [name, value] of Object.entries(page)) expect(conf).toContain(`add_header ${name} "${value}" always;`);
    expect(conf).toContain('listen 443 ssl http2;');
    expect(conf).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
    expect(conf).toContain('add_header Access-Control-Allow-Origin "*" always;');
  });

  it('answers the routes with the page and any other path with a 404 carrying it', () => {
    const { settings } = resolveSettings(productionExample());
    const conf = nginxServer({ dist, settings, serverName: 'a.example', listen: 8080 });
    expect(conf).toContain('listen 8080;');
    expect(conf).toMatch(/location ~ "\^\(\?:\/profile\|\/password\|.*\|\/lang\/create\)\/\?\$"/);
    expect(conf).toContain('error_page 404 /index.html;\n        return 404;');
  });

  it('wraps servers in a config that runs anywhere, as any user', () => {
    const conf = nginxStandalone({ prefix: '/tmp/x', servers: ['server {}'] });
    expect(conf).toContain('pid /tmp/x/nginx.pid;');
    expect(conf).toContain('proxy_temp_path /tmp/x/tmp/proxy;');
    expect(conf).toContain('server {}');
  });
});
