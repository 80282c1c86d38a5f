import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { below48 } from './breakpoints';
import { SIDE_DRAWING } from './side-panel';

export const page = style({
  minHeight: 'var(--accounts-min-height, auto)',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)',
  background: vars.background,
  '@container': { [below48]: { gridTemplateColumns: '1fr' } },
});

export const side = style({
  position: 'relative',
  // Two columns (48em and more): the panel is at least 320px wide, and its padding a share of it.
  padding: '48px min(8%, 40px)',
  color: '#fff',
  // A picture (branding's background image, set inline) replaces the drawing; the shade stays over both.
  backgroundColor: vars.brand,
  backgroundImage: SIDE_DRAWING,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  display: 'flex',
  flexDirection: 'column',
  gap: '24px',
  justifyContent: 'space-between',
  minHeight: '100%',
  '@container': { [below48]: { padding: '20px 20px', minHeight: 'auto', gap: '12px' } },
});

export const sideShade = style({
  position: 'absolute',
  inset: 0,
  background: 'linear-gradient(180deg, rgba(20,10,40,.55), rgba(20,10,40,.75))',
});

// One shrinkable column: a wide logo or a long product name must not push past a narrow side panel.
export const sideContent = style({ position: 'relative', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '16px' });
export const sideMessage = style({ fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.25, '@container': { [below48]: { fontSize: '1.1rem' } } });
/** The logo's height whether the name or the logo shows: the logo arriving moves nothing. */
export const sideHeader = style({ minHeight: '48px', alignContent: 'center' });
export const logo = style({ maxHeight: '48px', maxWidth: 'min(200px, 100%)', objectFit: 'contain' });
export const productName = style({ display: 'flex', alignItems: 'center', gap: '8px', fontWeight: 700, fontSize: '1.1rem', overflowWrap: 'anywhere' });
/** The name's initial in a square: the mark beside a product's name when it has no logo. */
export const productMark = style({ flex: 'none', display: 'grid', placeItems: 'center', width: '32px', height: '32px', borderRadius: '8px', background: vars.brand, color: vars.brandText, fontSize: '20px' });

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '32px min(20px,5cqi) 96px',
});
// On a phone the floating help button (bottom right) would sit over a control Tab brings into
// view at the window's bottom edge: keep room below the focused one.
globalStyle(`${main} *`, { '@container': { [below48]: { scrollMarginBottom: '72px' } } });

export const card = style({
  width: '100%',
  maxWidth: '420px',
  background: vars.surface,
  borderRadius: vars.radius,
  padding: '32px min(28px,7cqi)',
  boxShadow: '0 1px 3px rgba(0,0,0,.08), 0 8px 24px rgba(0,0,0,.06)',
  display: 'grid',
  // minmax(0, …): an auto column would grow to its widest select and push the card's content out
  // of a narrow element (a partner's column); this way every field takes the card's width.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '20px',
  // An email in a sentence ("We sent a code to …") is one long word: it breaks rather than
  // push the card out of a narrow element.
  overflowWrap: 'anywhere',
});

/**
 * The card's alerts: over the top of the card, as wide as it. In one column (a phone, a narrow
 * element) the side panel is above the card: the alerts hang from 96 px higher, over the panel's
 * lower part (at least 154 px of panel and gap are there), so a two- or three-line message no longer
 * hides the card's heading and first label; scrolled past, they still stop 8 px below the top.
 * The margins cancel out: nothing moves.
 */
export const cardAlerts = style({ maxWidth: '420px', '@container': { [below48]: { margin: '-96px 0 96px' } } });

export const heading = style({ fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.2, outline: 'none' });
export const subtle = style({ color: vars.muted, fontSize: '.95rem' });
export const accessing = style({ color: vars.muted, fontSize: '.9rem' });
export const steps = style({ color: vars.muted, fontSize: '.85rem', fontWeight: 600, letterSpacing: '.02em' });

export const form = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '16px' });
export const field = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '6px' });
export const label = style({ fontWeight: 600, fontSize: '.9rem' });
/**
 * A select drawn by the portal, not the platform (WebKit's menu button was 8 px taller than
 * Chromium's): a ▼ drawn by a gradient (no image, so no CSP source), and room for it.
 */
const drawnSelect = {
  appearance: 'none',
  background: `conic-gradient(from -45deg at 50% 100%,currentColor 90deg,#0000 0) no-repeat right 10px center/10px 5px ${vars.surface}`,
  paddingRight: '30px',
} as const;

export const input = style({
  font: 'inherit', // line-height 1.5 too: the heights below count on it
  width: '100%',
  padding: '10px 12px',
  borderRadius: `calc(${vars.radius} * .6)`,
  border: `1px solid ${vars.border}`,
  backgroundColor: vars.surface,
  color: vars.text,
  // One line, the padding and the border: the same height in every engine (a textarea sets its own).
  height: 'calc(1.5em + 22px)',
  selectors: {
    'select&': drawnSelect,
    '&[aria-invalid="true"]': { borderColor: vars.error },
    '&:disabled, &[readonly]': { backgroundColor: vars.background, color: vars.muted },
  },
});
export const fieldError = style({ color: vars.error, fontSize: '.85rem' });

