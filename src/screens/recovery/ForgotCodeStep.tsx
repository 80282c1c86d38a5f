import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { createForgotCodeFlow, heldCode, type ForgotDeps } from '../../flows/recovery-flow';
import { Button } from '../../ui/Button';
import { useElement, useT } from '../../ui/context';
import { CodeStep } from '../common/CodeStep';
import { stepBack } from '../common/step-entry';

/** "Request sent": the 6 code boxes, the resend countdown and Continue (spec §4). */
export function ForgotCodeStep({ deps, email, resendIn }: { deps: ForgotDeps; email: string; resendIn: number }) {
  const t = useT();
  const { router } = useElement();
  // Back from the reset page: the code typed there is still in memory.
  const [flow] = useState(() => createForgotCodeFlow(deps, email, heldCode(email)));
  const code = useStore(flow.$code);
  const [focusKey, setFocusKey] = useState(0);
  return (
    <CodeStep
      title={t('recovery.forgot.sent-title')}
      text={t('recovery.forgot.sent-text', { email })}
      code={code}
      onCode={(c) => flow.setCode(c)}
      onSubmit={() => flow.continueToReset()}
      focusKey={focusKey}
      labels={{ code: t('recovery.code-label'), box: (position, total) => t('recovery.code-box', { position, total }), submit: t('common.continue') }}
      resend={{
        onResend: () => flow.resend(),
        label: t('recovery.resend'),
        countdownLabel: (seconds) => t('recovery.resend-in', { seconds }),
        successMessage: t('recovery.resent'),
        initialSeconds: resendIn,
        // The resend button is disabled now: back to the boxes, emptied for the new code.
        onSettled: (sent) => { if (sent) flow.setCode(''); setFocusKey((n) => n + 1); },
      }}
      links={<Button variant="link" onClick={() => stepBack(router, { email })}>{t('recovery.forgot.change-email')}</Button>}
    />
  );
}
