// Sign-in with a passkey (issue 24), loaded by SignInExtensions only once the API offers passkeys
// and this browser and page can use them. Here: the email field's autofill offers them
// (conditional mediation) and a button opens the browser's dialog. On a cross-site page the
// button's form hands off to the hosted portal (embed/cross-site-handoff.ts), which opens the dialog on arrival
// (`handoff=passkey`). Also: the offer to create one after a password sign-in.
import { useEffect, useRef } from 'react';
import passkeyCss from '/src/screens/signin/passkey.css.ts.vanilla.css?inline';
import { HANDOFF_PARAM } from '../../core/keys';
import { conditionalAvailable, getCredential, signalUnknownCredential } from '../../core/webauthn';
import { loadExtensionsApi } from '../../flows/extensions-api';
import { createPasskeySignIn, type PasskeySignIn as Ceremony } from '../../flows/passkey-signin-flow';
import type { SignInFlow } from '../../flows/signin-flow';
import { Button } from '../../ui/Button';
import { useAreas } from '../../ui/use-areas';
import { useStyles } from '../../ui/use-styles';
import { useElement, useT } from '../../ui/context';
import * as s from '../../ui/styles.css';
import { PasskeyOffer } from './PasskeyOffer';
import * as p from './passkey.css';
import type { SignInExtensionsProps } from './SignInExtensions';

export interface PasskeySignInProps extends SignInExtensionsProps {
  /** Where passkeys are used (SignInExtensions found them offered): on this page, or by hand-off. */
  place: 'here' | 'handoff';
}

function ceremonyFor(flow: SignInFlow): Ceremony {
  return createPasskeySignIn({
    options: async () => (await loadExtensionsApi()).passkeySignInOptions(),
    credential: getCredential,
    signIn: async (id, credential) => (await loadExtensionsApi()).passkeySignIn(id, credential),
    forget: signalUnknownCredential,
  }, flow);
}

export default function PasskeySignIn({ place, step, busy, flow }: PasskeySignInProps): React.ReactElement {
  const t = useT();
  const { router } = useElement();
  useAreas('passkeys');
  useStyles(passkeyCss);
  const ceremony = useRef<Promise<Ceremony> | null>(null);
  const ready = () => (ceremony.current ??= flow().then(ceremonyFor));

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
      {step === 'email' ? (
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
