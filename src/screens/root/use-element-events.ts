import { useEffect, useLayoutEffect, useRef } from 'react';
import { emit, registerHost, reportStep, ACCOUNTS_EVENTS } from '../../core/events';
import type { Router } from '../../core/router';
import { onSignedOutNavigate } from '../../core/api/signed-out-navigation';
import { $session } from '../../core/session-state';
import { loadAccountApi } from '../../flows/account-api';

/**
 * The host joins the page's elements and says accounts-ready; a request that finds the session
 * gone takes this element back to sign-in (core/api/signed-out-navigation.ts: registering loads
 * nothing, the API layer comes when the element is used).
 *
 * At the commit, when the first screen is in the DOM with its handlers, rather than after the
 * next frame as an effect would run (issue #23: a frame and a timer sooner). Ready goes out in a
 * microtask, so a page that adds its listener just after appending the element still hears it.
 */
export function useHostRegistration(host: HTMLElement, tag: string, router: Router): void {
  useLayoutEffect(() => {
    const off = registerHost(host);
    let mounted = true;
    queueMicrotask(() => {
      if (mounted) emit(host, ACCOUNTS_EVENTS.ready, { source: tag });
    });
    // A prefetch, for speed: a signed-in element calls the API at once (the user, a refresh), so
    // its layer loads beside the screen's chunk rather than after it: the account's calls (the
    // user's record), whose chunk asks for the API layer's at the same time.
    if ($session.get().status === 'signed-in') void loadAccountApi().catch(() => {});
    const offNav = onSignedOutNavigate({
      navigate: (path, notice) => router.navigate(path, { replace: true, state: notice ? { notice } : null }),
      currentPath: () => router.$location.get().path,
    });
    return () => {
      mounted = false;
      off();
      offNav();
    };
  }, [host, tag, router]);
}

/**
 * accounts-step-change for a step the user sees: not one the guard is about to leave (a
 * signed-out settings element reporting 'password', then 'signin'), and each step once.
 */
export function useStepReport(host: HTMLElement, tag: string, step: string, shown: boolean): void {
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!shown || reported.current === step) return;
    reported.current = step;
    reportStep(host, tag, step);
  }, [host, tag, step, shown]);
}
