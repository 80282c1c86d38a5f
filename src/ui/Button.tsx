import type { ButtonHTMLAttributes } from 'react';
import * as s from './styles.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link';
  /** Shows a busy state and blocks repeat clicks (double submit). */
  busy?: boolean;
}

export function Button({ variant = 'primary', busy = false, disabled, children, type = 'button', ...rest }: ButtonProps) {
  const part = variant === 'primary' ? 'button primary-button' : variant === 'link' ? 'link' : 'button';
  return (
    <button
      {...rest}
      type={type}
      className={s.button[variant]}
      part={part}
      disabled={disabled || busy}
      aria-busy={busy ? 'true' : undefined}
    >
      {children}
    </button>
  );
}
