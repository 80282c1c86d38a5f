import type { ButtonHTMLAttributes } from 'react';
import * as s from './styles.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link';
  /** Shows a busy state and refuses repeat clicks (double submit), keeping focus. */
  busy?: boolean;
}

export function Button({ variant = 'primary', busy = false, disabled, children, type = 'button', onClick, ...rest }: ButtonProps) {
  const part = variant === 'primary' ? 'button primary-button' : variant === 'link' ? 'link' : 'button';
  return (
    <button
      {...rest}
      type={type}
      className={s.button[variant]}
      part={part}
      disabled={disabled}
      // Busy, it keeps focus (a disabled button drops it to <body>, and the next Tab starts over):
      // clicks, and a form's implicit submission through it, are refused instead.
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={busy ? (e) => e.preventDefault() : onClick}
    >
      {children}
    </button>
  );
}
