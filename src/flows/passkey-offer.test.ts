// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $offerBusy, $passkeyOffer, OFFER_KEY, answerOffer, createFromOffer, declineOffer, forgetOfferAnswer, offerAnswered, offerPasskey, rememberOfferAnswer, showOffersHere } from './passkey-offer';
import { createPasskey, type RegisterDeps } from './passkey-register';

const offs: (() => void)[] = [];
afterEach(() => {
  for (const off of offs.splice(0)) off();
  localStorage.clear();
});

describe('the passkey offer after a password sign-in', () => {
  it('shows, waits for the answer, and remembers it for that account only', async () => {
    offs.push(showOffersHere());
    let settled = false;
    const offered = offerPasskey('Ana@Example.com').then(() => { settled = true; });
    await vi.waitFor(() => expect($passkeyOffer.get()).toEqual({ email: 'ana@example.com' }));
    expect(settled).toBe(false);
    answerOffer();
    await offered;
    expect($passkeyOffer.get()).toBeNull();
    expect(offerAnswered('ana@example.com')).toBe(true);
    expect(offerAnswered('bruno@example.com')).toBe(false);
    expect(localStorage.getItem(OFFER_KEY)).toBe('["ana@example.com"]'); // a preference, nothing secret
    // Asked once: the next sign-in goes straight on.
    await offerPasskey('ana@example.com');
    expect($passkeyOffer.get()).toBeNull();
  });

  it('is not offered with no screen to show it (passkeys not offered, or not usable on this page)', async () => {
    await offerPasskey('ana@example.com');
    expect($passkeyOffer.get()).toBeNull();
    expect(offerAnswered('ana@example.com')).toBe(false);
  });

  it('an open offer whose screen goes lets the sign-in carry on (unanswered)', async () => {
    const off = showOffersHere();
    const offered = offerPasskey('ana@example.com');
    await vi.waitFor(() => expect($passkeyOffer.get()).not.toBeNull());
    off();
    await offered;
    expect(offerAnswered('ana@example.com')).toBe(false);
  });

  it('forgets an account\'s answer (a deleted account leaves nothing here)', () => {
    localStorage.setItem(OFFER_KEY, '["ana@example.com","bruno@example.com"]');
    forgetOfferAnswer('Ana@example.com');
    expect(localStorage.getItem(OFFER_KEY)).toBe('["bruno@example.com"]');
    forgetOfferAnswer('bruno@example.com');
    expect(localStorage.getItem(OFFER_KEY)).toBeNull();
  });

  it('"create" pressed again while the passkey is being made sends nothing; "not now" waits too', async () => {
    offs.push(showOffersHere());
    const offered = offerPasskey('ana@example.com');
    await vi.waitFor(() => expect($passkeyOffer.get()).not.toBeNull());
    let answer!: () => void;
    const options = vi.fn(() => new Promise<never>((_, reject) => { answer = () => reject(Object.assign(new Error('boom'), { kind: 'http', status: 500 })); }));
    const deps: RegisterDeps = { options, create: vi.fn(), register: vi.fn() };
    const first = createFromOffer(() => createPasskey(deps, 'Chrome on Linux'));
    expect($offerBusy.get()).toBe(true);
    expect(await createFromOffer(() => createPasskey(deps, 'Chrome on Linux')), 'the second press').toBeNull();
    declineOffer();
    expect($passkeyOffer.get(), 'still open while the first runs').not.toBeNull();
    expect(options).toHaveBeenCalledTimes(1);
    answer();
    expect((await first)?.to).toBe('failed');
    expect($offerBusy.get()).toBe(false);
    expect($passkeyOffer.get(), 'a failure leaves the offer open').not.toBeNull();
    declineOffer();
    await offered;
    expect(offerAnswered('ana@example.com')).toBe(true);
  });

  it('a device that already holds one of the account\'s passkeys: answered, and the sign-in goes on', async () => {
    offs.push(showOffersHere());
    const offered = offerPasskey('ana@example.com');
    await vi.waitFor(() => expect($passkeyOffer.get()).not.toBeNull());
    const exists = Object.assign(new Error('excluded'), { name: 'InvalidStateError' });
    const deps: RegisterDeps = { options: vi.fn(async () => ({ challenge_id: 'c1', options: {} as never })), create: vi.fn(async () => { throw exists; }), register: vi.fn() };
    expect(await createFromOffer(() => createPasskey(deps, 'Chrome on Linux'))).toEqual({ to: 'failed', error: { key: 'passkeys.error-exists' } });
    await offered;
    expect($passkeyOffer.get()).toBeNull();
    expect(offerAnswered('ana@example.com')).toBe(true);
  });

  it('an account that made a passkey in settings is not offered one at its next password sign-in here', async () => {
    offs.push(showOffersHere());
    rememberOfferAnswer('Ana@Example.com');
    await offerPasskey('ana@example.com');
    expect($passkeyOffer.get()).toBeNull();
  });
});
