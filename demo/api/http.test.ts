// @vitest-environment node
// Cross-cutting HTTP behaviour: CORS allow-list, body limits, trailing slashes, logging,
// sandbox routes (outbox, clock, sites, help) and the offline external services.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { ErrorBody } from '../../src/core/api/schemas.ts';
import { startTestApi, type Api } from './test-helpers.ts';

let api: Api;
let prod: Api;
const lines: string[] = [];
beforeAll(async () => {
  [api, prod] = await Promise.all([
    startTestApi({ log: (l) => lines.push(l) }),
    startTestApi({
      sandbox: false, allowedOrigins: ['https://portal.lingora.example'], portalUrl: 'http://127.0.0.1:5999/', tokenSecret: 'a-test-secret-of-production', publicUrl: 'https://api.lingora.example',
    }),
  ]);
}, 90_000);
afterAll(async () => {
  await Promise.all([api?.server.stop(), prod?.server.stop()]);
});

describe('CORS', () => {
  it('answers preflight for listed origins only', async () => {
    const ok = await fetch(`${api.url}/auth/sign-in/`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:5173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
    });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
    expect(ok.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(ok.headers.get('access-control-allow-headers')).toMatch(/Accept-Language/);
    expect(ok.headers.get('access-control-allow-methods')).toMatch(/PATCH/);

    const evil = await fetch(`${api.url}/auth/sign-in/`, {
      method: 'OPTIONS', headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(evil.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('adds CORS headers to answers (exposing Retry-After) for listed origins, never reflecting others', async () => {
    const ok = await fetch(`${api.url}/products/talks/`, { headers: { Origin: 'http://localhost:5174' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5174');
    expect(ok.headers.get('access-control-expose-headers')).toMatch(/Retry-After/);
    expect(ok.headers.get('vary')).toMatch(/Origin/);
    const evil = await fetch(`${api.url}/products/talks/`, { headers: { Origin: 'http://127.0.0.1:5173.evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(evil.headers.get('access-control-allow-credentials')).toBeNull();
    // error answers are readable cross-origin too (the portal shows their messages)
    const unauthorized = await fetch(`${api.url}/users/me/`, { headers: { Origin: 'http://127.0.0.1:5173' } });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    const custom = await fetch(`${prod.url}/products/talks/`, { headers: { Origin: 'https://portal.lingora.example' } });
    expect(custom.headers.get('access-control-allow-origin')).toBe('https://portal.lingora.example');
    const portal = await fetch(`${prod.url}/products/talks/`, { headers: { Origin: 'http://127.0.0.1:5999' } });
    expect(portal.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5999');
    const notListed = await fetch(`${prod.url}/products/talks/`, { headers: { Origin: 'http://127.0.0.1:5173' } });
    expect(notListed.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('CORS for a developer\'s own page (issue 20 item 4)', () => {
  const preflight = (url: string, origin: string) => fetch(`${url}/auth/sign-in/`, {
    method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
  });

  it('the sandbox accepts any loopback origin on any port', async () => {
    for (const origin of ['http://127.0.0.1:5199', 'http://localhost:3000', 'http://[::1]:8080', 'http://localhost']) {
      const r = await preflight(api.url, origin);
      expect(r.headers.get('access-control-allow-origin'), origin).toBe(origin);
      expect(r.headers.get('access-control-allow-credentials')).toBe('true');
    }
    for (const origin of ['http://127.0.0.1.evil.example:3000', 'http://localhost.evil.example', 'https://evil.example', 'null', 'http://127.0.0.2:3000', 'http://localhost:3000/path']) {
      expect((await preflight(api.url, origin)).headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it('production keeps its allow-list: no loopback origin it does not list', async () => {
    for (const origin of ['http://127.0.0.1:5199', 'http://localhost:5173', 'http://[::1]:8080']) {
      expect((await preflight(prod.url, origin)).headers.get('access-control-allow-origin'), origin).toBeNull();
    }
    expect((await preflight(prod.url, 'https://portal.lingora.example')).headers.get('access-control-allow-origin')).toBe('https://portal.lingora.example');
  });
});

describe('control characters', () => {
  it('400 naming the field, in the caller language, for a NUL or other control character in any text field', async () => {
    const nul = await api.call('POST', '/auth/sign-in/', { json: { email: 'ana\u0000@example.com', password: 'senha123' }, lang: 'en' });
    expect(nul.status).toBe(400);
    expect(nul.body).toEqual({ detail: 'This field contains control (invisible) characters. Remove them and try again.', field: 'email' });
    const name = await api.call('POST', '/users/create-account/', {
      json: { name: 'Ana\u0000', email: 'ctl@example.com', confirm_email: 'ctl@example.com', password: 'abc123' },
    });
    expect(name.status).toBe(400);
    expect(name.body.field).toBe('name');
    expect(name.body.detail).toMatch(/caracteres de controle/);
    const s = await api.signIn('elena@example.com');
    const address = await api.call('PUT', '/users/me/address/', {
      token: s.access_token,
      json: { country: 'Brazil', postal_code: '01001000', address: 'Rua\u0007 A', neighborhood: 'Sé', city: 'São Paulo', state: 'SP', complement: '' },
    });
    expect([address.status, address.body.field]).toEqual([400, 'address']);
    const form = new FormData();
    form.set('name', 'Tab\tName');
    const multipart = await api.call('PATCH', '/users/me/', { token: s.access_token, form });
    expect([multipart.status, multipart.body.field]).toEqual([400, 'name']);
    const query = await api.call('GET', '/auth/activate/verify/?email=carla%00@example.com');
    expect([query.status, query.body.field]).toEqual([400, 'email']);
    const password = await api.call('POST', '/auth/password/forgot/reset/', { json: { email: 'ana@example.com', password: 'abc123\u001f', confirmation_code: 'ABCDEF' } });
    expect([password.status, password.body.field]).toEqual([400, 'password']);
  });
});

describe('limits and routing', () => {
  it('413 for JSON bodies over 16 KiB', async () => {
    const r = await api.call('POST', '/auth/sign-in/', { json: { email: 'ana@example.com', password: 'x'.repeat(17 * 1024) } });
    expect(r.status).toBe(413);
    assert(r.body, ErrorBody);
  });

  it('accepts paths with and without the trailing slash; 404 JSON otherwise', async () => {
    expect((await api.call('GET', '/products/talks')).status).toBe(200);
    expect((await api.call('GET', '/products/talks/')).status).toBe(200);
    const nf = await api.call('GET', '/nope/');
    expect(nf.status).toBe(404);
    assert(nf.body, ErrorBody);
  });

  it('sends no-store and nosniff on API answers', async () => {
    const r = await api.call('GET', '/products/talks/');
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('logs one line per request without query strings, tokens or bodies', async () => {
    lines.length = 0;
    const s = await api.signIn('ana@example.com');
    await api.call('GET', '/auth/activate/verify/?email=secret-carla@example.com');
    await api.call('GET', '/users/me/', { token: s.access_token });
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^POST \/auth\/sign-in\/? 200 \d+\.\dms$/);
    expect(lines[1]).toMatch(/^GET \/auth\/activate\/verify\/? 404 /);
    const all = lines.join('\n');
    for (const secret of ['secret-carla', 'senha123', s.access_token.slice(0, 20), '?']) expect(all).not.toContain(secret);
  });
});

describe('sandbox routes', () => {
  it('outbox JSON newest first, ?to= filter, HTML escaped, DELETE clears', async () => {
    await api.call('DELETE', '/__dev/outbox');
    await api.call('POST', '/auth/password/forgot/', { json: { email: 'elena@example.com' } });
    await api.call('POST', '/auth/password/forgot/', { json: { email: 'bruno@example.com' } });
    const all = (await api.call('GET', '/__dev/outbox')).body;
    expect(all.map((m: { to: string }) => m.to)).toEqual(['bruno@example.com', 'elena@example.com']);
    expect(Object.keys(all[0]).sort()).toEqual(['channel', 'code', 'purpose', 'sent_at', 'to']);
    expect((await api.call('GET', '/__dev/outbox?to=ELENA@example.com')).body).toHaveLength(1);
    const html = await api.call('GET', '/__dev/outbox.html');
    expect(html.headers.get('content-type')).toMatch(/text\/html/);
    expect(html.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(html.body).toContain('elena@example.com');
    expect(html.body).not.toMatch(/<script/i);
    expect((await api.call('DELETE', '/__dev/outbox')).status).toBe(204);
    expect((await api.call('GET', '/__dev/outbox')).body).toEqual([]);
  });

  it('POST /__dev/clock moves the server clock', async () => {
    const s = await api.signIn('ana@example.com');
    const before = (await api.call('GET', '/__dev/clock')).body.offset_seconds;
    const r = await api.call('POST', '/__dev/clock', { json: { offset_seconds: before + 7200 } });
    expect(r.status).toBe(200);
    expect((await api.call('GET', '/users/me/', { token: s.access_token })).status).toBe(401);
    expect((await api.call('POST', '/__dev/clock', { json: { offset_seconds: 'x' } })).status).toBe(400);
  });

  it('POST /__dev/users creates a fresh unactivated or provisional account', async () => {
    const un = await api.call('POST', '/__dev/users', { json: { email: 'New.One@example.com', kind: 'unactivated' } });
    expect(un.status).toBe(201);
    expect((await api.call('GET', '/auth/activate/verify/?email=new.one%40example.com')).status).toBe(200);
    expect((await api.call('POST', '/__dev/users', { json: { email: 'new.one@example.com', kind: 'provisional' } })).status).toBe(409);
    expect((await api.call('POST', '/__dev/users', { json: { email: 'prov@example.com', kind: 'provisional' } })).status).toBe(201);
    const signIn = await api.call('POST', '/auth/sign-in/', { json: { email: 'prov@example.com', password: 'Temp1234' } });
    expect(signIn.body.auth_state).toBe('NEW_PASSWORD_REQUIRED');
    expect((await api.call('POST', '/__dev/users', { json: { email: 'x@example.com', kind: 'admin' } })).status).toBe(400);
  });

  it('product sites and help pages escape the query string and carry no scripts', async () => {
    const r = await api.call('GET', '/__dev/sites/talks/callback?next=%3Cscript%3Ealert(1)%3C%2Fscript%3E&onboarding=skip');
    expect(r.status).toBe(200);
    expect(r.body).toContain('talks');
    expect(r.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(r.body).not.toMatch(/<script/i);
    expect(r.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    const waitlist = await api.call('GET', '/__dev/sites/academy/waitlist/');
    expect(waitlist.body).toContain('academy');
    const help = await api.call('GET', '/__dev/help/br');
    expect(help.status).toBe(200);
    expect(help.body).toContain('br');
    expect(help.body).not.toMatch(/<script/i);
  });

  it('sandbox routes do not exist when SANDBOX is off', async () => {
    expect((await prod.call('GET', '/__dev/outbox')).status).toBe(404);
    expect((await prod.call('GET', '/__ext/ibge/api/v1/localidades/estados')).status).toBe(404);
    expect((await prod.call('GET', '/products/lingora/')).status).toBe(200);
  });
});

describe('offline external services', () => {
  it('REST Countries v3.1 shape', async () => {
    const r = await api.call('GET', '/__ext/countries/v3.1/all?fields=name,independent');
    expect(r.status).toBe(200);
    const list = r.body as { name: { common: string; official: string }; independent: boolean }[];
    expect(list.filter((c) => c.independent)).toHaveLength(195);
    expect(list.some((c) => !c.independent)).toBe(true);
    expect(list).toContainEqual({ name: { common: 'Brazil', official: 'Federative Republic of Brazil' }, independent: true });
    expect(Object.keys(list[0]!).sort()).toEqual(['independent', 'name']);
    const full = (await api.call('GET', '/__ext/countries/v3.1/all')).body;
    expect(full[0].cca2).toMatch(/^[A-Z]{2}$/);
  });

  it('IBGE states', async () => {
    const r = await api.call('GET', '/__ext/ibge/api/v1/localidades/estados');
    expect(r.body).toHaveLength(27);
    expect(r.body).toContainEqual({ id: 35, sigla: 'SP', nome: 'São Paulo', regiao: { id: 3, sigla: 'SE', nome: 'Sudeste' } });
  });

  it('ViaCEP: known, unknown (erro), malformed (400 HTML)', async () => {
    const sp = await api.call('GET', '/__ext/viacep/ws/01001000/json/');
    expect(sp.body).toMatchObject({ cep: '01001-000', logradouro: 'Praça da Sé', bairro: 'Sé', localidade: 'São Paulo', uf: 'SP' });
    for (const cep of ['20040020', '30130010', '70040010']) expect((await api.call('GET', `/__ext/viacep/ws/${cep}/json/`)).body.uf).toMatch(/^[A-Z]{2}$/);
    const unknown = await api.call('GET', '/__ext/viacep/ws/99999999/json/');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ erro: 'true' });
    const bad = await api.call('GET', '/__ext/viacep/ws/0100/json/');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toMatch(/text\/html/);
  });
});
