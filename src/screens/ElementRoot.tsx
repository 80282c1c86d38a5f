// The root of every element and of the hosted portal: one router, one branding
// store, the guards of spec §2, styles adopted into the shadow root.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { applyElementConfig } from '../core/config';
import { emit, registerHost, ACCOUNTS_EVENTS } from '../core/events';
import { $locale, isLocale, setLocale } from '../core/i18n';
import { createBranding } from '../core/branding';
import type { BrandingOverrides } from '../core/product';
import { createMemoryRouter, createUrlRouter, type Router } from '../core/router';
import { guard } from '../core/guards';
import type { FlowDecide } from '../core/flow-guard';
import { $session, KEY, signOut } from '../core/session';
import { loadApi } from '../flows/api';
import { $guardHold } from '../flows/guard-hold';
import { ElementContext, type ElementContextValue } from '../ui/context';
import { adoptFor } from '../ui/light-dom';
import { baseCss } from '../ui/sheet';
import { Routes } from './Routes';
import { RedirectSpinner } from './common/RedirectSpinner';

export interface ElementProps extends BrandingOverrides {
  /** Set by r2wc: the shadow root the element renders into. */
  container?: ShadowRoot | HTMLElement;
  locale?: string;
  apiBase?: string;
  portalUrl?: string;
  nonce?: string;
  email?: string;
}

export interface RootOptions {
  tag: string;
  mode: 'url' | 'memory';
  /** Memory routers start here. */
  startPath: string;
}

function hostOf(container: ShadowRoot | HTMLElement | undefined): HTMLElement | null {
  if (!container) return null;
  return container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
}

/**
 * To the product's callback, onboarding=skip added as it leaves (the stored flag read then).
 * `assign`: a plain navigation, not leaveTo's once-only one.
 */
async function leaveFor(url: string, product: string, assign = false): Promise<void> {
  const [{ callbackRedirect }, { leaveTo }] = await Promise.all([import('../flows/onboarding'), import('../core/redirect')]);
  const to = callbackRedirect(url, product);
  if (assign) window.location.assign(to);
  else leaveTo(to);
}

/**
 * The guards of this tab's signed-in flow (flows/flow-steps.ts, core/flow-guard.ts). Only a
 * signed-in user has one: the module loads then, not with a signed-out first screen. Null until
 * it has been read.
 */
function useFlowGuard(signedIn: boolean): { decide: FlowDecide; inFlow: boolean } | null {
  const [flow, setFlow] = useState<{ decide: FlowDecide; inFlow: boolean } | null>(null);
  useEffect(() => {
    if (!signedIn) return undefined;
    let off: (() => void) | null = null;
    let live = true;
    void import('../flows/flow-steps').then(({ watchFlow }) => { if (live) off = watchFlow(setFlow); });
    return () => {
      live = false;
      off?.();
    };
  }, [signedIn]);
  return signedIn ? flow : null;
}

