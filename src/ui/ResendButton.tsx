import { useEffect, useRef, useState } from 'react';
import { dismissAlert } from '../core/alerts';
import { showAlert } from '../core/show-alert';
import { codeRequestFailure } from '../core/failure';
import { RESEND_SECONDS } from '../core/constants';
import { Button } from './Button';

export interface ResendButtonProps {
  /** Sends the code again; rejects with the API's error on failure. */
  onResend(): Promise<unknown>;
  /** Already translated, e.g. "Resend code". */
  label: string;
  /** Already translated, e.g. (12) → "Resend code in 12 s". */
  countdownLabel(seconds: number): string;
  /** Already translated success alert (spec §8: 'Code resent successfully.'). */
  successMessage: string;
  /** Seconds before the first resend; the code was usually just sent. */
  initialSeconds?: number;
  disabled?: boolean;
  /**
   * After each attempt, sent or not. The button is disabled while it sends and then counts down,
   * so focus would fall to <body>: the screen sends it on (to the code boxes).
   */
  onSettled?(sent: boolean): void;
  /** The countdown starts again (a code resent, a Retry-After): `seconds` from now. */
  onRestart?(seconds: number): void;
}


/**
 * "Resend code" with the 30 s countdown of spec §4: disabled until zero, then
 * resends and counts again. A 429 with Retry-After counts that long instead.
 */
export function ResendButton({ onResend, label, countdownLabel, successMessage, initialSeconds = RESEND_SECONDS, disabled = false, onSettled, onRestart }: ResendButtonProps) {
  // A deadline, not a decrementing counter: background tabs throttle timers.
  const [until, setUntil] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const mounted = useRef(true);
  const left = Math.max(0, Math.ceil((until - now) / 1000));

  // "Code resent" speaks of this step's code: it goes with the step, not on to the next one.
  const resent = useRef<number | null>(null);
  useEffect(() => () => {
    mounted.current = false;
    if (resent.current !== null) dismissAlert(resent.current);
  }, []);
  const counting = left > 0;
  useEffect(() => {
    if (!counting) return undefined;
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, [counting]);

  const restart = (seconds: number): void => {
    const at = Date.now();
    setNow(at);
    setUntil(at + seconds * 1000);
    onRestart?.(seconds);
  };

  const resend = async (): Promise<void> => {
    if (running.current || counting) return; // a double click resends once
    running.current = true;
    setBusy(true);
    try {
      await onResend();
      if (!mounted.current) return;
      resent.current = showAlert({ message: successMessage, kind: 'success' });
      restart(RESEND_SECONDS);
      onSettled?.(true);
    } catch (err) {
      if (!mounted.current) return;
      showAlert({ ...codeRequestFailure(err), kind: 'error' });
      const retryAfter = (err as { retryAfter?: unknown } | null)?.retryAfter;
      if (typeof retryAfter === 'number' && retryAfter > 0) restart(retryAfter);
      onSettled?.(false);
    } finally {
      running.current = false;
      if (mounted.current) setBusy(false);
    }
  };

  return (
    <Button variant="link" busy={busy} disabled={disabled || counting} onClick={() => void resend()} data-seconds={left}>
      {counting ? countdownLabel(left) : label}
    </Button>
  );
}
