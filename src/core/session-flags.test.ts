// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { signOut } from './session';
import { configureClient } from './api/client';

describe('sign-out and local flags', () => {
  it("clears sign-up's FREEMIUM_TALKS flag with the rest of the account's state", async () => {
    configureClient({ fetch: (async () => new Response(null, { status: 204 })) as typeof globalThis.fetch });
    localStorage.setItem('FREEMIUM_TALKS', 'true');
    await signOut('user');
    expect(localStorage.getItem('FREEMIUM_TALKS')).toBeNull();
  });
});