export function ElementRoot({ options, props }: { options: RootOptions; props: ElementProps }) {
  const host = hostOf(props.container) ?? document.body;
  const [router] = useState<Router>(() =>
    options.mode === 'url'
      ? createUrlRouter()
      : createMemoryRouter({ path: options.startPath, query: props.email ? { email: props.email } : {} }, KEY.route + options.tag));
  const location = useStore(router.$location);
  const [branding] = useState(() => createBranding({ ...props, product: props.product ?? location.query.product, callbackUrl: props.callbackUrl ?? location.query.callback_url }));
  const b = useStore(branding.$branding);
  const brandingPending = useStore(branding.$pending);
  const session = useStore($session);
  const hold = useStore($guardHold);
  const signedIn = session.status === 'signed-in';
  const flow = useFlowGuard(signedIn);

  // Under a CSP header browsers blank the nonce attribute once parsed; the property keeps it.
  const nonce = props.nonce || host.nonce || undefined;
  adoptFor(host, baseCss, nonce);

  // Applied during render so the first request already goes to the right API.
  applyElementConfig(props);

  useEffect(() => {
    // callback_url in the query: a partner's hand-off; mergeBranding keeps it only when allow-listed.
    branding.update({ ...props, product: props.product ?? location.query.product, callbackUrl: props.callbackUrl ?? location.query.callback_url });
  }, [props.product, props.name, props.logo, props.backgroundImage, props.callbackUrl, props.brandColor, location.query.product, location.query.callback_url]); // eslint-disable-line react-hooks/exhaustive-deps

  // The `locale` attribute counts from the first render (its strings are loaded by then, see
  // embed/define.ts), so that render matches the first paint (embed/paint.ts).
  useState(() => {
    if (isLocale(props.locale) && props.locale !== $locale.get()) void setLocale(props.locale, false);
  });
  useEffect(() => {
    // The mount's run finds the locale already set by the first render: nothing to do then.
    if (isLocale(props.locale)) { if (props.locale !== $locale.get()) void setLocale(props.locale, false); }
    else if (props.locale) console.warn(`[accounts] ignored unknown locale: ${JSON.stringify(String(props.locale).slice(0, 80))}`);
  }, [props.locale]);

  useEffect(() => {
    const off = registerHost(host);
    emit(host, ACCOUNTS_EVENTS.ready, { source: options.tag });
    let offNav = (): void => {};
    let live = true;
    // Registered when the API chunk arrives: no request can 401 before then.
    void loadApi().then((api) => {
      if (!live) return;
      offNav = api.onSignedOutNavigate({
        navigate: (path) => router.navigate(path, { replace: true }),
        currentPath: () => router.$location.get().path,
      });
    }).catch(() => {});
    return () => {
      live = false;
      off();
      offNav();
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  // A layout effect: removing the element forgets its saved step even when it goes before the
  // passive effects above have run (they wait for a paint).
  useLayoutEffect(() => () => router.dispose(), []); // eslint-disable-line react-hooks/exhaustive-deps

  const route = router.route();
  const decision = hold ? ({ kind: 'render' } as const) : flow?.decide(route, location) ?? guard(route, location, {
    signedIn, callbackUrl: b.callbackUrl, callbackPending: brandingPending, flowPending: signedIn && !flow,
  });

  useLayoutEffect(() => {
    switch (decision.kind) {
      case 'redirect':
        router.navigate(decision.path, { query: decision.query, state: decision.state ?? null, replace: true });
        break;
      case 'external':
        // The guard leaves only for the product's callback: onboarding=skip is added as it leaves
        // (the stored flag read then, not on every render).
        void leaveFor(decision.url, b.id);
        break;
      case 'spinner-redirect':
        if (decision.url) void leaveFor(decision.url, b.id, true);
        else router.navigate(decision.path, { replace: true });
        break;
      case 'signout':
        void signOut('user').finally(() => router.navigate('/signin/', { query: decision.query, replace: true }));
        break;
      case 'render':
        // Home or settings shown: a signed-in flow left unfinished is over (Back still finds its steps).
        if (route.session === 'required' && flow?.inFlow) void import('../flows/flow-step-actions').then((m) => m.flowEnded());
        break;
      case 'wait':
        break;
    }
  }, [decision.kind, location]); // eslint-disable-line react-hooks/exhaustive-deps

  // A step the user sees: not one the guard is about to leave (a signed-out settings element
  // reporting 'password', then 'signin').
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (decision.kind !== 'render' || reported.current === route.name) return;
    reported.current = route.name;
    emit(host, ACCOUNTS_EVENTS.stepChange, { flow: options.tag, step: route.name });
  }, [route.name, decision.kind]); // eslint-disable-line react-hooks/exhaustive-deps

  const ctx: ElementContextValue = { router, branding, host, tag: options.tag, embedded: options.mode === 'memory', nonce };
  return (
    <ElementContext.Provider value={ctx}>
      <div style={{ '--_accounts-brand': b.brandColor } as React.CSSProperties}>
        {decision.kind === 'render' ? <Routes route={route.name} /> : <RedirectSpinner />}
      </div>
    </ElementContext.Provider>
  );
}
