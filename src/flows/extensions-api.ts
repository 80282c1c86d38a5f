// The calls of the extensions beyond spec §7 (passkeys, sessions, the account's data) are a
// chunk of their own, loaded by the screens that may offer them; and which ones the API offers
// (contract C) is asked once per page.
import { capabilities, type Capabilities } from '../core/capabilities';

export type ExtensionsApi = typeof import('./extensions-api-live');

let loading: Promise<ExtensionsApi> | null = null;

export function loadExtensionsApi(): Promise<ExtensionsApi> {
  loading ??= import('./extensions-api-live').catch((err: unknown) => {
    loading = null; // a failed chunk load (offline) may be retried
    throw err;
  });
  return loading;
}

/** What the API offers; any failure (a §7-only API's 404 included) offers nothing. */
export function loadCapabilities(): Promise<Capabilities> {
  return capabilities(async () => (await loadExtensionsApi()).getCapabilities());
}
