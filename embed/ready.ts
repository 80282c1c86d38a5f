// What <accounts-signin>'s first screen needs to act on a submit, besides the elements: the
// Accounts API layer, the sign-in flow and where it ends, and the error messages a failed submit
// shows. The entry (embed/accounts.ts) asks for this chunk at the first sign of use of an element
// (a focus, a tap, a key), so it has arrived by the time an email is typed and submitted, and a
// page that only shows the element doesn't download it (issue #23). The screens import each of
// these on demand too (the hosted portal loads them that way).
import '../src/flows/api-live';
import '../src/flows/signin-live';
import '../src/screens/signin/exits';
import { provideStrings } from '../src/core/i18n';
import errors from '../locales/pt/errors.json';

// pt is the fallback, so its error messages are wanted on every page (other languages' arrive
// with their bundle, which firstStrings in define.ts loads before the first render).
provideStrings('pt', 'errors', errors);
