// Address settings (spec §5): country first, then the rest; Brazil gets the
// CEP mask, the state list and the CEP lookup. Typed state in stores, changed
// only by the actions below; the services are injected.
import { atom, type ReadableAtom } from 'nanostores';
import { singleFlight } from './single-flight';
import type { Address } from '../core/api/schemas';
import {
  addressChanged, addressErrors, canSaveAddress, formatCep, hasErrors, isBrazil, stripCep,
  type AddressField, type AddressForm, type ErrorKey, type FieldErrors,
} from '../core/validation';
import { CEP_DIGITS } from '../core/constants';
import { fieldsOf, isKeptText } from '../core/storage';
import type { AddressLookup, BrState, CepResult, CountryOption } from './address-lookup';
import { noticeFromError, type Notice } from './profile-settings-flow';

export type Loadable<T> = { status: 'loading' } | { status: 'ready'; list: T[] } | { status: 'error' };

/**
 * The CEP lookup, as the screen says it: `not-found`, the service doesn't know the CEP; `offline`,
 * the browser is offline (the lookup runs again when it is back); `unavailable`, the service gave
 * no usable answer while online (the user may retry, or fill the address in).
 */
export type CepStatus = 'idle' | 'looking' | 'not-found' | 'offline' | 'unavailable';

/** The fields a CEP lookup fills. */
const CEP_FIELDS = ['address', 'neighborhood', 'city', 'state'] as const satisfies readonly (keyof CepResult)[];

export interface AddressDeps {
  lookup: AddressLookup;
  saveAddress(address: AddressForm): Promise<Address>;
  /** The saved address is part of the user: refresh it there too. */
  saved(address: Address): void;
  locale(): string;
  notify(notice: Notice): void;
  /** False when the browser knows it is offline. */
  isOnline(): boolean;
  /** Resolves when the browser is back online. */
  waitOnline(): Promise<void>;
}

export const EMPTY_ADDRESS: AddressForm = { country: '', postal_code: '', address: '', neighborhood: '', city: '', state: '', complement: '' };

/** The API names the refused input by its body key, which is also the form's field name. */
/** A draft of the form read back from storage (settings/drafts.ts), as untrusted: every field a short string, else no draft. */
export function parseAddressDraft(v: unknown): AddressForm | undefined {
  const o = fieldsOf(v);
  const out = { ...EMPTY_ADDRESS };
  for (const k of Object.keys(EMPTY_ADDRESS) as (keyof AddressForm)[]) {
    const x = o[k];
    if (!isKeptText(x)) return undefined;
    out[k] = x;
  }
  return out;
}

const isAddressKey = (field: string | undefined): field is keyof AddressForm => !!field && Object.hasOwn(EMPTY_ADDRESS, field);

export interface AddressFlow {
  $form: ReadableAtom<AddressForm>;
  /** Errors are shown for fields the user has left, and for all after a save attempt. */
  $errors: ReadableAtom<Partial<FieldErrors<AddressField>>>;
  /** The server's own words for a field it refused (e.g. a postal code), until that field changes. */
  $serverErrors: ReadableAtom<Partial<Record<keyof AddressForm, string>>>;
  $countries: ReadableAtom<Loadable<CountryOption>>;
  $states: ReadableAtom<Loadable<BrState>>;
  /** The lookup of the CEP in the field. */
  $cep: ReadableAtom<CepStatus>;
  $busy: ReadableAtom<boolean>;
  $canSave: ReadableAtom<boolean>;
  /** Prefill from the user's saved address (null: none yet); `draft`: edits kept from an earlier visit. */
  init(saved: Address | null, draft?: AddressForm): void;
  /** The form when it differs from what is saved (edits to keep), else null. */
  draft(): AddressForm | null;
  loadCountries(): Promise<void>;
  loadStates(): Promise<void>;
  set(field: keyof AddressForm, value: string): void;
  /** Look the CEP in the field up again (after `unavailable`). */
  retryLookup(): void;
  blur(field: AddressField): void;
  save(): Promise<boolean>;
}

