// Messages a screen (or the API client) hands to the next one through navigation state
// (untrusted: matched, never shown as given). Sign-in shows them: SignInExtensions.tsx.
export const NOTICE = {
  /** The account was deleted (account-data-flow.ts). */
  accountDeleted: 'account-deleted',
  /** The API refused the session and its refresh: signed out here (api/client.ts expireSession). */
  sessionExpired: 'session-expired',
} as const;

export type Notice = (typeof NOTICE)[keyof typeof NOTICE];
