import { describe, expect, it, vi } from 'vitest';
import { cepUrl, countriesRequestUrl, createAddressLookup, createFetchJson, parseCep, parseCountries, parseStates, ServiceAnswer } from './address-lookup';
import { recordedBody } from '../../tests/unit/recorded';

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
      .toEqual({ status: 'found', address: { address: 'Praça da Sé', neighborhood: 'Sé', city: 'São Paulo', state: 'SP' } });
  });
  it('reads {"erro": "true"} and {"erro": true} as an unknown CEP, and other shapes as a failed lookup', () => {
    expect(parseCep({ erro: 'true' })).toEqual({ status: 'not-found' });
    expect(parseCep({ erro: true })).toEqual({ status: 'not-found' });
    expect(parseCep('<html>')).toEqual({ status: 'failed' });
    expect(parseCep({ logradouro: 1 })).toEqual({ status: 'failed' });
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
  it('fills the address from a known CEP, as the service answered the reference API', async () => {
    expect(await createAddressLookup(urls, vi.fn(async () => recordedBody('ext-viacep/known-01001000'))).cep('01001000')).toMatchObject({
      status: 'found', address: { address: 'Praça da Sé', neighborhood: 'Sé', city: 'São Paulo', state: 'SP' },
    });
  });
  it('tells an unknown CEP (the service says so) from a failed lookup (no answer)', async () => {
    expect(await createAddressLookup(urls, vi.fn(async () => { throw new ServiceAnswer(400); })).cep('01001000')).toEqual({ status: 'not-found' });
    expect(await createAddressLookup(urls, vi.fn(async () => recordedBody('ext-viacep/unknown-99999999'))).cep('99999999')).toEqual({ status: 'not-found' });
    expect(await createAddressLookup(urls, vi.fn(async () => { throw new TypeError('Failed to fetch'); })).cep('01001000')).toEqual({ status: 'failed' });
    expect(await createAddressLookup(urls, vi.fn(async () => { throw new Error('HTTP 503'); })).cep('01001000')).toEqual({ status: 'failed' });
    const fetchJson = vi.fn(async () => ({}));
    expect(await createAddressLookup(urls, fetchJson).cep('123')).toEqual({ status: 'not-found' });
    expect(fetchJson).not.toHaveBeenCalled();
  });
  it('with no country service, lists the shipped independent countries named in the page language', async () => {
    const fetchJson = vi.fn();
    const lookup = createAddressLookup(() => ({ ...urls(), countriesUrl: null }), fetchJson);
    const pt = await lookup.countries('pt');
    expect(pt).toHaveLength(195);
    expect(fetchJson).not.toHaveBeenCalled();
    expect(pt.find((c) => c.code === 'KE')).toEqual({ value: 'Kenya', code: 'KE', label: 'Quênia' }); // Brazilian, not 'Quénia'
    expect(pt.find((c) => c.code === 'DE')?.label).toBe('Alemanha');
    expect(pt.some((c) => c.code === 'PR')).toBe(false); // Puerto Rico is not independent
    expect((await lookup.countries('es')).find((c) => c.code === 'DE')).toEqual({ value: 'Germany', code: 'DE', label: 'Alemania' });
    const labels = pt.map((c) => c.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('pt-BR').compare));
  });
  it('fetches without credentials, with a timeout signal, and rejects non-2xx answers', async () => {
    const fetchFn = vi.fn(async () => new Response('<html>', { status: 400 }));
    await expect(createFetchJson(fetchFn as unknown as typeof fetch, 50)('http://x/')).rejects.toThrow('HTTP 400');
    const init = (fetchFn.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.credentials).toBe('omit');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });
});
