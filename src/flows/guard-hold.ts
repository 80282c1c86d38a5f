import { atom } from 'nanostores';

/**
 * True while a flow that has just stored a session is still deciding where to go
 * (spec §4: the verification check runs after sign-in). Route guards wait for it.
 */
export const $guardHold = atom(false);
