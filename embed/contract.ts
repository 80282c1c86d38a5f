// The element contract, declared once: the tags, their attributes (and what each accepts), the
// events, the parts and the custom properties. `scripts/gen-custom-elements.mjs` writes from it
// custom-elements.json, embed/types.d.ts, embed/jsx.d.ts and the tables of docs/embedding.md
// (`npm run check:embed-api` fails when one is stale); tests import their lists from here.
//
// The runtime (embed/elements.ts) imports what comes before "documentation" below, which holds no
// text; the rest is documentation, which the bundler leaves out. Keep prose out of the first part.
import type { AccountsEventName } from '../src/core/events';
import { LOCALES } from '../src/core/locale';

export const TAGS = ['accounts-signin', 'accounts-signup', 'accounts-hub', 'accounts-settings', 'accounts-portal'] as const;
export type AccountsTag = (typeof TAGS)[number];

/**
 * The attributes the elements observe (HTML spelling; each is a camelCase string property too)
 * and the elements that read them ('*': all of them).
 */
export const ATTRIBUTES = {
  product: '*',
  name: '*',
  logo: '*',
  'background-image': '*',
  'callback-url': '*',
  'brand-color': '*',
  locale: '*',
  'api-base': '*',
  'portal-url': '*',
  nonce: '*',
  email: 'accounts-signin',
  section: 'accounts-settings',
} as const satisfies Record<string, '*' | AccountsTag>;

/**
 * Flags every element reads once, when first connected, with hasAttribute: not observed, no
 * property (r2wc would read an empty value as false). elements.ts names each where it reads it.
 */
export const FLAGS = ['light-dom'] as const;
export type AttributeName = keyof typeof ATTRIBUTES | (typeof FLAGS)[number];

/** The values `section` of <accounts-settings> accepts. */
export const SETTINGS_SECTIONS = ['profile', 'password', 'address', 'contact'] as const;

/** The attributes `tag` observes, in declaration order. */
export const observedBy = (tag: AccountsTag): (keyof typeof ATTRIBUTES)[] =>
  (Object.keys(ATTRIBUTES) as (keyof typeof ATTRIBUTES)[]).filter((a) => ATTRIBUTES[a] === '*' || ATTRIBUTES[a] === tag);

// ------------------------------------------------------------------ documentation (not shipped)

/** Every attribute `tag` reads, flags included, in ATTRIBUTE_DOCS's order. */
export const attributesOf = (tag: AccountsTag): AttributeName[] =>
  (Object.keys(ATTRIBUTE_DOCS) as AttributeName[]).filter((a) => (FLAGS as readonly string[]).includes(a) || observedBy(tag).includes(a as keyof typeof ATTRIBUTES));

export const TAG_DOCS: Record<AccountsTag, { summary: string; shows: string }> = {
  'accounts-signin': {
    summary: 'Sign-in for partner pages: the email step, then the password (or activation). On a page that can\'t share the portal\'s cookies (another site, or cookies blocked) the first submit hands off to the hosted portal instead (docs/embedding.md, "Cookie modes").',
    shows: 'email step, then password (or activation); `email` prefills the email',
  },
  'accounts-signup': {
    summary: 'Sign-up: name, email, confirmation and password, then verification and profile.',
    shows: 'sign-up form, then verification and profile',
  },
  'accounts-hub': {
    summary: 'The products hub for a signed-in user; shows sign-in while signed out.',
    shows: 'the products hub; sign-in while signed out',
  },
  'accounts-settings': {
    summary: 'Account settings: personal data, password, address and contact; shows sign-in while signed out.',
    shows: 'profile, password, address, contact; `section` picks the first one; sign-in while signed out',
  },
  'accounts-portal': {
    summary: 'The whole portal, routed by the page URL: what the hosted portal mounts.',
    shows: 'the whole portal routed by the page URL (what the hosted portal mounts)',
  },
};

export interface AttributeDoc {
  /** 'string', 'boolean' (a flag), or the values accepted. */
  type: 'string' | 'boolean' | readonly string[];
  /** The exported type alias for a list of values in the typings. */
  typeName?: string;
  /** Set once for the page, whichever element carries it. */
  pageWide?: true;
  /** One line for the typings and the manifest. */
  summary: string;
  /** What passes the check (markdown, for the guide). */
  accepts: string;
  /** What the element does with a refused value (markdown); '—' when nothing is refused. */
  refused: string;
}

