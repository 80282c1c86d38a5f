// What sign-in offers beyond spec §7 (issue 24), an on-demand chunk. Nothing of it loads or is
// asked for until the sign-in screen renders, and nothing shows unless the API offers passkeys
// (contract C) and this browser and page can use them: this small chunk asks, and only a yes loads
// the passkey UI (PasskeySignIn.tsx: its strings, styles, the offer's dialog; issue #23 — a page
// whose API offers none downloads none of it). Also the messages a sign-out hands here (core/notices.ts).
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadAreas } from '../../core/i18n';
import { showAlert } from '../../core/show-alert';
import { passkeyPlace } from '../../core/passkey-place';
import type { SignInFlow } from '../../flows/signin-flow';
import { NOTICE, type Notice } from '../../core/notices';
import type { AlertInput } from '../../core/alerts';
import { showOffersHere } from '../../flows/passkey-offer';
import { useElement, useLocation } from '../../ui/context';

const loadPasskeyUi = () => import('./PasskeySignIn');
// Rendered only once loadPasskeyUi has resolved, so this never suspends for long nor fails.
const PasskeySignIn = lazy(loadPasskeyUi);

/** What each notice says, and the strings' area. */
const NOTICE_ALERTS: Record<Notice, { area: string; alert: AlertInput }> = {
  [NOTICE.accountDeleted]: { area: 'account', alert: { kind: 'success', key: 'account.data.deleted', permanent: true } },
  [NOTICE.sessionExpired]: { area: 'errors', alert: { kind: 'error', key: 'errors.session-expired', permanent: true } },
};

export interface SignInExtensionsProps {
  step: 'email' | 'password';
  busy: boolean;
  /** The sign-in flow (loaded on demand by the screen). */
  flow(): Promise<SignInFlow>;
}

export default function SignInExtensions({ step, busy, flow }: SignInExtensionsProps): React.ReactElement | null {
  const { router, embedded } = useElement();
  const loc = useLocation();
  const [place, setPlace] = useState<'here' | 'handoff' | 'none'>('none');

  // A deleted account or an expired session lands here with its message, once: not again on Back.
  useEffect(() => {
    const notice = loc.state?.notice;
    const alert = typeof notice === 'string' && Object.hasOwn(NOTICE_ALERTS, notice) ? NOTICE_ALERTS[notice as Notice] : null;
    if (!alert) return;
    router.navigate(loc.path, { query: loc.query, replace: true });
    void loadAreas([alert.area]).catch(() => {}).then(() => showAlert(alert.alert));
  }, [loc]); // eslint-disable-line react-hooks/exhaustive-deps -- the router is stable

  // Passkeys offered here? Asked once per page (contract C), only where they could be used.
  useEffect(() => {
    const where = passkeyPlace(embedded);
    if (where === 'none') return undefined;
    let live = true;
    let gone: (() => void) | undefined;
    // The discovery's module too is asked for only here, where passkeys could be used.
    void import('../../flows/extensions-api').then((m) => m.loadCapabilities()).then(async (c) => {
      if (!c.passkeys || !live) return;
      // Offered: from now a password sign-in offers a passkey here, and one that ends before the
      // passkey UI arrives (a slow connection) waits for it (PasskeyOffer reads the offer as it
      // mounts) rather than skip the offer. Not before: an API whose answer has not come by then
      // is failing (retried for seconds), and sign-in does not wait on that.
      if (where === 'here') gone = showOffersHere();
      try {
        // The UI and its strings together, so the button shows in the page's language at once.
        await Promise.all([loadPasskeyUi(), loadAreas(['passkeys'])]);
      } catch {
        gone?.(); // without its chunk or strings, nothing is offered and sign-in goes on by password
        gone = undefined;
        return;
      }
      if (live) setPlace(where);
    }).catch(() => {});
    return () => {
      live = false;
      gone?.();
    };
  }, [embedded]);

  return place === 'none' ? null : <Suspense fallback={null}><PasskeySignIn place={place} step={step} busy={busy} flow={flow} /></Suspense>;
}
