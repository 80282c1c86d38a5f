// Element definitions: side-effect free. `define.ts` registers them. What each element reads,
// fires and exposes is declared in embed/contract.ts (the reference, with custom-elements.json,
// the typings and docs/embedding.md's tables generated from it).
import r2wc from '@r2wc/react-to-web-component';
import { createElement } from 'react';
import { ElementRoot, followLocaleAttribute, type ElementProps, type RootOptions } from '../src/screens/ElementRoot';
import { isLight, markLight } from '../src/ui/light-dom';
import { takePaint, type Painted } from './paint';
import { $locale, loadLocale, setLocale, type Locale } from '../src/core/i18n';
import { whenOnline } from '../src/core/network-wait';
import { SETTINGS_SECTIONS, observedBy, type AccountsTag } from './contract';

type Props = ElementProps & { section?: string };

const camel = (name: string): string => name.replace(/-./g, (c) => c[1]!.toUpperCase());

type Start = Omit<RootOptions, 'tag'>;

function element(tag: AccountsTag, start: Start | ((props: Props) => Start)): CustomElementConstructor {
  // ElementRoot reads the options' start path once, when it creates its router.
  const Component = (props: Props) => createElement(ElementRoot, { options: { tag, ...(typeof start === 'function' ? start(props) : start) }, props });
  // r2wc observes the contract's attributes as string properties (a list: all strings; builds
  // keep only r2wc's string transform, vite.config.ts accounts:r2wc-string-props).
  const props = observedBy(tag).map(camel) as Exclude<keyof Props & string, 'container'>[];
  const Base = r2wc(Component, { shadow: 'open', props }) as unknown as new () => R2wcElement;
  return class extends Base {
    constructor() {
      super();
      // r2wc starts out "connected", so the first setAttribute on a detached element (createElement,
      // then attributes one by one, as frameworks do) — or the first attribute of an upgrade —
      // would mount with only that attribute, and later ones would miss what is read once (the
      // start email, the settings section, light-dom). Mount on connect instead.
      this[CONNECTED] = false;
    }

    // r2wc skips a removed or emptied attribute, so the element kept the old value (a removed
    // brand-color stayed green): it reads as unset, the product's or default value, as refused ones do.
    override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
      if (value) return super.attributeChangedCallback(name, old, value);
      (this[PROPS] as Record<string, unknown>)[camel(name)] = undefined;
      (this[RENDER] as () => void)();
    }

    // The first paint (embed/paint.ts) attached the shadow root already: the screens take it over.
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }

    override connectedCallback(waited?: Locale): void {
      // The `locale` attribute counts from the first render (src/screens/root/use-element-locale.ts),
      // which waits for the strings of the page's language, so that its first frame shows no other
      // while they load: once per language, as the page may switch meanwhile; a load that failed
      // (offline) lets it go ahead in the language shown before (core/i18n.ts translate).
      if (!waited) followLocaleAttribute((this[PROPS] as Props).locale);
      const locale = $locale.get();
      const strings = waited !== locale && loadLocale(locale);
      if (strings) return void strings.then(() => this.isConnected && this.connectedCallback(locale));
      // What the user typed in the painted form becomes the screen's start email, as the
      // `email` attribute would; the first render takes the painted nodes over in the same task.
      const painted = takePaint(this);
      if (painted?.value) (this[PROPS] as Props).email = painted.value;
      // light-dom: screens render into the element itself, shown through a single <slot>, so
      // password managers and the page's scripts see a plain form (docs/embedding.md).
      if (!this[CONTEXT] && !isLight(this) && this.hasAttribute('light-dom') && this.shadowRoot) {
        this.shadowRoot.replaceChildren(document.createElement('slot'));
        markLight(this);
        this.container = this;
        (this[PROPS] as Props).container = this;
      }
      super.connectedCallback();
      // The hosted portal (accounts-portal) never hands off (embed/cross-site-handoff.ts).
      if (!this[HELD] && tag !== 'accounts-portal') {
        this[HELD] = true;
        holdSubmits(this);
      }
      if (painted) carryOn(this, painted);
    }
  };
}

