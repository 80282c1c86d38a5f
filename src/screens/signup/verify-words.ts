// The words the verification code steps (validate email, validate phone) share on CodeStep.
import type { Translate } from '../../ui/context';

export function verifyCodeWords(t: Translate) {
  return {
    labels: { code: t('verify.code'), box: (position: number, total: number) => t('verify.code-box', { position, total }), submit: t('verify.continue') },
    resend: { label: t('verify.resend'), countdownLabel: (seconds: number) => t('verify.resend-in', { seconds }), successMessage: t('verify.code-resent') },
  };
}