const buttonBase = style({
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  borderRadius: `calc(${vars.radius} * .6)`,
  padding: '10px 16px',
  border: '1px solid transparent',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '8px',
  selectors: { '&:disabled, &[aria-busy=true]': { cursor: 'not-allowed', opacity: 0.55 } },
});
export const button = styleVariants({
  primary: [buttonBase, { background: vars.brand, color: vars.brandText, width: '100%' }],
  secondary: [buttonBase, { background: 'transparent', color: vars.text, borderColor: vars.border }],
  link: [buttonBase, { background: 'none', color: vars.brand, padding: '4px 0', textDecoration: 'underline' }],
});
export const linkRow = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: '8px' });
export const anchor = style({ color: vars.brand, fontWeight: 600 });

export const alert = styleVariants({
  error: { background: vars.errorSurface, color: vars.error, border: `1px solid ${vars.error}` },
  success: { background: vars.successSurface, color: vars.success, border: `1px solid ${vars.success}` },
  /** "Waiting for the connection": news, neither a failure nor a success. */
  wait: { background: vars.surface, color: vars.text, border: `1px solid ${vars.border}` },
});
export const alertBox = style({
  borderRadius: `calc(${vars.radius} * .6)`,
  padding: '10px 12px',
  display: 'flex',
  gap: '12px',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  whiteSpace: 'pre-line',
  boxShadow: '0 4px 16px rgba(0,0,0,.12)',
});
/** An alert's close button, its × drawn by CSS so the alert's text is the message alone. */
export const alertCloseIcon = style({ background: 'none', border: 0, color: 'inherit', cursor: 'pointer', font: 'inherit', fontWeight: 700, padding: '0 4px', selectors: { '&::before': { content: '"×"' } } });
/**
 * Where alerts appear: a zero-height band that sticks to the top of the view while its column is
 * on screen. The alerts hang from it over the content (issue 20: an alert that pushed the form
 * down, then let it jump back, moved the control under the user's finger). Containers tune it
 * with --_accounts-alerts-top (under a sticky bar) and --_accounts-alerts-inset.
 */
export const alertsAnchor = style({ position: 'sticky', top: 'var(--_accounts-alerts-top, 8px)', zIndex: 5, height: 0, width: '100%' });
export const alerts = style({ position: 'absolute', inset: 'var(--_accounts-alerts-inset, 12px) var(--_accounts-alerts-inset, 12px) auto', display: 'grid', gap: '8px' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  width: '32px',
  height: '32px',
  borderRadius: '50%',
  border: `3px solid ${vars.background}`,
  borderTopColor: vars.brand,
  animation: `${spin} .8s linear infinite`,
  margin: '24px auto',
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});
export const center = style({ display: 'grid', placeItems: 'center', gap: '16px', padding: '48px 20px', textAlign: 'center' });

export const helpButton = style({
  position: 'fixed',
  right: '20px',
  bottom: '20px',
  borderRadius: '999px',
  padding: '10px 16px',
  background: vars.brand,
  color: vars.brandText,
  fontWeight: 600,
  textDecoration: 'none',
  boxShadow: '0 4px 12px rgba(0,0,0,.2)',
  // Inside a partner's page (where the main area is a div, not <main>): at the element's corner,
  // in the main column's bottom padding, not fixed over the host's page (one per element).
  selectors: { 'div>&': { position: 'absolute' } },
});

export const select = style([input, { width: 'auto', padding: '6px 8px', height: 'calc(1.5em + 14px)' }]);
export const visuallyHidden = style({
  position: 'absolute', width: '1px', height: '1px', padding: 0, margin: '-1px', overflow: 'hidden', clip: 'rect(0,0,0,0)', whiteSpace: 'nowrap', border: 0,
});
export const desktopOnly = style({ '@container': { [below48]: { display: 'none' } } });

export const hint = style({ margin: 0, padding: 0, listStyle: 'none', fontSize: '.85rem', color: vars.muted });
globalStyle(`${hint} > li[data-ok="true"]`, { color: vars.success });

// BrandFrame's two boxes. `frameBox` is the box every layout query asks (breakpoints.ts); as a size
// container its width no longer comes from its content. `frameWidth` gives the element the widths
// a partner's layout asks of it instead: 30em where a box shrinks to fit (a <dialog>, a float), but
// only 15em as its narrowest, so that in a column that may not shrink below its content (a grid's
// `1fr`, a flex item) on a phone the element takes the column's width instead of a 480 px overflow.
// (Two empty 15em flex items that wrap: 30em on one line, 15em when narrowest, no height.)
export const frameBox = style({ containerType: 'inline-size' });
export const frameWidth = style({ display: 'flex', flexWrap: 'wrap' });
globalStyle(`${frameWidth}::before, ${frameWidth}::after`, { content: '""', width: '15em' });
