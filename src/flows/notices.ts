// Messages a screen hands to the next one through navigation state (untrusted: matched, never shown as given).
export const NOTICE = {
  /** The account was deleted: sign-in says so (account-data-flow.ts → PasskeySignIn.tsx). */
  accountDeleted: 'account-deleted',
} as const;
