import { describe, expect, it, vi } from 'vitest';
import { createAddressFlow, type AddressDeps } from './address-flow';
import type { AddressLookup } from './address-lookup';
import type { Address } from '../core/api/schemas';
import { saveAddress } from '../core/api/account-calls';
import { replay } from '../../tests/unit/recorded';

/** The save answering as the reference API did in `scenario` (tests/fixtures/address/). */
const saveAs = (scenario: string) => vi.fn((address: Address) => replay(`address/${scenario}`, () => saveAddress(address)));

const sé = { address: 'Praça da Sé', neighborhood: 'Sé', city: 'São Paulo', state: 'SP' };
const found = { status: 'found' as const, address: sé };
const notFound = { status: 'not-found' as const };
const failed = { status: 'failed' as const };

function deps(over: Partial<AddressDeps> = {}, lookup: Partial<AddressLookup> = {}): AddressDeps {
  return {
    lookup: {
      countries: vi.fn(async () => [{ value: 'Brazil', code: 'BR', label: 'Brasil' }]),
      states: vi.fn(async () => [{ sigla: 'SP', nome: 'São Paulo' }]),
      cep: vi.fn(async () => found),
      ...lookup,
    },
    saveAddress: vi.fn(async (a) => ({ ...a, postal_code: a.postal_code.replace(/-/g, '') })),
    saved: vi.fn(),
    locale: () => 'pt',
    notify: vi.fn(),
    isOnline: () => true,
    waitOnline: () => new Promise<void>(() => undefined),
    ...over,
  };
}
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('address flow', () => {
  it('has a draft only while the form differs from what is saved, and starts from one given', () => {
    const saved = { country: 'Portugal', postal_code: '1000001', address: 'Rua A', neighborhood: 'Baixa', city: 'Lisboa', state: 'Lisboa', complement: '' };
    const f = createAddressFlow(deps());
    f.init(saved);
    expect(f.draft()).toBeNull();
    f.set('city', 'Porto');
    const draft = f.draft();
    expect(draft).toMatchObject({ city: 'Porto' });
    const again = createAddressFlow(deps());
    again.init(saved, draft!);
    expect(again.$form.get().city).toBe('Porto');
    again.set('city', 'Lisboa');
    expect(again.draft()).toBeNull();
  });
  it('masks a Brazilian CEP and fills the address from the lookup', async () => {
    const d = deps();
    const f = createAddressFlow(d);
    f.init(null);
    f.set('country', 'Brazil');
    f.set('postal_code', '01001000');
    expect(f.$form.get().postal_code).toBe('01001-000');
    await flush();
    expect(d.lookup.cep).toHaveBeenCalledWith('01001000');
    expect(f.$form.get()).toMatchObject({ ...sé, postal_code: '01001-000' });
    expect(f.$cep.get()).toBe('idle');
  });
  it('keeps typed values when the CEP is unknown, and says so until the CEP changes', async () => {
    const f = createAddressFlow(deps({}, { cep: vi.fn(async () => notFound) }));
    f.init(null);
    f.set('country', 'Brazil');
    f.set('address', 'Rua A, 1');
    f.set('city', 'Campinas');
    f.set('postal_code', '99999-999');
    await flush();
    expect(f.$form.get()).toMatchObject({ address: 'Rua A, 1', city: 'Campinas', postal_code: '99999-999' });
    expect(f.$cep.get()).toBe('not-found'); // the screen says the CEP was not found
    f.set('postal_code', '99999-99');
    expect(f.$cep.get()).toBe('idle'); // until the CEP changes
  });
  it("empties what an earlier lookup filled when an unknown CEP replaces it: no CEP saved with another place's street", async () => {
    const cep = vi.fn(async (c: string) => (c === '01001000' ? found : notFound));
    const f = createAddressFlow(deps({}, { cep }));
    f.init(null);
    f.set('country', 'Brazil');
    f.set('postal_code', '01001000');
    await flush();
    f.set('complement', 'apto 2');
    f.set('postal_code', '99999999');
    expect(f.$form.get()).toMatchObject({ address: '', neighborhood: '', city: '', state: '', complement: 'apto 2' });
    expect(f.$canSave.get()).toBe(false);
    await flush();
    expect(f.$cep.get()).toBe('not-found');
  });
  it("treats the saved address's street as its CEP's, and keeps what the user typed after a lookup", async () => {
    const saved = { country: 'Brazil', postal_code: '01001000', address: 'Praça da Sé', neighborhood: 'Sé', city: 'São Paulo', state: 'SP', complement: '' };
    const f = createAddressFlow(deps({}, { cep: vi.fn(async () => notFound) }));
    f.init(saved);
    f.set('address', 'Praça da Sé, 100'); // typed by the user: theirs
    f.set('postal_code', '99999999');
    expect(f.$form.get()).toMatchObject({ address: 'Praça da Sé, 100', neighborhood: '', city: '', state: '' });
    expect(f.$canSave.get()).toBe(false);
  });
  it('offline: says so (not "not found"), empties the earlier lookup\'s fields and looks up again once back online', async () => {
    let online = false;
    let back!: () => void;
    const cep = vi.fn(async (c: string) => (online ? (c === '20040020' ? { status: 'found' as const, address: { address: 'Avenida Rio Branco', neighborhood: 'Centro', city: 'Rio de Janeiro', state: 'RJ' } } : found) : failed));
    const f = createAddressFlow(deps({ isOnline: () => online, waitOnline: () => new Promise<void>((r) => { back = r; }) }, { cep }));
    f.init({ country: 'Brazil', postal_code: '01001000', ...sé, complement: '' });
    f.set('postal_code', '20040020');
    await flush();
    expect(f.$cep.get()).toBe('offline');
    expect(f.$form.get()).toMatchObject({ address: '', city: '', state: '' });
    online = true;
    back();
    await flush();
    expect(cep).toHaveBeenCalledTimes(2);
    expect(f.$form.get()).toMatchObject({ postal_code: '20040-020', address: 'Avenida Rio Branco', city: 'Rio de Janeiro', state: 'RJ' });
    expect(f.$cep.get()).toBe('idle');
  });
  it('does not look up again after reconnection when the CEP has changed meanwhile', async () => {
    let back!: () => void;
    const cep = vi.fn(async () => failed);
    const f = createAddressFlow(deps({ isOnline: () => false, waitOnline: () => new Promise<void>((r) => { back = r; }) }, { cep }));
    f.init(null);
    f.set('country', 'Brazil');
    f.set('postal_code', '20040020');
    await flush();
    f.set('postal_code', '2004002');
    expect(f.$cep.get()).toBe('idle');
    back();
    await flush();
    expect(cep).toHaveBeenCalledTimes(1);
  });
  it('a failed lookup while online is "unavailable", and retryLookup asks again', async () => {
    const cep = vi.fn().mockResolvedValueOnce(failed).mockResolvedValue(found);
    const f = createAddressFlow(deps({}, { cep }));
    f.init(null);
    f.set('country', 'Brazil');
    f.set('postal_code', '01001000');
    await flush();
    expect(f.$cep.get()).toBe('unavailable');
    f.retryLookup();
    await flush();
    expect(f.$form.get()).toMatchObject(sé);
  });
  it('ignores a lookup answer once the CEP in the field has changed', async () => {
    let resolve!: (v: typeof found) => void;
    const f = createAddressFlow(deps({}, { cep: vi.fn(() => new Promise<typeof found>((r) => { resolve = r; })) }));
    f.init(null);
    f.set('country', 'Brazil');
    f.set('postal_code', '01001000');
    f.set('postal_code', '0100100');
    resolve(found);
    await flush();
    expect(f.$form.get().address).toBe('');
  });
  it('does not mask or look up postal codes of other countries, and their state is free text', async () => {
    const d = deps();
    const f = createAddressFlow(d);
    f.init(null);
    f.set('country', 'Portugal');
    f.set('postal_code', '1000-001');
    await flush();
    expect(f.$form.get().postal_code).toBe('1000-001');
    expect(d.lookup.cep).not.toHaveBeenCalled();
  });
  it("shows 'Código postal inválido' for an incomplete Brazilian CEP once the field is left", () => {
    const f = createAddressFlow(deps({}, { cep: vi.fn(async () => notFound) }));
    f.init(null);
    f.set('country', 'Brazil');
    f.set('postal_code', '0100');
    expect(f.$errors.get().postal_code).toBeUndefined();
    f.blur('postal_code');
    expect(f.$errors.get().postal_code).toBe('errors.postal-code-invalid');
  });
  it("holds other countries' postal codes to the API's rule: '1' in Portugal is invalid and Save stays off", async () => {
    const d = deps();
    const f = createAddressFlow(d);
    f.init(null);
    for (const [k, v] of [['country', 'Portugal'], ['postal_code', '1'], ['address', 'Rua A'], ['neighborhood', 'Centro'], ['city', 'Lisboa'], ['state', 'Lisboa']] as const) f.set(k, v);
    f.blur('postal_code');
    expect(f.$errors.get().postal_code).toBe('errors.postal-code-invalid');
    expect(f.$canSave.get()).toBe(false);
    expect(await f.save()).toBe(false);
    expect(d.saveAddress).not.toHaveBeenCalled();
    f.set('postal_code', '1000-001');
    expect(f.$errors.get().postal_code).toBeNull();
    expect(f.$canSave.get()).toBe(true);
  });
  it("puts the server's message on the field it names, until that field (or the country) changes", async () => {
    const d = deps({ saveAddress: saveAs('bad-postal-code') });
    const f = createAddressFlow(d);
    f.init(null);
    for (const [k, v] of [['country', 'Chile'], ['postal_code', '8320000'], ['address', 'Av. 1'], ['neighborhood', 'Centro'], ['city', 'Santiago'], ['state', 'RM']] as const) f.set(k, v);
    expect(await f.save()).toBe(false);
    expect(f.$serverErrors.get()).toEqual({ postal_code: 'Código postal inválido' });
    f.set('city', 'Valparaíso');
    expect(f.$serverErrors.get()).toEqual({ postal_code: 'Código postal inválido' }); // another field: still stands
    f.set('postal_code', '8320001');
    expect(f.$serverErrors.get()).toEqual({});
    expect(await f.save()).toBe(false);
    f.set('country', 'Peru');
    expect(f.$serverErrors.get()).toEqual({}); // judged against the old country
  });
  it('enables save only when valid and changed, and saves then reports success', async () => {
    const d = deps();
    const f = createAddressFlow(d);
    const saved = { country: 'Brazil', postal_code: '01001000', address: 'Praça da Sé', neighborhood: 'Sé', city: 'São Paulo', state: 'SP', complement: '' };
    f.init(saved);
    expect(f.$form.get().postal_code).toBe('01001-000');
    expect(f.$canSave.get()).toBe(false);
    f.set('complement', 'apto 2');
    expect(f.$canSave.get()).toBe(true);
    expect(await f.save()).toBe(true);
    expect(d.saveAddress).toHaveBeenCalledWith({ ...saved, postal_code: '01001-000', complement: 'apto 2' });
    expect(d.saved).toHaveBeenCalled();
    expect(d.notify).toHaveBeenCalledWith({ kind: 'success', key: 'settings.saved' });
    expect(f.$canSave.get()).toBe(false);
  });
  it('marks every missing field on a save attempt without calling the API', async () => {
    const d = deps();
    const f = createAddressFlow(d);
    f.init(null);
    f.set('country', 'Chile');
    expect(await f.save()).toBe(false);
    expect(f.$errors.get()).toMatchObject({ postal_code: 'errors.postal-code-required', city: 'errors.city-required', state: 'errors.state-required' });
    expect(d.saveAddress).not.toHaveBeenCalled();
  });
  it('keeps the form and shows the server message when saving fails', async () => {
    const d = deps({ saveAddress: saveAs('bad-postal-code') });
    const f = createAddressFlow(d);
    f.init(null);
    for (const [k, v] of [['country', 'Chile'], ['postal_code', '8320000'], ['address', 'Av. 1'], ['neighborhood', 'Centro'], ['city', 'Santiago'], ['state', 'RM']] as const) f.set(k, v);
    expect(await f.save()).toBe(false);
    expect(d.notify).toHaveBeenCalledWith({ kind: 'error', message: 'Código postal inválido' });
    expect(f.$form.get().city).toBe('Santiago');
    expect(f.$canSave.get()).toBe(true);
  });
  it('clears the state when switching between Brazil and another country', () => {
    const f = createAddressFlow(deps());
    f.init(null);
    f.set('country', 'Brazil');
    f.set('state', 'SP');
    f.set('country', 'Chile');
    expect(f.$form.get().state).toBe('');
  });
  it('reports list failures as an error state so the screen can offer a retry', async () => {
    const f = createAddressFlow(deps({}, { countries: vi.fn(async () => { throw new Error('offline'); }), states: vi.fn(async () => { throw new Error('x'); }) }));
    await f.loadCountries();
    await f.loadStates();
    expect(f.$countries.get()).toEqual({ status: 'error' });
    expect(f.$states.get()).toEqual({ status: 'error' });
  });
});
