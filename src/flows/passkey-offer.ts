// After a password sign-in, offer once to create a passkey (issue 24). The sign-in flow waits for
// the answer (signin-flow.ts offerPasskey) while the screen shows the offer; "create" and "not
// now" are both remembered for that account on this browser (a preference, not a secret).
import { atom } from 'nanostores';
import { readJson, removeKey, writeJson } from '../core/storage';
import type { RegisterOutcome } from './passkey-register';
import { singleFlight } from './single-flight';

export const OFFER_KEY = 'accounts:passkey-offer';
const MAX_REMEMBERED = 20;

export interface Offer { email: string }

/** The offer on screen, or null. */
export const $passkeyOffer = atom<Offer | null>(null);

let settle: (() => void) | null = null;
/** Screens able to show the offer right now (and make the passkey): without one, nothing is offered. */
let screens = 0;

function answeredList(): string[] {
  return readJson('local', OFFER_KEY, (v) => {
    if (!Array.isArray(v)) throw new TypeError('list');
    return v.filter((x): x is string => typeof x === 'string').slice(-MAX_REMEMBERED);
  }, []);
}

export function offerAnswered(email: string): boolean {
  return answeredList().includes(email.toLowerCase());
}

/** Forget an account's answer (the account was deleted: nothing of it stays in the browser). */
export function forgetOfferAnswer(email: string): void {
  const rest = answeredList().filter((e) => e !== email.toLowerCase());
  if (rest.length) writeJson('local', OFFER_KEY, rest);
  else removeKey('local', OFFER_KEY);
}

/**
 * Show the offer when a screen that can make a passkey is mounted (it is only where the API offers
 * passkeys and this page can use them) and the account has not answered it here; settles once it is
 * answered (or can't be shown).
 */
export async function offerPasskey(email: string): Promise<void> {
  if (!screens || offerAnswered(email)) return;
  await new Promise<void>((resolve) => {
    settle = resolve;
    $passkeyOffer.set({ email: email.toLowerCase() });
  });
}

/** A passkey is being made from the offer: the offer's buttons wait on it. */
export const $offerBusy = atom(false);
const oneAtATime = singleFlight($offerBusy);

/**
 * "Create": `create` makes the passkey (passkey-register.ts createPasskey); made, or not wanted
 * after all, the offer is answered. A press while one is being made runs nothing (null).
 */
export function createFromOffer(create: () => Promise<RegisterOutcome>): Promise<RegisterOutcome | null> {
  return oneAtATime(async () => {
    const outcome = await create();
    // 'reauthenticate' can't be, just signed in: not now. A device that already holds one of the
    // account's passkeys has nothing to be offered: answered too, and the sign-in goes on.
    if (outcome.to !== 'failed' || (outcome.error as { key?: string } | null)?.key === 'passkeys.error-exists') answerOffer();
    return outcome;
  }, null);
}

/** "Not now" (or the dialog closed): answered, unless a passkey is being made. */
export function declineOffer(): void {
  if (!$offerBusy.get()) answerOffer();
}

/** The user answered (created a passkey, or not now): remembered, and the sign-in carries on. */
export function answerOffer(): void {
  const offer = $passkeyOffer.get();
  if (offer) rememberOfferAnswer(offer.email);
  close();
}

/** The account needs no offer here any more: it answered, or made a passkey in settings. */
export function rememberOfferAnswer(email: string): void {
  const e = email.toLowerCase();
  writeJson('local', OFFER_KEY, [...answeredList().filter((x) => x !== e), e].slice(-MAX_REMEMBERED));
}

function close(): void {
  $passkeyOffer.set(null);
  const done = settle;
  settle = null;
  done?.();
}

/**
 * A screen that shows the offer is there, or on its way (SignInExtensions.tsx: passkeys offered
 * and usable, the offer's chunk loading; it shows an offer made meanwhile as it mounts); the
 * returned function says it went (an open offer then lets sign-in go on).
 */
export function showOffersHere(): () => void {
  screens++;
  return () => {
    screens--;
    if (!screens) close();
  };
}
