// Element definitions: side-effect free. `define.ts` registers them.
import r2wc from '@r2wc/react-to-web-component';
import { createElement } from 'react';
import { ElementRoot, type ElementProps, type RootOptions } from '../src/screens/ElementRoot';

/** Attributes every element reads (all strings, all validated as untrusted input). */
const commonProps = {
  product: 'string',
  name: 'string',
  logo: 'string',
  backgroundImage: 'string',
  callbackUrl: 'string',
  brandColor: 'string',
  locale: 'string',
  apiBase: 'string',
  portalUrl: 'string',
  nonce: 'string',
} as const;

function element(options: RootOptions, extraProps: Record<string, 'string'> = {}): CustomElementConstructor {
  const Component = (props: ElementProps) => createElement(ElementRoot, { options, props });
  return r2wc(Component, { shadow: 'open', props: { ...commonProps, ...extraProps } });
}

/**
 * Sign-in for partner pages: email step, then password (or activation).
 *
 * @element accounts-signin
 * @attr product - product id whose branding to load (e.g. "talks")
 * @attr name - product name override
 * @attr logo - logo URL override (http(s) only)
 * @attr background-image - side panel image URL override (http(s) only)
 * @attr callback-url - where to go after sign-in; must be on the allow-list
 * @attr brand-color - brand colour (#hex, rgb(), hsl() or a colour name)
 * @attr locale - pt, en or es
 * @attr api-base - Accounts API base URL; must be on the allow-list
 * @attr portal-url - hosted portal origin for hand-offs
 * @attr nonce - CSP nonce for the <style> fallback
 * @attr email - prefills the email step
 * @fires accounts-ready - the element rendered its first screen
 * @fires accounts-step-change - the visible step changed ({flow, step})
 * @fires accounts-signed-in - sign-in completed ({email, product})
 * @fires accounts-signed-out - the session ended ({reason})
 * @fires accounts-error - a request failed ({kind, message, status})
 * @fires accounts-analytics - an analytics event ({event, feature, product, props})
 * @fires accounts-locale-change - the language changed ({locale})
 * @csspart container - the outermost frame
 * @csspart side - the branded side panel
 * @csspart header - the logo area
 * @csspart logo - the product logo
 * @csspart card - the form card
 * @csspart form - a form
 * @csspart field - a label + input group
 * @csspart label - a field label
 * @csspart input - a text input
 * @csspart button - any button
 * @csspart primary-button - the main action
 * @csspart link - a text link
 * @csspart alert - an alert message
 * @csspart step - the "step n of m" label
 * @csspart heading - the step heading
 * @cssprop --accounts-brand-color - brand colour (beats branding from the API)
 * @cssprop --accounts-brand-text-color - text on brand colour
 * @cssprop --accounts-radius - corner radius
 * @cssprop --accounts-font - font family
 * @cssprop --accounts-surface - card background
 * @cssprop --accounts-background - page background
 * @cssprop --accounts-text-color - body text
 * @cssprop --accounts-muted-color - secondary text
 * @cssprop --accounts-border-color - input borders
 * @cssprop --accounts-error-color - error text and borders
 * @cssprop --accounts-focus-color - focus ring
 */
export const AccountsSignin = element({ tag: 'accounts-signin', mode: 'memory', startPath: '/signin/' }, { email: 'string' });

/**
 * Sign-up: name, email, confirmation, password, then verification.
 *
 * @element accounts-signup
 * @attr product - product id whose branding to load
 * @attr callback-url - where to go at the end; must be on the allow-list
 * @fires accounts-ready
 * @fires accounts-step-change
 */
export const AccountsSignup = element({ tag: 'accounts-signup', mode: 'memory', startPath: '/signup/' });

/**
 * The products hub for a signed-in user (shows sign-in when signed out).
 *
 * @element accounts-hub
 * @fires accounts-ready
 * @fires accounts-analytics
 */
export const AccountsHub = element({ tag: 'accounts-hub', mode: 'memory', startPath: '/' });

/**
 * Account settings: personal data, password, address, contact.
 *
 * @element accounts-settings
 * @attr section - profile, password, address or contact (default profile)
 * @fires accounts-ready
 */
export const AccountsSettings = element({ tag: 'accounts-settings', mode: 'memory', startPath: '/profile' });

/**
 * The whole portal, URL-routed: what the hosted page mounts.
 *
 * @element accounts-portal
 * @fires accounts-ready
 */
export const AccountsPortal = element({ tag: 'accounts-portal', mode: 'url', startPath: '/' });

export const ELEMENTS = {
  'accounts-signin': AccountsSignin,
  'accounts-signup': AccountsSignup,
  'accounts-hub': AccountsHub,
  'accounts-settings': AccountsSettings,
  'accounts-portal': AccountsPortal,
} as const;

export type AccountsTag = keyof typeof ELEMENTS;
