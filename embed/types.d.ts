// Generated from embed/contract.ts by `node scripts/gen-custom-elements.mjs`: edit the contract, not this file.
// Types for the <accounts-*> elements, shipped as dist/embed/accounts.d.ts (scripts/embed-types.mjs).
// Self-contained: partners compile it without this repository. The event types are
// src/core/events.ts's; embed/tsconfig.types.json compiles both together without skipLibCheck.

/** `locale`: Language; switches every element on the page. */
export type AccountsLocale = 'pt' | 'en' | 'es';
/** `section`: The section shown first (read when the element mounts). */
export type AccountsSettingsSection = 'profile' | 'password' | 'address' | 'contact';

/** Attributes every element reads (HTML spelling). Every value is validated; a bad one is ignored with a console warning. */
export interface AccountsCommonAttributes {
  /** Product id whose branding to load (e.g. "talks"). Accepted: product id: `a-z 0-9 - _`, ≤ 40 chars (`talks`, `yowza`, `lms`, `lingora-io`); also read from the page's `?product=` in `accounts-portal`. Otherwise: default branding. */
  product?: string;
  /** Product name override (trimmed, max 80 characters). */
  name?: string;
  /** Logo URL override: http(s) or root-relative only. Accepted: `http(s)://…` or `/root-relative`; no `javascript:`, `data:`, `blob:`, whitespace or path tricks. Otherwise: product / default logo, warning. */
  logo?: string;
  /** Side-panel image URL override: http(s) or root-relative only. Accepted: as `logo`. Otherwise: product / default image, warning. */
  'background-image'?: string;
  /** Where to go after signing in; must be on the portal's allow-list. Accepted: http(s) URL whose origin is on the allow-list (the portal's and API's own, `ACCOUNTS_ALLOWED_ORIGINS`; a sandbox build also takes any loopback origin). Otherwise: product's callback, warning. */
  'callback-url'?: string;
  /** Brand colour: #hex, rgb(), hsl() or a colour name. Accepted: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`, `rgba()`, `hsl()`, `hsla()` with plain numbers, or any CSS colour name (`tomato`) but `transparent` and `currentcolor`; no `var()`, `url()` or `calc()`. Otherwise: product / default colour, warning. */
  'brand-color'?: string;
  /** Language; switches every element on the page. Accepted: `pt`, `en`, `es`; switches **every** element on the page. Otherwise: cookie `user_locale`, then browser, then `pt`. */
  locale?: AccountsLocale;
  /** Accounts API base URL; must be on the allow-list. Page-wide. Accepted: URL whose origin is the built-in API's (or, in a sandbox build, any loopback origin); its path, if any, is the API's base path (`https://api.example/v2` → `/v2/auth/sign-in/`), so it must name the API exactly. Otherwise: built-in API, warning. */
  'api-base'?: string;
  /** Hosted portal origin for hand-offs; must be on the allow-list. Page-wide. Accepted: URL whose origin is on the allow-list (as `callback-url`). Otherwise: built-in portal, warning. */
  'portal-url'?: string;
  /** CSP nonce for the <style> fallback where constructable stylesheets are missing. */
  nonce?: string;
  /** Render in the element's light DOM (read once, when first connected): password managers and page scripts see an ordinary form; styles stay scoped, but the page's own CSS can reach in. */
  'light-dom'?: boolean | '';
}
/** The same values as properties (camelCase), as the element class defines them. */
export interface AccountsElement extends HTMLElement {
  /** Product id whose branding to load (e.g. "talks"). */
  product?: string;
  /** Product name override (trimmed, max 80 characters). */
  name?: string;
  /** Logo URL override: http(s) or root-relative only. */
  logo?: string;
  /** Side-panel image URL override: http(s) or root-relative only. */
  backgroundImage?: string;
  /** Where to go after signing in; must be on the portal's allow-list. */
  callbackUrl?: string;
  /** Brand colour: #hex, rgb(), hsl() or a colour name. */
  brandColor?: string;
  /** Language; switches every element on the page. */
  locale?: string;
  /** Accounts API base URL; must be on the allow-list. */
  apiBase?: string;
  /** Hosted portal origin for hand-offs; must be on the allow-list. */
  portalUrl?: string;
  /** CSP nonce for the <style> fallback where constructable stylesheets are missing. */
  nonce?: string;
}

export interface AccountsSigninAttributes extends AccountsCommonAttributes {
  /** Prefills the email step (read when the element mounts). */
  email?: string;
}
/** <accounts-signin>: Sign-in for partner pages: the email step, then the password (or activation). On a page that can't share the portal's cookies (another site, or cookies blocked) the first submit hands off to the hosted portal instead (docs/embedding.md, "Cookie modes"). */
export interface AccountsSigninElement extends AccountsElement {
  /** Prefills the email step (read when the element mounts). */
  email?: string;
}
export type AccountsSignupAttributes = AccountsCommonAttributes;
/** <accounts-signup>: Sign-up: name, email, confirmation and password, then verification and profile. */
export type AccountsSignupElement = AccountsElement;
export type AccountsHubAttributes = AccountsCommonAttributes;
/** <accounts-hub>: The products hub for a signed-in user; shows sign-in while signed out. */
export type AccountsHubElement = AccountsElement;
export interface AccountsSettingsAttributes extends AccountsCommonAttributes {
  /** The section shown first (read when the element mounts). Accepted: `profile`, `password`, `address`, `contact` (read at mount). Otherwise: `profile`, warning. */
  section?: AccountsSettingsSection;
}
/** <accounts-settings>: Account settings: personal data, password, address and contact; shows sign-in while signed out. */
export interface AccountsSettingsElement extends AccountsElement {
  /** The section shown first (read when the element mounts). */
  section?: string;
}
export type AccountsPortalAttributes = AccountsCommonAttributes;
/** <accounts-portal>: The whole portal, routed by the page URL: what the hosted portal mounts. */
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
