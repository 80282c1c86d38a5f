// Types for the <accounts-*> elements, shipped as dist/embed/accounts.d.ts (scripts/embed-types.mjs).
// Self-contained: partners compile it without this repository. The event details repeat
// src/core/events.ts; embed/tsconfig.types.json compiles both together without skipLibCheck,
// so the two can't drift (a different shape is a "subsequent property declarations" error).

/** Languages the elements speak. */
export type AccountsLocale = 'pt' | 'en' | 'es';
/** `section` of <accounts-settings>. */
export type AccountsSettingsSection = 'profile' | 'password' | 'address' | 'contact';

/** Attributes every element reads (HTML spelling). Every value is validated; a bad one is ignored with a console warning. */
export interface AccountsCommonAttributes {
  /** Product id whose branding to load, e.g. "talks". */
  product?: string;
  /** Product name override (max 80 characters). */
  name?: string;
  /** Logo URL override: http(s) or root-relative only. */
  logo?: string;
  /** Side-panel image URL override: http(s) or root-relative only. */
  'background-image'?: string;
  /** Where to go after signing in; must be on the portal's allow-list. */
  'callback-url'?: string;
  /** Brand colour: #hex, rgb(), hsl() or a colour name. */
  'brand-color'?: string;
  /** pt, en or es; switches every element on the page. */
  locale?: AccountsLocale;
  /** Accounts API base URL; must be on the allow-list. */
  'api-base'?: string;
  /** Hosted portal origin for hand-offs; must be on the allow-list. */
  'portal-url'?: string;
  /** CSP nonce for the <style> fallback where constructable stylesheets are missing. */
  nonce?: string;
  /** Render in the element's light DOM (read when first connected): for password managers that miss shadow DOM forms. */
  'light-dom'?: boolean | '';
}
export interface AccountsSigninAttributes extends AccountsCommonAttributes {
  /** Prefills the email step. */
  email?: string;
}
export interface AccountsSettingsAttributes extends AccountsCommonAttributes {
  /** The section shown first (read when the element mounts). */
  section?: AccountsSettingsSection;
}

/** The same values as properties (camelCase), as the element class defines them. */
export interface AccountsElement extends HTMLElement {
  product?: string;
  name?: string;
  logo?: string;
  backgroundImage?: string;
  callbackUrl?: string;
  brandColor?: string;
  locale?: string;
  apiBase?: string;
  portalUrl?: string;
  nonce?: string;
}
export interface AccountsSigninElement extends AccountsElement {
  email?: string;
}
export type AccountsSignupElement = AccountsElement;
export type AccountsHubElement = AccountsElement;
export interface AccountsSettingsElement extends AccountsElement {
  section?: string;
}
export type AccountsPortalElement = AccountsElement;

// ------------------------------------------------------------------ events (src/core/events.ts)

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

/** The script's exports (accounts.js). */
export declare const VERSION: string;
export declare function defineElements(registry?: CustomElementRegistry): Promise<void>;

declare global {
  interface HTMLElementTagNameMap {
    'accounts-signin': AccountsSigninElement;
    'accounts-signup': AccountsSignupElement;
    'accounts-hub': AccountsHubElement;
    'accounts-settings': AccountsSettingsElement;
    'accounts-portal': AccountsPortalElement;
  }
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
