// Whether this browser and page can use passkeys, and where (docs/embedding.md "Passkeys"): what
// the sign-in screen asks before it loads anything of passkeys (issue #23). webauthn.ts re-exports it.
import { $config } from './config';
import { pageMode } from './embed-mode';
import { isIpHost } from './ip-host';

export { isIpHost } from './ip-host';

/** This browser and page can use passkeys at all. */
export function webauthnSupported(): boolean {
  try {
    return typeof PublicKeyCredential === 'function' && typeof navigator.credentials?.get === 'function' && isSecureContext && !isIpHost(location.hostname);
  } catch {
    return false;
  }
}

/**
 * Where a passkey can be used from this screen (docs/embedding.md "Passkeys"): `here` in the hosted
 * portal and on same-site pages (the relying party is the company's domain); `handoff` on a
 * cross-site page, whose sign-in goes to the hosted portal anyway (when that portal can use
 * passkeys: not on an IP address); `none` in a browser without WebAuthn or on an IP address.
 * `embedded`: an element inside a page (else the portal itself, wherever it is opened).
 */
export function passkeyPlace(embedded: boolean): 'here' | 'handoff' | 'none' {
  if (typeof PublicKeyCredential !== 'function') return 'none';
  if (!embedded || pageMode() === 'same-site') return webauthnSupported() ? 'here' : 'none';
  try {
    return isIpHost(new URL($config.get().portalUrl).hostname) ? 'none' : 'handoff';
  } catch {
    return 'none';
  }
}
