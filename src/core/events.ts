// The one catalogue of DOM events the portal and its elements emit. Names are
// prefixed kebab-case, every event bubbles and crosses shadow roots, and no
// detail ever carries a token, a password or a verification code.

export const ACCOUNTS_EVENTS = {
  ready: 'accounts-ready',
  stepChange: 'accounts-step-change',
  signedIn: 'accounts-signed-in',
  signedOut: 'accounts-signed-out',
  error: 'accounts-error',
  analytics: 'accounts-analytics',
  localeChange: 'accounts-locale-change',
} as const;

export type AccountsEventName = (typeof ACCOUNTS_EVENTS)[keyof typeof ACCOUNTS_EVENTS];

/** Analytics vocabulary (spec §3). Lives here so the catalogue has no imports. */
export type AnalyticsEventName =
  | 'login_started'
  | 'email_added'
  | 'verification_code_added'
  | 'input_error_occurred'
  | 'login_completed'
  | 'product_selected';
export type AnalyticsFeature = 'product_hub' | 'login' | 'activation';
export type AnalyticsProduct = 'accounts' | 'talks' | 'memhack' | 'academy';
export type AnalyticsValue = string | number | boolean | null;

export interface ReadyDetail {
  /** The element's tag name, or 'portal' for the hosted app. */
  source: string;
}
export interface StepChangeDetail {
  flow: string;
  step: string;
}
export interface SignedInDetail {
  email: string;
  product: string;
}
export interface SignedOutDetail {
  /** 'user' clicked sign out; 'expired' after a failed refresh; 'other-tab' signed out elsewhere. */
  reason: 'user' | 'expired' | 'other-tab';
}
export interface ErrorDetail {
  kind: string;
  message: string;
  status?: number;
}
export interface AnalyticsDetail {
  event: AnalyticsEventName;
  feature: AnalyticsFeature;
  product: AnalyticsProduct;
  props: Record<string, AnalyticsValue>;
}
export interface LocaleChangeDetail {
  locale: string;
}

export interface AccountsEventDetailMap {
  'accounts-ready': ReadyDetail;
  'accounts-step-change': StepChangeDetail;
  'accounts-signed-in': SignedInDetail;
  'accounts-signed-out': SignedOutDetail;
  'accounts-error': ErrorDetail;
  'accounts-analytics': AnalyticsDetail;
  'accounts-locale-change': LocaleChangeDetail;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'accounts-ready': CustomEvent<ReadyDetail>;
    'accounts-step-change': CustomEvent<StepChangeDetail>;
    'accounts-signed-in': CustomEvent<SignedInDetail>;
    'accounts-signed-out': CustomEvent<SignedOutDetail>;
    'accounts-error': CustomEvent<ErrorDetail>;
    'accounts-analytics': CustomEvent<AnalyticsDetail>;
    'accounts-locale-change': CustomEvent<LocaleChangeDetail>;
  }
}

export function emit<N extends AccountsEventName>(
  target: EventTarget,
  name: N,
  detail: AccountsEventDetailMap[N],
): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

// Page-level bus: core code that has no element (the API client, the session)
// reaches every mounted element through the hosts registered here.
const hosts = new Set<EventTarget>();
/** The host the user last touched or focused: where a request or an analytics event came from. */
let active: EventTarget | null = null;

const markActive = (e: Event): void => {
  active = e.currentTarget;
};

export function registerHost(el: EventTarget): () => void {
  if (!hosts.has(el)) {
    el.addEventListener('focusin', markActive, true);
    el.addEventListener('pointerdown', markActive, true);
  }
  hosts.add(el);
  return () => unregisterHost(el);
}

/** Each element's step as last reported: the cross-site hand-off may arrive after the first reports. */
const steps = new WeakMap<EventTarget, string>();

/** accounts-step-change, remembered for stepOf. */
export function reportStep(host: EventTarget, flow: string, step: string): void {
  steps.set(host, step);
  emit(host, ACCOUNTS_EVENTS.stepChange, { flow, step });
}

export const stepOf = (host: EventTarget): string | undefined => steps.get(host);

/** How many elements are mounted (registered) on the page. */
export const hostCount = (): number => hosts.size;

export function unregisterHost(el: EventTarget): void {
  el.removeEventListener('focusin', markActive, true);
  el.removeEventListener('pointerdown', markActive, true);
  hosts.delete(el);
  if (active === el) active = null;
}

/**
 * Emit once for the page, on the element the user is using (else the first mounted one, else the
 * document): an event of one action (a failed request, an analytics event), which N elements on a
 * page must not report N times.
 */
export function emitActive<N extends AccountsEventName>(name: N, detail: AccountsEventDetailMap[N]): void {
  const target = active ?? hosts.values().next().value ?? (typeof document === 'undefined' ? null : document);
  if (!target) return;
  try {
    emit(target, name, detail);
  } catch {
    // a throwing listener must not break the flow that reported
  }
}

/**
 * Emit on every registered host. With none mounted (the hosted portal before
 * its root registers), emit on the document so page listeners still hear it.
 */
export function emitAll<N extends AccountsEventName>(name: N, detail: AccountsEventDetailMap[N]): void {
  const targets: EventTarget[] = hosts.size > 0 ? [...hosts] : typeof document === 'undefined' ? [] : [document];
  for (const t of targets) {
    try {
      emit(t, name, detail);
    } catch {
      // a throwing listener in one host must not stop the others
    }
  }
}
