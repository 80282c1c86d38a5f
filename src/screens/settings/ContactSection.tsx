import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { dismissAlerts } from '../../core/alerts';
import type { User } from '../../core/api/schemas';
import { loadAccountApi } from '../../flows/account-api';
import { loadMe } from '../../flows/me';
import { createContactFlow } from '../../flows/contact-flow';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { Modal } from '../../ui/Modal';
import { PhoneField, DEFAULT_PHONE, type PhoneValue } from '../../ui/PhoneField';
import { useCodeEntry } from '../../ui/use-code-entry';
import { useElement, useT } from '../../ui/context';
import { CodeStep } from '../common/CodeStep';
import { resendAt, resendSeconds, stateString } from '../common/step-entry';
import * as s from '../../ui/styles.css';
import * as si from '../../ui/signed-in.css';
import { formatPhone } from '../signup/phone-live';
import { useNotify } from './use-notify';

/**
 * A stored phone as spec §3 writes it, '+code (area) number': a change saves the E.164 value.
 * The phone rules load apart (libphonenumber); until then, and for anything unreadable, as stored.
 */
function useStoredPhone(stored: string | null | undefined): string {
  const [formatted, setFormatted] = useState<{ of: string; text: string } | null>(null);
  useEffect(() => {
    if (!stored) return undefined;
    let live = true;
    formatPhone(stored).then((text) => { if (live) setFormatted({ of: stored, text }); }, () => {});
    return () => { live = false; };
  }, [stored]);
  return formatted && formatted.of === stored ? formatted.text : stored ?? '';
}

/**
 * `/contact` — email (read-only: changes go through support) and phone, changed with a code (spec
 * §4, §5). The dialog's step is kept in the page's history entry (the number and when "Resend"
 * frees up, never the code): a reload, Back and Forward, a return from the SMS app reopen it at
 * the code step, which still takes the code already sent (issue 20).
 */
export function ContactSection({ user }: { user: User }) {
  const t = useT();
  const notify = useNotify();
  const { router } = useElement();
  const [flow] = useState(() => createContactFlow({
    requestPhoneChange: async (e164) => (await loadAccountApi()).requestPhoneChange(e164),
    resendPhoneCode: async () => (await loadAccountApi()).sendPhoneCode({ delivery_by: 'SMS' }),
    verifyPhone: async (code) => (await loadAccountApi()).verifyPhone(code),
    reloadMe: () => loadMe(true),
    notify: (n) => notify(n),
    dismissErrors: () => dismissAlerts('error'),
  }));
  const state = useStore(flow.$state);
  const error = useStore(flow.$error);
  const busy = useStore(flow.$busy);
  const [phone, setPhone] = useState<PhoneValue>(DEFAULT_PHONE);
  const { code, setCode, focusKey, settle, resent } = useCodeEntry();
  const shownPhone = useStoredPhone(user.phone_number);
  const codeTo = useStoredPhone(state.step === 'code' ? state.e164 : null);

  // The entry says where the dialog was: reopened there on arrival, kept in step as it moves.
  useState(() => {
    const entry = router.$location.get().state;
    if (entry?.['step'] === 'code') flow.resume(stateString(entry, 'phone') || null, resendSeconds(entry));
    else if (entry?.['step'] === 'phone') flow.open(DEFAULT_PHONE.country);
  });
  useEffect(() => {
    const { path, query, state: entry } = router.$location.get();
    const { step: _, phone: __, resendAt: ___, ...rest } = entry ?? {};
    const next = state.step === 'closed' ? rest
      : state.step === 'phone' ? { ...rest, step: 'phone' }
      : { ...rest, step: 'code', ...(state.e164 ? { phone: state.e164 } : {}), resendAt: resendAt(state.resendIn) };
    router.navigate(path, { query, state: next, replace: true });
  }, [state.step]); // eslint-disable-line react-hooks/exhaustive-deps -- a new step, not each keystroke

  const change = (v: PhoneValue): void => {
    setPhone(v);
    flow.setPhone(v.country, v.number);
  };
  const open = (): void => {
    setPhone(DEFAULT_PHONE);
    setCode('');
    flow.open(DEFAULT_PHONE.country);
  };
  // The button and the auto-submit of the sixth character go through the flow's one in-flight guard.
  const submitCode = (value: string): void => {
    void flow.submitCode(value).then((outcome) => {
      if (outcome === 'accepted') setCode('');
      else settle(outcome);
    });
  };

  return (
    <div className={s.form}>
      <dl className={s.form}>
        <div className={s.field}>
          <dt className={s.label}>{t('settings.contact.email')}</dt>
          <dd className={si.readOnlyValue} data-testid="contact-email">{user.email}</dd>
          <dd className={si.note}>{t('settings.contact.email-support')}</dd>
        </div>
        <div className={s.field}>
          <dt className={s.label}>{t('settings.contact.phone')}</dt>
          <dd className={si.readOnlyValue} data-testid="contact-phone">{shownPhone || t('settings.contact.no-phone')}</dd>
        </div>
      </dl>
      <div className={si.actions}>
        <Button variant="secondary" onClick={open}>{t('settings.contact.change-phone')}</Button>
      </div>
      <Modal open={state.step !== 'closed'} title={t(state.step === 'code' ? 'settings.contact.code-title' : 'settings.contact.phone-title')} onClose={() => { if (!busy) flow.close(); }}
        // Each step starts on its entry: the number, then the first code box.
        initialFocus={state.step === 'code' ? 'input' : 'input[type="tel"]'}>
        {state.step === 'phone' ? (
          <Form onSubmit={() => void flow.submitPhone(phone.mask)}>
            <p className={s.subtle}>{t('settings.contact.phone-text')}</p>
            <PhoneField label={t('settings.contact.new-phone')} value={phone} onChange={change} error={error ? t(error) : null} required />
            <Button type="submit" busy={busy}>{t('settings.contact.send-code')}</Button>
            <Button variant="link" disabled={busy} onClick={() => flow.haveCode()}>{t('verify.have-code')}</Button>
          </Form>
        ) : null}
        {state.step === 'code' ? (
          <CodeStep
            text={state.e164 ? t('settings.contact.code-text', { phone: codeTo }) : t('verify.phone-code-text-any')}
            code={code}
            onCode={setCode}
            onSubmit={submitCode}
            autoSubmit
            busy={busy}
            focusKey={focusKey}
            error={error ? t(error) : null}
            labels={{
              code: t('settings.contact.code'),
              box: (position, total) => t('settings.contact.code-box', { position, total }),
              submit: t('settings.contact.confirm'),
            }}
            resend={{
              onResend: () => flow.resend(),
              label: t('settings.contact.resend'),
              countdownLabel: (seconds) => t('settings.contact.resend-in', { seconds }),
              successMessage: t('settings.contact.code-resent'),
              initialSeconds: state.resendIn,
              onSettled: resent,
            }}
            links={<Button variant="link" onClick={() => flow.back()}>{t('settings.contact.change-number')}</Button>}
          />
        ) : null}
      </Modal>
    </div>
  );
}
