// Where passkeys can never work, known without embed/page-setup's page mode (passkey-place.ts):
// the sign-in screen asks this before it fetches its extensions' chunk (issue #23).
import { $config } from './config';

/** WebAuthn refuses IP addresses as relying parties: http://127.0.0.1 can never use a passkey. */
export function isIpHost(host: string): boolean {
  return /^[\d.]+$/.test(host) || host.includes(':') || host.startsWith('[');
}

/**
 * True when passkeyPlace() could be anything but 'none': this browser has WebAuthn, and the page
 * or the portal it hands off to is not on an IP address. (Where it is false, passkeyPlace is 'none'
 * in every page mode: same-site and the portal itself need the page's host, cross-site the portal's.)
 */
export function passkeysPossible(): boolean {
  if (typeof PublicKeyCredential !== 'function') return false;
  try {
    return !isIpHost(location.hostname) || !isIpHost(new URL($config.get().portalUrl).hostname);
  } catch {
    return true; // unsure: let passkeyPlace decide
  }
}
