// What <accounts-signin>'s first screen needs to act on a submit, besides the elements: the
// Accounts API layer, the sign-in flow and where it ends, the page-wide setup (embed/page-setup.ts: a cross-site page hands
// the submit off) and the error messages a failed submit shows. The entry (embed/accounts.ts)
// preloads this chunk with the elements' (one round trip) and defines the elements once both are
// there, so `accounts-ready` means a submit goes through without another download (issue #23).
// The screens still import each of these on demand (the hosted portal loads them that way).
import './page-setup';
import '../src/flows/api-live';
import '../src/flows/signin-live';
import '../src/screens/signin/exits';
import { provideStrings } from '../src/core/i18n';
import errors from '../locales/pt/errors.json';

// pt is the fallback, so its error messages are wanted on every page (other languages' arrive
// with their bundle, which firstStrings in define.ts loads before the first render).
provideStrings('pt', 'errors', errors);
