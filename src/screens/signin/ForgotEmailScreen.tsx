import { useState } from 'react';
import type { Query } from '../../core/router';
import { isCompleteCode } from '../../core/validation';
import { forgotEmailErrors } from '../../flows/forgot-email-form';
import { Button } from '../../ui/Button';
import { CodeInput } from '../../ui/CodeInput';
import { Field } from '../../ui/Field';
import { Heading } from '../../ui/Heading';
import { NoSessionLayout } from '../../ui/NoSessionLayout';
import { DEFAULT_PHONE, PhoneField, type PhoneValue } from '../../ui/PhoneField';
import { useBranding, useElement, useT } from '../../ui/context';
import { PrototypeNotice } from './PrototypeNotice';
import { SAMPLE_CODE } from './forgot-email-sample';
import { toE164 } from '../signup/phone-live';
import * as s from '../../ui/styles.css';
import type { TKey } from '../../core/i18n';

type Step = 'form' | 'code';

/**
 * `/signin/forgot-email` — a prototype (spec §2): name and phone, then a fake
 * code, then the fixed list. No call is made; the screen says so.
 */
export default function ForgotEmailScreen() {
  const t = useT();
  const { router } = useElement();
  const branding = useBranding();
  const productQuery: Query = branding.id ? { product: branding.id } : {};
  const [step, setStep] = useState<Step>('form');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState<PhoneValue>(DEFAULT_PHONE);
  const [checking, setChecking] = useState(false);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ name?: TKey | null; phone?: TKey | null; code?: TKey | null }>({});

  const submitForm = async (): Promise<void> => {
    if (checking) return;
    setChecking(true);
    const next = await forgotEmailErrors({ name, phone }, toE164);
    setChecking(false);
    setErrors(next);
    if (!next.name && !next.phone) setStep('code');
  };
  const submitCode = (): void => {
    if (code !== SAMPLE_CODE) {
      setErrors({ code: 'recovery.code-expired' });
      return;
    }
    router.navigate('/signin/forgot-email/list', { query: productQuery });
  };

  return (
    <NoSessionLayout step="recovery">
      {/* Each step's Heading is keyed: a reused h1 would not take focus on the step change. */}
      {step === 'form' ? (
        <>
          <Heading key="form">{t('recovery.forgot-email.title')}</Heading>
          <PrototypeNotice />
          <p className={s.subtle}>{t('recovery.forgot-email.text')}</p>
          <form className={s.form} part="form" noValidate onSubmit={(e) => { e.preventDefault(); void submitForm(); }}>
            <Field label={t('recovery.forgot-email.name')} name="name" autoComplete="name" value={name}
              onInput={(e) => setName(e.currentTarget.value)} error={errors.name ? t(errors.name) : null} required />
            <PhoneField label={t('recovery.forgot-email.phone')} value={phone} onChange={setPhone} error={errors.phone ? t(errors.phone) : null} required />
            <Button type="submit" busy={checking}>{t('recovery.forgot-email.submit')}</Button>
          </form>
        </>
      ) : (
        <>
          <Heading key="code">{t('recovery.forgot-email.code-title')}</Heading>
          <PrototypeNotice>
            <br />
            {t('recovery.forgot-email.sample-code', { code: SAMPLE_CODE })}
          </PrototypeNotice>
          <form className={s.form} part="form" noValidate onSubmit={(e) => { e.preventDefault(); submitCode(); }}>
            <CodeInput
              value={code}
              onChange={(c) => { setCode(c); setErrors({}); }}
              label={t('recovery.code-label')}
              boxLabel={(position, total) => t('recovery.code-box', { position, total })}
              error={errors.code ? t(errors.code) : null}
              name="code"
            />
            <Button type="submit" disabled={!isCompleteCode(code)}>{t('common.continue')}</Button>
          </form>
          <div className={s.linkRow}>
            <Button variant="link" onClick={() => { setStep('form'); setCode(''); }}>{t('recovery.forgot-email.change')}</Button>
          </div>
        </>
      )}
      <div className={s.linkRow}>
        <Button variant="link" onClick={() => router.navigate('/signin/', { query: productQuery })}>{t('recovery.back-to-signin')}</Button>
      </div>
    </NoSessionLayout>
  );
}