/** Focus back where it was in the painted form, and an early Enter submitted for real. */
function carryOn(host: HTMLElement, painted: Painted): void {
  // A language picked in the painted menu is the user's choice, as the real menu's would be.
  if (painted.locale) void setLocale(painted.locale);
  const input = host.shadowRoot?.querySelector<HTMLInputElement>('input[name="email"]');
  if (!input) return;
  // The painted input is the screen's own once the render kept it, focus and all.
  if (painted.focused && host.shadowRoot?.activeElement !== input) {
    input.focus({ preventScroll: true });
    // Caret at the end (email inputs have no selection API): re-setting the value puts it there.
    const { value } = input;
    input.value = '';
    input.value = value;
  }
  // Typed in the paint: kept across a reload as if typed here (ui/use-kept-fields.ts keeps what changes).
  if (painted.value) input.dispatchEvent(new Event('input', { bubbles: true }));
  // Through holdSubmits: after the page's cross-site hand-off is installed, which may take it over.
  if (painted.submitted) input.form?.requestSubmit();
}

let setUp = false;

/**
 * Until the page-wide setup (embed/page-setup.ts, fetched at the first use: embed/accounts.ts) is
 * in, a submit waits for it and is sent again then: on a cross-site page its hand-off
 * (embed/cross-site-handoff.ts) takes the submit over. Offline, it is sent again once back online.
 */
function holdSubmits(host: HTMLElement): void {
  const hold = (e: Event) => {
    const form = e.target;
    if (setUp || !(form instanceof HTMLFormElement)) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    // Offline, the screen says it waits, as for its own chunks (without a word, Continue did nothing).
    const again = (): void => void whenOnline(() => import('./page-setup')).then(() => {
      setUp = true;
      // In a task of its own: a chunk already loaded resolves while this submit is still being
      // dispatched, and WebKit ignores a requestSubmit() then (the form is firing submission events).
      setTimeout(() => form.requestSubmit());
    }, () => window.addEventListener('online', again, { once: true }));
    again();
  };
  for (const target of [host, host.shadowRoot]) target?.addEventListener('submit', hold, true);
}

/** What r2wc's element class keeps (by its global symbols) that the subclass above touches. */
interface R2wcElement extends HTMLElement {
  container: ShadowRoot | HTMLElement;
  connectedCallback(): void;
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
  [key: symbol]: unknown;
}

const CONNECTED = Symbol.for('r2wc.connected');
const CONTEXT = Symbol.for('r2wc.context');
const PROPS = Symbol.for('r2wc.props');
const HELD = Symbol('accounts.held');
const RENDER = Symbol.for('r2wc.render');

/** `section` → the settings start path; anything else warns and starts at profile. */
export function settingsOptions({ section }: Props): Start {
  const known = (SETTINGS_SECTIONS as readonly (string | undefined)[]).includes(section);
  if (section && !known) console.warn(`[accounts] ignored unknown section: ${JSON.stringify(section.slice(0, 80))}`);
  return { mode: 'memory', startPath: `/${known ? section : 'profile'}` };
}

