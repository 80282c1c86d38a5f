// The student's data rights (LGPD Art. 18, issue 24): download everything the API holds about
// them, and delete the account — confirmed with the password or a passkey, then a word typed in
// the page's language. After a deletion nothing of the account stays in this browser.
import { atom, computed, type ReadableAtom } from 'nanostores';
import { fieldsOf, isKeptText } from '../core/storage';
import { noticeFromError, type Notice } from './profile-settings-flow';

export interface AccountDataDeps {
  exportAccount(): Promise<unknown>;
  /** Offers the file to the user (a download). */
  save(data: unknown): void;
  deleteAccount(): Promise<void>;
  /** The API no longer knows the account's email (the activation check's 404); may throw. */
  accountGone(): Promise<boolean>;
  /** The session was refused and the account is still there: signed out as expired, sent to sign-in
   * (client.ts expireSession, as any other call's refusal); never rejects. */
  expired(): Promise<void>;
  /** Cookies, storage, caches and every element's state cleared (synchronously; other tabs told
   * that the account was deleted: they say so too); settles when done. */
  forget(): Promise<void>;
  /** To sign-in, with the message that the account was deleted. */
  leave(): void;
  notify(notice: Notice): void;
}

/** The steps of "delete my account". */
export type DeleteStep = 'closed' | 'confirm-identity' | 'type-word';

/** The dialog as a reload should find it (settings/drafts.ts): its step and the word typed. Never a password. */
export interface DeleteDraft { step: Exclude<DeleteStep, 'closed'>; typed: string }

/** A kept draft read back from storage, as untrusted: a known step and a short string, else none. */
export function parseDeleteDraft(v: unknown): DeleteDraft | undefined {
  try {
    const { step, typed } = fieldsOf(v);
    return (step === 'confirm-identity' || step === 'type-word') && isKeptText(typed) ? { step, typed } : undefined;
  } catch {
    return undefined; // not an object
  }
}

export interface AccountDataFlow {
  $downloading: ReadableAtom<boolean>;
  $deleteStep: ReadableAtom<DeleteStep>;
  /** The confirmation word as typed. */
  $typed: ReadableAtom<string>;
  $deleting: ReadableAtom<boolean>;
  /** The open dialog's draft; null when it is closed. */
  $draft: ReadableAtom<DeleteDraft | null>;
  download(): Promise<void>;
  startDelete(): void;
  /** The dialog as it was before a reload. The API still asks for a recent sign-in (403: confirm again). */
  restore(draft: DeleteDraft | undefined): void;
  /** The user confirmed who they are: the word comes next. */
  identityConfirmed(): void;
  type(text: string): void;
  cancelDelete(): void;
  /** `typed` must equal `word` (the page's language), ignoring case and the spaces around it. */
  wordMatches(typed: string, word: string): boolean;
  /** Deletes when the word typed matches `word`. */
  confirmDelete(word: string): Promise<boolean>;
}

export function createAccountDataFlow(deps: AccountDataDeps): AccountDataFlow {
  const $downloading = atom(false);
  const $deleteStep = atom<DeleteStep>('closed');
  const $typed = atom('');
  const $deleting = atom(false);
  const $draft = computed([$deleteStep, $typed], (step, typed) => (step === 'closed' ? null : { step, typed }));
  const wordMatches = (typed: string, word: string) => typed.trim().toLocaleUpperCase() === word.toLocaleUpperCase();
  const close = (): void => {
    $deleteStep.set('closed');
    $typed.set('');
  };

  return {
    $downloading, $deleteStep, $typed, $deleting, $draft, wordMatches,

    async download() {
      if ($downloading.get()) return;
      $downloading.set(true);
      try {
        deps.save(await deps.exportAccount());
        deps.notify({ kind: 'success', key: 'account.data.downloaded' });
      } catch (err) {
        deps.notify(noticeFromError(err));
      } finally {
        $downloading.set(false);
      }
    },

    startDelete: () => $deleteStep.set('confirm-identity'),
    restore(draft) {
      if (!draft) return;
      $typed.set(draft.typed);
      $deleteStep.set(draft.step);
    },
    identityConfirmed: () => $deleteStep.set('type-word'),
    type: (text) => $typed.set(text),
    cancelDelete: () => { if (!$deleting.get()) close(); },

    async confirmDelete(word) {
      if ($deleting.get() || !wordMatches($typed.get(), word)) return false;
      $deleting.set(true);
      try {
        await deps.deleteAccount();
      } catch (err) {
        const { status } = (err ?? {}) as { status?: number };
        // No session (401) or no such user (404): an attempt whose answer was lost (a timeout) may
        // have deleted it, or another tab did. Asked, rather than told "your session expired".
        if (!((status === 401 || status === 404) && await deps.accountGone().catch(() => false))) {
          // The call left a refused session to us (quietRefusal): one sign-out, for the right reason,
          // and sign-in says the session expired (core/notices.ts). Else the failure is said here.
          if (status === 401) await deps.expired();
          else deps.notify(noticeFromError(err));
          // Not recent any more (the dialog stayed open a while): confirm who it is again.
          if (status === 403) $deleteStep.set('confirm-identity');
          $deleting.set(false);
          return false;
        }
      }
      // Cleared at once (the server's sign-out goes on behind): sign-in, with its message, is the
      // next thing drawn, before any guard sends the signed-out user there without it.
      const forgotten = deps.forget();
      $deleting.set(false);
      close();
      deps.leave();
      await forgotten;
      return true;
    },
  };
}
