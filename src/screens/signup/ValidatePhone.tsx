import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { showAlert } from '../../core/show-alert';
import { $session } from '../../core/session';
import { loadApi } from '../../flows/api';
import { loadAccountApi } from '../../flows/account-api';
import { stepDone } from '../../flows/flow-step-actions';
import { createVerifyPhoneFlow, phoneVerified, type DeliveryChannel, type VerifyPhoneExit, type VerifyPhoneFlow } from '../../flows/verify-phone-flow';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { Heading } from '../../ui/Heading';
import { Modal } from '../../ui/Modal';
import { NoSessionLayout } from '../../ui/NoSessionLayout';
import { PhoneField, type PhoneValue } from '../../ui/PhoneField';
import { useKeptPhone } from '../../ui/use-kept-phone';
import { useCodeEntry } from '../../ui/use-code-entry';
import { useElement, useLocation, useT } from '../../ui/context';
import type { TKey } from '../../core/i18n';
import { useFlowStep } from './finish';
import { useVerifyStep } from './verify-step';
import { formatPhone, sendPhoneCode, toE164 } from './phone-live';
import { useStable } from '../../ui/use-stable';
import { CodeStep } from '../common/CodeStep';
import { openStep, resendAt, resendSeconds, stateString, stepBack } from '../common/step-entry';
import * as s from '../../ui/styles.css';
import * as su from './signup.css';
import { FormAlert } from '../../ui/FormAlert';
import { verifyCodeWords } from './verify-words';

const CHANNELS: readonly DeliveryChannel[] = ['SMS', 'WHATSAPP'];
const CHANNEL_LABEL = { SMS: 'verify.channel-sms', WHATSAPP: 'verify.channel-whatsapp' } satisfies Record<DeliveryChannel, TKey>;

/**
 * `/signup/validate-phone` — the number, then its 6-digit code (spec §4, §5). The code step is a
 * history entry of its own (number and channel in it, never the code): a reload, Back and Forward
 * come back to it (issue 20). A user whose phone is verified already has nothing to do here (spec §2).
 */
export default function ValidatePhone() {
  const t = useT();
  const { router, loc, creating, finish, stepQuery, track } = useVerifyStep();
  const [why, setWhy] = useState(false);
  // Here, not in the number step: Back from the code step finds the number as it was typed; a
  // reload too (this tab's storage, dropped once the step is done).
  const [phone, setPhone, forgetPhone] = useKeptPhone('signup-phone');
  const [channel, setChannel] = useState<DeliveryChannel>('SMS');
  useFlowStep(creating);

  const exit = useStable((x: VerifyPhoneExit) => {
    if (x.to === 'code') {
      openStep(router, { creating, step: 'code', ...(x.phone ? { phone: x.phone } : {}), channel: x.channel, resendAt: resendAt(x.resendIn) });
      return;
    }
    forgetPhone();
    if (x.to === 'profile') router.navigate('/signup/profile', { query: stepQuery(), state: { creating: true } });
    else finish.done();
    if (x.verified) stepDone('validatePhone');
  });
  const [flow] = useState(() => createVerifyPhoneFlow({
    toE164,
    sendPhoneCode,
    verifyPhone: async (c) => (await loadAccountApi()).verifyPhone(c),
    alert: (a) => showAlert({ ...a.error, kind: a.kind }),
    track,
    exit,
  }, { creating }));
  const busy = useStore(flow.$busy);
  const error = useStore(flow.$error);

  // Opened with the phone verified already (directly, or Back from a later step): on, not the form.
  useEffect(() => {
    const email = $session.get().email;
    if (!email) return undefined;
    let live = true;
    void loadApi().then((api) => api.verificationsActive(email)).then((list) => {
      if (!live || !phoneVerified(list)) return;
      stepDone('validatePhone');
      if (creating) router.navigate('/signup/profile', { query: stepQuery(), state: { creating: true }, replace: true });
      else router.navigate('/', { query: stepQuery(), replace: true });
    }, () => {}); // the check is advisory: the form stays
    return () => { live = false; };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- on arrival

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
    <NoSessionLayout step="verify" stepLabel={creating ? t('shared.step-of', { current: 3, total: 3 }) : undefined} footer={footer}>
      <FormAlert error={error} />
      {loc.state?.['step'] === 'code'
        ? <PhoneCodeStep flow={flow} creating={creating} />
        : <PhoneNumberStep flow={flow} phone={phone} setPhone={setPhone} channel={channel} setChannel={setChannel} />}
    </NoSessionLayout>
  );
}

function PhoneNumberStep({ flow, phone, setPhone, channel, setChannel }: {
  flow: VerifyPhoneFlow;
  phone: PhoneValue;
  setPhone(phone: PhoneValue): void;
  channel: DeliveryChannel;
  setChannel(channel: DeliveryChannel): void;
}) {
  const t = useT();
  const busy = useStore(flow.$busy);
  const phoneError = useStore(flow.$phoneError);
  return (
    <>
      {/* Each step's Heading is keyed: a reused h1 would not take focus on the step change. */}
      <Heading key="phone">{t('verify.phone-title')}</Heading>
      <p className={su.text}>{t('verify.phone-text')}</p>
      <Form onSubmit={() => void flow.submitPhone(phone, channel)}>
        <PhoneField label={t('verify.phone')} value={phone} onChange={setPhone} error={phoneError ? t(phoneError) : null} required />
        <fieldset className={su.radios} part="channels">
          <legend className={su.legend}>{t('verify.channel')}</legend>
          {CHANNELS.map((c) => (
            <label key={c} className={su.radio}>
              <input type="radio" name="delivery_by" value={c} checked={channel === c} onChange={() => setChannel(c)} />
              {t(CHANNEL_LABEL[c])}
            </label>
          ))}
        </fieldset>
        <Button type="submit" busy={busy}>{t('verify.continue')}</Button>
        <Button variant="link" disabled={busy} onClick={() => flow.haveCode(channel)}>{t('verify.have-code')}</Button>
      </Form>
    </>
  );
}

function PhoneCodeStep({ flow, creating }: { flow: VerifyPhoneFlow; creating: boolean }) {
  const t = useT();
  const { router } = useElement();
  const loc = useLocation();
  const busy = useStore(flow.$busy);
  const { code, setCode, focusKey, settle, resent } = useCodeEntry();
  const phone = stateString(loc.state, 'phone') || null;
  const channel: DeliveryChannel = loc.state?.['channel'] === 'WHATSAPP' ? 'WHATSAPP' : 'SMS';
  const [shown, setShown] = useState('');
  useEffect(() => {
    if (!phone) return undefined;
    let live = true;
    formatPhone(phone).then((text) => { if (live) setShown(text); }, () => { if (live) setShown(phone); });
    return () => { live = false; };
  }, [phone]);

  const words = verifyCodeWords(t);
  return (
    <CodeStep
      title={t('verify.phone-code-title')}
      text={phone ? t('verify.phone-code-text', { phone: shown || phone }) : t('verify.phone-code-text-any')}
      code={code}
      onCode={(c) => { setCode(c); flow.clearError(); }}
      onSubmit={(c) => void flow.submitCode(c).then(settle)}
      busy={busy}
      focusKey={focusKey}
      labels={words.labels}
      resend={{
        ...words.resend,
        onResend: () => flow.resend(phone, channel),
        initialSeconds: resendSeconds(loc.state),
        onSettled: resent,
      }}
      links={<Button variant="link" disabled={busy} onClick={() => stepBack(router, { creating })}>{t('verify.change-phone')}</Button>}
    />
  );
}
