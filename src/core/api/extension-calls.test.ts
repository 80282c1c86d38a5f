// The extensions' calls through the real client (contract C): what each sends, and how the
// discovery reads every answer — only a 200 offers anything; it is asked once per page.
import { beforeEach, describe, expect, test } from 'vitest';
import * as calls from './extension-calls.ts';
import { fakeNetwork, json, type Sent } from '../../../tests/unit/fake-network.ts';
import { capabilities, resetCapabilities } from '../capabilities.ts';

const API = 'https://api.lingora.example';
let sent: Sent[];
let answer: (req: Sent) => Response | Promise<Response>;
const ALL = { passkeys: true, sessions: true, data_export: true, account_deletion: true };
const NONE = { passkeys: false, sessions: false, data_export: false, account_deletion: false };

beforeEach(() => {
  resetCapabilities();
  sent = [];
  answer = () => json(200, {});
  fakeNetwork(API, (req) => {
    sent.push(req);
    return answer(req);
  });
});

describe('GET /capabilities/', () => {
  test('a 200 says what is offered: unknown keys ignored, missing or non-boolean ones false', async () => {
    answer = () => json(200, { passkeys: true, sessions: 'yes', data_export: true, billing: true });
    await expect(calls.getCapabilities()).resolves.toEqual({ passkeys: true, sessions: false, data_export: true, account_deletion: false });
    expect(sent).toEqual([{ method: 'GET', url: `${API}/capabilities/`, body: undefined }]);
  });

  test.each([404, 401, 403, 500, 503])('%i offers nothing, at once (asked once)', async (status) => {
    answer = () => json(status, { ...ALL, detail: 'x' }); // whatever it says, only a 200 offers
    await expect(calls.getCapabilities()).resolves.toEqual(NONE);
    expect(sent).toHaveLength(1);
  });

  test('a malformed or non-object answer offers nothing', async () => {
    for (const body of ['{"', '[true]', 'null', '"all"']) {
      answer = () => new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
      await expect(calls.getCapabilities()).resolves.toEqual(NONE);
    }
  });

  test('a dropped connection is retried like any read; failing still, the page gets nothing offered', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(capabilities(() => calls.getCapabilities())).resolves.toEqual(NONE);
    expect(sent.length).toBeGreaterThan(1);
  });

  test('asked once per page, however many screens want it', async () => {
    answer = () => json(200, ALL);
    const load = () => calls.getCapabilities();
    const answers = await Promise.all([capabilities(load), capabilities(load), capabilities(load)]);
    expect(answers).toEqual([ALL, ALL, ALL]);
    await capabilities(load);
    expect(sent).toHaveLength(1);
  });
});

describe('the extension calls', () => {
  test('send what docs/api.md says, and check the answers', async () => {
    const passkey = { id: 'p/1', name: 'Laptop', created_at: '2026-01-15T12:00:00.000Z', last_used_at: null };
    answer = (req) => {
      if (req.url.endsWith('/options/')) return json(200, { challenge_id: 'c1', options: { challenge: 'x', rp: { name: 'L' }, user: { id: 'u', name: 'a', displayName: 'A' }, pubKeyCredParams: [{ type: 'public-key', alg: -7 }] } });
      if (req.method === 'DELETE') return new Response(null, { status: 204 });
      if (req.url.endsWith('/sessions/')) return json(200, [{ id: 'f1', user_agent: 'x', last_active_at: '2026-01-15T12:00:00.000Z', current: true }]);
      if (req.url.endsWith('/passkeys/') && req.method === 'GET') return json(200, [passkey]);
      return json(200, passkey);
    };
    await calls.passkeyRegistrationOptions();
    await calls.registerPasskey('c1', { id: 'p/1' }, 'Laptop');
    await calls.renamePasskey('p/1', 'Work');
    await calls.removePasskey('p/1');
    await calls.listPasskeys();
    await calls.listSessions();
    await calls.revokeSession('f1');
    await calls.revokeOtherSessions();
    await calls.deleteAccount();
    expect(sent.map((s) => `${s.method} ${s.url.replace(API, '')}`)).toEqual([
      'POST /users/me/passkeys/options/', 'POST /users/me/passkeys/', 'PATCH /users/me/passkeys/p%2F1/', 'DELETE /users/me/passkeys/p%2F1/',
      'GET /users/me/passkeys/', 'GET /users/me/sessions/', 'DELETE /users/me/sessions/f1/', 'DELETE /users/me/sessions/others/', 'DELETE /users/me/',
    ]);
    expect(sent[1]?.body).toEqual({ challenge_id: 'c1', credential: { id: 'p/1' }, name: 'Laptop' });
  });

  test('a reply of the wrong shape is a failure, not data (the sessions list, the export)', async () => {
    answer = () => json(200, { sessions: [] });
    await expect(calls.listSessions()).rejects.toMatchObject({ kind: 'schema' });
    await expect(calls.exportAccount()).rejects.toMatchObject({ kind: 'schema' });
  });

  test('a passkey sign-in is no session of its own to refresh: its 401 is the answer', async () => {
    answer = () => json(401, { detail: 'This passkey is no longer registered.', field: 'credential' });
    await expect(calls.passkeySignIn('c1', { id: 'p1' })).rejects.toMatchObject({ kind: 'unauthorized', field: 'credential', message: 'This passkey is no longer registered.' });
    expect(sent).toHaveLength(1);
  });
});
