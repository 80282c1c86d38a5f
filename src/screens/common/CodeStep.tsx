import type { ReactNode } from 'react';
import { isCompleteCode } from '../../core/validation';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { CodeInput } from '../../ui/CodeInput';
import { Heading } from '../../ui/Heading';
import { ResendButton, type ResendButtonProps } from '../../ui/ResendButton';
import { useElement } from '../../ui/context';
import { keepResendAt } from './step-entry';
import * as s from '../../ui/styles.css';

export interface CodeStepProps {
  /** Already translated. None in a dialog: the dialog's title is the step's heading. */
  title?: string;
  text: string;
  code: string;
  onCode(code: string): void;
  /** Continue (the button, or the sixth character when `autoSubmit`). */
  onSubmit(code: string): void;
  autoSubmit?: boolean;
  busy?: boolean;
  /** CodeInput's: each new value sends focus back to the boxes. */
  focusKey?: number;
  labels: { code: string; box(position: number, total: number): string; submit: string };
  resend: Omit<ResendButtonProps, 'label' | 'countdownLabel' | 'successMessage'> & { label: string; countdownLabel(seconds: number): string; successMessage: string };
  /** The step's own links ("Use another email", "Change number"), after the resend button. */
  links?: ReactNode;
  /** Between the text and the boxes (the step's alert, where the step shows it there). */
  alert?: ReactNode;
  /** The boxes' own error (translated), where the step shows it there (settings' contact dialog). */
  error?: string | null;
  /** Fields the code goes with (activation's new password, after a reload forgot it). */
  children?: ReactNode;
  /** Whether Continue may send besides a complete code (those fields filled in). */
  ready?: boolean;
}

/**
 * A code step, the same wherever a code is typed after a request (validate email, forgot password,
 * the phone, activation, settings' phone change): the 6 boxes, Continue, "Resend code" with its
 * countdown, and the step's links. The step's entry keeps when a restarted countdown ends (a
 * reload counts on).
 */
export function CodeStep({ title, text, code, onCode, onSubmit, autoSubmit = false, busy = false, focusKey, labels, resend, links, alert, error, children, ready = true }: CodeStepProps) {
  const { router } = useElement();
  return (
    <>
      {title === undefined ? null : <Heading key={title}>{title}</Heading>}
      <p className={s.subtle}>{text}</p>
      {alert}
      <Form onSubmit={() => onSubmit(code)}>
        {children}
        <CodeInput
          name="code"
          value={code}
          onChange={onCode}
          {...(autoSubmit ? { onComplete: onSubmit } : {})}
          busy={busy}
          focusKey={focusKey}
          error={error}
          label={labels.code}
          boxLabel={labels.box}
        />
        <Button type="submit" busy={busy} disabled={!isCompleteCode(code) || !ready}>{labels.submit}</Button>
      </Form>
      <div className={s.linkRow}>
        <ResendButton {...resend} onRestart={(seconds) => keepResendAt(router, seconds)} />
        {links}
      </div>
    </>
  );
}
