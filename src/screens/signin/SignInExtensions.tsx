// What sign-in offers beyond spec §7 (issue 24), an on-demand chunk. Nothing of it loads or is
// asked for until the sign-in screen renders, and nothing shows unless the API offers passkeys
// (contract C) and this browser and page can use them. Here: the email field's autofill offers
// them (conditional mediation) and a button opens the browser's dialog. On a cross-site page the
// button's form hands off to the hosted portal (embed/cross-site-handoff.ts), which opens the dialog on arrival
// (`handoff=passkey`). Also: the offer to create one after a password sign-in, and the message a
// deleted account lands here with.
import { useEffect, useRef, useState } from 'react';
import passkeyCss from '/src/screens/signin/passkey.css.ts.vanilla.css?inline';
import { showAlert } from '../../core/show-alert';
import { HANDOFF_PARAM } from '../../core/keys';
import { conditionalAvailable, getCredential, passkeyPlace, signalUnknownCredential } from '../../core/webauthn';
import { loadCapabilities, loadExtensionsApi } from '../../flows/extensions-api';
import { createPasskeySignIn, type PasskeySignIn as Ceremony } from '../../flows/passkey-signin-flow';
import type { SignInFlow } from '../../flows/signin-flow';
import { NOTICE } from '../../flows/notices';
import { Button } from '../../ui/Button';
import { useAreas } from '../../ui/use-areas';
import { useStyles } from '../../ui/use-styles';
import { useElement, useLocation, useT } from '../../ui/context';
import * as s from '../../ui/styles.css';
import { PasskeyOffer } from './PasskeyOffer';
import * as p from './passkey.css';

export interface SignInExtensionsProps {
  step: 'email' | 'password';
  busy: boolean;
  /** The sign-in flow (loaded on demand by the screen). */
  flow(): Promise<SignInFlow>;
}

function ceremonyFor(flow: SignInFlow): Ceremony {
  return createPasskeySignIn({
    options: async () => (await loadExtensionsApi()).passkeySignInOptions(),
    credential: getCredential,
    signIn: async (id, credential) => (await loadExtensionsApi()).passkeySignIn(id, credential),
    forget: signalUnknownCredential,
  }, flow);
}

export default function SignInExtensions({ step, busy, flow }: SignInExtensionsProps): React.ReactElement | null {
  const t = useT();
  const { router, embedded } = useElement();
  const loc = useLocation();
  useAreas('passkeys');
  useStyles(passkeyCss);
  const [place, setPlace] = useState<'here' | 'handoff' | 'none'>('none');
  const ceremony = useRef<Promise<Ceremony> | null>(null);
  const ready = () => (ceremony.current ??= flow().then(ceremonyFor));

  // A deleted account lands here with its message (account-data-flow.ts).
  useEffect(() => {
    if (loc.state?.notice === NOTICE.accountDeleted) {
      showAlert({ kind: 'success', key: 'account.data.deleted', permanent: true });
      router.navigate(loc.path, { query: loc.query, replace: true }); // once: not again on Back
    }
  }, [loc]); // eslint-disable-line react-hooks/exhaustive-deps -- the router is stable

  // Passkeys offered here? Asked once per page (contract C), only where they could be used.
  useEffect(() => {
    const where = passkeyPlace(embedded);
    if (where === 'none') return undefined;
    let live = true;
    void loadCapabilities().then((c) => { if (live && c.passkeys) setPlace(where); });
    return () => { live = false; };
  }, [embedded]);

  // The autofill offer waits while the email step is on screen; a hand-off's dialog opens on arrival.
  useEffect(() => {
    if (place !== 'here' || step !== 'email') return undefined;
    let live = true;
    const { query } = router.$location.get();
    const handedOff = query[HANDOFF_PARAM] === 'passkey';
    if (handedOff) {
      const { [HANDOFF_PARAM]: _, ...rest } = query;
      router.navigate(router.$location.get().path, { query: rest, replace: true });
    }
    void ready().then(async (c) => {
      if (!live) return;
      if (handedOff) await c.ask();
      else if (await conditionalAvailable()) { if (live) c.listen(); }
    }, () => {});
    return () => {
      live = false;
      void ceremony.current?.then((c) => c.stop());
    };
  }, [place, step]); // eslint-disable-line react-hooks/exhaustive-deps -- ready() is stable per mount

  return (
    <>
      {place !== 'none' && step === 'email' ? (
        // Its own form: on a cross-site page embed/cross-site-handoff.ts takes its submit to the hosted portal.
        <form name="passkey" className={s.form} part="form" noValidate onSubmit={(e) => {
          e.preventDefault();
          void ready().then((c) => c.ask(), () => {});
        }}>
          <p className={p.divider} aria-hidden="true">{t('passkeys.or')}</p>
          <Button type="submit" variant="secondary" busy={busy}>{t('passkeys.sign-in')}</Button>
        </form>
      ) : null}
      {place === 'here' ? <PasskeyOffer /> : null}
    </>
  );
}
