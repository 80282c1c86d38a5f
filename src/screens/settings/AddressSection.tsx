import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $config } from '../../core/config';
import { $locale, type TKey } from '../../core/i18n';
import { isOnline, nextOnline } from '../../core/network-wait';
import { isBrazil, type AddressField } from '../../core/validation';
import type { User } from '../../core/api/schemas';
import { loadAccountApi } from '../../flows/account-api';
import { setMe } from '../../flows/me';
import { createAddressFlow, parseAddressDraft, type CepStatus } from '../../flows/address-flow';
import { createAddressLookup } from '../../flows/address-lookup';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { useT } from '../../ui/context';
import * as s from '../../ui/styles.css';
import * as si from '../../ui/signed-in.css';
import { SelectField } from './SelectField';
import { useFocusAfterSave } from '../../ui/use-focus-after-save';
import { useNotify } from './use-notify';
import { keepDrafts, takeDraft } from './drafts';

/** What the postal code field says about its lookup. */
const CEP_NOTE: Record<CepStatus, TKey | null> = {
  idle: null,
  looking: 'settings.address.looking-up',
  'not-found': 'settings.address.cep-not-found',
  offline: 'settings.address.cep-offline',
  unavailable: 'settings.address.cep-unavailable',
};

/** One lookup for the page: the country and state lists are fetched once. */
const lookup = createAddressLookup(() => $config.get());

/** `/address` — country first, then the rest; Brazil gets the CEP mask, lookup and state list (spec §5). */
export function AddressSection({ user }: { user: User }) {
  const t = useT();
  const notify = useNotify();
  const locale = useStore($locale);
  const [flow] = useState(() => createAddressFlow({
    lookup,
    saveAddress: async (a) => (await loadAccountApi()).saveAddress(a),
    saved: (address) => setMe({ ...user, address }),
    locale: () => $locale.get(),
    notify: (n) => notify(n),
    isOnline,
    waitOnline: nextOnline,
  }));
  const form = useStore(flow.$form);
  const errors = useStore(flow.$errors);
  const server = useStore(flow.$serverErrors);
  const countries = useStore(flow.$countries);
  const states = useStore(flow.$states);
  const cep = useStore(flow.$cep);
  const busy = useStore(flow.$busy);
  const keepFocus = useFocusAfterSave();
  const canSave = useStore(flow.$canSave);
  const brazil = isBrazil(form.country);
  const noCountry = !form.country.trim();

  useEffect(() => {
    const key = `${user.id}:address`;
    flow.init(user.address, takeDraft(key, parseAddressDraft));
    return keepDrafts(key, flow);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => { void flow.loadCountries(); }, [flow, locale]);
  useEffect(() => { if (brazil && states.status !== 'ready') void flow.loadStates(); }, [brazil]); // eslint-disable-line react-hooks/exhaustive-deps

  // The server's words for a field it refused come first (they judged what is in the field now).
  const err = (k: AddressField): string | null => server[k] ?? (errors[k] ? t(errors[k]) : null);
  const text = (k: Exclude<AddressField, 'country' | 'state'> | 'complement', extra: Record<string, unknown> = {}) => ({
    name: k,
    // 'CEP' is Brazil's name for it: other countries (and none chosen yet) read 'postal code'.
    label: t(k === 'postal_code' && brazil ? 'settings.address.postal_code-br' : `settings.address.${k}`),
    value: form[k],
    disabled: noCountry,
    error: k === 'complement' ? server.complement ?? null : err(k),
    onInput: (e: { currentTarget: HTMLInputElement }) => flow.set(k, e.currentTarget.value),
    onBlur: () => { if (k !== 'complement') flow.blur(k); },
    ...extra,
  });

  // A saved country the list does not name (or an unreachable list) still shows.
  const countryOptions = countries.status === 'ready'
    ? [...countries.list.map((c) => ({ value: c.value, label: c.label })),
      ...(form.country && !countries.list.some((c) => c.value === form.country) ? [{ value: form.country, label: form.country }] : [])]
    : [];
  const countryPlaceholder = t(countries.status === 'loading' ? 'shared.loading' : 'settings.address.choose-country');
  const stateOptions = states.status === 'ready' ? states.list.map((st) => ({ value: st.sigla, label: `${st.sigla} – ${st.nome}` })) : [];

  return (
    <form className={s.form} part="form" noValidate onSubmit={(e) => { e.preventDefault(); keepFocus(e.currentTarget, flow.save()); }}>
      <div className={si.formGrid}>
        <div className={si.full}>
          {countries.status === 'error' ? (
            <div className={si.fetchError}>
              <Field name="country" label={t('settings.address.country')} value={form.country} error={err('country')} autoComplete="country-name"
                hint={<span className={si.note}>{t('settings.address.countries-failed')}</span>}
                onInput={(e) => flow.set('country', e.currentTarget.value)} onBlur={() => flow.blur('country')} />
              <Button variant="link" onClick={() => void flow.loadCountries()}>{t('common.retry')}</Button>
            </div>
          ) : (
            <SelectField
              name="country" label={t('settings.address.country')}
              placeholder={countryPlaceholder}
              options={countryOptions} value={form.country} error={err('country')} autoComplete="country-name" required
              onChange={(e) => flow.set('country', e.currentTarget.value)} onBlur={() => flow.blur('country')} />
          )}
        </div>
        <Field
          {...text('postal_code', brazil ? { inputMode: 'numeric', maxLength: 9, placeholder: '#####-###', autoComplete: 'postal-code' } : { autoComplete: 'postal-code', maxLength: 20 })}
          required
          hint={<>
            <span className={si.note} role="status" aria-live="polite">{CEP_NOTE[cep] ? t(CEP_NOTE[cep]) : ''}</span>
            {cep === 'unavailable' ? <Button variant="link" onClick={() => flow.retryLookup()}>{t('common.retry')}</Button> : null}
          </>}
        />
        <div className={si.full}><Field {...text('address', { autoComplete: 'address-line1', maxLength: 200 })} required /></div>
        <Field {...text('neighborhood', { maxLength: 200 })} required />
        <Field {...text('city', { autoComplete: 'address-level2', maxLength: 200 })} required />
        {brazil && states.status === 'ready' ? (
          <SelectField name="state" label={t('settings.address.state')} placeholder={t('settings.address.choose-state')} options={stateOptions}
            value={form.state} error={err('state')} disabled={noCountry} required autoComplete="address-level1"
            onChange={(e) => flow.set('state', e.currentTarget.value)} onBlur={() => flow.blur('state')} />
        ) : (
          <Field name="state" label={t('settings.address.state')} value={form.state} error={err('state')} disabled={noCountry} required
            autoComplete="address-level1" maxLength={brazil ? 2 : 200}
            onInput={(e) => flow.set('state', brazil ? e.currentTarget.value.toUpperCase() : e.currentTarget.value)} onBlur={() => flow.blur('state')} />
        )}
        <Field {...text('complement', { autoComplete: 'address-line2', maxLength: 200 })} hint={<span className={si.note}>{t('settings.address.optional')}</span>} />
      </div>
      {noCountry ? <p className={si.note}>{t('settings.address.country-first')}</p> : null}
      <div className={si.actions}>
        <Button type="submit" busy={busy} disabled={!canSave}>{t('settings.save')}</Button>
      </div>
    </form>
  );
}
