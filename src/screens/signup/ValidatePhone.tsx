import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import css from '/src/screens/signup/signup.css.ts.vanilla.css?inline';
import { showAlert } from '../../core/alerts';
import { track } from '../../core/analytics';
import { isCompleteCode } from '../../core/validation';
import { loadApi } from '../../flows/api';
import { analyticsProduct } from '../../flows/analytics-product';
import { createVerifyPhoneFlow, type DeliveryChannel, type VerifyPhoneExit } from '../../flows/verify-phone-flow';
import { Button } from '../../ui/Button';
import { CodeInput } from '../../ui/CodeInput';
import { Heading } from '../../ui/Heading';
import { Modal } from '../../ui/Modal';
import { NoSessionLayout } from '../../ui/NoSessionLayout';
import { DEFAULT_PHONE, PhoneField, type PhoneValue } from '../../ui/PhoneField';
import { ResendButton } from '../../ui/ResendButton';
import { useCodeEntry } from '../../ui/use-code-entry';
import { useBranding, useElement, useLocation, useT } from '../../ui/context';
import { useStyles } from '../../ui/use-styles';
import { useFinish, useStepQuery } from './finish';
import { formatPhone, sendPhoneCode, toE164 } from './phone-live';
import { useStable } from '../../ui/use-stable';
import * as s from '../../ui/styles.css';
import * as su from './signup.css';
import { FormAlert, shownText } from '../../ui/FormAlert';

const CHANNELS: readonly DeliveryChannel[] = ['SMS', 'WHATSAPP'];

/** `/signup/validate-phone` — the number, then its 6-digit code (spec §4, §5). */
export default function ValidatePhone() {
  const t = useT();
  useStyles(css);
  const { router } = useElement();
  const b = useBranding();
  const loc = useLocation();
  const finish = useFinish();
  const stepQuery = useStepQuery();
  const creating = loc.state?.['creating'] === true;
  const [phone, setPhone] = useState<PhoneValue>(DEFAULT_PHONE);
  const [channel, setChannel] = useState<DeliveryChannel>('SMS');
  const { code, setCode, focusKey, settle, resent } = useCodeEntry();
  const [shown, setShown] = useState('');
  const [why, setWhy] = useState(false);

  const exit = useStable((x: VerifyPhoneExit) => {
    if (x.to === 'profile') router.navigate('/signup/profile', { query: stepQuery(), state: { creating: true } });
    else finish.done();
  });
  const [flow] = useState(() => createVerifyPhoneFlow({
    toE164,
    sendPhoneCode,
    verifyPhone: async (c) => (await loadApi()).verifyPhone(c),
    alert: (a) => showAlert({ ...a.error, kind: a.kind }),
    track: (event) => track(event, { feature: 'login', product: analyticsProduct(b.id) }),
    exit,
  }, { creating }));
  const state = useStore(flow.$state);
  const busy = useStore(flow.$busy);
  const phoneError = useStore(flow.$phoneError);
  const error = useStore(flow.$error);
  const errorText = error ? shownText(t, error) : null;

  const codeTo = state.step === 'code' ? state.phone : '';
  useEffect(() => {
    if (!codeTo) return;
    let live = true;
    formatPhone(codeTo).then((text) => { if (live) setShown(text); }, () => { if (live) setShown(codeTo); });
    return () => { live = false; };
  }, [codeTo]);

  const footer = (
    <>
      <div className={s.linkRow}>
        {/* "Why" then "skip", as on the email step. */}
        <Button variant="link" onClick={() => setWhy(true)}>{t('verify.why')}</Button>
        <Button variant="link" disabled={busy} onClick={() => flow.skip()}>{t('verify.skip')}</Button>
      </div>
      <Modal open={why} title={t('verify.why-title')} onClose={() => setWhy(false)}>
        <p className={su.text}>{t('verify.why-text')}</p>
      </Modal>
    </>
  );

  return (
    <NoSessionLayout step="verify" stepLabel={creating ? t('common.step-of', { current: 3, total: 3 }) : undefined} footer={footer}>
      {/* Each step's Heading is keyed: a reused h1 would not take focus on the step change. */}
      {state.step === 'phone' ? (
        <>
          <Heading key="phone">{t('verify.phone-title')}</Heading>
          <p className={su.text}>{t('verify.phone-text')}</p>
          <FormAlert error={error} />
          <form
            className={s.form}
            part="form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void flow.submitPhone(phone, channel);
            }}
          >
            <PhoneField label={t('verify.phone')} value={phone} onChange={setPhone} error={phoneError ? t(phoneError) : null} required />
            <fieldset className={su.radios} part="channels">
              <legend className={su.legend}>{t('verify.channel')}</legend>
              {CHANNELS.map((c) => (
                <label key={c} className={su.radio}>
                  <input type="radio" name="delivery_by" value={c} checked={channel === c} onChange={() => setChannel(c)} />
                  {t(`verify.channel-${c.toLowerCase()}`)}
                </label>
              ))}
            </fieldset>
            <Button type="submit" busy={busy}>{t('verify.continue')}</Button>
          </form>
        </>
      ) : (
        <>
          <Heading key="code">{t('verify.phone-code-title')}</Heading>
          <p className={su.text}>{t('verify.phone-code-text', { phone: shown || state.phone })}</p>
          <form
            className={s.form}
            part="form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void flow.submitCode(code).then(settle);
            }}
          >
            <CodeInput
              name="code"
              label={t('verify.code')}
              boxLabel={(position, total) => t('verify.code-box', { position, total })}
              value={code}
              onChange={(c) => { setCode(c); flow.clearError(); }}
              busy={busy}
              focusKey={focusKey}
              error={errorText}
            />
            <Button type="submit" busy={busy} disabled={!isCompleteCode(code)}>{t('verify.continue')}</Button>
          </form>
          <div className={s.linkRow}>
            <ResendButton
              onResend={() => flow.resend()}
              label={t('verify.resend')}
              countdownLabel={(seconds) => t('verify.resend-in', { seconds })}
              successMessage={t('verify.code-resent')}
              onSettled={resent}
            />
            <Button variant="link" disabled={busy} onClick={() => { setCode(''); flow.changeNumber(); }}>{t('verify.change-phone')}</Button>
          </div>
        </>
      )}
    </NoSessionLayout>
  );
}
