// The API layer (ofetch, superstruct schemas, client, calls) is a chunk of its
// own: the first screen renders without it and it loads on first use.
export type Api = typeof import('./api-live');

let loading: Promise<Api> | null = null;

export function loadApi(): Promise<Api> {
  loading ??= import('./api-live').catch((err: unknown) => {
    loading = null; // a failed chunk load (offline) may be retried
    throw err;
  });
  return loading;
}
