// Change password in settings (spec §5): current required, new follows the
// password rule and differs from the current one, confirm equals new.
import { atom, type ReadableAtom } from 'nanostores';
import { changePasswordErrors, hasErrors, type FieldErrors } from '../core/validation';
import { noticeFromError, type Notice } from './profile-settings-flow';
import { singleFlight } from './single-flight';

export interface PasswordChangeForm {
  current: string;
  password: string;
  confirm: string;
}
export type PasswordChangeField = keyof PasswordChangeForm;

export interface PasswordChangeDeps {
  changePassword(previous: string, next: string): Promise<void>;
  notify(notice: Notice): void;
}

export interface PasswordChangeFlow {
  $form: ReadableAtom<PasswordChangeForm>;
  $errors: ReadableAtom<Partial<FieldErrors<PasswordChangeField>>>;
  /** The server's own words for a field (e.g. a wrong current password). */
  $serverErrors: ReadableAtom<Partial<Record<PasswordChangeField, string>>>;
  $busy: ReadableAtom<boolean>;
  set(field: PasswordChangeField, value: string): void;
  blur(field: PasswordChangeField): void;
  submit(): Promise<boolean>;
}

const EMPTY: PasswordChangeForm = { current: '', password: '', confirm: '' };
const API_FIELDS: Record<string, PasswordChangeField> = { previous_password: 'current', new_password: 'password' };

export function createPasswordChangeFlow(deps: PasswordChangeDeps): PasswordChangeFlow {
  const $form = atom<PasswordChangeForm>({ ...EMPTY });
  const $errors = atom<Partial<FieldErrors<PasswordChangeField>>>({});
  const $serverErrors = atom<Partial<Record<PasswordChangeField, string>>>({});
  const $busy = atom(false);
  const touched = new Set<PasswordChangeField>();
  const run = singleFlight($busy);

  function refresh(): void {
    const all = changePasswordErrors($form.get());
    const shown: Partial<FieldErrors<PasswordChangeField>> = {};
    for (const f of touched) shown[f] = all[f];
    $errors.set(shown);
  }

  return {
    $form, $errors, $serverErrors, $busy,

    set(field, value) {
      $form.set({ ...$form.get(), [field]: value });
      if ($serverErrors.get()[field]) $serverErrors.set({ ...$serverErrors.get(), [field]: undefined });
      // The confirmation is judged again as soon as the new password changes.
      if (field === 'password' && $form.get().confirm) touched.add('confirm');
      refresh();
    },

    blur(field) {
      if ($form.get()[field]) touched.add(field);
      refresh();
    },

    submit: () => run(async () => {
      const form = $form.get();
      const errors = changePasswordErrors(form);
      if (hasErrors(errors)) {
        for (const f of Object.keys(errors) as PasswordChangeField[]) touched.add(f);
        refresh();
        return false;
      }
      $serverErrors.set({});
      try {
        await deps.changePassword(form.current, form.password);
        touched.clear();
        $form.set({ ...EMPTY }); // passwords are not kept once used
        refresh();
        deps.notify({ kind: 'success', key: 'settings.password-changed' });
        return true;
      } catch (err) {
        const e = (err ?? {}) as { field?: string; message?: string };
        const field = e.field ? API_FIELDS[e.field] : undefined;
        if (field && e.message) $serverErrors.set({ [field]: e.message });
        deps.notify(noticeFromError(err));
        return false;
      }
    }, false),
  };
}