export const ATTRIBUTE_DOCS = {
  product: {
    type: 'string',
    summary: 'Product id whose branding to load (e.g. "talks").',
    accepts: 'product id: `a-z 0-9 - _`, ≤ 40 chars (`talks`, `yowza`, `lms`, `lingora-io`); also read from the page\'s `?product=` in `accounts-portal`',
    refused: 'default branding',
  },
  name: {
    type: 'string',
    summary: 'Product name override (trimmed, max 80 characters).',
    accepts: 'any text, trimmed, ≤ 80 chars',
    refused: '—',
  },
  logo: {
    type: 'string',
    summary: 'Logo URL override: http(s) or root-relative only.',
    accepts: '`http(s)://…` or `/root-relative`; no `javascript:`, `data:`, `blob:`, whitespace or path tricks',
    refused: 'product / default logo, warning',
  },
  'background-image': {
    type: 'string',
    summary: 'Side-panel image URL override: http(s) or root-relative only.',
    accepts: 'as `logo`',
    refused: 'product / default image, warning',
  },
  'callback-url': {
    type: 'string',
    summary: 'Where to go after signing in; must be on the portal\'s allow-list.',
    accepts: 'http(s) URL whose origin is on the allow-list (the portal\'s and API\'s own, `ACCOUNTS_ALLOWED_ORIGINS`; a sandbox build also takes any loopback origin)',
    refused: 'product\'s callback, warning',
  },
  'brand-color': {
    type: 'string',
    summary: 'Brand colour: #hex, rgb(), hsl() or a colour name.',
    accepts: '`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`, `rgba()`, `hsl()`, `hsla()` with plain numbers, or any CSS colour name (`tomato`) but `transparent` and `currentcolor`; no `var()`, `url()` or `calc()`',
    refused: 'product / default colour, warning',
  },
  locale: {
    type: LOCALES,
    typeName: 'AccountsLocale',
    summary: 'Language; switches every element on the page.',
    accepts: '`pt`, `en`, `es`; switches **every** element on the page',
    refused: 'cookie `user_locale`, then browser, then `pt`',
  },
  'api-base': {
    type: 'string',
    pageWide: true,
    summary: 'Accounts API base URL; must be on the allow-list.',
    accepts: 'URL whose origin is the built-in API\'s (or, in a sandbox build, any loopback origin); its path, if any, is the API\'s base path (`https://api.example/v2` → `/v2/auth/sign-in/`), so it must name the API exactly',
    refused: 'built-in API, warning',
  },
  'portal-url': {
    type: 'string',
    pageWide: true,
    summary: 'Hosted portal origin for hand-offs; must be on the allow-list.',
    accepts: 'URL whose origin is on the allow-list (as `callback-url`)',
    refused: 'built-in portal, warning',
  },
  nonce: {
    type: 'string',
    summary: 'CSP nonce for the <style> fallback where constructable stylesheets are missing.',
    accepts: 'the page\'s CSP nonce (see [CSP](#content-security-policy))',
    refused: '—',
  },
  'light-dom': {
    type: 'boolean',
    summary: 'Render in the element\'s light DOM (read once, when first connected): password managers and page scripts see an ordinary form; styles stay scoped, but the page\'s own CSS can reach in.',
    accepts: 'boolean; read once, when the element is first connected (see [Password managers](#password-managers))',
    refused: '—',
  },
  email: {
    type: 'string',
    summary: 'Prefills the email step (read when the element mounts).',
    accepts: 'prefills the email step (read at mount, like `section`)',
    refused: '—',
  },
  section: {
    type: SETTINGS_SECTIONS,
    typeName: 'AccountsSettingsSection',
    summary: 'The section shown first (read when the element mounts).',
    accepts: '`profile`, `password`, `address`, `contact` (read at mount)',
    refused: '`profile`, warning',
  },
} as const satisfies Record<AttributeName, AttributeDoc>;

export interface EventDoc {
  /** The detail's interface in src/core/events.ts (and the typings). */
  detail: string;
  /** When it fires (markdown). */
  when: string;
  /** What the detail holds (markdown). */
  fields: string;
}

