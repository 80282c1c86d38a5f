// The API layer (ofetch, superstruct schemas, client, calls) is a chunk of its own: the first
// screen renders without it and it loads on first use. Offline it waits for the network, as the
// calls themselves do, instead of failing on the chunk (core/network-wait.ts chunkLoader).
import { chunkLoader } from '../core/network-wait';

export type Api = typeof import('./api-live');

export const loadApi: () => Promise<Api> = chunkLoader(() => import('./api-live'));
