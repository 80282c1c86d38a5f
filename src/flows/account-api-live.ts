// The account's calls, on the client the rest of the page uses (api-live wires it: the session's
// refresh, the language, the accounts-error events).
import './api-live';

export * from '../core/api/account-calls';
