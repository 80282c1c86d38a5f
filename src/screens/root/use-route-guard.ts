import { useLayoutEffect, useRef } from 'react';
import { guard, type GuardResult } from '../../core/guards';
import type { Location, Router } from '../../core/router';
import type { Branding } from '../../core/product';
import { loadSession } from '../../core/session-state';
import { whenOnline } from '../../core/network-wait';
import type { FlowGuard } from './use-flow-guard';

/**
 * To the product's callback, onboarding=skip added as it leaves (the stored flag read then).
 * `assign`: a plain navigation, not leaveTo's once-only one.
 */
async function leaveFor(url: string, product: string, assign = false): Promise<void> {
  // Offline, it waits for the connection. A chunk that can't load (a deploy replaced it) still
  // leaves, without the flag, rather than spin here for good.
  const onboarding = await whenOnline(() => import('../../flows/onboarding')).catch(() => null);
  if (onboarding) onboarding.leaveForCallback(url, product, assign);
  else window.location.assign(url);
}

/** The signed-in state the guards read, besides the route and location. */
export interface GuardState {
  signedIn: boolean;
  /** The signed-in flow's guard; null while it is read (or signed out). */
  flow: FlowGuard | null;
  /** A flow holds the guards off while it finishes (flows/guard-hold.ts). */
  hold: boolean;
}

/**
 * The guards of spec §2 for the route shown: what to do (render, wait, redirect, leave, sign
 * out), done once per decision kind and location, before the paint. `branding` gives the
 * product's callback url (`pending` until its record arrives) and id.
 */
export function useRouteGuard(router: Router, location: Location, { signedIn, flow, hold }: GuardState, branding: Branding, pending: boolean): GuardResult {
  const route = router.route();
  const decision: GuardResult = hold ? { kind: 'render' } : flow?.decide(route, location) ?? guard(route, location, {
    signedIn, callbackUrl: branding.callbackUrl, callbackPending: pending, flowPending: signedIn && !flow,
  });

  // What the action below reads, current when it runs; it runs only when the decision's kind or
  // the location changes, not on every render that recomputes an equal decision.
  const latest = useRef({ decision, route, flow, product: branding.id });
  useLayoutEffect(() => { latest.current = { decision, route, flow, product: branding.id }; });

  useLayoutEffect(() => {
    const { decision: d, route: now, flow: f, product } = latest.current;
    switch (d.kind) {
      case 'redirect':
        router.navigate(d.path, { query: d.query, state: d.state ?? null, replace: true });
        break;
      case 'external':
        // The guard leaves only for the product's callback: onboarding=skip is added as it leaves
        // (the stored flag read then, not on every render).
        void leaveFor(d.url, product);
        break;
      case 'spinner-redirect':
        if (d.url) void leaveFor(d.url, product, true);
        else router.navigate(d.path, { replace: true });
        break;
      case 'signout':
        // session.ts is there with a session (it came with the API's prefetch); else it is loaded now.
        void loadSession().then((m) => m.signOut('user'), () => {}).finally(() => router.navigate('/signin/', { query: d.query, replace: true }));
        break;
      case 'render':
        // Home or settings shown: a signed-in flow left unfinished is over (Back still finds its steps).
        if (now.session === 'required' && f?.inFlow) void import('../../flows/flow-step-actions').then((m) => m.flowEnded(), () => {});
        break;
      case 'wait':
        break;
    }
  }, [decision.kind, location, router]);

  return decision;
}