/**
 * Sign-in for partner pages: the email step, then the password (or activation).
 * On a page that can't share the portal's cookies (another site, or cookies blocked) the first
 * submit hands off to the hosted portal instead (docs/embedding.md, "Cookie modes").
 *
 * @element accounts-signin
 * @attr {string} product - Product id whose branding to load (e.g. "talks"); lower-case letters, digits, "-" and "_", otherwise ignored.
 * @attr {string} name - Product name override (trimmed, max 80 characters).
 * @attr {string} logo - Logo URL override; http(s) or root-relative only (javascript:, data: and the like are refused with a warning).
 * @attr {string} background-image - Side-panel image URL override; same rules as logo.
 * @attr {string} callback-url - Where to go after signing in; must be on the portal's allow-list, otherwise refused with a warning.
 * @attr {string} brand-color - Brand colour: #hex, rgb(), hsl() or a colour name; anything else is refused with a warning.
 * @attr {'pt' | 'en' | 'es'} locale - Language; switches every element on the page.
 * @attr {string} api-base - Accounts API base URL; must be on the allow-list (warning and default otherwise). Page-wide.
 * @attr {string} portal-url - Hosted portal origin for hand-offs; must be on the allow-list. Page-wide.
 * @attr {string} nonce - CSP nonce for the <style> fallback used where constructable stylesheets are missing.
 * @attr {boolean} light-dom - Render the screens in the element's light DOM (read once, when it is first connected): password managers and page scripts see an ordinary form; styles stay scoped to the element, but the page's own CSS can reach in.
 * @attr {string} email - Prefills the email step.
 * @fires accounts-ready - The element rendered its first screen. Detail {source}: the tag name.
 * @fires accounts-step-change - The visible step changed. Detail {flow, step}: the tag and the route name.
 * @fires accounts-signed-in - Sign-in (or sign-up with automatic sign-in) completed. Detail {email, product}.
 * @fires accounts-signed-out - The session ended, on every element of the page. Detail {reason}: user, expired or other-tab.
 * @fires accounts-error - An API request failed. Detail {kind, message, status}.
 * @fires accounts-analytics - A product analytics event (spec §3). Detail {event, feature, product, props}.
 * @fires accounts-locale-change - The language changed (menu or locale attribute), on every element. Detail {locale}.
 * @csspart container - The outermost frame of a screen.
 * @csspart side - The branded side panel.
 * @csspart side-message - The product message on the side panel.
 * @csspart header - The logo area.
 * @csspart logo - The product logo.
 * @csspart card - The form card.
 * @csspart accessing - The "accessing {product}" line.
 * @csspart step - The "step n of m" label.
 * @csspart heading - The step heading.
 * @csspart form - A form.
 * @csspart field - A label + input group.
 * @csspart label - A field label.
 * @csspart input - A text input.
 * @csspart select - A select box.
 * @csspart field-error - A field's error message.
 * @csspart password-hint - The live password checks.
 * @csspart password-toggle - The show-password button inside a password field.
 * @csspart code-input - A verification code input.
 * @csspart button - Any button.
 * @csspart primary-button - The main action.
 * @csspart link - A text link or link-styled button.
 * @csspart alert - An alert message (toasts add alert-error or alert-success).
 * @csspart network-wait - "You're offline…" or "Still trying…" while a request waits on the network.
 * @csspart spinner - A loading spinner.
 * @csspart language-menu - The language menu.
 * @csspart help-button - The help button.
 * @csspart modal - A dialog.
 * @csspart modal-backdrop - The backdrop behind a dialog.
 * @cssprop --accounts-brand-color - Brand colour; beats the attribute and the API's branding.
 * @cssprop --accounts-brand-text-color - Text on the brand colour.
 * @cssprop --accounts-radius - Corner radius.
 * @cssprop --accounts-font - Font family.
 * @cssprop --accounts-surface - Card background.
 * @cssprop --accounts-background - Page background.
 * @cssprop --accounts-text-color - Body text.
 * @cssprop --accounts-muted-color - Secondary text.
 * @cssprop --accounts-border-color - Input borders.
 * @cssprop --accounts-error-color - Error text and borders.
 * @cssprop --accounts-focus-color - Focus ring.
 * @cssprop --accounts-error-surface - Background of error alerts.
 * @cssprop --accounts-success-color - Success text and borders.
 * @cssprop --accounts-success-surface - Background of success alerts.
 * @cssprop --accounts-min-height - Minimum height of the screens (default auto).
 */
export const AccountsSignin = element('accounts-signin', { mode: 'memory', startPath: '/signin/' });

export const AccountsSignup = element('accounts-signup', { mode: 'memory', startPath: '/signup/' });

export const AccountsHub = element('accounts-hub', { mode: 'memory', startPath: '/' });

export const AccountsSettings = element('accounts-settings', settingsOptions);

export const AccountsPortal = element('accounts-portal', { mode: 'url', startPath: '/' });

export const ELEMENTS = {
  'accounts-signin': AccountsSignin,
  'accounts-signup': AccountsSignup,
  'accounts-hub': AccountsHub,
  'accounts-settings': AccountsSettings,
  'accounts-portal': AccountsPortal,
} as const satisfies Record<AccountsTag, CustomElementConstructor>;

export type { AccountsTag };
