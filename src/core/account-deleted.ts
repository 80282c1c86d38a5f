// The session ended because the account was deleted, here or in another tab (core/session.ts sets
// it): sign-in says so, once, in its own language (screens/signin/SignInExtensions.tsx takes it).
// A module of its own: the sign-in screen reads it without session.ts, which opens the tabs'
// channel as it loads (the build's render of the first paint, in Node, would never exit).
import { atom } from 'nanostores';

export const $accountDeleted = atom(false);
