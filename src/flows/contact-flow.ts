// Phone change in settings (spec §4, §5): the new number, masked per country,
// must be valid for that country; a 6-digit code goes to it; the code confirms
// it (the API saves the number on a correct code) and the user is reloaded.
import { atom, type ReadableAtom } from 'nanostores';
import { singleFlight } from './single-flight';
import { codeError, normalizeCode, type ErrorKey } from '../core/validation';
import { phoneMaskError } from '../core/phone/mask';
import { toInternational } from '../core/phone/phone';
import { isValidForCountryFull, preloadFullMetadata } from '../core/phone/valid-number';
import { codeRequestFailure, isRefusal, throttledCodeWait, type CodeOutcome } from '../core/failure';
import { RESEND_SECONDS } from '../core/constants';
import { noticeFromError, type Notice } from './profile-settings-flow';

export type ContactState =
  | { step: 'closed' }
  | { step: 'phone'; country: string; value: string }
  /**
   * `e164`: the number the code went to; null when it is not known here ("I already have a
   * code", a reload): the API knows the number it waits on. `resendIn`: seconds before "Resend".
   */
  | { step: 'code'; country: string; value: string; e164: string | null; resendIn: number };

export interface ContactDeps {
  /** The first code: POST /users/verify with the new number, which becomes the pending one. */
  requestPhoneChange(e164: string): Promise<void>;
  /** Again to the pending number: the settings form of POST /users/me/verify-code/phone-number/
   * (spec §7: delivery_by only, 201). */
  resendPhoneCode(): Promise<void>;
  verifyPhone(code: string): Promise<{ active: boolean }>;
  /** Reload the signed-in user so the new number shows. */
  reloadMe(): Promise<void>;
  notify(notice: Notice): void;
  /** Ends the error alerts shown so far (an earlier 'invalid phone number' once a code went out). */
  dismissErrors(): void;
}

export interface ContactFlow {
  $state: ReadableAtom<ContactState>;
  $error: ReadableAtom<ErrorKey | null>;
  $busy: ReadableAtom<boolean>;
  open(country: string, value?: string): void;
  /** Back at the code step the page was left on (a reload, Forward, a return from the SMS app). */
  resume(e164: string | null, resendIn: number): void;
  /** "I already have a code": the code step, nothing sent. */
  haveCode(): void;
  close(): void;
  setPhone(country: string, value: string): void;
  /** `mask` is the selected country's input mask ('#' per digit). */
  submitPhone(mask: string): Promise<void>;
  resend(): Promise<void>;
  back(): void;
  /** One at a time: a submit while another is in flight (the button after the auto-submit) is ignored. */
  submitCode(code: string): Promise<CodeOutcome>;
}

export function createContactFlow(deps: ContactDeps): ContactFlow {
  const $state = atom<ContactState>({ step: 'closed' });
  const $error = atom<ErrorKey | null>(null);
  const $busy = atom(false);

  /** `ignored` while another call is in flight; `failed(err)` after a thrown error, once notified. */
  const once = singleFlight($busy);
  const run = <T>(ignored: T, failed: (err: unknown) => T, task: () => Promise<T>): Promise<T> => once(async () => {
    try {
      return await task();
    } catch (err) {
      deps.notify(noticeFromError(err));
      return failed(err);
    }
  }, ignored);

  return {
    $state, $error, $busy,

    open(country, value = '') {
      preloadFullMetadata(); // for submitPhone's check, so Send does not wait for it
      $error.set(null);
      $state.set({ step: 'phone', country, value });
    },

    resume(e164, resendIn) {
      $error.set(null);
      $state.set({ step: 'code', country: '', value: '', e164, resendIn });
    },

    haveCode() {
      const s = $state.get();
      if (s.step !== 'phone' || $busy.get()) return;
      $error.set(null);
      deps.dismissErrors();
      $state.set({ step: 'code', country: s.country, value: s.value, e164: null, resendIn: 0 });
    },

    close() {
      $error.set(null);
      $state.set({ step: 'closed' });
    },

    setPhone(country, value) {
      const s = $state.get();
      if (s.step !== 'phone') return;
      if ($error.get()) $error.set(null);
      $state.set({ step: 'phone', country, value });
    },

    submitPhone: (mask) => run(undefined, () => undefined, async () => {
      const s = $state.get();
      if (s.step !== 'phone') return;
      const maskError = phoneMaskError(mask, s.value);
      $error.set(maskError);
      if (maskError) return;
      const e164 = toInternational(s.country, s.value);
      // Valid for the country by its number patterns, not only its length (spec §5): BR (11) 00000-0000 is refused.
      const valid = !!e164 && await isValidForCountryFull(s.country, s.value);
      if ($state.get() !== s) return; // changed or closed while the rules loaded: that number is no longer asked for
      if (!e164 || !valid) {
        deps.dismissErrors(); // one 'invalid phone number' on screen, not one per try
        deps.notify({ kind: 'error', key: 'errors.phone-invalid' });
        return;
      }
      let resendIn = RESEND_SECONDS;
      try {
        await deps.requestPhoneChange(e164);
      } catch (err) {
        // A 429: a code went out moments ago and is still good (issue 20): its step all the same.
        const wait = throttledCodeWait(err);
        if (wait === null) {
          deps.notify({ kind: 'error', ...codeRequestFailure(err) });
          return;
        }
        resendIn = wait;
      }
      deps.dismissErrors();
      $state.set({ step: 'code', country: s.country, value: s.value, e164, resendIn });
    }),

    /** Sends the code again; rejects with the API's error (the resend button shows it and counts down). */
    async resend() {
      const s = $state.get();
      if (s.step !== 'code') return;
      await deps.resendPhoneCode();
    },

    back() {
      const s = $state.get();
      if (s.step === 'code') $state.set({ step: 'phone', country: s.country, value: s.value });
    },

    submitCode: (raw) => run<CodeOutcome>('ignored', (err) => (isRefusal(err) ? 'refused' : 'failed'), async () => {
      const s = $state.get();
      if (s.step !== 'code') return 'ignored';
      const code = normalizeCode(raw);
      const error = codeError(code);
      $error.set(error);
      if (error) return 'failed';
      const result = await deps.verifyPhone(code);
      if (!result.active) {
        deps.notify({ kind: 'error', key: 'settings.contact.code-rejected' });
        return 'refused';
      }
      $state.set({ step: 'closed' });
      deps.notify({ kind: 'success', key: 'settings.contact.phone-changed' });
      // The number is saved; a failed reload only delays showing it.
      await deps.reloadMe().catch(() => undefined);
      return 'accepted';
    }),
  };
}
