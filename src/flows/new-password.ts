// The new-password form's rules (reset, activation, provisional password; spec §5): the
// password and its confirmation, judged as the user types once a submit has shown a message.
import { atom, type ReadableAtom } from 'nanostores';
import { confirmPasswordError, passwordError } from '../core/validation';
import type { TKey } from '../core/i18n-keys';

/** A refused code on a new-password form (reset, activation): "expired or cannot be found". */
export const CODE_EXPIRED_KEY = 'recovery.code-expired';

export interface PasswordErrors {
  password?: TKey;
  confirm?: TKey;
}

/** New password + confirmation (spec §5), as i18n keys; empty when valid. */
export function newPasswordErrors(password: string, confirm: string): PasswordErrors {
  const out: PasswordErrors = {};
  const p = passwordError(password);
  const c = confirmPasswordError(password, confirm);
  if (p) out.password = p;
  if (c) out.confirm = c;
  return out;
}

export interface PasswordChecks {
  $errors: ReadableAtom<PasswordErrors>;
  /** On submit: every field's message; true when both are valid. */
  submit(password: string, confirm: string): boolean;
  /** As the user types: a field that has shown a message is judged again (fixed, it goes). */
  edit(password: string, confirm: string): void;
}

/**
 * The new-password fields' messages (reset, activation, provisional). Like the sign-up and
 * settings forms, a field says nothing before the first submit, and after it tracks the value.
 */
export function passwordChecks(): PasswordChecks {
  const $errors = atom<PasswordErrors>({});
  const shown = new Set<keyof PasswordErrors>();
  const judge = (password: string, confirm: string, all: boolean): boolean => {
    const errors = newPasswordErrors(password, confirm);
    const out: PasswordErrors = {};
    for (const k of ['password', 'confirm'] as const) {
      if (all && errors[k]) shown.add(k);
      if (shown.has(k) && errors[k]) out[k] = errors[k];
    }
    $errors.set(out);
    return !errors.password && !errors.confirm;
  };
  return {
    $errors,
    submit: (password, confirm) => judge(password, confirm, true),
    edit: (password, confirm) => { judge(password, confirm, false); },
  };
}
