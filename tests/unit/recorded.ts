// The recorded API answers (tests/fixtures/<call>/<scenario>.json, captured from the reference API
// and checked against the contract by demo/api/fixtures.test.ts) as flow tests use them: a flow's
// dependency answers with the recorded success, or fails with the ApiError the real client makes
// of the recorded failure. So the portal and the reference API are held to the same examples.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configureClient, resetClient } from '../../src/core/api/client';

export interface Recorded {
  request: { method: string; path: string };
  status: number;
  body: unknown;
}

// This file's folder (vitest sets it; under happy-dom, import.meta.url is not a file URL).
const DIR = join(import.meta.dirname, '../fixtures');

/** One recorded answer by name: 'sign-in/wrong-password-en'. */
export function recorded(name: string): Recorded {
  return JSON.parse(readFileSync(join(DIR, `${name}.json`), 'utf8')) as Recorded;
}

/** The recorded success's body, typed as the flow expects it. */
export function recordedBody<T>(name: string): T {
  return recorded(name).body as T;
}

/**
 * Runs `call` (a function of core/api/calls.ts) with the network answering as recorded: resolves
 * with what the client returns, or rejects with the ApiError it throws. Retries don't wait.
 */
export async function replay<T>(name: string, call: () => Promise<T>): Promise<T> {
  const { status, body } = recorded(name);
  const answer = (): Response => new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: body === null ? {} : { 'content-type': typeof body === 'string' ? 'text/html' : 'application/json' },
  });
  configureClient({ fetch: async () => answer(), sleep: async () => {} });
  try {
    return await call();
  } finally {
    resetClient();
  }
}

/** What `replay` rejects with (the failure a flow receives), for tests that need the error itself. */
export async function recordedError(name: string, call: () => Promise<unknown>): Promise<unknown> {
  try {
    await replay(name, call);
  } catch (err) {
    return err;
  }
  throw new Error(`${name} answered without failing`);
}
