// Validate phone (spec §4, §5): a number masked for its country → a code sent by
// SMS or WhatsApp → the code step; a correct code saves the phone. Skip is
// allowed at both steps. Afterwards: the profile step when creating an account,
// else the callback or home.
import { atom, type ReadableAtom } from 'nanostores';
import type { DeliveryChannel } from '../core/api/calls';
import { phoneMaskError, PHONE_INVALID } from '../core/phone/mask';
import { isCompleteCode, normalizeCode } from '../core/validation';
import type { FormError } from './signin-flow';
import { CODE_EXPIRED, codeFailure, codeRequestFailure, isRefusal, requestFailure, type CodeOutcome, type FlowAlert } from './code-failure';

export type { DeliveryChannel };
export type VerifyPhoneExit = { to: 'profile' } | { to: 'done' };

export type VerifyPhoneState =
  | { step: 'phone' }
  /** `phone` is the E.164 number the code went to; never a code or token. */
  | { step: 'code'; phone: string; channel: DeliveryChannel };

/** The phone as typed: region, its mask and the masked national number. */
export interface PhoneDraft {
  country: string;
  mask: string;
  number: string;
}

export interface VerifyPhoneDeps {
  /** E.164 of a national number for a region, or null when it is not a phone number. */
  toE164(country: string, national: string): Promise<string | null>;
  sendPhoneCode(phone: string, channel: DeliveryChannel): Promise<void>;
  verifyPhone(code: string): Promise<{ active: boolean }>;
  alert(alert: FlowAlert): void;
  track(event: 'verification_code_added'): void;
  exit(exit: VerifyPhoneExit): void;
}

export interface VerifyPhoneFlow {
  $state: ReadableAtom<VerifyPhoneState>;
  $busy: ReadableAtom<boolean>;
  /** Error key of the phone field (i18n). */
  $phoneError: ReadableAtom<string | null>;
  $error: ReadableAtom<FormError>;
  submitPhone(draft: PhoneDraft, channel: DeliveryChannel): Promise<void>;
  /** One at a time: a submit while another is in flight is ignored. */
  submitCode(code: string): Promise<CodeOutcome>;
  /** Sends a new code to the same number; rejects with the API's error (ResendButton shows it). */
  resend(): Promise<void>;
  /** Back to the number (the screen keeps what was typed). */
  changeNumber(): void;
  skip(): void;
  clearError(): void;
}

export function createVerifyPhoneFlow(deps: VerifyPhoneDeps, ctx: { creating: boolean }): VerifyPhoneFlow {
  const $state = atom<VerifyPhoneState>({ step: 'phone' });
  const $busy = atom(false);
  const $phoneError = atom<string | null>(null);
  const $error = atom<FormError>(null);
  const next = (): void => deps.exit(ctx.creating ? { to: 'profile' } : { to: 'done' });

  async function run<T>(ignored: T, task: () => Promise<T>): Promise<T> {
    if ($busy.get()) return ignored; // a double click submits once
    $busy.set(true);
    $error.set(null);
    try {
      return await task();
    } finally {
      $busy.set(false);
    }
  }

  return {
    $state,
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
        $error.set(requestFailure(err)); // the phone table chunk failed to load
        return;
      }
      if (!phone) {
        $phoneError.set(PHONE_INVALID);
        return;
      }
      try {
        await deps.sendPhoneCode(phone, channel);
      } catch (err) {
        $error.set(codeRequestFailure(err)); // a 429: when the next code can go
        return;
      }
      $state.set({ step: 'code', phone, channel });
    }),

    submitCode: (raw) => run<CodeOutcome>('ignored', async () => {
      const code = normalizeCode(raw);
      if (!isCompleteCode(code)) {
        $error.set({ key: 'errors.code-invalid' });
        return 'failed';
      }
      deps.track('verification_code_added');
      try {
        const res = await deps.verifyPhone(code);
        if (res.active) {
          deps.alert({ kind: 'success', error: { key: 'verify.phone-saved' } });
          next();
          return 'accepted';
        }
        $error.set({ key: CODE_EXPIRED });
        return 'refused';
      } catch (err) {
        $error.set(codeFailure(err));
        return isRefusal(err) ? 'refused' : 'failed';
      }
    }),

    async resend() {
      const state = $state.get();
      if (state.step !== 'code') throw new Error('no number to resend to');
      await deps.sendPhoneCode(state.phone, state.channel);
      $error.set(null); // the old code's error no longer applies
    },

    changeNumber() {
      if ($busy.get()) return;
      $error.set(null);
      $state.set({ step: 'phone' });
    },

    skip() {
      if ($busy.get()) return;
      next();
    },

    clearError() {
      $error.set(null);
    },
  };
}
