// Wires the client to the rest of the page when the API chunk arrives.
import { setLocaleGetter } from '../core/api/client';
import '../core/session-refresh';
import { $locale } from '../core/i18n';

setLocaleGetter(() => $locale.get());

export * from '../core/api/calls';
export { onSignedOutNavigate, isApiError } from '../core/api/client';
