// The account's calls beyond signing in (sign-up, recovery, activation, verification, the profile,
// the address, the phone) are a chunk of their own, loaded by the screens that make them: the
// ready chunk carries only what a sign-in's submit needs (issue #23).
import { chunkLoader } from '../core/network-wait';

export type AccountApi = typeof import('./account-api-live');

/** Offline it waits for the network, as flows/api.ts's loadApi does. */
export const loadAccountApi: () => Promise<AccountApi> = chunkLoader(() => import('./account-api-live'));
