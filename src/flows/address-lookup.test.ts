import { describe, expect, it, vi } from 'vitest';
import { cepUrl, countriesRequestUrl, createAddressLookup, createFetchJson, parseCep, parseCountries, parseStates } from './address-lookup';

const urls = () => ({
  countriesUrl: 'http://x/countries/v3.1/all?fields=name,independent',
  statesUrl: 'http://x/estados',
  postalCodeUrl: 'http://x/ws/{cep}/json/',
});

describe('address lookup: countries', () => {
  it('keeps only independent countries, names them in the user language and sorts by that name', () => {
    const data = [
      { name: { common: 'Germany' }, independent: true, cca2: 'DE' },
      { name: { common: 'Brazil' }, independent: true, cca2: 'BR' },
      { name: { common: 'Puerto Rico' }, independent: false, cca2: 'PR' },
      { name: { common: 'Austria' }, independent: true, cca2: 'AT' },
    ];
    const pt = parseCountries(data, 'pt');
    expect(pt.map((c) => c.label)).toEqual(['Alemanha', 'Áustria', 'Brasil']);
    expect(pt.map((c) => c.value)).toEqual(['Germany', 'Austria', 'Brazil']);
    expect(parseCountries(data, 'en').map((c) => c.label)).toEqual(['Austria', 'Brazil', 'Germany']);
  });
  it('skips items of the wrong shape and falls back to the common name without a code', () => {
    const data = [null, 'Brazil', { name: 'Brazil', independent: true }, { name: { common: 'Kenya' }, independent: true }, { name: { common: 7 }, independent: true }];
    expect(parseCountries(data, 'pt')).toEqual([{ value: 'Kenya', code: null, label: 'Kenya' }]);
    expect(parseCountries({ countries: [] }, 'pt')).toEqual([]);
  });
  it('asks for cca2 when the URL restricts fields', () => {
    expect(countriesRequestUrl('http://x/all?fields=name,independent')).toBe('http://x/all?fields=name%2Cindependent%2Ccca2');
    expect(countriesRequestUrl('http://x/all?fields=name,cca2')).toBe('http://x/all?fields=name,cca2');
    expect(countriesRequestUrl('http://x/all')).toBe('http://x/all');
  });
});

describe('address lookup: states and CEP', () => {
  it('reads IBGE states as abbreviation and name, sorted by name, rejecting bad items', () => {
    const states = parseStates([{ sigla: 'SP', nome: 'São Paulo' }, { sigla: 'AC', nome: 'Acre' }, { sigla: 'XYZ', nome: 'Bad' }, { id: 1 }]);
    expect(states).toEqual([{ sigla: 'AC', nome: 'Acre' }, { sigla: 'SP', nome: 'São Paulo' }]);
    expect(parseStates('nope')).toEqual([]);
  });
  it('maps a ViaCEP answer to form fields', () => {
    expect(parseCep({ cep: '01001-000', logradouro: 'Praça da Sé', bairro: 'Sé', localidade: 'São Paulo', uf: 'SP' }))
      .toEqual({ address: 'Praça da Sé', neighborhood: 'Sé', city: 'São Paulo', state: 'SP' });
  });
  it('treats {"erro": "true"}, {"erro": true} and other shapes as no result', () => {
    expect(parseCep({ erro: 'true' })).toBeNull();
    expect(parseCep({ erro: true })).toBeNull();
    expect(parseCep('<html>')).toBeNull();
    expect(parseCep({ logradouro: 1 })).toBeNull();
  });
  it('builds the lookup URL only for 8 digits', () => {
    expect(cepUrl('http://x/ws/{cep}/json/', '01001-000')).toBe('http://x/ws/01001000/json/');
    expect(cepUrl('http://x/ws/{cep}/json/', '0100')).toBeNull();
  });
});

describe('address lookup: services', () => {
  it('caches the country list and retries after a failure', async () => {
    const fetchJson = vi.fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue([{ name: { common: 'Brazil' }, independent: true, cca2: 'BR' }]);
    const lookup = createAddressLookup(urls, fetchJson);
    await expect(lookup.countries('pt')).rejects.toThrow('offline');
    expect((await lookup.countries('pt'))[0]?.label).toBe('Brasil');
    expect((await lookup.countries('en'))[0]?.label).toBe('Brazil');
    expect(fetchJson).toHaveBeenCalledTimes(2);
    expect(fetchJson).toHaveBeenLastCalledWith('http://x/countries/v3.1/all?fields=name%2Cindependent%2Ccca2');
  });
  it('rejects an empty or malformed state list so the form can fall back to free text', async () => {
    const lookup = createAddressLookup(urls, vi.fn(async () => ({})));
    await expect(lookup.states()).rejects.toThrow();
  });
  it('gives null for a failed or unknown CEP lookup', async () => {
    expect(await createAddressLookup(urls, vi.fn(async () => { throw new Error('HTTP 400'); })).cep('01001000')).toBeNull();
    expect(await createAddressLookup(urls, vi.fn(async () => ({ erro: 'true' }))).cep('99999999')).toBeNull();
    const fetchJson = vi.fn(async () => ({}));
    expect(await createAddressLookup(urls, fetchJson).cep('123')).toBeNull();
    expect(fetchJson).not.toHaveBeenCalled();
  });
  it('fetches without credentials, with a timeout signal, and rejects non-2xx answers', async () => {
    const fetchFn = vi.fn(async () => new Response('<html>', { status: 400 }));
    await expect(createFetchJson(fetchFn as unknown as typeof fetch, 50)('http://x/')).rejects.toThrow('HTTP 400');
    const init = (fetchFn.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.credentials).toBe('omit');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });
});
