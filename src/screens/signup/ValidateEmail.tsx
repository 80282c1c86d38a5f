import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { loadApi } from '../../flows/api';
import { loadAccountApi } from '../../flows/account-api';
import { createVerifyEmailFlow, type VerifyEmailExit } from '../../flows/verify-email-flow';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { NoSessionLayout } from '../../ui/NoSessionLayout';
import { CodeStep } from '../common/CodeStep';
import { verifyCodeWords } from './verify-words';
import { useCodeEntry } from '../../ui/use-code-entry';
import { useT } from '../../ui/context';
import { useFlowStep } from './finish';
import { useVerifyStep } from './verify-step';
import { resendSeconds, stateString } from '../common/step-entry';
import { RESEND_SECONDS } from '../../core/constants';
import { stepDone } from '../../flows/flow-step-actions';
import { useStable } from '../../ui/use-stable';
import * as s from '../../ui/styles.css';
import * as su from './signup.css';
import { FormAlert } from '../../ui/FormAlert';

/**
 * `/signup/validate-email` (state {email, creating?}) — the 6-character email code (spec §4). The
 * step of a signed-in flow: Back to the form before it comes back here, and once the code is
 * accepted Back no longer returns to it (issue 20). A refused code is a red alert (spec §8).
 */
export default function ValidateEmail() {
  const t = useT();
  const { router, loc, creating, finish, stepQuery, track } = useVerifyStep();
  // Navigation state survives a reload in the hosted portal (history.state).
  const email = stateString(loc.state, 'email');
  const { code, setCode, focusKey, settle, resent } = useCodeEntry();
  const [why, setWhy] = useState(false);
  const words = verifyCodeWords(t);
  useFlowStep();

  const exit = useStable((x: VerifyEmailExit) => {
    if (x.to === 'validate-phone') router.navigate('/signup/validate-phone', { query: stepQuery(), state: { creating: true } });
    else finish.done({ email });
    if (x.verified) stepDone('validateEmail');
  });
  const [flow] = useState(() => createVerifyEmailFlow({
    verifyEmail: async (c) => (await loadAccountApi()).verifyEmail(c),
    sendEmailCode: async (e) => (await loadApi()).sendEmailCode(e),
    track,
    exit,
  }, { email, creating }));
  const busy = useStore(flow.$busy);
  const error = useStore(flow.$error);

  return (
    <NoSessionLayout step="verify" stepLabel={creating ? t('shared.step-of', { current: 2, total: 3 }) : undefined}>
      <CodeStep
        title={t('verify.email-title')}
        text={t('verify.email-text', { email })}
        alert={<FormAlert error={error} />}
        code={code}
        onCode={(c) => { setCode(c); flow.clearError(); }}
        onSubmit={(c) => void flow.submit(c).then(settle)}
        busy={busy}
        focusKey={focusKey}
        labels={words.labels}
        resend={{
          ...words.resend,
          onResend: () => flow.resend(),
          onSettled: resent,
          // The step before sent the code (sign-up, or the sign-in's send): count from then, reload or not.
          initialSeconds: resendSeconds(loc.state, creating ? RESEND_SECONDS : 0),
        }}
        links={<Button variant="link" onClick={() => setWhy(true)}>{t('verify.why')}</Button>}
      />
      <div className={s.linkRow}>
        <Button variant="link" disabled={busy} onClick={() => flow.skip()}>{t('verify.skip')}</Button>
      </div>
      <Modal open={why} title={t('verify.why-title')} onClose={() => setWhy(false)}>
        <p className={su.text}>{t('verify.why-text')}</p>
      </Modal>
    </NoSessionLayout>
  );
}
