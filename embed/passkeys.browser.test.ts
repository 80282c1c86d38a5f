// <accounts-signin> on a same-site page uses passkeys in place (issue 24): the email field's
// autofill (conditional mediation) and the button, with Chromium's virtual authenticator and the
// relying party of this page (localhost). The API is a stand-in answering the few calls: the
// reference API's ceremonies are tested in demo/api/passkeys.test.ts and end to end.
import { defineElements } from './define.ts';
import { configure } from '../src/core/config.ts';
import { resetCapabilities } from '../src/core/capabilities.ts';
import { signOut } from '../src/core/session.ts';
import { assert, equal, until } from '../tests/browser/support/assert.ts';
import { expectAccessible } from '../tests/browser/support/axe.ts';
import { runCommand } from '../tests/browser/support/commands.ts';

const API = 'http://127.0.0.1:9';
const b64u = (bytes: Uint8Array | string) => btoa(typeof bytes === 'string' ? bytes : String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (claims: object) => `${b64u('{"alg":"none"}')}.${b64u(JSON.stringify(claims))}.x`;

interface Sent { method: string; path: string; body: unknown }
let sent: Sent[] = [];
let realFetch: typeof fetch;
let supported = true;
let credentialId = '';

/** The stand-in API: capabilities, passkey options and sign-in, the verification check. */
async function fakeApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.origin !== API) return realFetch(input, init);
  const method = init?.method ?? 'GET';
  const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
  sent.push({ method, path: url.pathname, body });
  const json = (data: unknown) => new Response(JSON.stringify(data), { status: 200, headers: { 'content-type': 'application/json' } });
  switch (`${method} ${url.pathname}`) {
    case 'GET /capabilities/': return json({ passkeys: true, sessions: true, data_export: true, account_deletion: true });
    case 'POST /auth/passkeys/options/': return json({ challenge_id: 'c1', options: { challenge: b64u(crypto.getRandomValues(new Uint8Array(32))), rpId: location.hostname, userVerification: 'preferred', timeout: 60_000 } });
    case 'POST /auth/passkeys/sign-in/': return json({
      auth_state: 'AUTHENTICATED', session_token: null, user_attributes: { email: 'ana@example.com' },
      session: { access_token: jwt({ token_use: 'access' }), refresh_token: 'r', id_token: jwt({ email: 'ana@example.com' }), expires_in: 3600 },
    });
    case 'GET /users/verify/active/': return json([{ type_validation: 'EMAIL', active: true }]);
    default: return new Response('{"detail":"Not found."}', { status: 404, headers: { 'content-type': 'application/json' } });
  }
}

function mount(html: string): HTMLElement {
  const wrap = document.createElement('div');
  wrap.innerHTML = html;
  document.body.append(wrap);
  return wrap.firstElementChild as HTMLElement;
}

function signedIn(el: HTMLElement): Promise<{ email: string }> {
  return new Promise((resolve) => el.addEventListener('accounts-signed-in', (e) => resolve((e as CustomEvent<{ email: string }>).detail), { once: true }));
}

before(async () => {
  supported = !(await runCommand<{ unsupported?: boolean }>('virtual-authenticator', { action: 'add' })).unsupported;
  // The test page is the portal's own origin: same-site, on a name (localhost) WebAuthn accepts.
  configure({ apiBase: API, portalUrl: location.origin });
  realFetch = window.fetch;
  window.fetch = fakeApi as typeof fetch;
  await defineElements();
  if (!supported) return;
  const cred = await navigator.credentials.create({ publicKey: {
    rp: { name: 'Lingora', id: location.hostname }, user: { id: crypto.getRandomValues(new Uint8Array(16)), name: 'ana@example.com', displayName: 'Ana' },
    challenge: crypto.getRandomValues(new Uint8Array(32)), pubKeyCredParams: [{ type: 'public-key', alg: -7 }], authenticatorSelection: { residentKey: 'required' },
  } }) as PublicKeyCredential;
  credentialId = cred.id;
});

beforeEach(() => {
  sent = [];
  resetCapabilities();
});

afterEach(async () => {
  document.body.replaceChildren();
  await signOut('user');
});

after(async () => {
  window.fetch = realFetch;
  if (supported) await runCommand('virtual-authenticator', { action: 'remove' });
});

describe('<accounts-signin> passkeys on a same-site page', () => {
  it('the email field\'s autofill signs in with the passkey, in place (no hand-off)', async function () {
    if (!supported) (this as { skip(): void }).skip(); // no virtual authenticator in this engine
    const el = mount('<accounts-signin locale="en"></accounts-signin>');
    const done = signedIn(el);
    const input = await until(() => el.shadowRoot?.querySelector('input[name="email"]'), 'the email field');
    equal(input.getAttribute('autocomplete'), 'username webauthn');
    equal((await done).email, 'ana@example.com');
    const signIn = sent.find((s) => s.path === '/auth/passkeys/sign-in/');
    assert(signIn, 'the credential went to the API');
    equal((signIn.body as { credential: { id: string } }).credential.id, credentialId);
    equal(location.pathname.includes('/signin'), false, 'the page did not leave');
  });

  it('the button signs in where the browser has no passkey autofill; axe passes with it on screen', async function () {
    if (!supported) (this as { skip(): void }).skip(); // no virtual authenticator in this engine
    const check = PublicKeyCredential.isConditionalMediationAvailable;
    PublicKeyCredential.isConditionalMediationAvailable = async () => false;
    try {
      const el = mount('<accounts-signin locale="en"></accounts-signin>');
      const button = await until(() => [...(el.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Sign in with a passkey'), 'the passkey button');
      await expectAccessible(el);
      const done = signedIn(el);
      button.click();
      equal((await done).email, 'ana@example.com');
      equal(sent.filter((s) => s.path === '/auth/passkeys/options/').length, 1, 'one ceremony');
    } finally {
      PublicKeyCredential.isConditionalMediationAvailable = check;
    }
  });
});
