import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { ForgotFlow, ForgotState } from '../../flows/recovery-flow';
import { isCompleteCode } from '../../core/validation';
import { Button } from '../../ui/Button';
import { CodeInput } from '../../ui/CodeInput';
import { Heading } from '../../ui/Heading';
import { ResendButton } from '../../ui/ResendButton';
import { useT } from '../../ui/context';
import * as s from '../../ui/styles.css';

/** "Request sent": the 6 code boxes, the resend countdown and Continue (spec §4). */
export function ForgotCodeStep({ flow, state }: { flow: ForgotFlow; state: Extract<ForgotState, { step: 'code' }> }) {
  const t = useT();
  const busy = useStore(flow.$busy);
  const [focusKey, setFocusKey] = useState(0);
  return (
    <>
      <Heading>{t('recovery.forgot.sent-title')}</Heading>
      <p className={s.subtle}>{t('recovery.forgot.sent-text', { email: state.email })}</p>
      <form
        className={s.form}
        part="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          flow.continueToReset();
        }}
      >
        <CodeInput
          value={state.code}
          onChange={(code) => flow.setCode(code)}
          focusKey={focusKey}
          label={t('recovery.code-label')}
          boxLabel={(position, total) => t('recovery.code-box', { position, total })}
          name="code"
        />
        <Button type="submit" busy={busy} disabled={!isCompleteCode(state.code)}>{t('common.continue')}</Button>
      </form>
      <div className={s.linkRow}>
        <ResendButton
          onResend={() => flow.resend()}
          label={t('recovery.resend')}
          countdownLabel={(seconds) => t('recovery.resend-in', { seconds })}
          successMessage={t('recovery.resent')}
          // The resend button is disabled now: back to the boxes, emptied for the new code.
          onSettled={(sent) => { if (sent) flow.setCode(''); setFocusKey((n) => n + 1); }}
        />
        <Button variant="link" onClick={() => flow.changeEmail()}>{t('recovery.forgot.change-email')}</Button>
      </div>
    </>
  );
}
