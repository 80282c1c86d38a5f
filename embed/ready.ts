// What <accounts-signin>'s first screen needs to act on a submit, besides the elements: the
// Accounts API layer, the sign-in flow and where it ends, and the error messages a failed submit
// shows. The entry (embed/accounts.ts) asks for this chunk at the first sign of use of an element
// (a focus, a tap, a key), so it has arrived by the time an email is typed and submitted, and a
// page that only shows the element doesn't download it (issue #23). The screens import each of
// these on demand too (the hosted portal loads them that way). Its strings (the sign-in flow's
// areas besides common) are pt's: the password step's (signin), its field's (shared) and the
// error messages.
import '../src/flows/api-live';
import '../src/flows/signin-live';
import '../src/screens/signin/exits';
import { provideStrings } from '../src/core/i18n';
import errors from '../locales/pt/errors.json';
import signin from '../locales/pt/signin.json';
import shared from '../locales/pt/shared.json';

// pt is the fallback, so its strings are wanted on every page (another language's arrive with
// its bundle, which the flow asks for: SignInScreen's SIGNIN_FLOW_AREAS).
provideStrings('pt', 'errors', errors);
provideStrings('pt', 'signin', signin);
provideStrings('pt', 'shared', shared);