export function createAddressFlow(deps: AddressDeps): AddressFlow {
  const $form = atom<AddressForm>({ ...EMPTY_ADDRESS });
  const $errors = atom<Partial<FieldErrors<AddressField>>>({});
  const $serverErrors = atom<Partial<Record<keyof AddressForm, string>>>({});
  const $countries = atom<Loadable<CountryOption>>({ status: 'loading' });
  const $states = atom<Loadable<BrState>>({ status: 'loading' });
  const $cep = atom<CepStatus>('idle');
  const $busy = atom(false);
  const run = singleFlight($busy);
  const $canSave = atom(false);
  let saved: AddressForm | null = null;
  const touched = new Set<AddressField>();
  let lookupSeq = 0;
  /**
   * The street, neighbourhood, city and state a CEP gave (its lookup, or the saved address), and
   * that CEP. Once another CEP is in the field they are that other place's: fields still holding
   * them are emptied, so no one saves a CEP with someone else's street.
   */
  let bound: { cep: string; fields: Partial<CepResult> } | null = null;

  function bind(form: AddressForm): void {
    const cep = stripCep(form.postal_code);
    bound = isBrazil(form.country) && cep.length === CEP_DIGITS ? { cep, fields: Object.fromEntries(CEP_FIELDS.map((k) => [k, form[k]])) } : null;
  }

  /** `form` without the values another CEP gave. */
  function withoutForeign(form: AddressForm, cep: string): AddressForm {
    if (!bound || bound.cep === cep) return form;
    const out = { ...form };
    for (const k of CEP_FIELDS) if (bound.fields[k] && out[k] === bound.fields[k]) out[k] = '';
    bound = null;
    return out;
  }

  function refresh(): void {
    const form = $form.get();
    const all = addressErrors(form);
    const shown: Partial<Record<AddressField, ErrorKey | null>> = {};
    for (const f of touched) shown[f] = all[f];
    $errors.set(shown);
    $canSave.set(canSaveAddress(form, saved));
  }

  /** Only the latest lookup, for the CEP still in the field, may change the form. */
  const current = (seq: number, cep: string): boolean => seq === lookupSeq && stripCep($form.get().postal_code) === cep;

  async function lookupCep(cep: string): Promise<void> {
    const seq = ++lookupSeq;
    $cep.set('looking');
    const answer = await deps.lookup.cep(cep);
    if (!current(seq, cep)) return;
    if (answer.status === 'found') {
      const form = { ...$form.get() };
      for (const k of CEP_FIELDS) if (answer.address[k]) form[k] = answer.address[k];
      $form.set(form);
      bind(form);
      $cep.set('idle');
      refresh();
    } else if (answer.status === 'not-found') {
      $cep.set('not-found');
    } else if (deps.isOnline()) {
      $cep.set('unavailable');
    } else {
      $cep.set('offline');
      await deps.waitOnline();
      if (current(seq, cep)) await lookupCep(cep);
    }
  }

  return {
    $form, $errors, $serverErrors, $countries, $states, $cep, $busy, $canSave,

    init(address, draft) {
      saved = address ? { ...EMPTY_ADDRESS, ...address } : null;
      const form = draft ? { ...draft } : saved ? { ...saved } : { ...EMPTY_ADDRESS };
      if (isBrazil(form.country)) form.postal_code = formatCep(form.postal_code);
      touched.clear();
      $serverErrors.set({});
      $form.set(form);
      bind(form);
      refresh();
    },

    draft() {
      const form = $form.get();
      return addressChanged(form, saved ?? EMPTY_ADDRESS) ? form : null;
    },

    async loadCountries() {
      $countries.set({ status: 'loading' });
      try {
        $countries.set({ status: 'ready', list: await deps.lookup.countries(deps.locale()) });
      } catch {
        $countries.set({ status: 'error' });
      }
    },

    async loadStates() {
      $states.set({ status: 'loading' });
      try {
        $states.set({ status: 'ready', list: await deps.lookup.states() });
      } catch {
        $states.set({ status: 'error' });
      }
    },

    set(field, value) {
      const prev = $form.get();
      let form = { ...prev, [field]: value };
      if (field === 'country' && isBrazil(value) !== isBrazil(prev.country)) {
        // A Brazilian state abbreviation means nothing elsewhere, and vice versa.
        form.state = '';
      }
      const brazil = isBrazil(form.country);
      if (brazil && (field === 'postal_code' || field === 'country')) form.postal_code = formatCep(form.postal_code);
      const digits = stripCep(form.postal_code);
      const lookup = brazil && digits.length === CEP_DIGITS && (field === 'postal_code' || field === 'country') && digits !== stripCep(prev.postal_code);
      if (lookup) form = withoutForeign(form, digits);
      $form.set(form);
      // The server judged the old value (the postal code also by its country): drop its words.
      const server = { ...$serverErrors.get() };
      for (const k of Object.keys(server) as (keyof AddressForm)[]) {
        if (form[k] !== prev[k] || (k === 'postal_code' && field === 'country')) delete server[k];
      }
      $serverErrors.set(server);
      refresh();
      if (lookup) void lookupCep(digits);
      else if (form.postal_code !== prev.postal_code || field === 'country') {
        lookupSeq++; // an answer still on its way is for another CEP
        $cep.set('idle');
      }
    },

    retryLookup() {
      const form = $form.get();
      const digits = stripCep(form.postal_code);
      if (isBrazil(form.country) && digits.length === CEP_DIGITS) void lookupCep(digits);
    },

    blur(field) {
      touched.add(field);
      refresh();
    },

    save: () => run(async () => {
      const form = $form.get();
      if (hasErrors(addressErrors(form))) {
        for (const f of Object.keys(addressErrors(form)) as AddressField[]) touched.add(f);
        refresh();
        return false;
      }
      if (!canSaveAddress(form, saved)) return false;
      $serverErrors.set({});
      try {
        const answer = await deps.saveAddress(form);
        saved = { ...EMPTY_ADDRESS, ...answer };
        deps.saved(answer);
        // Keep what the user sees (masked CEP); only the baseline changes.
        refresh();
        deps.notify({ kind: 'success', key: 'settings.saved' });
        return true;
      } catch (err) {
        const e = (err ?? {}) as { field?: string; message?: string };
        if (isAddressKey(e.field) && e.message) $serverErrors.set({ [e.field]: e.message });
        deps.notify(noticeFromError(err));
        return false;
      }
    }, false),
  };
}