/** In src/core/events.ts's catalogue order. */
export const EVENT_DOCS: Record<AccountsEventName, EventDoc> = {
  'accounts-ready': {
    detail: 'ReadyDetail',
    when: 'the element rendered its first screen: it is in the DOM and answers input. What acting on it needs (the API layer, the next step) loads at its first use, a focus, a tap or a key',
    fields: '`{ source }` – the tag name',
  },
  'accounts-step-change': {
    detail: 'StepChangeDetail',
    when: 'the visible step changed',
    fields: '`{ flow, step }` – the tag and the route name (`signin`, `signup`, `hub`, `profile`, …)',
  },
  'accounts-signed-in': {
    detail: 'SignedInDetail',
    when: 'sign-in (or sign-up with automatic sign-in) completed',
    fields: '`{ email, product }` – `product` is the element\'s product id, `\'\'` for the default',
  },
  'accounts-signed-out': {
    detail: 'SignedOutDetail',
    when: 'the session ended — on **every** element of the page',
    fields: '`{ reason }`: `user`, `expired`, `other-tab`',
  },
  'accounts-error': {
    detail: 'ErrorDetail',
    when: 'an API request failed — once per page, on the element the user last used',
    fields: '`{ kind, message, status? }`: `message` is the server\'s text, but for wrong credentials the words the screen shows, in its language',
  },
  'accounts-analytics': {
    detail: 'AnalyticsDetail',
    when: 'product analytics (also pushed to `dataLayer` when present) — once per page, on the element the user last used',
    fields: '`{ event, feature, product, props }`',
  },
  'accounts-locale-change': {
    detail: 'LocaleChangeDetail',
    when: 'the language changed while elements are on the page (menu, or a `locale` attribute set later or on another element) — on every element; the language they start in is not a change',
    fields: '`{ locale }`',
  },
};

/** Custom properties, set on the element or an ancestor; they beat the product's branding. */
export const CSS_PROPERTY_DOCS: Record<`--accounts-${string}`, string> = {
  '--accounts-brand-color': 'brand colour (buttons, links, focus accents); beats the attribute and the API\'s branding',
  '--accounts-brand-text-color': 'text on the brand colour',
  '--accounts-radius': 'corner radius',
  '--accounts-font': 'font family',
  '--accounts-surface': 'card background',
  '--accounts-background': 'page background',
  '--accounts-text-color': 'body text',
  '--accounts-muted-color': 'secondary text',
  '--accounts-border-color': 'input borders',
  '--accounts-error-color': 'error text and borders',
  '--accounts-error-surface': 'background of error alerts',
  '--accounts-success-color': 'success text and borders',
  '--accounts-success-surface': 'background of success alerts',
  '--accounts-focus-color': 'focus ring',
  '--accounts-min-height': 'minimum height of the screens (default `auto`)',
};

/** Where parts are found, and on which elements. */
export const PART_GROUPS = {
  frame: { title: 'the signed-out frame', tags: '*' },
  fields: { title: 'forms and fields', tags: '*' },
  buttons: { title: 'buttons and links', tags: '*' },
  feedback: { title: 'feedback and chrome', tags: '*' },
  signin: { title: 'sign-in extras', tags: '*' },
  signedIn: { title: 'signed-in screens (hub and settings)', tags: ['accounts-hub', 'accounts-settings', 'accounts-portal'] },
  translator: { title: 'the translator tool (`/lang/create`), not meant for partner pages', tags: ['accounts-portal'] },
} as const satisfies Record<string, { title: string; tags: '*' | readonly AccountsTag[] }>;

/**
 * Every `part` a screen sets, by name; a name written `x-<y>` stands for a family set from a
 * value (`panel-${product}`). embed/contract.test.ts fails when a `part` in src/ or embed/ is not
 * here, or when one here is used nowhere.
 */
