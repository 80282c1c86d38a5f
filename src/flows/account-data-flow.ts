// The student's data rights (LGPD Art. 18, issue 24): download everything the API holds about
// them, and delete the account — confirmed with the password or a passkey, then a word typed in
// the page's language. After a deletion nothing of the account stays in this browser.
import { atom, type ReadableAtom } from 'nanostores';
import { noticeFromError, type Notice } from './profile-settings-flow';

export interface AccountDataDeps {
  exportAccount(): Promise<unknown>;
  /** Offers the file to the user (a download). */
  save(data: unknown): void;
  deleteAccount(): Promise<void>;
  /** Cookies, storage, caches and every element's state cleared (synchronously; other tabs told); settles when done. */
  forget(): Promise<void>;
  /** To sign-in, with the message that the account was deleted. */
  leave(): void;
  notify(notice: Notice): void;
}

/** The steps of "delete my account". */
export type DeleteStep = 'closed' | 'confirm-identity' | 'type-word';

export interface AccountDataFlow {
  $downloading: ReadableAtom<boolean>;
  $deleteStep: ReadableAtom<DeleteStep>;
  $deleting: ReadableAtom<boolean>;
  download(): Promise<void>;
  startDelete(): void;
  /** The user confirmed who they are: the word comes next. */
  identityConfirmed(): void;
  cancelDelete(): void;
  /** `typed` must equal `word` (the page's language), ignoring case and the spaces around it. */
  wordMatches(typed: string, word: string): boolean;
  confirmDelete(typed: string, word: string): Promise<boolean>;
}

export function createAccountDataFlow(deps: AccountDataDeps): AccountDataFlow {
  const $downloading = atom(false);
  const $deleteStep = atom<DeleteStep>('closed');
  const $deleting = atom(false);
  const wordMatches = (typed: string, word: string) => typed.trim().toLocaleUpperCase() === word.toLocaleUpperCase();

  return {
    $downloading, $deleteStep, $deleting, wordMatches,

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
    identityConfirmed: () => $deleteStep.set('type-word'),
    cancelDelete: () => { if (!$deleting.get()) $deleteStep.set('closed'); },

    async confirmDelete(typed, word) {
      if ($deleting.get() || !wordMatches(typed, word)) return false;
      $deleting.set(true);
      try {
        await deps.deleteAccount();
      } catch (err) {
        // Not recent any more (the dialog stayed open a while): confirm who it is again.
        if ((err as { status?: number } | null)?.status === 403) $deleteStep.set('confirm-identity');
        deps.notify(noticeFromError(err));
        $deleting.set(false);
        return false;
      }
      // Cleared at once (the server's sign-out goes on behind): sign-in, with its message, is the
      // next thing drawn, before any guard sends the signed-out user there without it.
      const forgotten = deps.forget();
      $deleting.set(false);
      $deleteStep.set('closed');
      deps.leave();
      await forgotten;
      return true;
    },
  };
}
