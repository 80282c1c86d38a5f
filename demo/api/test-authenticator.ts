// A software passkey authenticator for the API's tests: ES256 (P-256) keys, attestation "none",
// discoverable credentials, a sign counter the test may set (to replay or roll it back).
import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor> | { [k: string]: Cbor };

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  if (n < 65536) return Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}

/** The CBOR this needs: integers, byte and text strings, arrays, maps. */
export function cbor(v: Cbor): Buffer {
  if (typeof v === 'number') return v >= 0 ? head(0, v) : head(1, -1 - v);
  if (typeof v === 'string') return Buffer.concat([head(3, Buffer.byteLength(v)), Buffer.from(v)]);
  if (v instanceof Uint8Array) return Buffer.concat([head(2, v.length), Buffer.from(v)]);
  if (Array.isArray(v)) return Buffer.concat([head(4, v.length), ...v.map(cbor)]);
  const entries = v instanceof Map ? [...v.entries()] : Object.entries(v);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, x]) => [cbor(k), cbor(x)])]);
}

const b64u = (b: Uint8Array | string) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();

export interface SoftPasskey {
  id: string;
  rpId: string;
  userHandle: string;
  counter: number;
  privateKey: KeyObject;
}

interface CreationOptions { challenge: string; rp: { id?: string }; user: { id: string } }
interface RequestOptions { challenge: string; rpId?: string }

/** navigator.credentials.create() as a browser at `origin` would answer it. */
export function createPasskey(options: CreationOptions, origin: string): { passkey: SoftPasskey; response: Record<string, unknown> } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const cose = cbor(new Map<Cbor, Cbor>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, 'base64url')], [-3, Buffer.from(jwk.y!, 'base64url')]]));
  const rawId = randomBytes(16);
  const rpId = options.rp.id ?? new URL(origin).hostname;
  const counter = Buffer.alloc(4);
  const authData = Buffer.concat([sha256(rpId), Buffer.from([0x45]), counter, Buffer.alloc(16), Buffer.from([0, rawId.length]), rawId, cose]);
  const clientData = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false });
  const attestation = cbor({ fmt: 'none', attStmt: {}, authData });
  const id = b64u(rawId);
  return {
    passkey: { id, rpId, userHandle: options.user.id, counter: 0, privateKey },
    response: {
      id, rawId: id, type: 'public-key', clientExtensionResults: {}, authenticatorAttachment: 'platform',
      response: { clientDataJSON: b64u(clientData), attestationObject: b64u(attestation), transports: ['internal'] },
    },
  };
}

/** navigator.credentials.get(): signs with the next counter value (or `counter` when given). */
export function assertPasskey(p: SoftPasskey, options: RequestOptions, origin: string, counter = p.counter + 1): Record<string, unknown> {
  p.counter = counter;
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  const authData = Buffer.concat([sha256(options.rpId ?? p.rpId), Buffer.from([0x05]), count]);
  const clientData = JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false });
  const signature = createSign('sha256').update(Buffer.concat([authData, sha256(clientData)])).sign(p.privateKey);
  return {
    id: p.id, rawId: p.id, type: 'public-key', clientExtensionResults: {}, authenticatorAttachment: 'platform',
    response: { clientDataJSON: b64u(clientData), authenticatorData: b64u(authData), signature: b64u(signature), userHandle: p.userHandle },
  };
}
