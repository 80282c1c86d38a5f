import { afterEach, describe, expect, it } from 'vitest';
import { configure } from '../config';
import { sendPhoneCode } from './account-calls';
import { configureClient, resetClient } from './client';

afterEach(() => resetClient());

async function bodyOf(run: () => Promise<void>): Promise<unknown> {
  let sent: unknown;
  configure({ apiBase: 'https://api.test' });
  configureClient({
    fetch: (async (_url: RequestInfo | URL, init?: RequestInit) => {
      sent = JSON.parse(String(init?.body));
      return new Response('{"created":true}', { status: 201, headers: { 'content-type': 'application/json' } });
    }) as typeof globalThis.fetch,
  });
  await run();
  return sent;
}

describe('phone code delivery', () => {
  it('sends the number with the chosen channel at sign-up', async () => {
    expect(await bodyOf(() => sendPhoneCode({ phone_number: '+5511987654321', delivery_by: 'WHATSAPP' })))
      .toEqual({ phone_number: '+5511987654321', delivery_by: 'WHATSAPP' });
  });
  it('sends only the number when no channel is chosen', async () => {
    expect(await bodyOf(() => sendPhoneCode({ phone_number: '+5511987654321' }))).toEqual({ phone_number: '+5511987654321' });
  });
  it('sends only the channel from settings', async () => {
    expect(await bodyOf(() => sendPhoneCode({ delivery_by: 'SMS' }))).toEqual({ delivery_by: 'SMS' });
  });
});
