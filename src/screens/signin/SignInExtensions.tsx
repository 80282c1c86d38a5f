// What sign-in offers beyond spec §7 (issue 24), an on-demand chunk. Nothing of it loads or is
// asked for until the sign-in screen renders, and nothing shows unless the API offers passkeys
// (contract C) and this browser and page can use them: this small chunk asks, and only a yes loads
// the passkey UI (PasskeySignIn.tsx: its strings, styles, the offer's dialog; issue #23 — a page
// whose API offers none downloads none of it). Also the message a deleted account lands here with.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { loadAreas } from '../../core/i18n';
import { showAlert } from '../../core/show-alert';
import { passkeyPlace } from '../../core/passkey-place';
import { $accountDeleted } from '../../core/account-deleted';
import { findingOfferScreen, showOffersHere } from '../../flows/passkey-offer';
import type { SignInFlow } from '../../flows/signin-flow';
import { useElement } from '../../ui/context';

const loadPasskeyUi = () => import('./PasskeySignIn');
// Rendered only once loadPasskeyUi has resolved, so this never suspends for long nor fails.
const PasskeySignIn = lazy(loadPasskeyUi);

export interface SignInExtensionsProps {
  step: 'email' | 'password';
  busy: boolean;
  /** The sign-in flow (loaded on demand by the screen). */
  flow(): Promise<SignInFlow>;
}

export default function SignInExtensions({ step, busy, flow }: SignInExtensionsProps): React.ReactElement | null {
  const { embedded } = useElement();
  const [place, setPlace] = useState<'here' | 'handoff' | 'none'>('none');

  // A deleted account (here, or in another tab: core/session.ts) lands here: said once, in this
  // page's language (its strings may not be here yet: the other tab may have been on the hub).
  // Also when the deletion is known only after sign-in shows (a retry answered 401: account-data-flow.ts).
  const deleted = useStore($accountDeleted);
  useEffect(() => {
    if (!deleted) return;
    $accountDeleted.set(false);
    void loadAreas(['account']).catch(() => {}).then(() => showAlert({ kind: 'success', key: 'account.data.deleted', permanent: true }));
  }, [deleted]);

  // Passkeys offered here? Asked once per page (contract C), only where they could be used.
  useEffect(() => {
    const where = passkeyPlace(embedded);
    if (where === 'none') return undefined;
    let live = true;
    let gone: (() => void) | undefined;
    // The discovery's module too is asked for only here, where passkeys could be used.
    void import('../../flows/extensions-api').then((m) => m.loadCapabilities()).then(async (c) => {
      if (!c.passkeys) return;
      // The UI and its strings together, so the button shows in the page's language at once.
      const ui = Promise.all([loadPasskeyUi(), loadAreas(['passkeys'])]).then(() => {
        if (!live) return;
        setPlace(where);
        // Here, PasskeySignIn shows the offer after a password sign-in (from now: it reads the store as it mounts).
        if (where === 'here') gone = showOffersHere();
      });
      // Offered, its UI on the way: a password sign-in that ends meanwhile waits for it (a slow
      // connection) rather than skip the offer. Not for the discovery itself: an API whose answer
      // has not come by then is failing (retried for seconds), and sign-in does not wait on that.
      if (where === 'here') findingOfferScreen(ui);
      await ui;
    }).catch(() => {}); // without its chunk or strings, sign-in goes on by password
    return () => {
      live = false;
      gone?.();
    };
  }, [embedded]);

  return place === 'none' ? null : <Suspense fallback={null}><PasskeySignIn place={place} step={step} busy={busy} flow={flow} /></Suspense>;
}
