// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const getProduct = vi.fn();
vi.mock('./api/calls', () => ({ getProduct: (id: string, token?: string) => getProduct(id, token) }));

let createBranding: typeof import('./branding').createBranding;
// The module asks for each product once per page: each test is a page of its own, so a record
// another test cached (talks, without a callback url) does not answer for it in any order.
beforeEach(async () => {
  vi.resetModules();
  ({ createBranding } = await import('./branding'));
});

/** A store as the element root has it once committed: created, then updated (which asks the API). */
function started(overrides: Parameters<typeof createBranding>[0]) {
  const store = createBranding(overrides);
  store.update(overrides!);
  return store;
}

afterEach(() => getProduct.mockReset());

describe('the branding store', () => {
  it('asks for nothing when created (an element creates it while rendering), and for the product once updated', async () => {
    getProduct.mockResolvedValue({ id: 'first-render', name: 'First Render', logo: null, background_image: null, callback_url: null, brand_color: null });
    const store = createBranding({ product: 'first-render', name: 'Partner' });
    expect(store.$branding.get().name).toBe('Partner'); // the first render is branded already
    expect(store.$pending.get()).toBe(true); // the callback url is not known yet
    await vi.dynamicImportSettled(); // a request would have left by now (branding imports the calls)
    expect(getProduct).not.toHaveBeenCalled();
    store.update({ product: 'first-render', name: 'Partner' });
    store.update({ product: 'first-render', name: 'Partner 2' });
    await vi.waitFor(() => expect(store.$pending.get()).toBe(false));
    expect(getProduct).toHaveBeenCalledOnce();
  });
  it('is pending while the product record is on its way, then carries its callback url', async () => {
    let answer!: (p: unknown) => void;
    getProduct.mockReturnValue(new Promise((resolve) => { answer = resolve; }));
    const store = started({ product: 'talks' });
    expect(store.$pending.get()).toBe(true);
    expect(store.$branding.get().callbackUrl).toBeNull();
    expect(store.$branding.get().name).toBe('Talks'); // its id, not 'Lingora Academy', meanwhile
    answer({ id: 'talks', name: 'Lingora Talks', callback_url: `${location.origin}/talks/cb` });
    await vi.waitFor(() => expect(store.$pending.get()).toBe(false));
    expect(store.$branding.get().callbackUrl).toBe(`${location.origin}/talks/cb`);
    expect(store.$branding.get().name).toBe('Lingora Talks');
  });
  it("sends the access token when there is one (spec §7: a bearer whenever one exists)", async () => {
    getProduct.mockResolvedValue({ id: 'yowza', name: 'Yowza', logo: null, background_image: null, callback_url: null, brand_color: null });
    document.cookie = 'access_token=acc-9; path=/';
    started({ product: 'yowza' });
    await vi.waitFor(() => expect(getProduct).toHaveBeenCalledWith('yowza', 'acc-9'));
    document.cookie = 'access_token=; path=/; max-age=0';
    started({ product: 'lms' });
    await vi.waitFor(() => expect(getProduct).toHaveBeenCalledWith('lms', undefined));
  });
  it('is not pending without a product, nor after the record failed', async () => {
    expect(started({}).$pending.get()).toBe(false);
    getProduct.mockRejectedValue(new Error('down'));
    const store = started({ product: 'memhack' });
    await vi.waitFor(() => expect(store.$pending.get()).toBe(false));
    expect(store.$branding.get().callbackUrl).toBeNull();
  });
  it('brands an unknown product (404) as the default one, unless the page names it', async () => {
    getProduct.mockRejectedValue(Object.assign(new Error('nope'), { status: 404 }));
    const store = started({ product: 'nonexistent' });
    await vi.waitFor(() => expect(store.$pending.get()).toBe(false));
    expect(store.$branding.get()).toMatchObject({ isDefault: true, name: 'Lingora Academy' });
    const named = started({ product: 'nonexistent2', name: 'Partner School' });
    await vi.waitFor(() => expect(named.$pending.get()).toBe(false));
    expect(named.$branding.get()).toMatchObject({ isDefault: false, name: 'Partner School' });
  });
  it('is the default when the API answers with the default record (an alias such as `default`)', async () => {
    getProduct.mockResolvedValue({ id: 'lingora', name: 'Lingora Academy', logo: null, background_image: null, callback_url: null, brand_color: '#6b3fa0' });
    const store = started({ product: 'default' });
    await vi.waitFor(() => expect(store.$pending.get()).toBe(false));
    expect(store.$branding.get()).toMatchObject({ isDefault: true, name: 'Lingora Academy' });
    getProduct.mockResolvedValue({ id: 'talks', name: 'Lingora Talks', logo: null, background_image: null, callback_url: null, brand_color: null });
    const talks = started({ product: 'talks' });
    await vi.waitFor(() => expect(talks.$pending.get()).toBe(false));
    expect(talks.$branding.get().isDefault).toBe(false);
  });
  it('keeps a known product named while its record fails by network', async () => {
    getProduct.mockRejectedValue(Object.assign(new Error('down'), { status: 0 }));
    const store = started({ product: 'yowza' });
    await vi.waitFor(() => expect(store.$pending.get()).toBe(false));
    expect(store.$branding.get().isDefault).toBe(false);
  });
});
