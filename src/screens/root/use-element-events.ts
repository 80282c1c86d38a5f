import { useEffect, useRef } from 'react';
import { emit, registerHost, ACCOUNTS_EVENTS } from '../../core/events';
import type { Router } from '../../core/router';
import { loadApi } from '../../flows/api';

/**
 * The host joins the page's elements and says accounts-ready; once the API chunk arrives a
 * request that finds the session gone takes this element back to sign-in (no request can 401
 * before then).
 */
export function useHostRegistration(host: HTMLElement, tag: string, router: Router): void {
  useEffect(() => {
    const off = registerHost(host);
    emit(host, ACCOUNTS_EVENTS.ready, { source: tag });
    let offNav = (): void => {};
    let live = true;
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
    emit(host, ACCOUNTS_EVENTS.stepChange, { flow: tag, step });
  }, [host, tag, step, shown]);
}
