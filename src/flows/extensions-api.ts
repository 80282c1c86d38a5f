// The calls of the extensions beyond spec §7 (passkeys, sessions, the account's data) are a
// chunk of their own, loaded by the screens that may offer them; and which ones the API offers
// (contract C) is asked once per page.
import { capabilities, type Capabilities } from '../core/capabilities';
import { chunkLoader } from '../core/network-wait';

export type ExtensionsApi = typeof import('./extensions-api-live');

/** Offline it waits for the network, as flows/api.ts's loadApi does. */
export const loadExtensionsApi: () => Promise<ExtensionsApi> = chunkLoader(() => import('./extensions-api-live'));

/** What the API offers; any failure (a §7-only API's 404 included) offers nothing. */
export function loadCapabilities(): Promise<Capabilities> {
  return capabilities(async () => (await loadExtensionsApi()).getCapabilities());
}
