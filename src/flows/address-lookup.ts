// The external services of the address form (spec §7 "External"): a country
// list (the shipped one, or a configured service of REST Countries v3.1's shape),
// the Brazilian states (IBGE shape) and the CEP lookup (ViaCEP shape). They are
// not the Accounts API: plain fetch with a timeout, and every answer is
// untrusted JSON checked against a shape here.
import { boolean, is, optional, string, type } from 'superstruct';
import { countryName } from '../core/phone/names';
import { INTL_TAG, isLocale } from '../core/i18n';
import { CEP_DIGITS } from '../core/constants';

export const LOOKUP_TIMEOUT_MS = 8000;
/** A list longer than this is not a country or state list. */
const MAX_ITEMS = 400;

export interface CountryOption {
  /** The common (English) name: what the API stores as `country` (spec §3). */
  value: string;
  /** ISO alpha-2 code, when the service gave one. */
  code: string | null;
  /** The name in the user's language. */
  label: string;
}

export interface BrState {
  /** Abbreviation, e.g. 'SP'. */
  sigla: string;
  nome: string;
}

export interface CepResult {
  address: string;
  neighborhood: string;
  city: string;
  state: string;
}

/**
 * A CEP lookup's outcome: the address; `not-found`, the service's answer for a CEP it doesn't know;
 * `failed`, no usable answer (no network, a timeout, a server error, an answer of another shape).
 */
export type CepAnswer = { status: 'found'; address: CepResult } | { status: 'not-found' } | { status: 'failed' };

const CountryItem = type({ name: type({ common: string() }), independent: optional(boolean()), cca2: optional(string()) });
const StateItem = type({ sigla: string(), nome: string() });
const CepShape = type({ logradouro: string(), bairro: string(), localidade: string(), uf: string() });

/** Printable text only, trimmed and bounded (the answers are untrusted). */
const clean = (s: string, max = 120): string =>
  [...s].filter((ch) => { const c = ch.charCodeAt(0); return c >= 0x20 && c !== 0x7f; }).join('').trim().slice(0, max);

function collator(locale: string): Intl.Collator {
  return new Intl.Collator(isLocale(locale) ? INTL_TAG[locale] : locale);
}

/**
 * Independent countries only, named in the user's language and sorted by that
 * name. Items of the wrong shape are skipped; a non-array answer gives [].
 */
export function parseCountries(data: unknown, locale: string): CountryOption[] {
  if (!Array.isArray(data)) return [];
  const out = new Map<string, CountryOption>();
  for (const item of data.slice(0, MAX_ITEMS)) {
    if (!is(item, CountryItem) || item.independent !== true) continue;
    const value = clean(item.name.common);
    if (!value) continue;
    const code = item.cca2 && /^[A-Za-z]{2}$/.test(item.cca2) ? item.cca2.toUpperCase() : null;
    out.set(value, { value, code, label: code ? countryName(code, locale) : value });
  }
  const c = collator(locale);
  return [...out.values()].sort((a, b) => c.compare(a.label, b.label));
}

/** The 27 units of the federation as {sigla, nome}, sorted by name; bad items skipped. */
export function parseStates(data: unknown): BrState[] {
  if (!Array.isArray(data)) return [];
  const out = new Map<string, BrState>();
  for (const item of data.slice(0, MAX_ITEMS)) {
    if (!is(item, StateItem)) continue;
    const sigla = item.sigla.trim().toUpperCase();
    const nome = clean(item.nome);
    if (/^[A-Z]{2}$/.test(sigla) && nome) out.set(sigla, { sigla, nome });
  }
  const c = collator('pt');
  return [...out.values()].sort((a, b) => c.compare(a.nome, b.nome));
}

/** A ViaCEP answer: `{"erro": "true"}` (or boolean) is an unknown CEP; any other shape failed. */
export function parseCep(data: unknown): CepAnswer {
  if (typeof data === 'object' && data !== null && 'erro' in data) return { status: 'not-found' };
  if (!is(data, CepShape)) return { status: 'failed' };
  const state = data.uf.trim().toUpperCase();
  return {
    status: 'found',
    address: {
      address: clean(data.logradouro, 200),
      neighborhood: clean(data.bairro, 200),
      city: clean(data.localidade, 200),
      state: /^[A-Z]{2}$/.test(state) ? state : '',
    },
  };
}