export const PARTS: Record<string, [group: keyof typeof PART_GROUPS, node: string]> = {
  container: ['frame', 'the outermost frame of a screen'],
  side: ['frame', 'the branded side panel'],
  'side-message': ['frame', 'the product message on the side panel'],
  header: ['frame', 'the logo area'],
  logo: ['frame', 'the product logo'],
  card: ['frame', 'the form card'],
  accessing: ['frame', 'the "accessing {product}" line'],
  step: ['frame', 'the "step n of m" label'],
  heading: ['frame', 'the step heading'],
  form: ['fields', 'a form'],
  field: ['fields', 'a label + input group'],
  label: ['fields', 'a field label'],
  input: ['fields', 'a text input'],
  select: ['fields', 'a select box'],
  'field-error': ['fields', 'a field\'s error message'],
  'password-hint': ['fields', 'the live password checks'],
  'password-toggle': ['fields', 'the show-password button inside a password field'],
  'code-input': ['fields', 'a verification code input'],
  'code-box': ['fields', 'each of a code\'s six boxes, inside `code-input`'],
  'phone-field': ['fields', 'the phone number group'],
  'phone-country': ['fields', 'its country select (also `select`)'],
  'phone-number': ['fields', 'its number input (also `input`)'],
  birthdate: ['fields', 'the birth date group (day, month, year)'],
  'file-input': ['fields', 'the picture file input of the sign-up profile'],
  'file-input-label': ['fields', 'its button-like label'],
  channels: ['fields', 'the SMS / WhatsApp choice'],
  button: ['buttons', 'any button'],
  'primary-button': ['buttons', 'the main action (also `button`)'],
  link: ['buttons', 'a text link or link-styled button'],
  'teacher-link': ['buttons', 'the teacher access link (also `link`; talks, desktop)'],
  alerts: ['feedback', 'the stack of alerts'],
  alert: ['feedback', 'an alert message'],
  'alert-error': ['feedback', 'an error toast (also `alert`)'],
  'alert-success': ['feedback', 'a success toast (also `alert`)'],
  'network-wait': ['feedback', '"You\'re offline…" or "Still trying…" while a request waits on the network'],
  spinner: ['feedback', 'a loading spinner'],
  'language-menu': ['feedback', 'the language menu'],
  'help-button': ['feedback', 'the help button'],
  modal: ['feedback', 'a dialog'],
  'modal-title': ['feedback', 'a dialog\'s title'],
  'modal-backdrop': ['feedback', 'the backdrop behind a dialog'],
  'load-failed': ['feedback', 'a screen whose code could not be fetched, with its retry'],
  'not-found': ['feedback', 'the page-not-found screen'],
  'prototype-notice': ['signin', 'the note on the forgot-email prototype screens'],
  'email-list': ['signin', 'the accounts listed by the forgot-email prototype'],
  topbar: ['signedIn', 'the signed-in top bar'],
  menu: ['signedIn', 'the account menu'],
  avatar: ['signedIn', 'the user\'s avatar'],
  badge: ['signedIn', 'a product badge'],
  panel: ['signedIn', 'a product panel of the hub'],
  'panel-<product>': ['signedIn', 'one product\'s panel, e.g. `panel-talks`'],
  section: ['signedIn', 'a settings section'],
  'side-nav': ['signedIn', 'the settings side navigation'],
  'mobile-nav': ['signedIn', 'the settings tabs on small screens'],
  'bottom-bar': ['signedIn', 'the settings bar on small screens that opens the bottom sheet'],
  'bottom-sheet': ['signedIn', 'the settings bottom sheet on small screens'],
  'avatar-card': ['signedIn', 'the avatar card of settings'],
  'avatar-upload': ['signedIn', 'its upload button'],
  'avatar-crop': ['signedIn', 'the crop dialog (also `modal`)'],
  'crop-area': ['signedIn', 'the crop stage inside it'],
  translator: ['translator', 'the translator page (also `container`)'],
  'translator-toolbar': ['translator', 'search, filters and download'],
  'translator-showing': ['translator', 'the "showing n of m" line'],
  'translator-changed-total': ['translator', 'the count of changed strings'],
  'translator-blocked': ['translator', 'why the download is blocked'],
  'translator-area': ['translator', 'one area of strings'],
  'translator-area-count': ['translator', 'its count of changed strings'],
  'translator-row': ['translator', 'one string'],
  'translator-input': ['translator', 'its editor (also `input`)'],
  'translator-changed': ['translator', 'its "changed" badge'],
  'translator-reference': ['translator', 'its text in another language'],
  'translator-warning': ['translator', 'its placeholder warning'],
};
