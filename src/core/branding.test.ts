import { afterEach, describe, expect, it, vi } from 'vitest';

const getProduct = vi.fn();
vi.mock('./api/calls', () => ({ getProduct: (id: string) => getProduct(id) }));

const { createBranding } = await import('./branding');

afterEach(() => getProduct.mockReset());

describe('the branding store', () => {
  it('is pending while the product record is on its way, then carries its callback url', async () => {
    let answer!: (p: unknown) => void;
    getProduct.mockReturnValue(new Promise((resolve) => { answer = resolve; }));
    const store = createBranding({ product: 'talks' });
    expect(store.$pending.get()).toBe(true);
    expect(store.$branding.get().callbackUrl).toBeNull();
    answer({ id: 'talks', name: 'Talks', callback_url: `${location.origin}/talks/cb` });
    await vi.waitFor(() => expect(store.$pending.get()).toBe(false));
    expect(store.$branding.get().callbackUrl).toBe(`${location.origin}/talks/cb`);
  });
  it('is not pending without a product, nor after the record failed', async () => {
    expect(createBranding({}).$pending.get()).toBe(false);
    getProduct.mockRejectedValue(new Error('down'));
    const store = createBranding({ product: 'memhack' });
    await vi.waitFor(() => expect(store.$pending.get()).toBe(false));
    expect(store.$branding.get().callbackUrl).toBeNull();
  });
});
