import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure } from '../config';
import { configureClient, onApiError, request, resetClient } from './client';

afterEach(() => resetClient());

describe('failed calls are announced', () => {
  it('tells listeners once per failed call, after the client gave up', async () => {
    configure({ apiBase: 'https://api.test' });
    const fetch = vi.fn(async () => new Response('{"detail":"boom"}', { status: 500, headers: { 'content-type': 'application/json' } }));
    configureClient({ fetch: fetch as typeof globalThis.fetch });
    const heard = vi.fn();
    const off = onApiError(heard);
    await expect(request({ method: 'POST', path: '/auth/sign-in/', body: {} })).rejects.toMatchObject({ status: 500 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard.mock.calls[0]?.[0]).toMatchObject({ kind: 'http', status: 500, message: 'boom' });
    off();
    await expect(request({ method: 'POST', path: '/auth/sign-in/', body: {} })).rejects.toBeTruthy();
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
