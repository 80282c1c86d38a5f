// Validate phone (spec §4, §5): a number masked for its country → a code sent by
// SMS or WhatsApp → the code step; a correct code saves the phone. Skip is
// allowed at both steps. Afterwards: the profile step when creating an account,
// else the callback or home.
import { atom, type ReadableAtom } from 'nanostores';
import { singleFlight } from './single-flight';
import type { DeliveryChannel } from '../core/api/account-calls';
import type { Verification } from '../core/api/schemas';
import { phoneMaskError, PHONE_INVALID } from '../core/phone/mask';
import { checkCode, stepActions } from './check-code';
import { codeRequestFailure, failureOf, throttledCodeWait, type CodeOutcome, type Failure, type FlowAlert } from '../core/failure';
import { RESEND_SECONDS } from '../core/constants';
import type { TKey } from '../core/i18n-keys';

export type { DeliveryChannel };

/**
 * Where the phone step goes. The code step is a history entry of its own that keeps the number
 * and channel (never the code), so a reload, Back and Forward come back to it (issue 20).
 * `verified`: the code was accepted (else skipped): Back does not return to the step.
 */
export type VerifyPhoneExit =
  /** `phone`: the E.164 number the code went to; null for "I already have a code" (the API knows
   * the number it is waiting for). `resendIn`: seconds before "Resend code". */
  | { to: 'code'; phone: string | null; channel: DeliveryChannel; resendIn: number }
  | { to: 'profile' | 'done'; verified: boolean };

/** The phone as typed: region, its mask and the masked national number. */
export interface PhoneDraft {
  country: string;
  mask: string;
  number: string;
}

export interface VerifyPhoneDeps {
  /** E.164 of a national number for a region, or null when it is not a phone number. */
  toE164(country: string, national: string): Promise<string | null>;
  /** To `phone`; null: again to the number the API is waiting for a code from. */
  sendPhoneCode(phone: string | null, channel: DeliveryChannel): Promise<void>;
  verifyPhone(code: string): Promise<{ active: boolean }>;
  alert(alert: FlowAlert): void;
  track(event: 'verification_code_added'): void;
  exit(exit: VerifyPhoneExit): void;
}

export interface VerifyPhoneFlow {
  $busy: ReadableAtom<boolean>;
  /** Error key of the phone field (i18n). */
  $phoneError: ReadableAtom<TKey | null>;
  $error: ReadableAtom<Failure | null>;
  /** Sends a code to the number and opens the code step; a 429 opens it too (a code went out moments ago). */
  submitPhone(draft: PhoneDraft, channel: DeliveryChannel): Promise<void>;
  /** "I already have a code": the code step, nothing sent. */
  haveCode(channel: DeliveryChannel): void;
  /** One at a time: a submit while another is in flight is ignored. */
  submitCode(code: string): Promise<CodeOutcome>;
  /** Sends a new code (see deps.sendPhoneCode); rejects with the API's error (ResendButton shows it). */
  resend(phone: string | null, channel: DeliveryChannel): Promise<void>;
  skip(): void;
  clearError(): void;
}

/** Whether the account's phone is verified already: the step has nothing to do (spec §2, issue 20 QA). */
export function phoneVerified(list: readonly Verification[]): boolean {
  return list.some((v) => v.type_validation === 'PHONE_NUMBER' && v.active === true);
}

export function createVerifyPhoneFlow(deps: VerifyPhoneDeps, ctx: { creating: boolean }): VerifyPhoneFlow {
  const $busy = atom(false);
  const $phoneError = atom<TKey | null>(null);
  const $error = atom<Failure | null>(null);
  const next = (verified: boolean): void => deps.exit({ to: ctx.creating ? 'profile' : 'done', verified });

  const once = singleFlight($busy);
  const run = <T>(ignored: T, task: () => Promise<T>): Promise<T> => once(async () => {
    $error.set(null);
    return task();
  }, ignored);

  return {
    $busy,
    $phoneError,
    $error,

    submitPhone: (draft, channel) => run(undefined, async () => {
      const masked = phoneMaskError(draft.mask, draft.number);
      $phoneError.set(masked);
      if (masked) return;
      let phone: string | null;
      try {
        phone = await deps.toE164(draft.country, draft.number);
      } catch (err) {
        $error.set(failureOf(err)); // the phone table chunk failed to load
        return;
      }
      if (!phone) {
        $phoneError.set(PHONE_INVALID);
        return;
      }
      try {
        await deps.sendPhoneCode(phone, channel);
      } catch (err) {
        const wait = throttledCodeWait(err);
        if (wait === null) $error.set(codeRequestFailure(err));
        else deps.exit({ to: 'code', phone, channel, resendIn: wait });
        return;
      }
      deps.exit({ to: 'code', phone, channel, resendIn: RESEND_SECONDS });
    }),

    haveCode(channel) {
      if ($busy.get()) return;
      $error.set(null);
      deps.exit({ to: 'code', phone: null, channel, resendIn: 0 });
    },

    submitCode: (raw) => run<CodeOutcome>('ignored', () => checkCode(raw, {
      $error,
      verify: deps.verifyPhone,
      sent: () => deps.track('verification_code_added'),
      accepted: () => {
        deps.alert({ kind: 'success', error: { key: 'verify.phone-saved' } });
        next(true);
      },
    })),

    async resend(phone, channel) {
      await deps.sendPhoneCode(phone, channel);
      $error.set(null); // the old code's error no longer applies
    },

    ...stepActions($busy, $error, () => next(false)),
  };
}
