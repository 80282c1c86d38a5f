// The peer in `npm run bench` (issue #23): @teamhanko/hanko-elements' <hanko-auth> on the same
// kind of page, its bundle served by the bench's static server, talking to a local fake of the
// Hanko API that answers the element's two start-up calls at once:
//   POST /login                                         → state `preflight` (one action:
//                                                         register_client_capabilities)
//   POST /login?action=register_client_capabilities@id  → state `login_init` (the email input)
// The shapes are those of Hanko's flow API (backend/flowpilot/response.go: name, status, payload,
// csrf_token, actions{action, href, inputs, description}, links). The login_init offers only
// `continue_with_login_identifier` (email): with passkeys offered the element would make a third
// call (conditional mediation), which a password/email set-up does not. Every other call gets a
// 404 in the same shape, and is counted so the bench can say if the element asked for more.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The bundle partners load (`dist/elements.js`, one ES module with everything in it). */
export function hankoBundle() {
  return require.resolve('@teamhanko/hanko-elements');
}

export function hankoVersion() {
  return JSON.parse(readFileSync(join(dirname(hankoBundle()), '../package.json'), 'utf8')).version;
}

const boolInput = (name) => ({ name, type: 'boolean', required: true, hidden: true });

function flowResponse(name, flowId, csrf, actions) {
  return {
    name,
    status: 200,
    csrf_token: csrf,
    actions: Object.fromEntries(Object.entries(actions).map(([action, [description, inputs]]) => [action, {
      action,
      href: `/login?${new URLSearchParams({ action: `${action}@${flowId}` })}`,
      inputs: Object.fromEntries(inputs.map((i) => [i.name, i])),
      description,
    }])),
    links: null,
  };
}

/** Start the fake API on `port` (0: any); resolves to { url, calls: Map<path, n>, close() }. */
export function startFakeHanko({ host = '127.0.0.1', port = 0 } = {}) {
  const calls = new Map();
  const server = createServer((req, res) => {
    const cors = {
      'Access-Control-Allow-Origin': req.headers.origin ?? '*',
      'Access-Control-Allow-Credentials': 'true',
      'Access-Control-Allow-Headers': 'Accept, Content-Type, X-Language, Authorization',
      'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
      'Access-Control-Expose-Headers': 'X-Auth-Token, X-Session-Lifetime, X-Session-Retention',
      Vary: 'Origin',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      return res.end();
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const key = `${req.method} ${url.pathname}${url.searchParams.has('action') ? `?action=${url.searchParams.get('action').split('@')[0]}` : ''}`;
    calls.set(key, (calls.get(key) ?? 0) + 1);
    req.resume();
    req.on('end', () => {
      const flowId = randomUUID();
      const csrf = randomUUID().replaceAll('-', '');
      let body;
      if (req.method === 'POST' && url.pathname === '/login' && !url.searchParams.has('action')) {
        body = flowResponse('preflight', flowId, csrf, {
          register_client_capabilities: ['Send the computers capabilities.', [
            boolInput('webauthn_available'),
            boolInput('webauthn_conditional_mediation_available'),
            boolInput('webauthn_platform_authenticator_available'),
          ]],
        });
      } else if (req.method === 'POST' && url.pathname === '/login' && url.searchParams.get('action')?.startsWith('register_client_capabilities@')) {
        body = flowResponse('login_init', flowId, csrf, {
          continue_with_login_identifier: ['Enter an identifier to login.', [{ name: 'email', type: 'email', max_length: 100, required: true }]],
        });
      } else {
        res.writeHead(404, { ...cors, 'Content-Type': 'application/json' });
        return res.end(JSON.stringify({ code: 404, message: 'Not Found' }));
      }
      res.writeHead(200, { ...cors, 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve({
      url: `http://${host}:${server.address().port}`,
      calls,
      close: () => new Promise((r) => {
        server.closeAllConnections?.();
        server.close(() => r());
      }),
    }));
  });
}

/**
 * The Hanko page in `dir`/hanko/: the bundle, a module that registers the elements against the
 * fake API, and the page, shaped like the bench's accounts page (one element in <main>).
 */
export function writeHankoPage(dir, apiUrl) {
  const at = join(dir, 'hanko');
  mkdirSync(at, { recursive: true });
  copyFileSync(hankoBundle(), join(at, 'elements.js'));
  writeFileSync(join(at, 'start.js'), `import { register } from './elements.js';\nregister(${JSON.stringify(apiUrl)});\n`);
  writeFileSync(
    join(at, 'index.html'),
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>bench</title>' +
      '<link rel="icon" href="data:,"><script type="module" src="/hanko/start.js"></script></head>' +
      '<body><main><hanko-auth></hanko-auth></main></body></html>',
  );
}