/** The lookup URL for 8 digits, or null when the value is not a full CEP. */
export function cepUrl(template: string, cep: string): string | null {
  const digits = cep.replace(/\D/g, '');
  if (digits.length !== CEP_DIGITS) return null;
  return template.replace('{cep}', digits);
}

/**
 * The country list URL, asking for `cca2` too when the URL restricts fields
 * (`?fields=name,independent`): localised names need the code.
 */
export function countriesRequestUrl(url: string): string {
  try {
    const u = new URL(url);
    const fields = u.searchParams.get('fields');
    if (fields !== null && !fields.split(',').map((f) => f.trim()).includes('cca2')) {
      u.searchParams.set('fields', `${fields},cca2`);
    }
    return u.toString();
  } catch {
    return url;
  }
}

export type FetchJson = (url: string) => Promise<unknown>;

/** A service's refusal (a 4xx), as opposed to no answer at all. */
export class ServiceAnswer extends Error {
  override name = 'ServiceAnswer';
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/** GET JSON without credentials, aborted after `timeoutMs`; non-2xx and non-JSON answers reject. */
export function createFetchJson(fetchFn: typeof fetch = (...a) => fetch(...a), timeoutMs = LOOKUP_TIMEOUT_MS): FetchJson {
  return async (url) => {
    const res = await fetchFn(url, {
      method: 'GET',
      credentials: 'omit',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (res.status >= 400 && res.status < 500) throw new ServiceAnswer(res.status);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return res.json() as Promise<unknown>;
  };
}

/** The shipped list (a chunk of its own, loaded the first time it is needed), named in `locale`. */
export async function shippedCountries(locale: string): Promise<CountryOption[]> {
  const { INDEPENDENT_COUNTRIES } = await import('../core/independent-countries');
  const c = collator(locale);
  return INDEPENDENT_COUNTRIES.map(([code, value]) => ({ value, code, label: countryName(code, locale) }))
    .sort((a, b) => c.compare(a.label, b.label));
}

export interface AddressLookup {
  countries(locale: string): Promise<CountryOption[]>;
  states(): Promise<BrState[]>;
  /** The lookup of a full CEP (anything else is `not-found` without asking). */
  cep(value: string): Promise<CepAnswer>;
}

export interface LookupUrls {
  /** null: the shipped list. */
  countriesUrl: string | null;
  statesUrl: string;
  postalCodeUrl: string;
}

/**
 * The three services with the raw answers cached for the page's life (they do
 * not change while a user edits an address). A failed fetch is not cached.
 */
export function createAddressLookup(urls: () => LookupUrls, fetchJson: FetchJson = createFetchJson()): AddressLookup {
  let countriesRaw: Promise<unknown> | null = null;
  let statesRaw: Promise<unknown> | null = null;
  const once = (p: Promise<unknown>, reset: () => void) => p.catch((e: unknown) => { reset(); throw e; });
  return {
    async countries(locale) {
      const service = urls().countriesUrl;
      if (!service) return shippedCountries(locale);
      countriesRaw ??= once(fetchJson(countriesRequestUrl(service)), () => { countriesRaw = null; });
      const list = parseCountries(await countriesRaw, locale);
      if (list.length === 0) {
        countriesRaw = null;
        throw new Error('country list empty or malformed');
      }
      return list;
    },
    async states() {
      statesRaw ??= once(fetchJson(urls().statesUrl), () => { statesRaw = null; });
      const list = parseStates(await statesRaw);
      if (list.length === 0) {
        statesRaw = null;
        throw new Error('state list empty or malformed');
      }
      return list;
    },
    async cep(value) {
      const url = cepUrl(urls().postalCodeUrl, value);
      if (!url) return { status: 'not-found' };
      try {
        return parseCep(await fetchJson(url));
      } catch (e) {
        // ViaCEP answers a CEP it cannot read with a 400: no such CEP. No answer is a failure.
        return e instanceof ServiceAnswer ? { status: 'not-found' } : { status: 'failed' };
      }
    },
  };
}
