// Wires the client to the rest of the page when the API chunk arrives.
import { onApiError, setLocaleGetter } from '../core/api/client';
import { emitActive } from '../core/events';
import '../core/session-refresh';
import { $locale, translate } from '../core/i18n';

setLocaleGetter(() => $locale.get());
// Partners hear about failures; the detail carries the kind, status and the server's text only —
// but for wrong credentials, the words the screen shows (spec §8: the English wrong-credentials
// message is not shown, and a partner showing the detail would show it).
onApiError((e) => emitActive('accounts-error', {
  kind: e.kind,
  message: e.wrongCredentials ? translate('errors.wrong-credentials') : e.message,
  status: e.status,
}));

export * from '../core/api/calls';
export { onSignedOutNavigate, isApiError } from '../core/api/client';
